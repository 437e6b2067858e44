import Cells
import CellsTesting
import Testing

/// `.swipeActions` (a row's context menu on GNOME) and `.listRowBackground`.
@MainActor
@Suite struct ListRowActionsTests {
    struct Book: Identifiable {
        let id: Int
        let title: String
        var isRead = false
    }

    struct Shelf: View {
        @Owned var books = ["Dune", "Emma", "Ulysses"].enumerated().map { Book(id: $0.offset, title: $0.element) }
        var body: some View {
            List {
                ForEach($books) { $book in
                    Text(book.isRead ? "\(book.title) ✓" : book.title)
                        .listRowBackground(book.isRead ? .green : nil)
                        .swipeActions(edge: .leading) {
                            Button(book.isRead ? "Mark Unread" : "Mark Read") { book.isRead.toggle() }
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) { books.removeAll { $0.id == book.id } }
                        }
                }
            }
        }
    }

    @Test func aRowsSwipeActionsAreItsContextMenuLeadingFirst() throws {
        let host = ViewHost(Shelf())
        #expect(try host.swipeActionTitles(inRow: 1) == ["Mark Read", "Delete"])
        // Closed menus show nothing: the rows read as their content.
        #expect(host.rowTexts == ["Dune", "Emma", "Ulysses"])
        #expect(throws: ViewHostError.self) { try host.tap("Delete") }
    }

    @Test func choosingASwipeActionRunsItsButton() throws {
        let host = ViewHost(Shelf())
        try host.runSwipeAction("Mark Read", inRow: 1)
        #expect(host.rowTexts == ["Dune", "Emma ✓", "Ulysses"])
        #expect(try host.swipeActionTitles(inRow: 1) == ["Mark Unread", "Delete"])
        try host.runSwipeAction("Delete", inRow: 0)
        #expect(host.rowTexts == ["Emma ✓", "Ulysses"])
        #expect(throws: ViewHostError.self) { try host.runSwipeAction("Archive", inRow: 0) }
    }

    @Test func listRowBackgroundIsAnAttributeOfTheRowsContent() throws {
        let host = ViewHost(Shelf())
        #expect(try host.label("Emma").attributes[ListRowBackgroundAttribute.self] == .some(nil))
        try host.runSwipeAction("Mark Read", inRow: 1)
        #expect(try host.label("Emma ✓").attributes[ListRowBackgroundAttribute.self] == .some(.green))
    }
}
