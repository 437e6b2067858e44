/// What a widget reports back to the view layer: presses, edits, toggles.
///
/// A backend connects its native signals once, when it makes the widget, to these methods.
/// The graph swaps the closures behind them on every update, so a signal never calls a stale
/// action or binding and is never reconnected.
@MainActor
public final class WidgetEvents {
    var pressAction: (@MainActor () -> Void)?
    var textChangeAction: (@MainActor (String) -> Void)?
    var toggleAction: (@MainActor (Bool) -> Void)?

    init() {}

    /// The user pressed the button.
    public func press() { pressAction?() }
    /// The entry's text is now `text` (the user typed, pasted or deleted).
    public func textChanged(to text: String) { textChangeAction?(text) }
    /// The toggle is now `isOn`.
    public func toggled(to isOn: Bool) { toggleAction?(isOn) }
}
