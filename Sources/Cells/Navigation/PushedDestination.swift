/// A page pushed with a view rather than a value (`NavigationLink(_:destination:)`,
/// `.navigationDestination(isPresented:)`): the view it shows is the one its pusher's body
/// gives now. As in SwiftUI, the pusher hands the page its destination at each evaluation
/// while the page is pushed, so a page pushed with `DetailView(item: item)` shows the item's
/// current value after the parent's state changed. The page's node stays, and with it the
/// destination's `@Owned` state.
@MainActor
final class PushedDestination {
    /// Tells pages apart in the stack's path (and as the identity of their nodes): never reused.
    let id: Int
    let title: String
    private let cell: OwnedCell<AnyView>
    /// Whether the page is still on its stack.
    private(set) var isPushed = true
    /// Runs once when the page leaves its stack (the back button, `dismiss`, a path write):
    /// `.navigationDestination(isPresented:)` sets its flag back to false.
    var onPop: (@MainActor () -> Void)?

    private static var pushes = 0

    init(title: String, content: AnyView) {
        Self.pushes += 1
        id = Self.pushes
        self.title = title
        cell = OwnedCell(content)
    }

    /// The destination, read by the page's view (which updates when it changes).
    var content: AnyView { cell.value }

    /// Gives the page the destination its pusher's body made now. A write on the pusher's
    /// behalf that belongs to the update pass under way: the page updates in the same pass.
    func follow(_ destination: AnyView) {
        guard isPushed, !ViewInputs.areSame(cell.untrackedValue.content, destination.content) else { return }
        UpdateFeedback.sharingPass { cell.value = destination }
    }

    /// The page left its stack.
    func popped() {
        guard isPushed else { return }
        isPushed = false
        // The pusher keeps its own copy of the destination struct, which shares the page's
        // @Owned slots: unlink them, so the page's values go with the page and not at the
        // next push.
        StateUnlinker.unlink(cell.untrackedValue.content)
        if let onPop { UpdateFeedback.sharingPass { DependencyTracker.untracked(onPop) } }
    }

    /// The stack itself left: the page went with it, without running `onPop`.
    func droppedWithStack() {
        isPushed = false
    }
}

/// A page pushed with a view, as an element of the stack's path (under its page's id).
struct ViewPage: Hashable {
    let destination: PushedDestination

    var id: Int { destination.id }

    static func == (lhs: ViewPage, rhs: ViewPage) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The view pages a stack showed at its last evaluation, kept in its node: a page no longer
/// in the path has been popped, however the path changed.
@MainActor
final class PushedPages {
    private var pages: [Int: PushedDestination] = [:]

    nonisolated init() {}

    func update(to elements: [AnyHashable]) {
        var current: [Int: PushedDestination] = [:]
        for element in elements {
            if let page = element.base as? ViewPage { current[page.id] = page.destination }
        }
        let gone = pages.filter { current[$0.key] == nil }.sorted { $0.key > $1.key }
        pages = current
        for (_, page) in gone { page.popped() }
    }

    isolated deinit {
        for page in pages.values { page.droppedWithStack() }
    }
}

/// The page a link (or a presenting modifier) pushed, kept in its node; weak, so a popped
/// page goes.
@MainActor
final class PusherPage {
    weak var page: PushedDestination?

    nonisolated init() {}

    /// The page, while it is on its stack.
    var pushed: PushedDestination? {
        guard let page, page.isPushed else { return nil }
        return page
    }
}
