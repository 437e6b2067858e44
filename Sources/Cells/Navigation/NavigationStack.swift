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
    @Owned private var ownPath = NavigationPath()
    @Owned private var pushes = 0
    @Owned private var destinations = NavigationDestinations()
    @Owned private var chromeOwner = ChromeOwner()
    @Environment(\.windowChrome) private var chrome
    /// The pages' edit mode (``EditButton``), unless an ancestor gives one.
    @Owned private var ownEditMode = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.boundPath = nil
    }

    /// A stack whose pages are the values in `path`: pushing (a `NavigationLink(_:value:)`)
    /// appends to it, Back removes the last; writing it pushes and pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.boundPath = path
    }

    public var body: some View {
        let path = boundPath ?? $ownPath
        let destinations = self.destinations
        let navigator = Navigator(
            push: { title, destination in
                pushes += 1
                path.wrappedValue.elements.append(AnyHashable(ViewPage(id: pushes, title: title, content: destination)))
            },
            pop: {
                guard let last = path.wrappedValue.elements.last else { return }
                path.wrappedValue.removeLast()
                // The link that pushed a view page keeps its own copy of the destination
                // struct, which shares the page's @Owned slots: unlink them, so the page's
                // values go with the page and not at the next push.
                if let page = last.base as? ViewPage { StateUnlinker.unlink(page.content.content) }
            },
            pushValue: { value in path.wrappedValue.elements.append(value) }
        )
        // The window's back button (header bar, Escape, Alt+Left) pops this stack while it has pages.
        let owner = chromeOwner
        let chrome = self.chrome
        let canGoBack = !path.wrappedValue.elements.isEmpty
        let pop = navigator.pop
        DependencyTracker.untracked { chrome?.setBackAction(canGoBack ? pop : nil, for: owner) }
        var children = [KeyedView(key: .position(0), view: RootPageView(content: root))]
        for (index, element) in path.wrappedValue.elements.enumerated() {
            let dismiss = DismissAction {
                if path.wrappedValue.count > index { path.wrappedValue.removeLast(path.wrappedValue.count - index) }
            }
            let page: NavigationPage
            if let viewPage = element.base as? ViewPage {
                page = NavigationPage(id: viewPage.id, title: viewPage.title, content: viewPage.content)
            } else {
                page = NavigationPage(id: index, title: "", content: AnyView(ValuePageContent(value: element)))
            }
            let key: ChildKey = element.base is ViewPage ? .id(element) : .id(ValuePageKey(index: index, value: element))
            children.append(KeyedView(key: key, view: PageView(page: page, pop: navigator.pop).environment(\.dismiss, dismiss)))
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
        VStack(spacing: 12) {
            if !(chrome?.hostsBackButton ?? false) {
                HStack {
                    Button("‹ Back", action: pop)
                    Text(page.title)
                    Spacer()
                }
            }
            page.content
        }
    }
}

/// One pushed page.
struct NavigationPage {
    let id: Int
    let title: String
    let content: AnyView
}

/// Lets go of the node state that a view struct's dynamic properties point to (also inside
/// custom dynamic properties), for a struct whose node is leaving while a copy stays.
@MainActor
enum StateUnlinker {
    static func unlink(_ value: Any) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? UnlinkableProperty {
                property.unlink()
            } else if let custom = child.value as? DynamicProperty {
                unlink(custom)
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
    let push: @MainActor (String, AnyView) -> Void
    let pop: @MainActor () -> Void
    let pushValue: @MainActor (AnyHashable) -> Void
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
