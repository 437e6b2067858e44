import Cells

/// A widget of the ``RecordingBackend``: it holds the description of what a real widget would
/// show (any primitive's `Properties`, the library's or yours), its children, and counts the
/// writes of each field.
///
/// Read it typed with ``properties(as:)``, or through the shortcuts for the built-in
/// controls (``text``, ``isOn``, …). Act on it as its user would with
/// ``ViewHost/perform(_:on:checksWidget:_:)`` after ``userEdit(_:_:)``.
@MainActor
public final class RecordedWidget {
    /// The type of the description this widget was made for (`TextProperties`, …).
    public let propertiesType: Any.Type
    /// What the widget shows now: the description as last written, with its user's edits.
    public private(set) var shown: any Equatable
    /// What the core last had the widget show, without its user's edits since.
    private var written: any Equatable
    /// How many times each field of the description was written, by field name; creation
    /// writes every field once.
    public private(set) var writeCounts: [String: Int] = [:]
    /// The space around the widget.
    public internal(set) var padding: EdgeInsets = .zero
    /// The widget attributes (tooltip, opacity, style classes, …) set by modifiers above it.
    public internal(set) var attributes = WidgetAttributes()
    /// The animation of the transaction of the last write to this widget (its description,
    /// attributes or children), nil if it jumped: what a GTK widget would have animated.
    public internal(set) var lastWriteAnimation: Animation?
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

    /// The `WidgetActions` the core gave this widget, erased.
    private let actions: AnyObject

    init<Properties: Equatable, Actions>(_ properties: Properties, actions: WidgetActions<Actions>) {
        propertiesType = Properties.self
        shown = properties
        written = properties
        self.actions = actions
        for field in Self.fields(of: properties) { writeCounts[field.name, default: 0] += 1 }
    }

    // MARK: Writing, as the backend does

    /// Brings the widget to show `new`, counting the fields that differ from what it shows.
    func record<Properties: Equatable>(_ new: Properties) {
        written = new
        if let shown = shown as? Properties, shown == new { return }
        let old = Self.fields(of: shown)
        for (index, field) in Self.fields(of: new).enumerated() {
            let changed = index >= old.count || old[index].name != field.name || !Self.areEqual(old[index].value, field.value)
            if changed { writeCounts[field.name, default: 0] += 1 }
        }
        shown = new
        if let text = (new as? TextFieldProperties)?.text {
            // As GTK does: a programmatic text change keeps the cursor, clamped to the text.
            cursorPosition = min(cursorPosition, text.count)
        }
    }

    // MARK: Acting, as the widget's user does

    /// Changes what the widget shows as its user does (typing, dragging, clicking), without
    /// counting it as a write by the core. Then report it with ``ViewHost/perform(_:on:checksWidget:_:)``.
    public func userEdit<Properties: Equatable>(_ type: Properties.Type, _ edit: (inout Properties) -> Void) {
        guard var properties = shown as? Properties else {
            preconditionFailure("\(self) shows \(propertiesType), not \(Properties.self)")
        }
        edit(&properties)
        shown = properties
    }

    /// Calls the widget's current actions as the native widget would; false if its actions
    /// are not of type `Actions`.
    func perform<Actions>(_ type: Actions.Type, checksWidget: Bool, _ body: (Actions) -> Void) -> Bool {
        guard let actions = actions as? WidgetActions<Actions> else { return false }
        actions.perform(checksWidget: checksWidget, body)
        return true
    }

    /// The actions of a text field.
    var textFieldActions: TextFieldActions? {
        (actions as? WidgetActions<TextFieldActions>)?.current
    }

    /// What the core last had the widget show, as a `Properties` value (its user's edits
    /// since left out).
    func modelProperties<Properties>(as type: Properties.Type) -> Properties? {
        written as? Properties
    }

    /// The row actions of a list.
    var rowActions: ListRowActions? {
        (actions as? WidgetActions<ListRowActions>)?.current
    }

    // MARK: Reading

    /// Whether this widget was made for a description of type `type`.
    public func `is`<Properties>(_ type: Properties.Type) -> Bool {
        propertiesType == type
    }

