import Gtk
import XCTest

/// `Entry.shows(_:)` decides whether the model's text must be written into an entry: it must
/// answer as `entry.text == text` does, on a real GtkEntry.
final class EntryShowsTests: XCTestCase {
    func testShowsAnswersAsStringEquality() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let entry = Entry()
            XCTAssertTrue(entry.shows(""))
            XCTAssertFalse(entry.shows("a"))
            entry.text = "Grüße, 世界"
            XCTAssertTrue(entry.shows("Grüße, 世界"))
            XCTAssertFalse(entry.shows("Grüße, 世"), "a prefix is not the text")
            XCTAssertFalse(entry.shows("Grüße, 世界!"), "a longer text is not the text")
            XCTAssertFalse(entry.shows(""))
            // The same text in other bytes: a decomposed é, as Swift's == sees it.
            entry.text = "cafe\u{301}"
            XCTAssertTrue(entry.shows("caf\u{E9}"))
            XCTAssertEqual(entry.shows("caf\u{E9}"), entry.text == "caf\u{E9}")
        }
    }
}
