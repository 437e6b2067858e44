import Foundation

/// What a book is about.
enum Genre: String, CaseIterable, Identifiable {
    case fiction, mystery, scienceFiction, biography, history, poetry

    var id: String { rawValue }

    var name: String {
        switch self {
        case .fiction: "Fiction"
        case .mystery: "Mystery"
        case .scienceFiction: "Science Fiction"
        case .biography: "Biography"
        case .history: "History"
        case .poetry: "Poetry"
        }
    }
}

/// One book on the list. A class, so that the detail view edits it in place.
@Observable
final class Book: Identifiable {
    let id: UUID
    var title: String
    var author: String
    var genre: Genre
    var isRead: Bool
    var isFavorite: Bool
    var notes: String

    init(id: UUID = UUID(), title: String, author: String, genre: Genre,
         isRead: Bool = false, isFavorite: Bool = false, notes: String = "") {
        self.id = id
        self.title = title
        self.author = author
        self.genre = genre
        self.isRead = isRead
        self.isFavorite = isFavorite
        self.notes = notes
    }
}

/// The reading list: the books in the order the reader put them.
@Observable
final class BookStore {
    var books: [Book]

    init(books: [Book] = BookStore.samples) {
        self.books = books
    }

    var unreadCount: Int {
        books.filter { !$0.isRead }.count
    }

    func book(withID id: Book.ID) -> Book? {
        books.first { $0.id == id }
    }

    /// Whether a title has something besides spaces.
    static func isValidTitle(_ title: String) -> Bool {
        !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    func add(title: String, author: String, genre: Genre, isRead: Bool) {
        guard Self.isValidTitle(title) else { return }
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        books.append(Book(title: trimmed, author: author.trimmingCharacters(in: .whitespacesAndNewlines),
                          genre: genre, isRead: isRead))
    }

    func delete(at offsets: IndexSet) {
        books.remove(atOffsets: offsets)
    }

    func delete(ids: Set<Book.ID>) {
        books.removeAll { ids.contains($0.id) }
    }

    func move(from source: IndexSet, to destination: Int) {
        books.move(fromOffsets: source, toOffset: destination)
    }

    func toggleRead(_ book: Book) {
        book.isRead.toggle()
    }

    static var samples: [Book] {
        [
            Book(title: "Dune", author: "Frank Herbert", genre: .scienceFiction, isRead: true, isFavorite: true,
                 notes: "Reread the appendices."),
            Book(title: "Middlemarch", author: "George Eliot", genre: .fiction),
            Book(title: "The Hound of the Baskervilles", author: "Arthur Conan Doyle", genre: .mystery),
            Book(title: "Leaves of Grass", author: "Walt Whitman", genre: .poetry, notes: "Start with Song of Myself."),
            Book(title: "SPQR", author: "Mary Beard", genre: .history, isRead: true),
        ]
    }
}
