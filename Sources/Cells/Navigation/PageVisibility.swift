/// Whether a navigation page is the one shown: a page a ``NavigationStack`` covered with a
/// pushed page is not. As in SwiftUI, a covered page has disappeared: its views'
/// `onAppear`/`onDisappear` and `task` follow this, not only their place in the tree (the
/// covered page keeps its views and state).
///
/// One object per page, given to the page's views in the environment (so the environment
/// stays the same when the page is covered); the views that read it depend on its value,
/// which the stack writes as pages are pushed and popped.
@MainActor
final class PageVisibility {
    private let cell: OwnedCell<Bool>

    init(isShown: Bool) {
        cell = OwnedCell(isShown)
    }

    /// Whether the page is shown (a tracked read).
    var isShown: Bool { cell.value }

    /// Sets whether the page is shown, from the stack's evaluation: the page's readers update
    /// in the same pass.
    func set(_ shown: Bool) {
        guard cell.untrackedValue != shown else { return }
        UpdateFeedback.sharingPass { cell.value = shown }
    }
}

/// A stack's pages' visibilities, kept in its node: the root's, and each pushed page's by
/// its identity in the stack.
@MainActor
final class PageVisibilities {
    private(set) lazy var root = PageVisibility(isShown: true)
    private var pages: [AnyHashable: PageVisibility] = [:]

    nonisolated init() {}

    /// The visibilities of the pages with `keys` (the pushed pages, bottom first), each set:
    /// only the top page is shown, and only while the stack's own page is (`isShown`).
    func update(keys: [AnyHashable], isShown: Bool) -> [PageVisibility] {
        var kept: [AnyHashable: PageVisibility] = [:]
        var result: [PageVisibility] = []
        for key in keys {
            let visibility = pages[key] ?? PageVisibility(isShown: false)
            kept[key] = visibility
            result.append(visibility)
        }
        pages = kept
        root.set(isShown && keys.isEmpty)
        for (index, visibility) in result.enumerated() {
            visibility.set(isShown && index == result.count - 1)
        }
        return result
    }
}

private struct NavigationPageKey: EnvironmentKey {
    static var defaultValue: PageVisibility? { nil }
}

extension EnvironmentValues {
    /// The navigation page the view is on (nil outside a ``NavigationStack``: always shown).
    var navigationPage: PageVisibility? {
        get { self[NavigationPageKey.self] }
        set { self[NavigationPageKey.self] = newValue }
    }

    /// Whether the view's navigation page is the one shown: true outside a
    /// ``NavigationStack``, false on a page a pushed page covers (it has disappeared). Read
    /// in an evaluation, it follows the page's visibility.
    var isOnShownPage: Bool { navigationPage?.isShown ?? true }
}
