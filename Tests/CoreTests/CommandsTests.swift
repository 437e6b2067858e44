import Cells
import CellsTesting
import Testing

/// `.commands { CommandMenu … }`: the scene lists its menus' buttons as app commands, with
/// their shortcuts and the groups dividers make, and each command runs its button's action.
@MainActor
@Suite struct CommandsTests {
    final class Log { var entries: [String] = [] }

    private func notesScene(log: Log, showsExtra: Bool) -> some Scene {
        WindowGroup("Notes") { Text("Notes") }
            .commands {
                CommandMenu("Note") {
                    Button("New Note") { log.entries.append("new") }.keyboardShortcut("n")
                    Button("Duplicate") { log.entries.append("duplicate") }.keyboardShortcut("d", modifiers: [.command, .shift])
                    Divider()
                    if showsExtra {
                        Button("Delete All") { log.entries.append("delete all") }
                    }
                }
                CommandMenu("Sort") {
                    Button("By Title") { log.entries.append("by title") }
                }
            }
    }

    @Test func aCommandMenuListsItsButtonsWithTheirShortcutsInGroups() throws {
        let log = Log()
        let menus = notesScene(log: log, showsExtra: true).commandMenus
        #expect(menus.map(\.title) == ["Note", "Sort"])
        let note = try #require(menus.first)
        #expect(note.sections.map { $0.map(\.title) } == [["New Note", "Duplicate"], ["Delete All"]])
        #expect(note.items[0].shortcut == KeyboardShortcut("n"))
        #expect(note.items[1].shortcut == KeyboardShortcut("d", modifiers: [.command, .shift]))
        #expect(note.items[2].shortcut == nil, "a shortcut belongs to its own button only")
        note.items[1].action()
        menus[1].items[0].action()
        #expect(log.entries == ["duplicate", "by title"])
    }

    @Test func anIfLeftOutLeavesNoEmptyGroup() {
        let menus = notesScene(log: Log(), showsExtra: false).commandMenus
        #expect(menus[0].sections.map(\.count) == [2])
    }

    @Test func theWindowsOfACommandsSceneAreItsBase() {
        let scene = notesScene(log: Log(), showsExtra: true)
        #expect(scene.windowDescriptions.map(\.title) == ["Notes"])
    }

    @Test func aViewThatIsNotAButtonIsLeftOutWithAWarning() {
        let (menus, warnings) = Diagnostics.collectingWarnings {
            WindowGroup("Notes") { Text("Notes") }
                .commands { CommandMenu("Note") { Text("Not a command"); Button("Save") {} } }
                .commandMenus
        }
        #expect(menus[0].items.map(\.title) == ["Save"])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("command menu \"Note\"") == true)
    }
}
