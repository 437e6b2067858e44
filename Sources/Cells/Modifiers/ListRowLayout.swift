/// `.listRowInsets(_:)`: the space between a list row's edges and its content.
public enum ListRowInsetsAttribute: WidgetAttributeKey {
    public typealias Value = EdgeInsets?
}

extension View {
    /// Puts `insets` between the edges of the list row this view is in and the view, instead
    /// of the list's own padding (GNOME's roomy rows); nil gives the list's padding back.
    ///
    /// ```swift
    /// CoverArt(book).listRowInsets(EdgeInsets())   // edge to edge
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        widgetAttribute(ListRowInsetsAttribute.self, insets)
    }

    /// SwiftUI's separator lines between rows. GNOME's lists (Adwaita's "rich-list") draw
    /// none: every row is `.hidden` already, and `.visible` is accepted without lines.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The separators' colour: accepted (GNOME's lists draw no separators).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The section separators: accepted (GNOME's lists draw none).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
