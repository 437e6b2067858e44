import Cells
import CellsTesting
import Foundation
import Testing
@testable import ReadingList

/// The ported reading list, driven like a user: add a book through the sheet, delete and move
/// rows, swipe actions, selection, the detail view; a row's own state follows its book.
@MainActor
@Suite struct ReadingListTests {
    private func host(_ store: BookStore = BookStore()) -> ViewHost {
        ViewHost(BookListView().environment(store))
    }

    /// The titles of the rows, in order.
    private func titles(_ host: ViewHost) throws -> [String] {
        try host.list().shownRows.map { row in
            row.allDescendants.first(where: \.isLabel)?.text ?? ""
        }
    }

    @Test func addingABookThroughTheSheetAppendsARow() throws {
        let store = BookStore()
        let host = host(store)
        #expect(host.presentations.isEmpty)
        try host.press(KeyboardShortcut("n"))  // the "+" button's Ctrl+N
        #expect(host.presentations.count == 1)
        #expect(try host.button("Add").isEnabled == false)
        try host.type("Piranesi", into: "Title")
        try host.type("Susanna Clarke", into: "Author")
        try host.tap("Add")
        #expect(host.presentations.isEmpty)
        #expect(try titles(host).last == "Piranesi")
        #expect(store.books.last?.author == "Susanna Clarke")
        #expect(host.labelTexts.contains("6 books, 4 unread"))
    }

    @Test func deletingAndMovingRowsChangesTheStoreAndRowsKeepTheirState() throws {
        let store = BookStore()
        let host = host(store)
        #expect(try titles(host) == ["Dune", "Middlemarch", "The Hound of the Baskervilles", "Leaves of Grass", "SPQR"])
        // Open the notes of "Leaves of Grass": the row's own @State.
        let row = try host.list().shownRows[3]
        let notesButton = try #require(row.allDescendants.first { $0.labelText == "Notes" })
        try host.perform(ButtonActions.self, on: notesButton, checksWidget: false) { $0.press() }
        #expect(host.labelTexts.contains("Start with Song of Myself."))

        try host.deleteRow(1)  // Middlemarch, with the Delete key
        #expect(try titles(host) == ["Dune", "The Hound of the Baskervilles", "Leaves of Grass", "SPQR"])
        #expect(store.books.map(\.title) == ["Dune", "The Hound of the Baskervilles", "Leaves of Grass", "SPQR"])

        try host.moveRow(2, by: -1)  // Leaves of Grass up, with Alt+Up
        #expect(try titles(host) == ["Dune", "Leaves of Grass", "The Hound of the Baskervilles", "SPQR"])
        #expect(store.books.map(\.title) == ["Dune", "Leaves of Grass", "The Hound of the Baskervilles", "SPQR"])
        // Its notes are still open: the state followed the book, not the position.
        let moved = try host.list().shownRows[1]
        #expect(moved.labelText.contains("Start with Song of Myself."))
        #expect(moved.labelText.contains("Hide Notes"))
        #expect(!(try host.list().shownRows[2].labelText.contains("Hide Notes")))
    }

    @Test func editModeShowsDeleteAndMoveButtons() throws {
        let store = BookStore()
        let host = host(store)
        try host.tap("Edit")
        #expect(host.isListEditing)
        try host.tapEditControl("Move Down", inRow: 0)
        #expect(store.books.map(\.title).prefix(2) == ["Middlemarch", "Dune"])
        try host.tapEditControl("Delete", inRow: 4)
        #expect(store.books.count == 4)
        try host.tap("Done")
        #expect(!host.isListEditing)
    }

    @Test func swipeActionsMarkReadAndDelete() throws {
        let store = BookStore()
        let host = host(store)
        #expect(try host.swipeActionTitles(inRow: 1) == ["Mark Read", "Delete"])
        try host.runSwipeAction("Mark Read", inRow: 1)
        #expect(store.books[1].isRead)
        #expect(host.labelTexts.contains("5 books, 2 unread"))
        try host.runSwipeAction("Delete", inRow: 0)
        #expect(try titles(host) == ["Middlemarch", "The Hound of the Baskervilles", "Leaves of Grass", "SPQR"])
    }

    @Test func theUnreadFilterHidesRowsAndDeletesTheRightBook() throws {
        let store = BookStore()
        let host = host(store)
        try host.tap(toggle: "Unread only")
        #expect(try titles(host) == ["Middlemarch", "The Hound of the Baskervilles", "Leaves of Grass"])
        try host.deleteRow(1)  // the Hound: element 2 of the store, row 1 of the filtered list
        #expect(store.books.map(\.title) == ["Dune", "Middlemarch", "Leaves of Grass", "SPQR"])
        try host.moveRow(1, by: -1)  // Leaves of Grass before Middlemarch
        #expect(store.books.map(\.title) == ["Dune", "Leaves of Grass", "Middlemarch", "SPQR"])
    }

    @Test func selectingRowsAndDeletingTheSelection() throws {
        let store = BookStore()
        let host = host(store)
        #expect(try host.button("Delete Selected").isEnabled == false)
        try host.selectRows([0, 2])
        try host.tap("Delete Selected")
        #expect(store.books.map(\.title) == ["Middlemarch", "Leaves of Grass", "SPQR"])
        #expect(host.selectedRows.isEmpty)
    }

    @Test func theDetailViewEditsTheBookThroughBindable() throws {
        let store = BookStore()
        let host = host(store)
        try host.tap("Middlemarch George Eliot · Fiction")
        #expect(host.navigationTitle == "Middlemarch")
        try host.tap(toggle: "Favorite")
        try host.replaceText(in: "Title", with: "Middlemarch: A Study")
        #expect(store.books[1].isFavorite)
        #expect(store.books[1].title == "Middlemarch: A Study")
        try host.goBack()
        #expect(try titles(host)[1] == "Middlemarch: A Study")
        // A favourite's row is tinted yellow.
        let tinted = try host.list().shownRows.map { row in
            row.allDescendants.contains { $0.attributes[ListRowBackgroundAttribute.self] == .some(.yellow) }
        }
        #expect(tinted == [true, true, false, false, false])
    }
}
