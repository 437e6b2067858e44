import Cells
import CellsTesting
import Testing

private struct Task: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

/// Twelve tasks, each a check box; "Only open" hides the done ones.
private struct TaskList: View {
    @Owned var tasks = (0..<12).map { Task(id: $0, title: "Task \($0)") }
    @Owned var onlyOpen = false

    var body: some View {
        List {
            Toggle("Only open", isOn: $onlyOpen)
            ForEach($tasks) { $task in
                if !onlyOpen || !task.isDone {
                    HStack {
                        Toggle(task.title, isOn: $task.isDone)
                        Text(task.isDone ? "done" : "open")
                    }
                }
            }
        }
    }
}

/// After writes of single elements through their bindings, a list runs those elements alone
/// and updates only their rows on screen: every row must still show its own element.
@MainActor
@Suite struct ElementWriteRowTests {
    @Test func writingOneElementUpdatesItsRowAndLeavesTheOthersShowingTheirOwn() throws {
        let host = ViewHost(TaskList())
        try host.tap(toggle: "Task 3")
        #expect(try host.toggles["Task 3"].isOn)
        #expect(host.labelTexts.filter { $0 == "done" }.count == 1)
        try host.tap(toggle: "Task 7")
        try host.tap(toggle: "Task 3")
        #expect(try !host.toggles["Task 3"].isOn)
        #expect(try host.toggles["Task 7"].isOn)
        #expect(try !host.toggles["Task 8"].isOn)
        #expect(host.labelTexts.filter { $0 == "done" }.count == 1)

        // The filter hides the done task; writing another removes its row too.
        try host.tap(toggle: "Only open")
        #expect(try host.list().rowCount == 12)
        try host.tap(toggle: "Task 0")
        #expect(try host.list().rowCount == 11)
        #expect(host.labelTexts.filter { $0 == "done" }.isEmpty)
        try host.tap(toggle: "Task 1")
        #expect(try !host.toggles["Task 2"].isOn)
        #expect(try host.list().rowCount == 10)
    }
}
