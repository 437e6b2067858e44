import CGtk
import CellsGtk
import Gtk
import Observation
import XCTest

@MainActor @Observable
private final class KeyLog {
    var entries: [String] = []
}

/// A search field whose view takes Up, Down and digits with `.onKeyPress`, and a button
/// outside it.
private struct KeyedSearch: View {
    let log: KeyLog
    @Owned private var query = ""
    var body: some View {
        VStack {
            VStack {
                Text("log \(log.entries.joined(separator: ","))")
                TextField("Search", text: $query)
                Button("Inside") {}
                    .onKeyPress(.return) {
                        log.entries.append("inner return")
                        return .handled
                    }
            }
            .onKeyPress(.upArrow) {
                log.entries.append("up")
                return .handled
            }
            .onKeyPress(.downArrow) {
                log.entries.append("down ignored")
                return .ignored
            }
            .onKeyPress(.return) {
                log.entries.append("outer return")
                return .handled
            }
            .onKeyPress(characters: .decimalDigits) { press in
                log.entries.append("digit \(press.characters)")
                return .handled
            }
            .onKeyPress(keys: ["x"], phases: .all) { press in
                log.entries.append("x \(press.phase == .down ? "down" : press.phase == .up ? "up" : "repeat")\(press.modifiers.contains(.command) ? " ctrl" : "")")
                return .ignored
            }
            Button("Outside") {}
        }
    }
}

/// `.onKeyPress` with real key presses through X: the keys reach the view's actions while the
/// focus is inside it, before the focused entry; `.handled` stops a key, `.ignored` lets it
/// on; the innermost view's action comes first; phases and modifiers are reported.
final class RealInputKeyPressTests: XCTestCase {
    func testKeysReachTheActionsOfTheViewTheFocusIsIn() throws {
        try onMainActor {
            let log = KeyLog()
            let window = try RealWindow(KeyedSearch(log: log))
            defer { window.close() }
            let search = UnsafeMutableRawPointer(try window.entry("Search")).assumingMemoryBound(to: GtkWidget.self)
            try window.realType("a1b", into: search)
            XCTAssertEqual(window.text(of: try window.entry("Search")), "ab", "the handled digit did not reach the entry")
            XCTAssertEqual(log.entries, ["digit 1"])

            try window.realKey("Up")
            try window.realKey("Down")
            XCTAssertEqual(log.entries, ["digit 1", "up", "down ignored"])
            _ = try window.label("log digit 1,up,down ignored")

            // Phases and modifiers: an ignored x goes on into the entry. (The ignored Down
            // moved the focus on, out of the entry, as GTK's arrow keys do: back into it.)
            try window.realClick(search)
            try window.realKey("x")
            try window.realKey("x", modifiers: [.control])
            XCTAssertEqual(Array(log.entries.suffix(4)), ["x down", "x up", "x down ctrl", "x up ctrl"])
            XCTAssertEqual(window.text(of: try window.entry("Search")), "abx")
        }
    }

    func testTheInnermostActionComesFirstAndNoneRunsWithTheFocusOutside() throws {
        try onMainActor {
            let log = KeyLog()
            let window = try RealWindow(KeyedSearch(log: log))
            defer { window.close() }
            try window.realFocusWindow()
            _ = gtk_widget_grab_focus(try window.button("Inside"))
            try window.realKey("Return")
            XCTAssertEqual(log.entries, ["inner return"], "the button's own action first, and handled")

            let search = UnsafeMutableRawPointer(try window.entry("Search")).assumingMemoryBound(to: GtkWidget.self)
            try window.realClick(search)
            try window.realKey("Return")
            XCTAssertEqual(log.entries, ["inner return", "outer return"])

            _ = gtk_widget_grab_focus(try window.button("Outside"))
            // (Not an arrow key: GTK's arrows move the focus, here into the view.)
            try window.realKey("1")
            try window.realKey("Return")
            XCTAssertEqual(log.entries, ["inner return", "outer return"], "the focus is outside the view")
        }
    }
}
