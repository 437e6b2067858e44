/// A stack of pages: the root view, and pages pushed on top by ``NavigationLink``. Only the
/// top page is shown; every pushed page has a back button. Popping a page removes its views,
/// releasing their state and owned objects; pushing again starts fresh.
///
/// ```swift
/// NavigationStack {
///     NavigationLink("Next", destination: ScorePlate())
/// }
/// ```
public struct NavigationStack<Root: View>: View {
    private let root: Root
    private let boundPath: Binding<NavigationPath>?
    /// A typed path (`NavigationStack(path: $routes)` over `[Route]`), seen as a `NavigationPath`.
    private let typedPath: TypedNavigationPath?
    @Owned private var ownPath = NavigationPath()
    /// Over a typed path: the pages that are not its elements (pushed with a view), above them.
    @Owned private var typedPathTail: [AnyHashable] = []
    @Owned private var destinations = NavigationDestinations()
    // Objects made by the node (an `@Owned` initial value is held by every copy of the
    // struct, so a stack pushed as a link's destination would keep them past its page).
    @OwnedObject private var pushedPages = PushedPages()
    @OwnedObject private var chromeOwner = ChromeOwner()
    @Environment(\.windowChrome) private var chrome
    @OwnedObject private var visibilities = PageVisibilities()
    /// Whether the page this stack is on is shown (not covered by an outer stack's push).
    @Environment(\.isOnShownPage) private var isOnShownPage
    /// The pages' edit mode (``EditButton``), unless an ancestor gives one.
    @Owned private var ownEditMode = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.boundPath = nil
        self.typedPath = nil
    }

    /// A stack whose pages are the values in `path`: pushing (a `NavigationLink(_:value:)`)
    /// appends to it, Back removes the last; writing it pushes and pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.boundPath = path
        self.typedPath = nil
    }

    /// A stack whose pages are the elements of a typed array (`[Int]`, `[Route]`): pushing a
    /// value of that type appends it, Back removes the last, and `path.append(_:)` or
    /// `path.removeLast()` push and pop.
    ///
    /// ```swift
    /// @Owned private var path: [Route] = []
    /// NavigationStack(path: $path) { ... }
    /// ```
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.root = root()
        self.boundPath = nil
        self.typedPath = TypedNavigationPath(path)
    }

    public var body: some View {
        let path = boundPath ?? typedPath?.navigationPath(above: $typedPathTail) ?? $ownPath
        let destinations = self.destinations
        let navigator = Navigator(
            push: { page in path.wrappedValue.elements.append(AnyHashable(ViewPage(destination: page))) },
            pop: {
                guard !path.wrappedValue.elements.isEmpty else { return }
                path.wrappedValue.removeLast()
            },
            pushValue: { value in path.wrappedValue.elements.append(value) },
            popPage: { page in
                let elements = path.wrappedValue.elements
                guard let index = elements.firstIndex(where: { ($0.base as? ViewPage)?.destination === page }) else { return }
                path.wrappedValue.removeLast(elements.count - index)
            }
        )
        let elements = path.wrappedValue.elements
        // A view page no longer in the path was popped (its pusher stops following it).
        let pages = pushedPages
        DependencyTracker.untracked { pages.update(to: elements) }
        // The window's back button (header bar, Escape, Alt+Left) pops this stack while it has pages.
        let owner = chromeOwner
        let chrome = self.chrome
        let canGoBack = !elements.isEmpty
        let pop = navigator.pop
        DependencyTracker.untracked { chrome?.setBackAction(canGoBack ? pop : nil, for: owner) }
        // Only the top page is shown: the ones below have disappeared (their onDisappear ran).
        // Each page's identity: a view page's own, a value page's place and value.
        let keys: [AnyHashable] = elements.enumerated().map { index, element in
            element.base is ViewPage ? element : AnyHashable(ValuePageKey(index: index, value: element))
        }
        let isShown = isOnShownPage
        let visibilities = self.visibilities
        let pageVisibilities = DependencyTracker.untracked { visibilities.update(keys: keys, isShown: isShown) }
        var children = [KeyedView(
            key: .position(0),
            view: RootPageView(content: root).environment(\.navigationPage, visibilities.root)
        )]
        for (index, element) in elements.enumerated() {
            let dismiss = DismissAction {
                if path.wrappedValue.count > index { path.wrappedValue.removeLast(path.wrappedValue.count - index) }
            }
            let page: NavigationPage
            if let viewPage = element.base as? ViewPage {
                page = NavigationPage(title: viewPage.destination.title, pushed: viewPage.destination, content: nil)
            } else {
                page = NavigationPage(title: "", pushed: nil, content: AnyView(ValuePageContent(value: element)))
            }
            let view = PageView(page: page, pop: navigator.pop)
                .environment(\.dismiss, dismiss)
                .environment(\.navigationPage, pageVisibilities[index])
            children.append(KeyedView(key: .id(keys[index]), view: view))
        }
        return PageStack(pages: children)
            .environment(\.navigator, navigator)
            .environment(\.navigationDestinations, destinations)
            .environment(\.editMode, outerEditMode ?? $ownEditMode)
    }
}

