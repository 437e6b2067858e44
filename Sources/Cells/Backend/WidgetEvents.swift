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
    /// The rows of a list widget.
    weak var rows: ListRowController?

    init() {}

    /// The user pressed the button.
    public func press() { pressAction?() }
    /// The entry's text is now `text` (the user typed, pasted or deleted).
    public func textChanged(to text: String) { textChangeAction?(text) }
    /// The toggle is now `isOn`.
    public func toggled(to isOn: Bool) { toggleAction?(isOn) }

    /// How many rows a list has now.
    public var rowCount: Int { rows?.count ?? 0 }

    /// The widget showing row `position` of a list, made now: call it when the row becomes
    /// visible. Nil if there is no such row.
    ///
    /// `previous` is the row widget the same place on screen showed before, if any: it is
    /// reused when it can be (its views start over with the new row), so the backend need
    /// not move widgets between places.
    public func widgetForRow(at position: Int, reusing previous: AnyObject? = nil) -> AnyObject? {
        rows?.widget(forRowAt: position, reusing: previous)
    }

    /// A row widget from ``widgetForRow(at:)`` is no longer shown; its views are released.
    public func rowWasHidden(_ widget: AnyObject) {
        rows?.release(widget)
    }
}
