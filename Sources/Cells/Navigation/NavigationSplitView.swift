/// Two or three columns side by side, as SwiftUI's `NavigationSplitView`: a sidebar (a
/// `List(selection:)` of places), an optional content column, and the detail of what is
/// selected. When the window is too narrow for them (a phone's 360 pixels), the columns fold
/// into one: choosing a row in the sidebar shows the next column, and Back (the header bar's
/// button, Escape, Alt+Left) returns, as GNOME Settings does.
///
/// On GNOME it is libadwaita's leaflet: each column has its own header bar (the sidebar's
/// `.navigationTitle` and toolbar items in its own, the detail's in the window's), with the
/// window's buttons at the outer ends.
///
/// ```swift
/// @Owned private var shelf: Shelf.ID?
///
/// NavigationSplitView {
///     List(shelves, selection: $shelf) { shelf in Text(shelf.name) }
///         .navigationTitle("Shelves")
/// } detail: {
///     if let shelf { ShelfView(id: shelf) } else { ContentUnavailableView("No Shelf", systemImage: "books.vertical") }
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail
    private let boundVisibility: Binding<NavigationSplitViewVisibility>?
    private let boundCompactColumn: Binding<NavigationSplitViewColumn>?
    @Owned private var ownVisibility = NavigationSplitViewVisibility.automatic
    @Owned private var ownCompactColumn = NavigationSplitViewColumn.sidebar
    /// Whether the columns are folded into one (the backend reports it: the window is narrow).
    @Owned private var isCollapsed = false
    // The sidebar's and the content column's own chrome (their titles and toolbar items go in
    // their own header bars); the detail uses the window's.
    @OwnedObject private var sidebarChrome = WindowChrome(hostsBackButton: false)
    @OwnedObject private var contentChrome = WindowChrome(hostsBackButton: false)
    @OwnedObject private var chromeOwner = ChromeOwner()
    @Environment(\.windowChrome) private var chrome
    @Environment(\.navigationSplitViewStyle) private var style
    @Environment(\.isOnShownPage) private var isOnShownPage

    init(
        visibility: Binding<NavigationSplitViewVisibility>?, compactColumn: Binding<NavigationSplitViewColumn>?,
        sidebar: Sidebar, content: Content?, detail: Detail
    ) {
        self.boundVisibility = visibility
        self.boundCompactColumn = compactColumn
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    public var body: some View {
        let visibility = boundVisibility ?? $ownVisibility
        let compactColumn = boundCompactColumn ?? $ownCompactColumn
        let hasContentColumn = content != nil
        let collapsed = $isCollapsed
        // Folded, Back goes one column back (the detail to the content or the sidebar).
        let shown = compactColumn.wrappedValue
        var goBack: (@MainActor () -> Void)?
        if isCollapsed && shown != .sidebar {
            let previous: NavigationSplitViewColumn = shown == .detail && hasContentColumn ? .content : .sidebar
            goBack = { compactColumn.wrappedValue = previous }
        }
        let owner = chromeOwner
        let chrome = self.chrome
        DependencyTracker.untracked { chrome?.setBackAction(goBack, for: owner) }
        // A row chosen in a column shows the next one, when folded.
        let showContent: @MainActor () -> Void = { compactColumn.wrappedValue = .content }
        let showDetail: @MainActor () -> Void = { compactColumn.wrappedValue = .detail }
        var columns = [KeyedView(key: .id("sidebar"), view: sidebar
            .environment(\.windowChrome, sidebarChrome)
            .environment(\.listSelectionMade, hasContentColumn ? showContent : showDetail)
            .environment(\.isInSidebar, true))]
        if let content {
            columns.append(KeyedView(key: .id("content"), view: content
                .environment(\.windowChrome, contentChrome)
                .environment(\.listSelectionMade, showDetail)))
        }
        columns.append(KeyedView(key: .id("detail"), view: detail.environment(\.listSelectionMade, nil)))
        let widths = [SplitColumnWidth.of(sidebar), content.flatMap { SplitColumnWidth.of($0) }, SplitColumnWidth.of(detail)]
        // `SidebarCommands`' F9: folded, the sidebar or the column after it; wide, the
        // sidebar shown or hidden.
        let toggleSidebar = SidebarToggle {
            if collapsed.wrappedValue {
                compactColumn.wrappedValue = compactColumn.wrappedValue == .sidebar ? (hasContentColumn ? .content : .detail) : .sidebar
            } else {
                let shown = visibility.wrappedValue == .all || visibility.wrappedValue == .automatic
                    || (!hasContentColumn && visibility.wrappedValue == .doubleColumn)
                visibility.wrappedValue = shown ? .detailOnly : .all
            }
        }
        return SplitColumns(
            columns: columns,
            properties: SplitColumnsProperties(
                hasContentColumn: hasContentColumn,
                visibility: visibility.wrappedValue,
                compactColumn: shown,
                isCollapsed: isCollapsed,
                style: style,
                sidebarWidth: widths[0], contentWidth: widths[1],
                sidebarChrome: ChromeReference(chrome: sidebarChrome),
                contentChrome: hasContentColumn ? ChromeReference(chrome: contentChrome) : nil,
                detailChrome: chrome.map(ChromeReference.init),
                isShown: isOnShownPage),
            actions: SplitColumnsActions(
                collapsedChanged: { folded in if collapsed.wrappedValue != folded { collapsed.wrappedValue = folded } },
                show: { column in if compactColumn.wrappedValue != column { compactColumn.wrappedValue = column } }))
            .focusedSceneValue(\.sidebarToggle, toggleSidebar)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A sidebar and a detail column, with which columns show in a wide window bound.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, compactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A sidebar and a detail column, with the column shown when folded bound.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: nil, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A sidebar and a detail column, with both bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }
}

