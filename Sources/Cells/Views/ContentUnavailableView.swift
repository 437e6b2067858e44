/// What a view shows when it has nothing to show (an empty list, a search without
/// results), as SwiftUI's `ContentUnavailableView`: a large dimmed icon, a title, a
/// description, and actions below, centred in the space offered. On GNOME it looks like
/// libadwaita's status page (`AdwStatusPage`): a 128-pixel dim icon, the title in the
/// "title-1" style, the description wrapped and centred.
///
/// ```swift
/// if results.isEmpty {
///     ContentUnavailableView.search(text: query)
/// }
/// ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))
/// ContentUnavailableView {
///     Label("No Books", systemImage: "books.vertical")
/// } description: {
///     Text("Add a book to start your list.")
/// } actions: {
///     Button("Add Book") { add() }
/// }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A label (its icon above its title), a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        StatusPage(content: StatusPageContent(label: label, description: description, actions: actions))
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A label and a description, without actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A label alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == Cells.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// The translation of `titleKey` under the icon `systemImage` (an SF Symbols name of a
    /// common symbol, or a GNOME icon name), with an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Cells.Label(titleKey, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A title shown as it is, under the icon `systemImage`, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Cells.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// The translation of `titleKey` under the image resource (or theme icon) `name`.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Cells.Label(title: { Text(titleKey) }, icon: { Image(name) }) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// A search that found nothing: "No Results" under a magnifying glass, and "Check the
    /// spelling or try a new search." (SwiftUI's words, translated).
    public static var search: ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// A search for `text` that found nothing: "No Results for “text”" (or "No Results"
    /// while `text` is empty).
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The views of ``ContentUnavailableView/search``, as SwiftUI's `SearchUnavailableContent`.
public enum SearchUnavailableContent {
    /// "No Results" (for “text”) under a magnifying glass.
    public struct Label: View {
        let text: String?

        public var body: some View {
            let title = text.map { $0.isEmpty ? Localization.string("No Results") : Localization.string("No Results for “\($0)”") }
                ?? Localization.string("No Results")
            return Cells.Label(title, systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

/// The label, description and actions of a ``ContentUnavailableView``, styled as a status
/// page's: the label's icon large and dim above its title in the "title-1" style.
struct StatusPageContent<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    var body: some View {
        label.labelStyle(StatusPageLabelStyle())
        description.styleClasses(StatusPageProperties.descriptionClass)
        actions
    }
}

/// A status page's label: the icon large and dim, the title under it.
struct StatusPageLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.icon.styleClasses(StatusPageProperties.iconClass, "dim-label")
        configuration.title.font(.largeTitle).styleClasses(StatusPageProperties.titleClass)
    }
}

/// A centred column filling the space offered (the backend's status page).
struct StatusPage<Content: View>: PrimitiveView {
    let content: Content

    func properties(in environment: EnvironmentValues) -> StatusPageProperties {
        StatusPageProperties()
    }
}

extension StatusPage: HiddenInPaths {}
extension StatusPageContent: HiddenInPaths {}

/// What a ``ContentUnavailableView``'s page shows: a column of its views, centred in the
/// space offered. Its views carry the style classes below, for the backend to size the icon
/// and centre the text.
public struct StatusPageProperties: Equatable, Sendable {
    /// The style class of the large icon (128 pixels).
    public static let iconClass = "cells-status-icon"
    /// The style class of the title.
    public static let titleClass = "cells-status-title"
    /// The style class of the description's views.
    public static let descriptionClass = "cells-status-description"

    public init() {}
}
