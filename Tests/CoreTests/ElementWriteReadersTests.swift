import Cells
import CellsTesting
import Testing

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

/// One row: evaluated again only when its own chore changes.
private struct ChoreRow: View {
    @Binding var chore: Chore

    var body: some View {
        HStack {
            Toggle(chore.title, isOn: $chore.isDone)
            Text(chore.isDone ? "done" : "open")
        }
    }
}

private struct ChoreList: View {
    @Owned var chores = (0..<200).map { Chore(id: $0, title: "Chore \($0)") }
    @Owned var nextID = 1_000

    var body: some View {
        VStack {
            Button("Add first", action: addFirst)
            List {
                ForEach($chores) { $chore in
                    ChoreRow(chore: $chore)
                }
            }
        }
    }

    /// A new chore before all the others: every chore moves one place down.
    private func addFirst() {
        chores.insert(Chore(id: nextID, title: "Chore \(nextID)"), at: 0)
        nextID += 1
    }
}

/// A write of one element through its binding updates the row that shows that element, not
/// every row shown: each row records which element it read.
@MainActor
@Suite struct ElementWriteReadersTests {
    @Test func aStarEvaluatesItsOwnRowAlone() throws {
        let host = ViewHost(ChoreList())
        let shownRows = try host.list().shownRows.count
        #expect(shownRows > 10)
        let before = host.bodyEvaluations(of: ChoreRow.self)
        try host.tap(toggle: "Chore 3")
        #expect(host.bodyEvaluations(of: ChoreRow.self) - before == 1)
        #expect(try host.toggles["Chore 3"].isOn)
        #expect(host.labelTexts.filter { $0 == "done" }.count == 1)

        try host.tap(toggle: "Chore 7")
        try host.tap(toggle: "Chore 3")
        #expect(host.bodyEvaluations(of: ChoreRow.self) - before == 3)
        #expect(try !host.toggles["Chore 3"].isOn)
        #expect(try host.toggles["Chore 7"].isOn)
        #expect(host.labelTexts.filter { $0 == "done" }.count == 1)
    }

    @Test func afterElementsMoveAStarStillUpdatesItsOwnRow() throws {
        let host = ViewHost(ChoreList())
        try host.tap(toggle: "Chore 2")
        // Every chore moves one place down: the rows read their elements again, where they
        // are now, and a star then updates the right row.
        try host.tap("Add first")
        try host.tap("Add first")
        let before = host.bodyEvaluations(of: ChoreRow.self)
        try host.tap(toggle: "Chore 4")
        #expect(host.bodyEvaluations(of: ChoreRow.self) - before == 1)
        #expect(try host.toggles["Chore 4"].isOn)
        #expect(try host.toggles["Chore 2"].isOn)
        #expect(try !host.toggles["Chore 3"].isOn)
        #expect(try !host.toggles["Chore 5"].isOn)
        #expect(host.labelTexts.filter { $0 == "done" }.count == 2)

        try host.tap(toggle: "Chore 2")
        #expect(try !host.toggles["Chore 2"].isOn)
        #expect(try host.toggles["Chore 4"].isOn)
        #expect(host.labelTexts.filter { $0 == "done" }.count == 1)
        try host.tap(toggle: "Chore 1001")
        #expect(try host.toggles["Chore 1001"].isOn)
        #expect(try !host.toggles["Chore 1000"].isOn)
        #expect(host.labelTexts.filter { $0 == "done" }.count == 2)
    }
}
