import Foundation

/// A stack that makes only the views near the screen, as SwiftUI's: one view per `ForEach`
/// element, made as it scrolls into sight. GTK: a `GtkListView` without a list's look (no row
/// highlight, no separators), which makes widgets for the rows in sight and recycles them.
///
/// It scrolls itself: inside a `ScrollView`, it takes the scroll view's place (a list view
/// must be a scrolled window's own child to make only what is in sight).
///
/// ```swift
/// ScrollView {
///     LazyVStack(spacing: 12) {
///         ForEach(messages) { MessageRow(message: $0) }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: PrimitiveView, ShowsContentAsRows {
    public let content: Content
    let spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> LazyStackProperties {
        LazyStackProperties(axis: .vertical, spacing: spacing)
    }

    public func actions(in environment: EnvironmentValues) -> ListRowActions {
        ListRowActions()
    }
}

/// A row that makes only the views near the screen, scrolling sideways: a horizontal
/// `GtkListView`.
public struct LazyHStack<Content: View>: PrimitiveView, ShowsContentAsRows {
    public let content: Content
    let spacing: Double?

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> LazyStackProperties {
        LazyStackProperties(axis: .horizontal, spacing: spacing)
    }

    public func actions(in environment: EnvironmentValues) -> ListRowActions {
        ListRowActions()
    }
}

/// What a lazy stack shows besides its views (which come through `ListRowActions`): which
/// way it runs, and the space between its views.
public struct LazyStackProperties: Equatable, Sendable {
    public var axis: Axis
    /// The space between views; nil for the default (8 points).
    public var spacing: Double?

    public init(axis: Axis, spacing: Double?) {
        self.axis = axis
        self.spacing = spacing
    }
}
