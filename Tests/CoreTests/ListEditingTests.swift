import Cells
import CellsTesting
import Foundation
import Testing

/// `.onDelete`, `.onMove`, the `IndexSet` helpers, `EditButton` and the edit controls of rows,
/// `List($items)`: offsets reach the model right (also with rows an `if` leaves out), and a
/// row's `@Owned` state follows its id through every edit.
@MainActor
@Suite struct ListEditingTests {
    struct Book: Identifiable, Equatable {
        let id: Int
        var title: String
        var isRead = false
    }

    static let titles = ["Dune", "Emma", "Ulysses", "Beloved", "Middlemarch"]
    static func books() -> [Book] { titles.enumerated().map { Book(id: $0.offset, title: $0.element) } }

    /// A row with state of its own: taps counted in an `@Owned` cell.
    struct BookRow: View {
        let book: Book
        @Owned private var taps = 0
        var body: some View {
            Button("\(book.title) \(taps)") { taps += 1 }
        }
    }

    struct Shelf: View {
        @Owned var books = ListEditingTests.books()
        @Owned var unreadOnly = false
        var deleted: ((IndexSet) -> Void)?
        var moved: ((IndexSet, Int) -> Void)?

        var body: some View {
            NavigationStack {
                List {
                    ForEach(books) { book in
                        if !unreadOnly || !book.isRead {
                            BookRow(book: book)
                        }
                    }
                    .onDelete { offsets in
                        deleted?(offsets)
                        books.remove(atOffsets: offsets)
                    }
                    .onMove { offsets, destination in
                        moved?(offsets, destination)
                        books.move(fromOffsets: offsets, toOffset: destination)
                    }
                }
                .toolbar { EditButton() }
            }
        }
    }

    // MARK: IndexSet helpers