/// The identity of a page pushed for a value: its place and value.
private struct ValuePageKey: Hashable {
    let index: Int
    let value: AnyHashable
}

/// A value page's view, found when it is evaluated (after the stack's content registered its
/// destinations).
private struct ValuePageContent: View {
    let value: AnyHashable
    @Environment(\.navigationDestinations) private var destinations

    var body: some View {
        if let view = destinations?.view(for: value) {
            view
        } else {
            Text(verbatim: "No navigationDestination for \(type(of: value.base))").foregroundColor(.red)
        }
    }
}

/// The root page: its content from the top (a GtkBox packs children at its start), and a
/// list in it takes the page's height (no spacer shares it).
private struct RootPageView<Content: View>: View {
    let content: Content

    var body: some View {
        VStack {
            content
        }
    }
}

/// A pushed page, with the window's back button. Its title is the one its content gives with
/// `.navigationTitle`, as in SwiftUI: the link's text is what the user tapped, not the page's
/// name (a page pushed by "Next" is not called "Next"); without one the window keeps its own.
/// Without a window that draws a back button (a test's host), a bar with a back button and
/// the link's text above the content.
private struct PageView: View {
    let page: NavigationPage
    let pop: @MainActor () -> Void
    @Environment(\.windowChrome) private var chrome

    var body: some View {
        // A view page reads its pusher's current destination, and updates when it changes.
        let content = page.pushed?.content ?? page.content ?? AnyView(EmptyView())
        return VStack(spacing: 12) {
            if !(chrome?.hostsBackButton ?? false) {
                HStack {
                    Button("‹ Back", action: pop)
                    Text(page.title)
                    Spacer()
                }
            }
            content
        }
    }
}

/// One pushed page: a view page (`pushed`) or a value page's `content`.
struct NavigationPage {
    let title: String
    let pushed: PushedDestination?
    let content: AnyView?
}

/// Lets go of the node state that a view struct's dynamic properties point to (also inside
/// custom dynamic properties, and in the views it holds: a modifier's content), for a struct
/// whose nodes are leaving while a copy stays.
@MainActor
enum StateUnlinker {
    static func unlink(_ value: Any) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? UnlinkableProperty {
                property.unlink()
            } else if child.value is DynamicProperty || child.value is any View {
                unlink(child.value)
            } else if let style = Mirror(reflecting: child.value).displayStyle, style == .tuple || style == .optional {
                unlink(child.value)  // a view builder's views, an `if`'s view
            }
        }
    }
}

/// A dynamic property whose struct copies hold its node's state strongly (see ``StateUnlinker``).
@MainActor
protocol UnlinkableProperty {
    func unlink()
}

extension Owned: UnlinkableProperty {
    func unlink() { unlinkFromNode() }
}

/// Pushes and pops the pages of the nearest ``NavigationStack``.
@MainActor
struct Navigator {
    let push: @MainActor (PushedDestination) -> Void
    let pop: @MainActor () -> Void
    let pushValue: @MainActor (AnyHashable) -> Void
    /// Pops `page` and the pages above it.
    let popPage: @MainActor (PushedDestination) -> Void
}

private struct NavigatorKey: EnvironmentKey {
    static var defaultValue: Navigator? { nil }
}

extension EnvironmentValues {
    var navigator: Navigator? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}

/// The widget holding a navigation stack's pages, showing the last.
struct PageStack: PrimitiveView, PrimitiveChildren {
    let pages: [KeyedView]

    func properties(in environment: EnvironmentValues) -> PageStackProperties {
        PageStackProperties(visiblePage: pages.count - 1)
    }

    var keyedChildren: [KeyedView]? { pages }
}

/// What a navigation stack's widget shows: pages (its children), of which one is visible.
public struct PageStackProperties: Equatable, Sendable {
    /// The child shown, counting from 0.
    public var visiblePage: Int

    public init(visiblePage: Int) {
        self.visiblePage = visiblePage
    }
}

extension PageStack: HiddenInPaths {}
