import Foundation

/// The size of a column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``), as SwiftUI's.
public struct GridItem: Hashable, Sendable {
    /// How an item is sized.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// A share of the width, at least `minimum` and at most `maximum` points.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many items as fit, each at least `minimum` points: a photo grid.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    /// The space after this item; nil for the default (8 points).
    public var spacing: Double?
    /// Where content smaller than the item sits in it.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows downwards and makes only the items in sight, as SwiftUI's: its columns
/// are `GridItem`s (a number of `.fixed` or `.flexible` columns, or as many `.adaptive` ones
/// as fit), its items the views of its content, one per `ForEach` element. GTK: a
/// `GtkGridView`, which makes widgets for the items in sight and recycles them as the user
/// scrolls, so 100,000 photos cost a screenful of widgets.
///
/// It scrolls itself: inside a `ScrollView`, it takes the scroll view's place (a grid view
/// must be a scrolled window's own child to make only what is in sight).
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], spacing: 8) {
///         ForEach(photos) { photo in PhotoCell(photo: photo) }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: PrimitiveView, ShowsContentAsRows {
    public let content: Content
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> LazyGridProperties {
        LazyGridProperties(axis: .vertical, items: columns, lineSpacing: spacing)
    }

    public func actions(in environment: EnvironmentValues) -> ListRowActions {
        ListRowActions()
    }
}

/// A grid that grows sideways and makes only the items in sight: its rows are `GridItem`s.
/// GTK: a horizontal `GtkGridView`.
public struct LazyHGrid<Content: View>: PrimitiveView, ShowsContentAsRows {
    public let content: Content
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> LazyGridProperties {
        LazyGridProperties(axis: .horizontal, items: rows, lineSpacing: spacing)
    }

    public func actions(in environment: EnvironmentValues) -> ListRowActions {
        ListRowActions()
    }
}

/// Which section views stay in sight while a lazy stack or grid scrolls. Accepted; GTK 4.8's
/// grid view has no sections, so nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// What a lazy grid shows besides its items (which come through `ListRowActions`): which
/// way it grows, and its columns (or rows) as GTK's grid view takes them.
public struct LazyGridProperties: Equatable, Sendable {
    /// `.vertical` for a ``LazyVGrid`` (columns across, scrolling down).
    public var axis: Axis
    /// The columns (of a vertical grid) or rows.
    public var items: [GridItem]
    /// The space between lines of items; nil for the default.
    public var lineSpacing: Double?

    /// The fewest and most items across: the count of fixed and flexible items, or (adaptive
    /// items) one up to as many as fit.
    public var itemsAcross: ClosedRange<Int> {
        let adaptive = items.contains { if case .adaptive = $0.size { true } else { false } }
        return adaptive ? 1...64 : max(items.count, 1)...max(items.count, 1)
    }

    /// The least length across of an item: an adaptive item's minimum, a fixed item's size,
    /// else a flexible one's minimum (nil when it is the default).
    public var itemMinimumLength: Double? {
        items.lazy.compactMap { item -> Double? in
            switch item.size {
            case .fixed(let length): length
            case .adaptive(let minimum, _): minimum
            case .flexible(let minimum, _): minimum == 10 ? nil : minimum
            }
        }.max()
    }

    /// The greatest length across of an item, when every item has one (fixed items, or
    /// bounded adaptive or flexible ones). Described only: GTK 4.8's grid view makes every
    /// cell as wide as the width shared out, and the GTK binding does not narrow an item to
    /// this length.
    public var itemMaximumLength: Double? {
        let maxima = items.map { item -> Double in
            switch item.size {
            case .fixed(let length): length
            case .adaptive(_, let maximum), .flexible(_, let maximum): maximum
            }
        }
        guard let largest = maxima.max(), largest.isFinite else { return nil }
        return largest
    }

    /// The space between items across; nil for the default.
    public var itemSpacing: Double? { items.first?.spacing }

    public init(axis: Axis, items: [GridItem], lineSpacing: Double? = nil) {
        self.axis = axis
        self.items = items
        self.lineSpacing = lineSpacing
    }
}
