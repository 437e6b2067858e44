import Cells
import CellsTesting
import Foundation
import Testing

/// `List(selection:)`: selecting rows writes their ids to the binding, a write to the binding
/// selects the rows, and ids whose rows go are dropped from the selection.
@MainActor
@Suite struct ListSelectionTests {
    struct Fruit: Identifiable {
        let id: String
    }

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    struct MultiPicker: View {
        @Owned var fruits = ["apple", "banana", "cherry", "date"].map(Fruit.init)
        @Owned var selected = Set<String>()
        var body: some View {
            VStack {
                Text("Selected: \(selected.sorted().joined(separator: ", "))")
                Button("Select cherry") { selected = ["cherry"] }
                Button("Delete selected") { fruits.removeAll { selected.contains($0.id) } }
                Button("Remove banana") { fruits.removeAll { $0.id == "banana" } }
                Button("Reverse") { fruits.reverse() }
                List(selection: $selected) {
                    ForEach(fruits) { Text($0.id) }
                }
            }
        }
    }

    @Test func selectingRowsWritesTheirIDs() throws {
        let host = ViewHost(MultiPicker())
        try host.selectRows([0, 2])
        #expect(host.labelTexts.contains("Selected: apple, cherry"))
        #expect(host.selectedRows == [0, 2])
        try host.selectRow(1)
        #expect(host.labelTexts.contains("Selected: banana"))
        #expect(host.selectedRows == [1])
    }

    @Test func writingTheBindingSelectsTheRows() throws {
        let host = ViewHost(MultiPicker())
        try host.tap("Select cherry")
        #expect(host.selectedRows == [2])
        #expect(try host.list().properties(as: ListProperties.self)?.selection == [AnyHashable("cherry")])
    }

    @Test func theSelectionFollowsRowsThatMove() throws {
        let host = ViewHost(MultiPicker())
        try host.selectRows([0, 1])
        try host.tap("Reverse")
        #expect(host.rowTexts == ["date", "cherry", "banana", "apple"])
        #expect(host.selectedRows == [2, 3])
        #expect(host.labelTexts.contains("Selected: apple, banana"))
    }

    @Test func anIDWhoseRowGoesIsDroppedFromTheSelection() throws {
        let host = ViewHost(MultiPicker())
        try host.selectRows([1, 3])
        try host.tap("Remove banana")
        #expect(host.labelTexts.contains("Selected: date"))
        #expect(host.selectedRows == [2])
        try host.tap("Delete selected")
        #expect(host.labelTexts.contains("Selected: "))
        #expect(host.rowTexts == ["apple", "cherry"])
    }

    @Test func aSingleSelectionKeepsOneID() throws {
        struct Single: View {
            @Owned var chosen: String?
            var body: some View {
                VStack {
                    Text("Chosen: \(chosen ?? "none")")
                    Button("Clear") { chosen = nil }
                    List(["apple", "banana", "cherry"].map(Fruit.init), selection: $chosen) { Text($0.id) }
                }
            }
        }
        let host = ViewHost(Single())
        try host.selectRow(1)
        #expect(host.labelTexts.contains("Chosen: banana"))
        try host.selectRows([0, 2])  // a single-selection list keeps the first
        #expect(host.labelTexts.contains("Chosen: apple"))
        #expect(host.selectedRows == [0])
        try host.tap("Clear")
        #expect(host.selectedRows == [])
    }

    @Test func selectingInAListWithoutSelectionIsAnError() throws {
        let host = ViewHost(List { Text("a") })
        #expect(throws: ViewHostError.self) { try host.selectRow(0) }
    }

    @Test func deletingSelectedRowsWithOnDelete() throws {
        struct Editable: View {
            @Owned var fruits = ["apple", "banana", "cherry", "date"].map(Fruit.init)
            @Owned var selected = Set<String>()
            var body: some View {
                VStack {
                    Text("Selected: \(selected.sorted().joined(separator: ", "))")
                    List(selection: $selected) {
                        ForEach(fruits) { Text($0.id) }.onDelete { fruits.remove(atOffsets: $0) }
                    }
                }
            }
        }
        let host = ViewHost(Editable())
        try host.selectRows([1, 2])
        try host.deleteRows(host.selectedRows)
        #expect(host.rowTexts == ["apple", "date"])
        #expect(host.labelTexts.contains("Selected: "))
    }
}

/// A selection whose values are the rows' tags or their links' values, not their ids, as in
/// SwiftUI (`.tag(_:)` decides; a `NavigationLink(_:value:)` selects its value).
@MainActor
@Suite struct ListTagSelectionTests {
    struct Folder: Identifiable {
        let id = UUID()
        let name: String
    }

    struct Note: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    struct Folders: View {
        let folders = ["Inbox", "Drafts", "Sent"].map { Folder(name: $0) }
        @Owned var chosen: String?
        var body: some View {
            VStack {
                Text("Folder: \(chosen ?? "none")")
                Button("Choose Sent") { chosen = "Sent" }
                List(selection: $chosen) {
                    ForEach(folders) { Text($0.name).tag($0.name) }
                }
            }
        }
    }

    @Test func aRowsTagIsWhatSelectingItWritesAndWritingItSelectsTheRow() throws {
        let host = ViewHost(Folders())
        try host.selectRow(1)
        #expect(host.labelTexts.contains("Folder: Drafts"))
        try host.tap("Choose Sent")
        #expect(host.selectedRows == [2])
    }

    struct Notes: View {
        let notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
        @Owned var selected = Set<Note>()
        var body: some View {
            VStack {
                Text("Selected: \(selected.map(\.title).sorted().joined(separator: ", "))")
                List(selection: $selected) {
                    ForEach(notes) { note in NavigationLink(note.title, value: note) }
                }
            }
        }
    }

    @Test func aLinksValueIsWhatSelectingItsRowWrites() throws {
        let host = ViewHost(NavigationStack { Notes() })
        try host.selectRows([0, 1])
        #expect(host.labelTexts.contains("Selected: Groceries, Ideas"))
    }
}
