/// `.searchable(text:)`: a search field for the view's content, as SwiftUI's.
///
/// On GNOME (its guidelines' "search" pattern) the field is a search bar right under the
/// header bar, hidden until the user asks for it: the header bar's search button (a
/// magnifying glass at its end), Ctrl+F, or typing while no text field has the focus opens
/// it with the focus in the field; Escape in the field, or the button again, clears and
/// closes it. The binding is written as the user types, as SwiftUI writes it, and is ""
/// once the bar is closed. A view whose text is not empty when it appears shows the bar
/// open, so a restored search does not filter unseen.
///
/// ```swift
/// NavigationStack {
///     List(filtered) { Text($0.name) }
///         .searchable(text: $query, prompt: "Find a product")
/// }
/// ```
///
/// The views inside read `@Environment(\.isSearching)` (whether the search bar is open) and
/// `@Environment(\.dismissSearch)` (closes it and clears the text).
extension View {
    /// A search field (GNOME: a search bar under the header bar) whose text is `text`;
    /// `prompt` is the text the empty field shows ("Search" when nil).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: prompt?.content)
    }

    /// A search field whose empty field shows the translation of `prompt`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: prompt.resolved())
    }

    /// A search field whose empty field shows `prompt` as it is.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: String(prompt))
    }

    /// A search field whose being shown is `isPresented` too (SwiftUI's iOS 17 spelling): the
    /// app opens the search bar by setting it to true, and reads false once the user closed it.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt?.content)
    }

    /// A search field shown while `isPresented`, whose empty field shows the translation of `prompt`.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt.resolved())
    }

    /// A search field shown while `isPresented`, whose empty field shows `prompt` as it is.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: isPresented, prompt: String(prompt))
    }
}

/// Where SwiftUI puts a search field. GNOME has one place for it, the search bar under the
/// header bar: every placement is accepted (ported code compiles) and shows there.
public struct SearchFieldPlacement: Equatable, Sendable {
    private let name: String

    /// The platform's place (GNOME: the search bar under the header bar).
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// macOS's toolbar field: the search bar here.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// A sidebar's field: the search bar here.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// iOS's navigation bar drawer: the search bar here.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// iOS's navigation bar drawer, always shown or not: the search bar here (opened by the
    /// user either way).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    /// Whether iOS's drawer stays shown; accepted for ports.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic
        case always
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(session: nil) }
}

extension EnvironmentValues {
    /// Whether the user is searching in the nearest `.searchable` view around this one
    /// (GNOME: its search bar is open). Read it in a view inside the searchable content, as
    /// in SwiftUI: the view that applies `.searchable` sees the value of its own parent.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the nearest `.searchable` view around this one: the search bar
    /// closes, `isSearching` becomes false and the text "" (SwiftUI's `dismissSearch`).
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// `@Environment(\.dismissSearch)`: call it to end the search (the search bar closes, the
/// text is cleared). Outside a searchable view it does nothing.
public struct DismissSearchAction: Equatable {
    fileprivate let session: SearchSession?

    fileprivate init(session: SearchSession?) {
        self.session = session
    }

    /// Closes the search bar and clears the search text.
    @MainActor public func callAsFunction() {
        session?.dismiss()
    }

    /// The same action when it ends the same view's search (the views reading it are not
    /// evaluated again for every evaluation of the searchable view).
    public static func == (lhs: DismissSearchAction, rhs: DismissSearchAction) -> Bool {
        lhs.session === rhs.session
    }
}

/// One searchable view's current bindings, held for the life of the view: what
/// `dismissSearch` writes.
@MainActor
final class SearchSession {
    var text: Binding<String>?
    var isPresented: Binding<Bool>?

    func dismiss() {
        text?.wrappedValue = ""
        isPresented?.wrappedValue = false
    }
}

/// `.searchable`: keeps whether the search is shown (unless the app binds it) and gives the
/// content `isSearching` and `dismissSearch`.
struct SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String?
    @Owned private var isShown: Bool
    /// Made by the node, once (an `@Owned` object is made with every copy of the struct).
    @OwnedObject private var session = SearchSession()

    /// The search bar opens with the view when the text is not empty (a search the app
    /// restored), so no filter is at work unseen.
    init(content: Content, text: Binding<String>, isPresented: Binding<Bool>?, prompt: String?) {
        self.content = content
        self.text = text
        self.isPresented = isPresented
        self.prompt = prompt
        _isShown = Owned(initialValue: isPresented == nil && !text.wrappedValue.isEmpty)
    }

    var body: some View {
        let presented = isPresented ?? $isShown
        let session = self.session
        session.text = text
        session.isPresented = presented
        return SearchableField(text: text, isPresented: presented, prompt: prompt ?? Localization.string("Search"),
                           content: content.environment(\.isSearching, presented.wrappedValue)
                               .environment(\.dismissSearch, DismissSearchAction(session: session)))
    }
}

/// The search field of a `.searchable` view, around its content: a primitive the backend
/// draws (GTK: a search bar above the content and a search button in the header bar).
struct SearchableField<Content: View>: PrimitiveView {
    let text: Binding<String>
    let isPresented: Binding<Bool>
    let prompt: String
    let content: Content

    func properties(in environment: EnvironmentValues) -> SearchableProperties {
        SearchableProperties(text: text.wrappedValue, prompt: prompt, isPresented: isPresented.wrappedValue,
                             chrome: environment.windowChrome.map(ChromeReference.init))
    }

    func actions(in environment: EnvironmentValues) -> SearchableActions {
        let text = self.text, isPresented = self.isPresented
        return SearchableActions(
            textChanged: { if text.wrappedValue != $0 { text.wrappedValue = $0 } },
            presentedChanged: { if isPresented.wrappedValue != $0 { isPresented.wrappedValue = $0 } })
    }
}

extension SearchableField: HiddenInPaths {}

/// What a `.searchable` view's search field shows.
public struct SearchableProperties: Equatable {
    /// The search text.
    public var text: String
    /// What the empty field shows ("Search" unless the app says).
    public var prompt: String
    /// Whether the search field is shown (GNOME: the search bar open).
    public var isPresented: Bool
    /// The window whose header bar holds the search button.
    public var chrome: ChromeReference?

    public init(text: String, prompt: String, isPresented: Bool, chrome: ChromeReference? = nil) {
        self.text = text
        self.prompt = prompt
        self.isPresented = isPresented
        self.chrome = chrome
    }
}

/// What a search field reports: its text as the user types, and its being opened or closed
/// (the search button, Ctrl+F, typing, Escape).
public struct SearchableActions {
    /// The user typed (or the field was cleared as the bar closed).
    public let textChanged: @MainActor (String) -> Void
    /// The user opened or closed the search bar.
    public let presentedChanged: @MainActor (Bool) -> Void

    public init(textChanged: @escaping @MainActor (String) -> Void, presentedChanged: @escaping @MainActor (Bool) -> Void) {
        self.textChanged = textChanged
        self.presentedChanged = presentedChanged
    }
}
