import SwiftUI

/// Edits one book in place: every change shows in the list at once.
struct BookDetailView: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            Section("Book") {
                TextField("Title", text: $book.title)
                TextField("Author", text: $book.author)
                Picker("Genre", selection: $book.genre) {
                    ForEach(Genre.allCases) { genre in
                        Text(genre.name).tag(genre)
                    }
                }
            }
            Section("Reading") {
                Toggle("Read", isOn: $book.isRead)
                Toggle("Favorite", isOn: $book.isFavorite)
            }
            Section("Notes") {
                TextEditor(text: $book.notes)
                    .frame(minHeight: 120)
            }
        }
        .navigationTitle(book.title.isEmpty ? "Untitled" : book.title)
    }
}

/// The sheet that adds a book.
struct AddBookView: View {
    @Environment(BookStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var author = ""
    @State private var genre = Genre.fiction
    @State private var isRead = false

    var body: some View {
        VStack(spacing: 16) {
            Text("New Book")
                .font(.title2)
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Author", text: $author)
                    Picker("Genre", selection: $genre) {
                        ForEach(Genre.allCases) { genre in
                            Text(genre.name).tag(genre)
                        }
                    }
                    Toggle("Already read", isOn: $isRead)
                }
            }
            HStack {
                Button("Cancel", role: .cancel) {
                    dismiss()
                }
                Spacer()
                Button("Add") {
                    store.add(title: title, author: author, genre: genre, isRead: isRead)
                    dismiss()
                }
                .disabled(!BookStore.isValidTitle(title))
                .keyboardShortcut(.defaultAction)
            }
        }
        .padding()
        .frame(minWidth: 360)
    }
}

#Preview("Detail") {
    BookDetailView(book: BookStore.samples[0])
}

#Preview("Add a book", traits: .fixedLayout(width: 400, height: 360)) {
    AddBookView()
        .environment(BookStore())
}
