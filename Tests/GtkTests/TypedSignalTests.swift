import CGtk
import Gtk
import XCTest

/// Signals and properties typed from GTK's GIR data (`Sources/Gtk/Generated/`), and the
/// by-name connection that asks GLib for a signal's shape before connecting.
final class TypedSignalTests: XCTestCase {
    func testConnectingAHandlerOfTheWrongShapeByNameThrowsNamingTheSignalsCSignature() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let gesture = GestureClick()
            // The crash of real clicks: "pressed" passes (gint, gdouble, gdouble) before the data.
            XCTAssertThrowsError(try gesture.connectSignal("pressed") { XCTFail("a wrong-shaped handler ran") }) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("GtkGestureClick::pressed has the C signature "
                    + "`void (*)(GtkGestureClick *self, gint arg1, gdouble arg2, gdouble arg3, gpointer user_data)`"), message)
                XCTAssertTrue(message.contains("typed method"), message)
            }
            XCTAssertThrowsError(try gesture.connectSignal("no-such-signal") {}) { error in
                XCTAssertEqual("\(error)", "GtkGestureClick has no signal \"no-such-signal\"")
            }
            XCTAssertThrowsError(try gesture.connectNotify("no-such-property") {}) { error in
                XCTAssertEqual("\(error)", "GtkGestureClick has no signal \"notify::no-such-property\"")
            }
            // A signal whose handler takes nothing is accepted by name.
            XCTAssertNoThrow(try gesture.connectSignal("stopped") {})
        }
    }

    func testATypedHandlerGetsTheSignalsRealArguments() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let entry = Entry()
            var inserted: [(String, Int32, Int32)] = []
            entry.onInsertText { text, length, position in inserted.append((text, length, position?.pointee ?? -1)) }
            var position: gint = 0
            gtk_editable_insert_text(OpaquePointer(entry.rawPointer), "abc", 3, &position)
            gtk_editable_insert_text(OpaquePointer(entry.rawPointer), "Zé", -1, &position)
            XCTAssertEqual(inserted.map(\.0), ["abc", "Zé"])
            XCTAssertEqual(inserted.map(\.1), [3, 3], "the byte lengths GTK passed")
            XCTAssertEqual(inserted.map(\.2), [0, 3], "the insert positions, read through the signal's pointer")
            XCTAssertEqual(entry.text, "abcZé")
        }
    }

    func testTypedPropertiesReadWriteAndNotifyWithTheirValues() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let scale = Scale(taking: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1))
            var notified: [Int32] = []
            scale.onNotifyDigits { notified.append($0) }
            scale.digits = 3
            XCTAssertEqual(gtk_scale_get_digits(UnsafeMutablePointer<GtkScale>(OpaquePointer(scale.rawPointer))), 3, "the typed setter wrote the property")
            XCTAssertEqual(scale.digits, 3)
            XCTAssertEqual(notified, [3], "notify::digits handed the new value")
            scale.valuePos = GTK_POS_LEFT
            XCTAssertEqual(gtk_scale_get_value_pos(UnsafeMutablePointer<GtkScale>(OpaquePointer(scale.rawPointer))), GTK_POS_LEFT, "an enumeration property")
            XCTAssertEqual(scale.valuePos, GTK_POS_LEFT)
        }
    }

    func testATypedHandlerIsReleasedWithItsObject() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let before = SignalClosureCounter.liveCount
            final class Token {}
            weak var weakToken: Token?
            do {
                let token = Token()
                weakToken = token
                let gesture = GestureClick()
                gesture.onPressed { _, _, _ in _ = token }
                XCTAssertEqual(SignalClosureCounter.liveCount, before + 1)
            }
            XCTAssertEqual(SignalClosureCounter.liveCount, before, "the gesture died and GLib released the handler")
            XCTAssertNil(weakToken, "what the handler captured went with it")
        }
    }
}
