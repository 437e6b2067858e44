/// `.tabItem { }` and `.badge(_:)`: the content, marked with its tab's label, count or text.
struct TabItemView<Content: View>: View, BuiltinView, ReadsNothingWhenResolved {
    let content: Content
    let label: (any View)?
    let badge: Int?
    var badgeText: String? = nil

    var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .position(0), view: content)])
    }
}

/// What marks a tab: its label and badge (``TabItemView``), found through its modifiers.
@MainActor
protocol TabItemMark {
    var markedContent: any View { get }
    var tabLabel: (any View)? { get }
    var tabBadge: Int? { get }
    var tabBadgeText: String? { get }
}

extension TabItemView: TabItemMark {
    var markedContent: any View { content }
    var tabLabel: (any View)? { label }
    var tabBadge: Int? { badge }
    var tabBadgeText: String? { badgeText }
}

/// A ``TabView``'s content split into its tabs, as the graph would resolve it: a tuple, a
/// group, an `if`, a `ForEach` hold several tabs; any other view is one tab, its label and tag
/// found through the `.tabItem`, `.badge` and `.tag` marks around it (the label can also sit
/// inside a group that marks all of it).
@MainActor
enum TabContents {
    struct Tab {
        /// The tab's identity: its tag, else its ForEach element's id, else its place.
        var key: AnyHashable
        /// `.tag(_:)`'s value, or a ForEach element's id: what a selection binding holds.
        var tag: AnyHashable?
        var title: String
        var iconName: String?
        var badge: Int?
        var badgeText: String?
        var view: any View
    }

    static func split(_ content: any View) -> [Tab] {
        var tabs: [Tab] = []
        collect(content, into: &tabs)
        return tabs
    }

    private static func collect(_ view: any View, into tabs: inout [Tab]) {
        if isTab(view) {
            tabs.append(tab(view, position: tabs.count, id: nil))
            return
        }
        guard let builtin = view as? BuiltinView else {
            tabs.append(tab(view, position: tabs.count, id: nil))
            return
        }
        for child in builtin.resolve(in: EnvironmentValues()).children {
            if case .id(let id) = child.key, builtin is any ForEachMarker {
                tabs.append(tab(child.view, position: tabs.count, id: id))
            } else {
                collect(child.view, into: &tabs)
            }
        }
    }

    /// Whether `view` is marked as one tab (`.tabItem`, `.badge` or `.tag` around it).
    private static func isTab(_ view: any View) -> Bool {
        view is any TabItemMark || view is any TaggedOption
    }

    /// One tab: `view` with the marks around it read off.
    private static func tab(_ view: any View, position: Int, id: AnyHashable?) -> Tab {
        var tag: AnyHashable? = id
        var label: (any View)?
        var badge: Int?
        var badgeText: String?
        var current = view
        while true {
            if let marked = current as? any TabItemMark {
                label = label ?? marked.tabLabel
                badge = badge ?? marked.tabBadge
                badgeText = badgeText ?? marked.tabBadgeText
                current = marked.markedContent
            } else if let tagged = current as? any TaggedOption {
                tag = tagged.optionTag
                current = tagged.taggedContent
            } else {
                break
            }
        }
        let title = label.flatMap { LabelText.of($0) } ?? ""
        return Tab(key: tag ?? AnyHashable(TabPosition(index: position)), tag: tag, title: title,
                   iconName: label.flatMap(iconName(of:)), badge: badge, badgeText: badgeText, view: view)
    }

    /// The theme icon a tab's label shows: a `Label`'s icon, or an `Image`.
    private static func iconName(of label: any View) -> String? {
        if let named = label as? any IconNamedView { return named.iconName }
        return nil
    }
}

/// A tab identified by its place (no tag, not a ForEach element).
struct TabPosition: Hashable {
    let index: Int
}

/// A view that shows one theme icon (an `Image`, a `Label` with one), for a tab's label.
@MainActor
protocol IconNamedView {
    var iconName: String? { get }
}

extension Image: IconNamedView {
    var iconName: String? {
        if case .icon(let name) = source { return name }
        return nil
    }
}

extension Label: IconNamedView where Icon == Image {
    var iconName: String? { icon.iconName }
}

/// Marks `ForEach`, whose children's ids identify tabs.
protocol ForEachMarker {}
extension ForEach: ForEachMarker {}
