import CGtk
import CellsGtk
import Gtk
import XCTest

/// The GTK tests fail on GLib and GTK CRITICALs (and GTK's, GDK's and GLib's warnings): proves the recorder sees one, without the
/// process aborting, and that the check names it.
final class CriticalLogTests: XCTestCase {
    func testACriticalFromGtkIsRecordedWithItsDomainAndText() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            GLibLogRecorder.clear()
            gtk_widget_set_size_request(nil, 10, 10)  // g_return_if_fail: a Gtk-CRITICAL
            let criticals = GLibLogRecorder.take().filter(\.isCritical)
            XCTAssertEqual(criticals.count, 1, "\(criticals)")
            XCTAssertEqual(criticals.first?.domain, "Gtk")
            XCTAssertTrue(criticals.first?.text.contains("GTK_IS_WIDGET") == true, "\(criticals)")
            XCTAssertEqual(criticals.first?.description.hasPrefix("Gtk-CRITICAL: "), true)
        }
    }

    func testACriticalFromGLibIsRecorded() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            GLibLogRecorder.clear()
            g_object_ref(nil)  // g_return_val_if_fail in GObject: a GLib-GObject-CRITICAL
            let criticals = GLibLogRecorder.take().filter(\.isCritical)
            XCTAssertEqual(criticals.map(\.domain), ["GLib-GObject"], "\(criticals)")
        }
    }

    /// The check itself: a CRITICAL left in the recorder makes the failure that fails the
    /// test, naming it (taken here, so this test passes).
    func testALeftCriticalMakesAFailureNamingIt() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            GLibLogRecorder.clear()
            gtk_widget_set_size_request(nil, 10, 10)
            let failures = GLibLogRecorder.takeFailures("in this test")
            XCTAssertEqual(failures.count, 1)
            XCTAssertTrue(failures.first?.hasPrefix("Gtk-CRITICAL: gtk_widget_set_size_request: assertion") == true, "\(failures)")
            XCTAssertEqual(GLibLogRecorder.messages.count, 0)
        }
    }

    /// A warning of GTK's, GDK's or GLib's fails the test too ("Broken accounting of active
    /// state" was one); another domain's warning does not (dconf's about a missing folder).
    func testALeftGtkWarningMakesAFailureAndAnotherDomainsDoesNot() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            GLibLogRecorder.clear()
            Self.logWarning(domain: "Gtk", "Broken accounting of active state for widget 0x0(GtkPopover)")
            Self.logWarning(domain: "dconf", "unable to create directory")
            let failures = GLibLogRecorder.takeFailures("in this test")
            XCTAssertEqual(failures, ["Gtk-WARNING: Broken accounting of active state for widget 0x0(GtkPopover) (logged in this test)"])
        }
    }

    /// Logs a warning through GLib's structured log, as `g_warning` does (a C macro).
    private static func logWarning(domain: String, _ message: String) {
        "GLIB_DOMAIN".withCString { domainKey in
            "MESSAGE".withCString { messageKey in
                domain.withCString { domainText in
                    message.withCString { messageText in
                        var fields = [
                            GLogField(key: domainKey, value: UnsafeRawPointer(domainText), length: -1),
                            GLogField(key: messageKey, value: UnsafeRawPointer(messageText), length: -1),
                        ]
                        g_log_structured_array(G_LOG_LEVEL_WARNING, &fields, gsize(fields.count))
                    }
                }
            }
        }
    }
}
