import CGtk
import CellsGtk
import Gtk
import Observation
import XCTest

/// A title, shown with its length, typed into an entry; a button that writes three values.
private struct TypedTitle: View {
    let model: Scoreboard
    @Owned private var title = ""
    @Owned private var home = 0
    @Owned private var away = 0
    @Owned private var taps = 0

    var body: some View {
        VStack {
            Text("\(title) (\(title.count))")
            TextField("Title", text: $title)
            Text("\(home) : \(away) after \(taps) taps, board \(model.goals)")
            Button("Score") {
                home += 1
                away += 2
                taps += 1
            }
        }
    }
}

/// A model the test writes itself, as a timer or a task would.
@Observable @MainActor
private final class Scoreboard {
    var goals = 0
}

/// What a user does to a widget is shown before the widget's signal handler returns, as a
/// GTK program written in C sets its labels in its handlers: no turn of the main loop in
/// between, and one update pass for every write of the action.
final class UserActionPassWindowTests: XCTestCase {

    func testATypedCharacterIsShownBeforeTheEntryReturns() throws {
        try onMainActor {
            let window = try RealWindow(TypedTitle(model: Scoreboard()))
            defer { window.close() }
            let entry = try window.entry("Title")
            for (typed, expected) in [("a", "a (1)"), ("b", "ab (2)"), ("c", "abc (3)")] {
                var position = gint(gtk_editable_get_position(entry))
                gtk_editable_insert_text(entry, typed, -1, &position)
                // No settle: the label must already show the keystroke.
                XCTAssertNoThrow(try window.label(expected), "after typing \(typed): \(window.labelTexts)")
                gtk_editable_set_position(entry, position)
            }
        }
    }

    func testEveryWriteOfOneClickSharesOnePass() throws {
        try onMainActor {
            let window = try RealWindow(TypedTitle(model: Scoreboard()))
            defer { window.close() }
            let passesBefore = window.hosted?.graph?.statistics.updatePasses ?? 0
            cells_emit_signal(UnsafeMutableRawPointer(try window.button("Score")), "clicked")
            XCTAssertNoThrow(try window.label("1 : 2 after 1 taps, board 0"), "\(window.labelTexts)")
            XCTAssertEqual(window.hosted?.graph?.statistics.updatePasses, passesBefore + 1, "three writes, one pass")
            window.settle()
            XCTAssertEqual(window.hosted?.graph?.statistics.updatePasses, passesBefore + 1, "and none left for the loop")
        }
    }

    func testAWriteFromOutsideAWidgetWaitsForTheLoop() throws {
        try onMainActor {
            let model = Scoreboard()
            let window = try RealWindow(TypedTitle(model: model))
            defer { window.close() }
            model.goals = 5
            XCTAssertNoThrow(try window.label("0 : 0 after 0 taps, board 0"), "a timer's writes share the next pass")
            model.goals = 6
            window.settle()
            XCTAssertNoThrow(try window.label("0 : 0 after 0 taps, board 6"), "\(window.labelTexts)")
            // A click after it shows both at once.
            model.goals = 7
            cells_emit_signal(UnsafeMutableRawPointer(try window.button("Score")), "clicked")
            XCTAssertNoThrow(try window.label("1 : 2 after 1 taps, board 7"), "\(window.labelTexts)")
        }
    }
}
