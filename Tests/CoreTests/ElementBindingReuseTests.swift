import Cells
import CellsTesting
import Testing

private struct Note: Identifiable {
    let id: Int
    var title: String
}

/// Keeps some of the element bindings a `ForEach($notes)` hands its content.
@MainActor
private final class KeptBindings {
    var bindings: [Binding<Note>] = []
    var titles: [Int: Binding<String>] = [:]
}

/// A list of 40 notes whose content keeps the title binding (`$note.title`) of every fourth.
private struct KeepingTitlesList: View {
    @Owned var notes = (0..<40).map { Note(id: $0, title: "Note \($0)") }
    let kept: KeptBindings

    var body: some View {
        List {
            ForEach($notes) { $note in
                let _ = keep($note.title, of: note.id)
                Text(note.title)
            }
        }
    }

    private func keep(_ title: Binding<String>, of id: Int) {
        if id % 4 == 0, kept.titles[id] == nil { kept.titles[id] = title }
    }
}

/// A list of 40 notes whose content keeps the binding of every third note and drops the others.
private struct KeepingList: View {
    @Owned var notes = (0..<40).map { Note(id: $0, title: "Note \($0)") }
    let kept: KeptBindings

    var body: some View {
        List {
            ForEach($notes) { $note in
                let _ = keep($note)
                Text(note.title)
            }
        }
    }

    private func keep(_ binding: Binding<Note>) {
        if binding.wrappedValue.id % 3 == 0, !kept.bindings.contains(where: { $0.wrappedValue.id == binding.wrappedValue.id }) {
            kept.bindings.append(binding)
        }
    }
}

/// A list scan hands each element's content a binding, reusing the last storage when nothing
/// else holds it (see `SpareElementStorage`): a binding someone kept must stay its element's.
@MainActor
@Suite struct ElementBindingReuseTests {
    @Test func aKeptElementBindingStillReadsAndWritesItsOwnElement() throws {
        let kept = KeptBindings()
        let host = ViewHost(KeepingList(kept: kept))
        #expect(kept.bindings.map(\.wrappedValue.id) == Array(stride(from: 0, to: 40, by: 3)))
        #expect(kept.bindings.allSatisfy { $0.wrappedValue.title == "Note \($0.wrappedValue.id)" })

        // Writing through a kept binding changes its own element's row, and no other.
        kept.bindings[1].wrappedValue.title = "Written"
        host.settle()
        let rows = try host.list().shownRows.map(\.labelText)
        #expect(rows.prefix(5) == ["Note 0", "Note 1", "Note 2", "Written", "Note 4"])
        #expect(kept.bindings.map(\.wrappedValue.id) == Array(stride(from: 0, to: 40, by: 3)))
    }

    @Test func aKeptPropertyBindingOfAnElementStillReadsAndWritesItsOwnElement() throws {
        let kept = KeptBindings()
        let host = ViewHost(KeepingTitlesList(kept: kept))
        #expect(kept.titles.keys.sorted() == Array(stride(from: 0, to: 40, by: 4)))
        #expect(kept.titles.allSatisfy { $0.value.wrappedValue == "Note \($0.key)" })

        kept.titles[4]?.wrappedValue = "Written"
        host.settle()
        let rows = try host.list().shownRows.map(\.labelText)
        #expect(rows.prefix(6) == ["Note 0", "Note 1", "Note 2", "Note 3", "Written", "Note 5"])
        #expect(kept.titles[8]?.wrappedValue == "Note 8")
    }
}
