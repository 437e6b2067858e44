/// A `Section` inside a `List`: its header, each of its rows, and its footer are rows of the
/// list, as in SwiftUI. Selection, context menus, swipe actions and the keyboard act on the
/// row under them; the header and footer are text rows the user cannot select.
///
/// ```swift
/// List(selection: $note) {
///     Section("Pinned") { ForEach(pinned) { Text($0.title) } }
///     Section("Notes") { ForEach(others) { Text($0.title) } }
/// }
/// ```
extension Section: ListRowContainer {
    func collectRows(into collector: inout ListRowCollector, path: [ChildKey]) {
        if let header { collector.collect(ListSectionLabel(text: header, role: .header), path: path + [.position(0)]) }
        collector.collect(content, path: path + [.position(1)])
        if let footer { collector.collect(ListSectionLabel(text: footer, role: .footer), path: path + [.position(2)]) }
    }
}

/// The header or footer of a section in a list: a row of text, not selectable.
struct ListSectionLabel: PrimitiveView {
    let text: String
    let role: ListSectionLabelProperties.Role

    func properties(in environment: EnvironmentValues) -> ListSectionLabelProperties {
        ListSectionLabelProperties(text: text, role: role)
    }
}

/// What a section's header or footer row in a `List` shows.
public struct ListSectionLabelProperties: Equatable, Sendable {
    /// Whether the text heads the section's rows or follows them.
    public enum Role: Equatable, Sendable {
        case header, footer
    }

    public var text: String
    public var role: Role
}
