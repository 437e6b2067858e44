import Cells
import CellsTesting
import Testing

/// `.contextMenu { … }`: a menu of buttons, dividers and submenus on a view, closed until a
/// right click (or the Menu key) opens it; in a list row, one menu with the swipe actions.
@MainActor
@Suite struct ContextMenuTests {
    private struct Photo: View {
        @Owned var log: [String] = []
        var body: some View {
            VStack {
                Text("Log: \(log.joined(separator: ","))")
                Text("Sunset")
                    .contextMenu {
                        Button("Copy") { log.append("copy") }
                        Divider()
                        Menu("Rotate") {
                            Button("Left") { log.append("left") }
                            Button("Right") { log.append("right") }
                        }
                        Button("Delete", role: .destructive) { log.append("delete") }
                    }
            }
        }
    }

    @Test func aContextMenuIsClosedUntilOpenedAndChoosingAnItemRunsIt() throws {
        let host = ViewHost(Photo())
        // Closed: the view reads as its content; the items are not on screen.
        #expect(host.labelTexts == ["Log: ", "Sunset"])
        #expect(throws: ViewHostError.self) { try host.tap("Copy") }

        #expect(try host.contextMenuTitles(on: "Sunset") == ["Copy", "Rotate", "Delete"])
        try host.chooseFromContextMenu("Copy", on: "Sunset")
        _ = try host.label("Log: copy")
        try host.chooseFromContextMenu("Right", on: "Sunset")  // in the submenu
        _ = try host.label("Log: copy,right")
        #expect(throws: ViewHostError.self) { try host.chooseFromContextMenu("Paste", on: "Sunset") }
        #expect(throws: ViewHostError.self) { try host.contextMenuTitles(on: "Log: copy,right") }
    }

    @Test func theContextMenuSpelledWithItsLabel() throws {
        struct Spelled: View {
            @Owned var count = 0
            var body: some View {
                Button("Count \(count)") { count += 10 }
                    .contextMenu(menuItems: { Button("Add One") { count += 1 } })
            }
        }
        let host = ViewHost(Spelled())
        try host.chooseFromContextMenu("Add One", on: "Count 0")
        _ = try host.button("Count 1")
        try host.tap("Count 1")  // the view itself still works
        _ = try host.button("Count 11")
    }

    @Test func ofNestedContextMenusTheInnermostOpens() throws {
        struct Nested: View {
            var body: some View {
                VStack {
                    Text("Inner").contextMenu { Button("Inner Item") {} }
                    Text("Outer")
                }
                .contextMenu { Button("Outer Item") {} }
            }
        }
        let host = ViewHost(Nested())
        #expect(try host.contextMenuTitles(on: "Inner") == ["Inner Item"])
        #expect(try host.contextMenuTitles(on: "Outer") == ["Outer Item"])
    }

    private struct Book: Identifiable {
        let id: Int
        let title: String
        var isRead = false
    }

    private struct Shelf: View {
        @Owned var books = ["Dune", "Emma"].enumerated().map { Book(id: $0.offset, title: $0.element) }
        @Owned var shared: [String] = []

        var body: some View {
            VStack {
                Text("Shared: \(shared.joined(separator: ","))")
                List {
                    ForEach($books) { $book in
                        Text(book.isRead ? "\(book.title) ✓" : book.title)
                            .swipeActions { Button("Delete", role: .destructive) { books.removeAll { $0.id == book.id } } }
                            .contextMenu {
                                Button("Share") { shared.append(book.title) }
                                Button(book.isRead ? "Mark Unread" : "Mark Read") { book.isRead.toggle() }
                            }
                    }
                }
            }
        }
    }

    @Test func aListRowHasOneMenuWithItsContextMenuThenItsSwipeActions() throws {
        let host = ViewHost(Shelf())
        #expect(host.rowTexts == ["Dune", "Emma"])
        #expect(try host.contextMenuTitles(on: "Emma") == ["Share", "Mark Read", "Delete"])
        try host.chooseFromContextMenu("Mark Read", on: "Emma")
        #expect(host.rowTexts == ["Dune", "Emma ✓"])
        #expect(try host.contextMenuTitles(on: "Emma ✓") == ["Share", "Mark Unread", "Delete"])
        try host.chooseFromContextMenu("Share", on: "Dune")
        _ = try host.label("Shared: Dune")
        try host.chooseFromContextMenu("Delete", on: "Dune")
        #expect(host.rowTexts == ["Emma ✓"])
        // The swipe actions alone, as before.
        #expect(try host.swipeActionTitles(inRow: 0) == ["Delete"])
    }
}
