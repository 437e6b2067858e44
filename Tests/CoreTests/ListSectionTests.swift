import Cells
import CellsTesting
import Foundation
import Testing

/// A `Section` in a `List`: its header, each of its rows and its footer are rows of the list,
/// so selection, swipe actions and context menus act on the row under them.
@MainActor
@Suite struct ListSectionTests {
    struct Note: Identifiable {
        let id: String
        var isPinned = false
    }

    struct Notes: View {
        @Owned var notes = [Note(id: "Groceries", isPinned: true), Note(id: "Ideas"), Note(id: "Trips")]
        @Owned var chosen: String?
        @Owned var deleted: [String] = []
        var body: some View {
            VStack {
                Text("Chosen: \(chosen ?? "none")")
                Text("Deleted: \(deleted.joined(separator: ", "))")
                List(selection: $chosen) {
                    Section("Pinned") {
                        ForEach(notes.filter(\.isPinned)) { row($0) }
                    }
                    Section {
                        ForEach(notes.filter { !$0.isPinned }) { row($0) }
                    } header: {
                        Text("Notes")
                    } footer: {
                        Text("\(notes.count) notes")
                    }
                }
            }
        }

        func row(_ note: Note) -> some View {
            Text(note.id).contextMenu {
                Button("Delete", role: .destructive) {
                    deleted.append(note.id)
                    notes.removeAll { $0.id == note.id }
                }
            }
        }
    }

    /// Each row's text, a header or footer as "[text]".
    private func rows(_ host: ViewHost) throws -> [String] {
        try host.list().shownRows.map { row in
            row.allDescendants.lazy.compactMap { $0.properties(as: ListSectionLabelProperties.self) }.first.map { "[\($0.text)]" }
                ?? row.labelText
        }
    }

    @Test func headersRowsAndFootersAreRowsOfTheList() throws {
        let host = ViewHost(Notes())
        #expect(try rows(host) == ["[Pinned]", "Groceries", "[Notes]", "Ideas", "Trips", "[3 notes]"])
    }

    @Test func selectingARowInASectionWritesItsID() throws {
        let host = ViewHost(Notes())
        try host.selectRow(4)
        #expect(host.labelTexts.contains("Chosen: Trips"))
        try host.selectRow(1)
        #expect(host.labelTexts.contains("Chosen: Groceries"))
        #expect(host.selectedRows == [1])
    }

    @Test func aRowsContextMenuActsOnThatRow() throws {
        let host = ViewHost(Notes())
        try host.chooseFromContextMenu("Delete", on: "Trips")
        #expect(host.labelTexts.contains("Deleted: Trips"))
        #expect(try rows(host) == ["[Pinned]", "Groceries", "[Notes]", "Ideas", "[2 notes]"])
    }
}
