import Cells

/// A widget of the ``RecordingBackend``: it holds what a real widget would show (text,
/// toggle state, children) and counts every property write it receives.
@MainActor
public final class RecordedWidget {
    /// What kind of widget this is.
    public let kind: WidgetKind
    /// The last value written for each property.
    public private(set) var properties: [WidgetPropertyKey: WidgetProperty] = [:]
    /// How many times each property was written.
    public private(set) var writeCounts: [WidgetPropertyKey: Int] = [:]
    /// The child widgets, in order.
    public internal(set) var children: [RecordedWidget] = []
    /// False once the view that made it has left the tree.
    public internal(set) var isAlive = true
    /// Where the text cursor is in an entry, as a character offset.
    public internal(set) var cursorPosition = 0

    /// For a list: the widget shown for each row, nil for rows out of sight.
    var rowWidgets: [RecordedWidget?] = []
    /// For a list: the first row in sight.
    public internal(set) var firstVisibleRow = 0

    let events: WidgetEvents

    init(kind: WidgetKind, events: WidgetEvents) {
        self.kind = kind
        self.events = events
    }

    func record(_ property: WidgetProperty) {
        properties[property.key] = property
        writeCounts[property.key, default: 0] += 1
        if case .text(let text) = property {
            // As GTK does: a programmatic text change keeps the cursor, clamped to the text.
            cursorPosition = min(cursorPosition, text.count)
        }
    }

    /// Sets the text as the user's typing does, without counting it as a write by the core.
    func userSetText(_ text: String, cursor: Int) {
        properties[.text] = .text(text)
        cursorPosition = cursor
    }

    func userSetOn(_ isOn: Bool) {
        properties[.isOn] = .isOn(isOn)
    }

    // MARK: Reading

    /// The text of a label or entry.
    public var text: String {
        if case .text(let text)? = properties[.text] { return text }
        return ""
    }

    /// The placeholder of an entry.
    public var placeholder: String {
        if case .placeholder(let text)? = properties[.placeholder] { return text }
        return ""
    }

    /// Whether a toggle is on.
    public var isOn: Bool {
        if case .isOn(let isOn)? = properties[.isOn] { return isOn }
        return false
    }

    /// Whether the control accepts input.
    public var isEnabled: Bool {
        if case .isEnabled(let isEnabled)? = properties[.isEnabled] { return isEnabled }
        return true
    }

    /// The text colour, nil for the theme's.
    public var foregroundColor: Color? {
        if case .foregroundColor(let color)? = properties[.foregroundColor] { return color }
        return nil
    }

    /// The margins.
    public var padding: EdgeInsets {
        if case .padding(let insets)? = properties[.padding] { return insets }
        return .zero
    }

    /// The non-empty texts of the labels inside this widget, in order, joined by spaces: a
    /// button's title, a list row's text.
    public var labelText: String {
        allDescendants.filter { $0.kind == .label && !$0.text.isEmpty }.map(\.text).joined(separator: " ")
    }

    /// This widget and everything a user can see inside it, depth first (of a page stack,
    /// only the visible page).
    public var allDescendants: [RecordedWidget] {
        [self] + visibleChildren.flatMap(\.allDescendants)
    }

    /// For a list: how many rows it has, in sight or not.
    public var rowCount: Int { rowWidgets.count }

    /// For a list: the row widgets that exist (the rows in sight), in order.
    public var shownRows: [RecordedWidget] { rowWidgets.compactMap { $0 } }

    /// The children on screen: all of them, except in a page stack (the visible page) and a
    /// list (the rows in sight).
    public var visibleChildren: [RecordedWidget] {
        if kind == .list { return shownRows }
        guard kind == .pageStack else { return children }
        if case .visiblePage(let index)? = properties[.visiblePage], children.indices.contains(index) {
            return [children[index]]
        }
        return []
    }

    /// Presses the button as a click does, without finding it again or settling (for
    /// benchmarks; tests use ``ViewHost/tap(_:)``).
    public func press() {
        events.press()
    }

    /// How many times `key` was written.
    public func writes(of key: WidgetPropertyKey) -> Int {
        writeCounts[key] ?? 0
    }
}
