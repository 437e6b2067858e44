/// What a list widget asks of the core: how many rows there are, and the widget of a row
/// when it comes into sight. The actions of ``List``.
///
/// A backend shows only the rows in sight: it asks for a row's widget with
/// ``widgetForRow(at:reusing:)`` when the row scrolls into view and hands it back with
/// ``rowWasHidden(_:)`` when the row leaves it, so a list of 100,000 elements costs the
/// widgets of a screenful.
@MainActor
public final class ListRowActions {
    weak var controller: ListRowController? {
        didSet { controller?.actions = self }
    }
    /// Whether the list's rows show their edit controls (read while the list was evaluated).
    let isEditing: Bool
    /// The selection binding, for a `List(selection:)`.
    let selection: ListSelection?

    init(editMode: Binding<EditMode>? = nil, selection: ListSelection? = nil) {
        self.isEditing = editMode?.wrappedValue.isEditing ?? false
        self.selection = selection
    }

    /// How many rows the list has now.
    public var rowCount: Int { controller?.count ?? 0 }

    /// The widget showing row `position`, made now: call it when the row becomes visible.
    /// Nil if there is no such row.
    ///
    /// `previous` is the row widget the same place on screen showed before, if any: it is
    /// reused when it can be (its views start over with the new row), so the backend need
    /// not move widgets between places.
    public func widgetForRow(at position: Int, reusing previous: AnyObject? = nil) -> AnyObject? {
        controller?.widget(forRowAt: position, reusing: previous)
    }

    /// A row widget from ``widgetForRow(at:reusing:)`` is no longer shown; its views are
    /// released.
    public func rowWasHidden(_ widget: AnyObject) {
        controller?.release(widget)
    }
}