    @Test func removeAtOffsetsRemovesThoseElements() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([0, 2, 4]))
        #expect(letters == ["b", "d"])
        letters.remove(atOffsets: IndexSet())
        #expect(letters == ["b", "d"])
    }

    @Test(arguments: [
        ([0], 2, ["b", "a", "c", "d", "e"]),   // down past one: before the element at 2
        ([4], 0, ["e", "a", "b", "c", "d"]),   // the last to the front
        ([1, 3], 5, ["a", "c", "e", "b", "d"]), // two to the end, in their order
        ([0, 1], 4, ["c", "d", "a", "b", "e"]),
        ([2], 2, ["a", "b", "c", "d", "e"]),   // where it is: no change
        ([2], 3, ["a", "b", "c", "d", "e"]),
    ])
    func moveFromOffsetsToOffsetMovesAsSwiftUIDoes(source: [Int], destination: Int, expected: [String]) {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet(source), toOffset: destination)
        #expect(letters == expected)
    }

    // MARK: Delete and move

    @Test func deletingARowRemovesItsElementAndOtherRowsKeepTheirState() throws {
        let host = ViewHost(Shelf())
        try host.tap("Emma 0")
        try host.tap("Beloved 0")
        try host.tap("Beloved 1")
        try host.deleteRow(0)
        #expect(host.rowTexts == ["Emma 1", "Ulysses 0", "Beloved 2", "Middlemarch 0"])
        try host.deleteRow(1)
        #expect(host.rowTexts == ["Emma 1", "Beloved 2", "Middlemarch 0"])
    }

    @Test func movingRowsReordersTheModelAndStateFollowsTheRow() throws {
        var reported: [(IndexSet, Int)] = []
        var shelf = Shelf()
        shelf.moved = { reported.append(($0, $1)) }
        let host = ViewHost(shelf)
        try host.tap("Dune 0")
        try host.tap("Ulysses 0")
        try host.tap("Ulysses 1")
        try host.moveRow(0, by: 1)  // Alt+Down on Dune
        #expect(host.rowTexts == ["Emma 0", "Dune 1", "Ulysses 2", "Beloved 0", "Middlemarch 0"])
        #expect(reported.last?.0 == IndexSet([0]) && reported.last?.1 == 2)
        try host.moveRow(2, by: -1)  // Alt+Up on Ulysses
        #expect(host.rowTexts == ["Emma 0", "Ulysses 2", "Dune 1", "Beloved 0", "Middlemarch 0"])
        try host.moveRows([0, 1], to: 5)  // a drag of two rows to the end
        #expect(host.rowTexts == ["Dune 1", "Beloved 0", "Middlemarch 0", "Emma 0", "Ulysses 2"])
        #expect(throws: ViewHostError.self) { try host.moveRow(0, by: -1) }  // the first cannot go up
    }

    /// Rows an `if` leaves out still count as offsets of the ForEach's data: deleting the
    /// second row shown deletes the element it shows, not the second element.
    @Test func offsetsCountTheElementsNotTheRowsShownUnderAFilter() throws {
        var deleted: [IndexSet] = []
        var moves: [(IndexSet, Int)] = []
        struct Filtered: View {
            var deleted: (IndexSet) -> Void
            var moved: (IndexSet, Int) -> Void
            @Owned var books: [Book] = ListEditingTests.books().map { book in
                var book = book
                book.isRead = book.id % 2 == 1  // Emma and Beloved are read
                return book
            }
            var body: some View {
                List {
                    Text("Unread")
                    ForEach(books) { book in
                        if !book.isRead { Text(book.title) }
                    }
                    .onDelete { deleted($0); books.remove(atOffsets: $0) }
                    .onMove { moved($0, $1); books.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
        let host = ViewHost(Filtered(deleted: { deleted.append($0) }, moved: { moves.append(($0, $1)) }))
        #expect(host.rowTexts == ["Unread", "Dune", "Ulysses", "Middlemarch"])
        #expect(throws: ViewHostError.self) { try host.deleteRow(0) }  // the heading has no .onDelete
        try host.deleteRow(2)  // Ulysses, element 2
        #expect(deleted == [IndexSet([2])])
        #expect(host.rowTexts == ["Unread", "Dune", "Middlemarch"])
        try host.moveRow(2, by: -1)  // Middlemarch (element 3 now) before Dune (element 0)
        #expect(moves.last?.0 == IndexSet([3]) && moves.last?.1 == 0)
        #expect(host.rowTexts == ["Unread", "Middlemarch", "Dune"])
        try host.moveRow(1, by: 1)  // Middlemarch (element 0) after Dune: before the element after Dune
        #expect(host.rowTexts == ["Unread", "Dune", "Middlemarch"])
    }

    // MARK: Edit mode

    @Test func editButtonFlipsTheEditModeAndRowsShowTheirControls() throws {
        let host = ViewHost(Shelf())
        #expect(!host.isListEditing)
        #expect(throws: ViewHostError.self) { try host.tapEditControl("Delete", inRow: 0) }
        try host.tap("Edit")
        #expect(host.isListEditing)
        #expect(throws: Never.self) { try host.button("Done") }
        try host.tap("Emma 0")  // rows stay usable in edit mode
        try host.tapEditControl("Delete", inRow: 0)
        #expect(host.rowTexts == ["Emma 1", "Ulysses 0", "Beloved 0", "Middlemarch 0"])
        try host.tapEditControl("Move Down", inRow: 0)
        #expect(host.rowTexts == ["Ulysses 0", "Emma 1", "Beloved 0", "Middlemarch 0"])
        try host.tapEditControl("Move Up", inRow: 3)
        #expect(host.rowTexts == ["Ulysses 0", "Emma 1", "Middlemarch 0", "Beloved 0"])
        // The first row's "Move Up" and the last row's "Move Down" are disabled.
        #expect(throws: ViewHostError.self) { try host.tapEditControl("Move Up", inRow: 0) }
        try host.tap("Done")
        #expect(!host.isListEditing)
        #expect(host.rowTexts == ["Ulysses 0", "Emma 1", "Middlemarch 0", "Beloved 0"])
    }

    @Test func aListWithoutDeleteOrMoveShowsNoControlsInEditMode() throws {
        struct Plain: View {
            var body: some View {
                NavigationStack {
                    List { ForEach(ListEditingTests.books()) { Text($0.title) } }
                        .toolbar { EditButton() }
                }
            }
        }
        let host = ViewHost(Plain())
        // Rows of a plain list are plain containers: no editable row box, no controls.
        #expect(host.widgets(of: EditableRowProperties.self).isEmpty)
        #expect(try host.list().properties(as: ListProperties.self) == ListProperties())
        try host.tap("Edit")
        #expect(!host.isListEditing)
        #expect(host.widgets(of: EditableRowProperties.self).isEmpty)
        #expect(throws: ViewHostError.self) { try host.deleteRow(0) }
        #expect(host.rowTexts.count == 5)
    }

    @Test func editButtonWithoutAnEditModeWarnsAndDoesNothing() throws {
        let host = ViewHost(EditButton())
        let (_, warnings) = try Diagnostics.collectingWarnings { try host.tap("Edit") }
        #expect(warnings.contains { $0.contains("EditButton found no edit mode") })
        #expect(throws: Never.self) { try host.button("Edit") }
    }

    @Test func anEditModeOfYourOwnDrivesTheRows() throws {
        struct Own: View {
            @Owned var mode = EditMode.inactive
            @Owned var books = ListEditingTests.books()
            var body: some View {
                VStack {
                    Toggle("Editing", isOn: Binding(get: { mode.isEditing }, set: { mode = $0 ? .active : .inactive }))
                    List { ForEach(books) { Text($0.title) }.onDelete { books.remove(atOffsets: $0) } }
                }
                .environment(\.editMode, $mode)
            }
        }
        let host = ViewHost(Own())
        #expect(!host.isListEditing)
        try host.tap(toggle: "Editing")
        #expect(host.isListEditing)
        try host.tapEditControl("Delete", inRow: 4)
        #expect(host.rowTexts == ["Dune", "Emma", "Ulysses", "Beloved"])
    }

    // MARK: List($items)

    @Test func listOverABoundCollectionEditsElementsAndDeletes() throws {
        struct Bound: View {
            @Owned var books = ListEditingTests.books()
            var body: some View {
                VStack {
                    Text("Read: \(books.filter(\.isRead).map(\.title).joined(separator: ", "))")
                    List($books) { $book in
                        Toggle(book.title, isOn: $book.isRead)
                    }
                }
            }
        }
        let host = ViewHost(Bound())
        try host.tap(toggle: "Emma")
        try host.tap(toggle: "Beloved")
        #expect(host.labelTexts.contains("Read: Emma, Beloved"))
        #expect(host.toggles.map(\.isOn) == [false, true, false, true, false])
    }
}