extension NavigationSplitView {
    /// A sidebar, a content column and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns, with which show in a wide window bound.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, compactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns, with the column shown when folded bound.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: nil, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns, with both bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }
}

/// Which columns of a ``NavigationSplitView`` show in a wide window.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
    /// Every column (the split view's choice).
    case automatic
    /// Every column.
    case all
    /// The detail and the column before it (in three columns, the sidebar hides).
    case doubleColumn
    /// The detail alone.
    case detailOnly
}

/// A column of a ``NavigationSplitView``: the one shown when the columns are folded.
public enum NavigationSplitViewColumn: Hashable, Sendable {
    case sidebar
    case content
    case detail
}

/// How a ``NavigationSplitView`` shares a wide window (GNOME's leaflet: side by side).
public enum NavigationSplitViewStyle: Hashable, Sendable {
    case automatic
    case balanced
    case prominentDetail
}

private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static let defaultValue = NavigationSplitViewStyle.automatic
}

private struct ListSelectionMadeKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

private struct IsInSidebarKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// How split views below share a wide window. Set with `.navigationSplitViewStyle(_:)`.
    public var navigationSplitViewStyle: NavigationSplitViewStyle {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }

    /// Runs after the user selected a row of a `List(selection:)` in this column: a split
    /// view shows its next column.
    var listSelectionMade: (@MainActor () -> Void)? {
        get { self[ListSelectionMadeKey.self] }
        set { self[ListSelectionMadeKey.self] = newValue }
    }

    /// Whether the view is in a split view's sidebar (its lists are drawn as GNOME's sidebars).
    var isInSidebar: Bool {
        get { self[IsInSidebarKey.self] }
        set { self[IsInSidebarKey.self] = newValue }
    }
}

extension View {
    /// Sets how split views in this view share a wide window.
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View {
        environment(\.navigationSplitViewStyle, style)
    }

    /// The width of this column of a ``NavigationSplitView``.
    public func navigationSplitViewColumnWidth(_ width: Double) -> some View {
        SplitColumnWidthView(content: self, width: SplitColumnWidth(minimum: width, ideal: width, maximum: width))
    }

    /// The narrowest, preferred and widest width of this column of a ``NavigationSplitView``.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        SplitColumnWidthView(content: self, width: SplitColumnWidth(minimum: min ?? ideal, ideal: ideal, maximum: max ?? ideal))
    }
}
