/// A ``NavigationSplitView``'s widget: its columns (its children: sidebar, content if any,
/// detail), which show in a wide window, and which one shows when they fold.
struct SplitColumns: PrimitiveView, PrimitiveChildren {
    let columns: [KeyedView]
    let properties: SplitColumnsProperties
    let actions: SplitColumnsActions

    func properties(in environment: EnvironmentValues) -> SplitColumnsProperties { properties }
    func actions(in environment: EnvironmentValues) -> SplitColumnsActions { actions }
    var keyedChildren: [KeyedView]? { columns }
}

extension SplitColumns: HiddenInPaths {}

/// What a split view's widget shows: two or three columns (its children), which show side by
/// side, which one shows when folded, and the chrome each column's header bar draws.
public struct SplitColumnsProperties: Equatable {
    /// Three columns (sidebar, content, detail) rather than two.
    public var hasContentColumn: Bool
    /// Which columns show in a wide window.
    public var visibility: NavigationSplitViewVisibility
    /// The column shown while folded.
    public var compactColumn: NavigationSplitViewColumn
    /// Whether the backend reported the columns folded (what is on screen: the compact
    /// column alone).
    public var isCollapsed = false
    public var style: NavigationSplitViewStyle
    /// The sidebar's and the content column's widths, when their views set them.
    public var sidebarWidth: SplitColumnWidth?
    public var contentWidth: SplitColumnWidth?
    /// The chrome of each column's header bar: the sidebar's and the content column's own,
    /// the detail's the window's.
    public var sidebarChrome: ChromeReference
    public var contentChrome: ChromeReference?
    public var detailChrome: ChromeReference?
    /// Whether the split view's page is shown (not a hidden tab, not covered by a pushed
    /// page): only then does its detail column hold the window's header bar.
    public var isShown = true

    /// The index among the children of the column shown while folded.
    public var compactColumnIndex: Int {
        switch compactColumn {
        case .sidebar: 0
        case .content: hasContentColumn ? 1 : 0
        case .detail: hasContentColumn ? 2 : 1
        }
    }

    /// Whether the sidebar shows in a wide window.
    public var showsSidebarWhenWide: Bool {
        switch visibility {
        case .automatic, .all: true
        case .doubleColumn: !hasContentColumn
        case .detailOnly: false
        }
    }

    /// Whether the content column shows in a wide window.
    public var showsContentWhenWide: Bool { hasContentColumn && visibility != .detailOnly }

    /// The indexes among the children of the columns on screen: the compact column while
    /// folded, else those the visibility shows.
    public var shownColumnIndexes: [Int] {
        if isCollapsed { return [compactColumnIndex] }
        var shown: [Int] = []
        if showsSidebarWhenWide { shown.append(0) }
        if hasContentColumn && showsContentWhenWide { shown.append(1) }
        shown.append(hasContentColumn ? 2 : 1)
        return shown
    }
}

/// What a split view's widget reports: whether its columns folded (the window's width), and
/// a column the user went to (a swipe, Back).
public struct SplitColumnsActions {
    public let collapsedChanged: @MainActor (Bool) -> Void
    public let show: @MainActor (NavigationSplitViewColumn) -> Void
}

/// A column's width (`.navigationSplitViewColumnWidth`), in pixels.
public struct SplitColumnWidth: Hashable, Sendable {
    public var minimum: Double
    public var ideal: Double
    public var maximum: Double

    /// The width set on `view`, found through the modifiers around it that only hand on
    /// their one view (an environment value, a title).
    @MainActor static func of(_ view: any View) -> SplitColumnWidth? {
        var current = view
        while true {
            if let marked = current as? any SplitColumnWidthMark { return marked.columnWidth }
            guard let modifier = current as? any ReadsNothingWhenResolved else { return nil }
            let children = modifier.resolve(in: EnvironmentValues()).children
            guard children.count == 1 else { return nil }
            current = children[0].view
        }
    }
}

/// `.navigationSplitViewColumnWidth`: the content, marked with its column's width.
struct SplitColumnWidthView<Content: View>: View, BuiltinView, ReadsNothingWhenResolved {
    let content: Content
    let width: SplitColumnWidth

    var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .position(0), view: content)])
    }
}

@MainActor
protocol SplitColumnWidthMark {
    var columnWidth: SplitColumnWidth { get }
}

extension SplitColumnWidthView: SplitColumnWidthMark {
    var columnWidth: SplitColumnWidth { width }
}
