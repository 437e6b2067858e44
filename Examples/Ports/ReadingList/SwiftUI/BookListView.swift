import SwiftUI

/// The reading list: swipe (or right-click) a row to mark it read, Edit to delete and reorder,
/// "+" to add a book, a row's link to edit the book.
struct BookListView: View {
    @Environment(BookStore.self) private var store
    @State private var isAddingBook = false
    @State private var selection = Set<Book.ID>()
    @State private var showsUnreadOnly = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                HStack {
                    Text(summary)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                    Spacer()
                    Toggle("Unread only", isOn: $showsUnreadOnly)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                List(selection: $selection) {
                    ForEach(store.books) { book in
                        if !showsUnreadOnly || !book.isRead {
                            BookRow(book: book)
                                .swipeActions(edge: .leading) {
                                    Button(book.isRead ? "Mark Unread" : "Mark Read") {
                                        store.toggleRead(book)
                                    }
                                }
                                .swipeActions(edge: .trailing) {
                                    Button("Delete", role: .destructive) {
                                        store.delete(ids: [book.id])
                                    }
                                }
                                .listRowBackground(book.isFavorite ? Color.yellow : nil)
                        }
                    }
                    .onDelete(perform: store.delete)
                    .onMove(perform: store.move)
                }
            }
            .navigationTitle("Reading List")
            .navigationDestination(for: Book.ID.self) { id in
                if let book = store.book(withID: id) {
                    BookDetailView(book: book)
                } else {
                    Text("This book is no longer on the list.")
                }
            }
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    EditButton()
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button("Delete Selected", role: .destructive) {
                        store.delete(ids: selection)
                        selection.removeAll()
                    }
                    .disabled(selection.isEmpty)
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isAddingBook = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("Add Book")
                    .keyboardShortcut("n")
                }
            }
            .sheet(isPresented: $isAddingBook) {
                AddBookView()
            }
        }
    }

    private var summary: String {
        let count = store.books.count
        let unread = store.unreadCount
        return "\(count) \(count == 1 ? "book" : "books"), \(unread) unread"
    }
}

/// One book in the list. Its notes open in place; that choice is the row's own state.
struct BookRow: View {
    let book: Book
    @State private var showsNotes = false

    var body: some View {
        HStack(spacing: 12) {
            NavigationLink(value: book.id) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(book.title)
                        .font(.headline)
                    Text("\(book.author) · \(book.genre.name)")
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                    if showsNotes {
                        Text(book.notes.isEmpty ? "No notes yet." : book.notes)
                            .font(.caption)
                            .italic()
                    }
                }
            }
            Spacer()
            if book.isRead {
                Text("Read")
                    .font(.caption)
                    .foregroundColor(.green)
            }
            Button(showsNotes ? "Hide Notes" : "Notes") {
                showsNotes.toggle()
            }
            .help("Show this book's notes")
        }
    }
}

#Preview {
    BookListView()
        .environment(BookStore())
}
