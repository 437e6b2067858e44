/// What a window shows around its content, set from inside it: the title
/// (`.navigationTitle(_:)`), a back button while a ``NavigationStack`` has pages pushed.
/// The host (a GTK window's header bar, or a test's `ViewHost`) gives one in the
/// environment and draws it when `onChange` runs.
///
/// Each view that sets something holds an owner token; the latest owner still in the tree
/// wins (a pushed page's title over its root's), and a view that leaves takes its settings
/// with it, so the title goes back.
@MainActor
public final class WindowChrome {
    /// Whether the host draws the back button (a header bar): then pushed pages draw none.
    public let hostsBackButton: Bool
    /// Runs after the title or the back action changed.
    public var onChange: (@MainActor (WindowChrome) -> Void)?
    /// The backend's object that draws this chrome (a GTK window's header bar), for the
    /// widgets of toolbar items to find it.
    public weak var host: AnyObject?

    private var titles: [(owner: ObjectIdentifier, title: String)] = []
    private var subtitles: [(owner: ObjectIdentifier, title: String)] = []
    private var backActions: [(owner: ObjectIdentifier, action: @MainActor () -> Void)] = []
    private var dismissBlockers: Set<ObjectIdentifier> = []

    public init(hostsBackButton: Bool = true) {
        self.hostsBackButton = hostsBackButton
    }

    /// The title set by the innermost, latest view that set one; nil when none did.
    public var title: String? { titles.last?.title }

    /// The subtitle (`.navigationSubtitle`) set by the innermost, latest view that set one.
    public var subtitle: String? { subtitles.last?.title }

    /// Whether a view in the window turned off its interactive dismissal
    /// (`.interactiveDismissDisabled()`): a sheet then ignores Escape and has no close button.
    public var isDismissDisabled: Bool { !dismissBlockers.isEmpty }

    func setDismissDisabled(_ isDisabled: Bool, for owner: ChromeOwner) {
        let had = isDismissDisabled
        if isDisabled {
            if dismissBlockers.insert(ObjectIdentifier(owner)).inserted { owner.chrome = self }
        } else {
            dismissBlockers.remove(ObjectIdentifier(owner))
        }
        if had != isDismissDisabled { onChange?(self) }
    }

    /// Whether a navigation stack can go back.
    public var canGoBack: Bool { !backActions.isEmpty }

    /// Pops the top page of the latest navigation stack with pages pushed (the back button,
    /// Escape, Alt+Left). Returns whether there was one.
    @discardableResult
    public func goBack() -> Bool {
        guard let action = backActions.last?.action else { return false }
        action()
        return true
    }

    func setTitle(_ title: String?, for owner: ChromeOwner) {
        let old = (self.title, subtitle)
        titles = setting(title, in: titles, for: owner)
        if old != (self.title, subtitle) { onChange?(self) }
    }

    func setSubtitle(_ subtitle: String?, for owner: ChromeOwner) {
        let old = (title, self.subtitle)
        subtitles = setting(subtitle, in: subtitles, for: owner)
        if old != (title, self.subtitle) { onChange?(self) }
    }

    /// `list` (titles or subtitles) with `owner`'s entry set to `text` (nil removes it).
    private func setting(
        _ text: String?, in list: [(owner: ObjectIdentifier, title: String)], for owner: ChromeOwner
    ) -> [(owner: ObjectIdentifier, title: String)] {
        let id = ObjectIdentifier(owner)
        var list = list
        if let text {
            if let index = list.firstIndex(where: { $0.owner == id }) {
                list[index].title = text
            } else {
                list.append((id, text))
                owner.chrome = self
            }
        } else {
            list.removeAll { $0.owner == id }
        }
        return list
    }

    func setBackAction(_ action: (@MainActor () -> Void)?, for owner: ChromeOwner) {
        let id = ObjectIdentifier(owner)
        let had = canGoBack
        if let action {
            if let index = backActions.firstIndex(where: { $0.owner == id }) {
                backActions[index].action = action
            } else {
                backActions.append((id, action))
                owner.chrome = self
            }
        } else {
            backActions.removeAll { $0.owner == id }
        }
        if had != canGoBack { onChange?(self) }
    }

    fileprivate func remove(_ id: ObjectIdentifier) {
        let old = (title, subtitle, canGoBack, isDismissDisabled)
        titles.removeAll { $0.owner == id }
        subtitles.removeAll { $0.owner == id }
        backActions.removeAll { $0.owner == id }
        dismissBlockers.remove(id)
        if old != (title, subtitle, canGoBack, isDismissDisabled) { onChange?(self) }
    }
}

/// A view's hold on what it set in a ``WindowChrome``, kept in its node; released when the
/// view leaves, which removes what it set.
@MainActor
final class ChromeOwner {
    weak var chrome: WindowChrome?

    isolated deinit {
        chrome?.remove(ObjectIdentifier(self))
    }
}

private struct WindowChromeKey: EnvironmentKey {
    static var defaultValue: WindowChrome? { nil }
}

extension EnvironmentValues {
    /// The chrome of the window the view is in (its header bar); nil outside a window.
    public var windowChrome: WindowChrome? {
        get { self[WindowChromeKey.self] }
        set { self[WindowChromeKey.self] = newValue }
    }
}

/// `.navigationTitle`: sets the window's title while the view is in the tree.
struct NavigationTitleView<Content: View>: View {
    let content: Content
    let title: String?
    /// Whether `title` is the subtitle (`.navigationSubtitle`).
    var isSubtitle = false
    @Environment(\.windowChrome) private var chrome
    /// Made by the node: released (taking the title with it) when the view leaves, even while
    /// a copy of the struct stays (a link's destination).
    @OwnedObject private var owner = ChromeOwner()

    var body: some View {
        let owner = self.owner
        let title = self.title
        let chrome = self.chrome
        let isSubtitle = self.isSubtitle
        DependencyTracker.untracked {
            if isSubtitle { chrome?.setSubtitle(title, for: owner) } else { chrome?.setTitle(title, for: owner) }
        }
        return content
    }
}

extension View {
    /// The title of the window (its header bar) while this view is shown; in a
    /// ``NavigationStack``, a pushed page's title over its root's. When the view leaves,
    /// the title before it comes back.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        NavigationTitleView(content: self, title: titleKey.resolved())
    }

    /// The window's title, shown as it is.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationTitleView(content: self, title: String(title))
    }

    /// A smaller line under the window's title (on GNOME, libadwaita's window title's
    /// subtitle), while this view is shown: a count, a place, a state.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        NavigationTitleView(content: self, title: subtitleKey.resolved(), isSubtitle: true)
    }

    /// The subtitle, shown as it is.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        NavigationTitleView(content: self, title: String(subtitle), isSubtitle: true)
    }

    /// The subtitle, from a ``Text``.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        NavigationTitleView(content: self, title: subtitle.content, isSubtitle: true)
    }

    /// Sets the title when `title` is not nil.
    func navigationTitle(_ title: String?) -> some View {
        NavigationTitleView(content: self, title: title)
    }
}
