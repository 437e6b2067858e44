import Cells
import Gtk

/// What the GTK backend hands the core for one widget: the GTK widget, its kind, and the
/// signal connections to block while the model writes into it.
@MainActor
final class GtkWidgetHandle {
    let kind: WidgetKind
    /// The widget placed in the parent container.
    let widget: Widget
    /// Where child widgets go (a button's label box, a stack's box); nil for leaves, and
    /// for a toggle until it gets a label.
    var childContainer: Box?
    /// For a toggle: puts the box for its label into the control, the first time it has one.
    var attachChildContainer: (@MainActor (Box) -> Void)?
    /// The pages of a navigation stack, or nil.
    let pages: Stack?
    /// The page a navigation stack shows, applied again when its pages change.
    var visiblePage = 0
    /// The list view of a list, or nil.
    var listView: ListView?
    /// For a list: the handles of the row widgets it shows, by widget.
    var shownRows: [ObjectIdentifier: GtkWidgetHandle] = [:]
    /// For a list: the handles of row widgets out of sight but still in a cell, by widget.
    var hiddenRows: [ObjectIdentifier: GtkWidgetHandle] = [:]
    /// The entry of a text field, or nil.
    let entry: Entry?
    /// The control of a toggle and a way to read and write it, or nil.
    let toggle: ToggleControl?
    /// Connection of the text or toggle signal, blocked while the model writes.
    var inputConnection: SignalConnection?
    /// Cross-axis placement a stack gives its children.
    var childAlignment: Widget.Alignment = .center

    init(
        kind: WidgetKind, widget: Widget, childContainer: Box? = nil, pages: Stack? = nil,
        entry: Entry? = nil, toggle: ToggleControl? = nil
    ) {
        self.kind = kind
        self.widget = widget
        self.childContainer = childContainer
        self.pages = pages
        self.entry = entry
        self.toggle = toggle
    }
}

/// The on/off widget behind a `Toggle`: a check button, a switch or a toggle button.
@MainActor
struct ToggleControl {
    let widget: Widget
    let read: @MainActor () -> Bool
    let write: @MainActor (Bool) -> Void
    let connect: @MainActor (@escaping @MainActor () -> Void) -> SignalConnection

    static func checkButton(_ button: CheckButton) -> ToggleControl {
        ToggleControl(
            widget: button,
            read: { button.isActive },
            write: { button.isActive = $0 },
            connect: { button.onToggled($0) }
        )
    }

    static func toggleButton(_ button: ToggleButton) -> ToggleControl {
        ToggleControl(
            widget: button,
            read: { button.isActive },
            write: { button.isActive = $0 },
            connect: { button.onToggled($0) }
        )
    }

    static func `switch`(_ control: Switch) -> ToggleControl {
        ToggleControl(
            widget: control,
            read: { control.isActive },
            write: { control.isActive = $0 },
            connect: { control.onToggled($0) }
        )
    }
}
