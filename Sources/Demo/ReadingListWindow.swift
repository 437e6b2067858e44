import CellsGtk

/// The "Reading List" window: list editing on a GtkListView. Edit (in the header bar) shows
/// each row's delete and move buttons; Delete, Alt+Up and Alt+Down act on the focused row;
/// a right click (or the Menu key) opens a row's actions; click, Ctrl+click and Shift+click
/// select rows for "Delete Selected"; favourites are tinted; each row's "Notes" is its own state.
struct ReadingListWindow: View {
    struct Book: Identifiable {
        let id: Int
        var title: String
        var author: String
        var isRead = false
        var isFavorite = false
    }

    @Owned private var books = [
        Book(id: 0, title: "Dune", author: "Frank Herbert", isRead: true, isFavorite: true),
        Book(id: 1, title: "Middlemarch", author: "George Eliot"),
        Book(id: 2, title: "The Hound of the Baskervilles", author: "Arthur Conan Doyle"),
        Book(id: 3, title: "Leaves of Grass", author: "Walt Whitman", isFavorite: true),
        Book(id: 4, title: "SPQR", author: "Mary Beard", isRead: true),
        Book(id: 5, title: "Piranesi", author: "Susanna Clarke"),
    ]
    @Owned private var selection = Set<Int>()
    @Owned private var nextID = 6

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                // What is selected, and the action on it, above the list (in the header bar,
                // it would not fit a phone's width).
                HStack {
                    Text("\(books.count) books, \(books.filter { !$0.isRead }.count) unread, \(selection.count) selected")
                        .font(.caption)
                    Spacer()
                    Button(role: .destructive) {
                        books.removeAll { selection.contains($0.id) }
                    } label: {
                        Label("Delete Selected", systemImage: "user-trash-symbolic")
                    }
                    .disabled(selection.isEmpty)
                }
                .padding(8)
                Divider()
                List(selection: $selection) {
                    ForEach($books) { $book in
                        ReadingRow(book: book)
                            .swipeActions(edge: .leading) {
                                Button(book.isRead ? "Mark Unread" : "Mark Read") { book.isRead.toggle() }
                                Button(book.isFavorite ? "Unfavourite" : "Favourite") { book.isFavorite.toggle() }
                            }
                            .swipeActions {
                                Button("Delete", role: .destructive) { books.removeAll { $0.id == book.id } }
                            }
                            .listRowBackground(book.isFavorite ? .yellow : nil)
                    }
                    .onDelete { books.remove(atOffsets: $0) }
                    .onMove { books.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .navigationTitle("Reading List")
            .toolbar {
                ToolbarItem(placement: .navigation) { EditButton() }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") {
                        books.append(Book(id: nextID, title: "New Book \(nextID)", author: "Unknown"))
                        nextID += 1
                    }
                }
            }
        }
    }
}

/// A book's row; whether its author shows is the row's own state, which follows the book
/// through moves and deletes of other rows.
private struct ReadingRow: View {
    let book: ReadingListWindow.Book
    @Owned private var showsAuthor = false

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title).font(.headline)
                if showsAuthor { Text(book.author).font(.caption) }
            }
            Spacer()
            if book.isRead { Text("Read").font(.caption).foregroundColor(.green) }
            Button(showsAuthor ? "Less" : "More") { showsAuthor.toggle() }
        }
    }
}