    /// What the widget shows, as a `Properties` value; nil if it is another kind of widget.
    public func properties<Properties>(as type: Properties.Type) -> Properties? {
        shown as? Properties
    }

    /// The value of the description's field `name`, if it has one of type `Value`.
    public func field<Value>(_ name: String, as type: Value.Type) -> Value? {
        Self.fields(of: shown).first { $0.name == name }?.value as? Value
    }

    /// How many times the field `name` was written.
    public func writes(of name: String) -> Int {
        writeCounts[name] ?? 0
    }

    /// The text of a label or entry ("" for other widgets).
    public var text: String {
        if let label = shown as? TextProperties { return label.text }
        if let label = shown as? ListSectionLabelProperties { return label.text }
        if let entry = shown as? TextFieldProperties { return entry.text }
        return field("text", as: String.self) ?? ""
    }

    /// The placeholder of an entry.
    public var placeholder: String {
        (shown as? TextFieldProperties)?.placeholder ?? field("placeholder", as: String.self) ?? ""
    }

    /// Whether a toggle is on.
    public var isOn: Bool {
        (shown as? ToggleProperties)?.isOn ?? field("isOn", as: Bool.self) ?? false
    }

    /// Whether the control accepts input (true for widgets without an `isEnabled` field).
    public var isEnabled: Bool {
        if let button = shown as? ButtonProperties { return button.isEnabled }
        if let entry = shown as? TextFieldProperties { return entry.isEnabled }
        if let toggle = shown as? ToggleProperties { return toggle.isEnabled }
        if isLabel || rowActions != nil || shown is StackProperties { return true }
        return field("isEnabled", as: Bool.self) ?? true
    }

    /// The text colour, nil for the theme's.
    public var foregroundColor: Color? {
        if let label = shown as? TextProperties { return label.foregroundColor }
        return field("foregroundColor", as: Color?.self) ?? nil
    }

    /// Whether this is a label (`Text`, or a section's header or footer in a `List`).
    public var isLabel: Bool { self.is(TextProperties.self) || self.is(ListSectionLabelProperties.self) }

    /// The non-empty texts of the labels inside this widget, in order, joined by spaces: a
    /// button's title, a list row's text.
    public var labelText: String {
        allDescendants.filter { $0.isLabel && !$0.text.isEmpty }.map(\.text).joined(separator: " ")
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

    /// The children on screen: all of them, except in a page stack and a tab view (the
    /// visible page), a split view (its columns shown: one while folded), a `ViewThatFits`
    /// (its first view, with no screen to measure), a list (the rows in sight) and a view with a context menu or swipe
    /// actions (its closed menu).
    public var visibleChildren: [RecordedWidget] {
        if rowActions != nil { return shownRows }
        // A row's swipe actions are in its context menu, closed until opened.
        if shown is SwipeActionsProperties || shown is ContextMenuProperties { return children.filter { !$0.is(SwipeActionItemsProperties.self) } }
        // Without a screen to measure, a ViewThatFits shows its first view (the widest).
        if properties(as: ViewThatFitsProperties.self) != nil { return Array(children.prefix(1)) }
        if let split = properties(as: SplitColumnsProperties.self) {
            return split.shownColumnIndexes.filter(children.indices.contains).map { children[$0] }
        }
        if let tabs = properties(as: TabStackProperties.self) {
            return children.indices.contains(tabs.selectedTab) ? [children[tabs.selectedTab]] : []
        }
        guard let pages = properties(as: PageStackProperties.self) else { return children }
        return children.indices.contains(pages.visiblePage) ? [children[pages.visiblePage]] : []
    }

    /// Presses the button as a click does, without finding it again or settling (for
    /// benchmarks; tests use `ViewHost.tap(_:)`).
    public func press() {
        _ = perform(ButtonActions.self, checksWidget: false) { $0.press() }
    }

    // MARK: Fields

    private static func fields(of value: Any) -> [(name: String, value: Any)] {
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty, mirror.displayStyle != .struct { return [("value", value)] }
        return mirror.children.enumerated().map { ($0.element.label ?? "\($0.offset)", $0.element.value) }
    }

    private static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(toAny: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
