/// The current actions of one widget, for the backend to call when the widget's user acts.
///
/// A backend connects its native signals once, when it makes the widget, to closures that
/// call ``perform(checksWidget:_:)``. The core swaps ``current`` on every update, so a signal never runs a
/// stale action or binding and is never reconnected.
///
/// ```swift
/// entry.onChanged { actions.perform { $0.textChanged(entry.text) } }
/// ```
@MainActor
public final class WidgetActions<Actions> {
    /// The actions of the view's latest evaluation. Swapped by every update of the widget and
    /// read by its signals, never during a swap.
    public internal(set) var current: Actions
    /// Tells the view's node that its widget was changed by its user. Set once, when the
    /// node takes the widget, and read by every user action.
    var onUserAction: (@MainActor (_ checksWidget: Bool, () -> Void) -> Void)?

    init(_ actions: Actions) {
        current = actions
    }

    /// A detached set of actions, for widgets made outside a view graph (previews, tests of
    /// a widget binding).
    public static func detached(_ actions: Actions) -> WidgetActions<Actions> {
        WidgetActions(actions)
    }

    /// Runs `body` with the current actions, as the widget's user did something: reads made
    /// inside are not dependencies. If the act changed what the widget shows (`checksWidget`:
    /// typing, toggling; not a click), the widget is checked against the model in the next
    /// update pass, so a binding that refused the value puts the model's value back.
    public func perform(checksWidget: Bool = true, _ body: (Actions) -> Void) {
        let actions = current
        if let onUserAction {
            onUserAction(checksWidget) { body(actions) }
        } else {
            DependencyTracker.untracked { body(actions) }
        }
    }
}
