import CellsGtk

/// The "Library" window: GNOME's two app structures together, as SwiftUI writes them. Tabs
/// (Library, Search, Settings) in a view switcher that moves to the bottom of a narrow
/// window; the Library tab is a split view: a sidebar of shelves, the shelf's books, and a
/// book's page pushed over them. At 360 pixels the split view folds: choosing a shelf shows
/// its books with a Back button, as GNOME Settings does.
struct LibraryWindow: View {
    enum Tab: Hashable { case library, search, settings }

    struct Book: Identifiable, Hashable {
        let id: Int
        let title: String
        let author: String
        let shelf: String

        /// The author's surname, which a library sorts by ("Eliot" in "George Eliot").
        var authorSurname: String { author.split(separator: " ").last.map(String.init) ?? author }
    }

    static let shelves = ["Novels", "History", "Poetry"]
    static let books = [
        Book(id: 0, title: "Dune", author: "Frank Herbert", shelf: "Novels"),
        Book(id: 1, title: "Middlemarch", author: "George Eliot", shelf: "Novels"),
        Book(id: 2, title: "Piranesi", author: "Susanna Clarke", shelf: "Novels"),
        Book(id: 3, title: "SPQR", author: "Mary Beard", shelf: "History"),
        Book(id: 4, title: "The Guns of August", author: "Barbara Tuchman", shelf: "History"),
        Book(id: 5, title: "Leaves of Grass", author: "Walt Whitman", shelf: "Poetry"),
    ]

    @Owned private var tab = Tab.library
    @Owned private var shelf: String?
    @Owned private var query = ""
    @AppStorage("library.showsAuthors") private var showsAuthors = true
    @AppStorage("library.sortOrder") private var sortOrder = "title"
    @AppStorage("library.cardHolder") private var cardHolder = ""
    @AppStorage("library.remindsBeforeDue") private var remindsBeforeDue = false
    @AppStorage("library.reminderDays") private var reminderDays = 3

    /// How the settings tab's lending choices show on a borrowed book's page.
    private var lending: Lending {
        Lending(cardHolder: cardHolder, reminderDays: remindsBeforeDue ? reminderDays : nil)
    }

    var body: some View {
        TabView(selection: $tab) {
            NavigationSplitView {
                List(Self.shelves, id: \.self, selection: $shelf) { name in
                    Label(name, systemImage: "books.vertical")
                }
                .navigationTitle("Shelves")
            } detail: {
                if let shelf {
                    ShelfPage(shelf: shelf, showsAuthors: showsAuthors, sortsByAuthor: sortOrder == "author", lending: lending)
                } else {
                    ContentUnavailableView("No Shelf Chosen", systemImage: "books.vertical", description: Text("Pick a shelf from the sidebar."))
                }
            }
            .tabItem { Label("Library", systemImage: "books.vertical") }
            .tag(Tab.library)

            SearchPage(query: $query, showsAuthors: showsAuthors)
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Tab.search)
                .badge(query.isEmpty ? 0 : Self.matches(query).count)

            // A GNOME preferences page: a switch row, a combo row, an entry row and an
            // expander row holding two more rows.
            Form {
                Section("Books") {
                    Toggle("Show Authors", isOn: $showsAuthors)
                    Picker("Sort By", selection: $sortOrder) {
                        Text("Title").tag("title")
                        Text("Author").tag("author")
                    }
                }
                Section("Lending", footer: "Shown on the page of a book you borrow.") {
                    TextField("Card Holder", text: $cardHolder)
                    DisclosureGroup("Reminders") {
                        Toggle("Remind Before Due", isOn: $remindsBeforeDue)
                        Stepper("Days Before: \(reminderDays)", value: $reminderDays, in: 1...7)
                    }
                }
            }
            .tabItem { Label("Settings", systemImage: "gearshape") }
            .tag(Tab.settings)
        }
    }

    static func matches(_ query: String) -> [Book] {
        books.filter { $0.title.localizedCaseInsensitiveContains(query) || $0.author.localizedCaseInsensitiveContains(query) }
    }
}

/// What the settings say about borrowing: whose card, and how many days before the due
/// date a reminder comes (nil: none).
private struct Lending {
    let cardHolder: String
    let reminderDays: Int?
}

/// A shelf's books, by title or by the author's surname; a book opens its page.
private struct ShelfPage: View {
    let shelf: String
    let showsAuthors: Bool
    let sortsByAuthor: Bool
    let lending: Lending

    private var books: [LibraryWindow.Book] {
        LibraryWindow.books.filter { $0.shelf == shelf }.sorted { sortsByAuthor ? $0.authorSurname < $1.authorSurname : $0.title < $1.title }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    NavigationLink(book.title, destination: BookPage(book: book, showsAuthors: showsAuthors, lending: lending))
                }
            }
            .navigationTitle(shelf)
            .navigationSubtitle("\(LibraryWindow.books.filter { $0.shelf == shelf }.count) books")
        }
    }
}

/// One book.
private struct BookPage: View {
    let book: LibraryWindow.Book
    let showsAuthors: Bool
    let lending: Lending
    @Owned private var isBorrowed = false

    var body: some View {
        Form {
            Section {
                LabeledContent("Title", value: book.title)
                if showsAuthors { LabeledContent("Author", value: book.author) }
                LabeledContent("Shelf", value: book.shelf)
                Toggle("Borrowed", isOn: $isBorrowed)
                if isBorrowed, !lending.cardHolder.isEmpty { LabeledContent("On the Card Of", value: lending.cardHolder) }
                if isBorrowed, let days = lending.reminderDays { LabeledContent("Reminder", value: "\(days) days before due") }
            }
        }
        .navigationTitle(book.title)
    }
}

/// Searching the whole library.
private struct SearchPage: View {
    @Binding var query: String
    let showsAuthors: Bool

    var body: some View {
        let results = LibraryWindow.matches(query)
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title or author", text: $query)
            if query.isEmpty {
                ContentUnavailableView("Search the Library", systemImage: "magnifyingglass", description: Text("Type a title or an author."))
            } else if results.isEmpty {
                ContentUnavailableView.search(text: query)
            } else {
                List(results) { book in
                    Text(showsAuthors ? "\(book.title), \(book.author)" : book.title)
                }
            }
        }
        .padding()
    }
}
