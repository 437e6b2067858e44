import CGtk
import CellsGtk
import Gtk
import XCTest

private struct Asking: View {
    @Owned var asks = false
    @Owned var deleted = 0
    @Owned var isEditing = false
    @Owned var name = "Ada"

    var body: some View {
        VStack {
            Text("Asks: \(asks ? "yes" : "no"), deleted: \(deleted)")
            Text("Name: \(name), editing: \(isEditing ? "yes" : "no")")
            Button("Delete…") { asks = true }
            Button("Edit") { isEditing = true }
        }
        .alert("Delete the file?", isPresented: $asks) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .sheet(isPresented: $isEditing) { Sheet(name: $name) }
        .foregroundColor(.green)
    }
}

private struct Sheet: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var name: String

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text("In the sheet")
            Button("Done") { dismiss() }
        }
    }
}

/// Alerts and sheets on real windows: modal windows transient for the presenting one,
/// dismissed by Escape, a button, or `dismiss`, with their bindings written back.
final class PresentationWindowTests: XCTestCase {
    @MainActor private static func content(of window: UnsafeMutablePointer<GtkWindow>) throws -> RealWindow {
        try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(gtk_window_get_child(window)!)))
    }

    func testAnAlertIsAModalTransientWindowThatEscapeDismisses() throws {
        try onMainActor {
            let baseline = try closureBaseline()
            var window: RealWindow? = try RealWindow(Asking())
            let parent = window!.hosted!.window.widgetPointer  // not a reference: the window must go at the end
            XCTAssertTrue(visibleWindows(transientFor: parent).isEmpty)

            try window!.click("Delete…")
            _ = MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 5)  // checked below
            let dialogs = visibleWindows(transientFor: parent)
            XCTAssertEqual(dialogs.count, 1, "one alert window, transient for the presenting window")
            guard let alert = dialogs.first else { return }
            XCTAssertNotEqual(gtk_window_get_modal(alert), 0, "the alert is modal")
            XCTAssertEqual(String(cString: gtk_window_get_title(alert)), "Delete the file?")
            _ = try window!.label("Asks: yes, deleted: 0")
            do {
                let inAlert = try Self.content(of: alert)
                _ = try inAlert.label("Delete the file?")
                _ = try inAlert.label("This cannot be undone.")
                XCTAssertTrue(inAlert.hasCSSClass(try inAlert.button("Delete"), "destructive"), "libadwaita 1.2's destructive response")
            }

            // Escape runs the window's "window.close" action, as this does.
            gtk_widget_activate_action_variant(UnsafeMutableRawPointer(alert).assumingMemoryBound(to: GtkWidget.self), "window.close", nil)
            window!.settle()
            _ = try window!.label("Asks: no, deleted: 0")
            XCTAssertTrue(visibleWindows(transientFor: parent).isEmpty, "Escape took the alert down")

            // Presented again; a button runs its action and dismisses.
            try window!.click("Delete…")
            _ = MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 5)  // checked below
            guard let again = visibleWindows(transientFor: parent).first else { return XCTFail("no alert the second time") }
            try Self.content(of: again).click("Delete")
            window!.settle()
            _ = try window!.label("Asks: no, deleted: 1")
            XCTAssertTrue(visibleWindows(transientFor: parent).isEmpty, "the button took the alert down")

            window!.close()
            window = nil
            XCTAssertTrue(
                MainLoop.run(until: { SignalClosureCounter.liveCount == baseline }, timeout: 5),
                "\(SignalClosureCounter.liveCount - baseline) closures still alive after the window closed"
            )
        }
    }

    func testASheetSeesTheEnvironmentAndDismissClosesIt() throws {
        try onMainActor {
            let baseline = try closureBaseline()
            var window: RealWindow? = try RealWindow(Asking())
            let parent = window!.hosted!.window.widgetPointer  // not a reference: the window must go at the end
            try window!.click("Edit")
            _ = MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 5)  // checked below
            guard let sheet = visibleWindows(transientFor: parent).first else { return XCTFail("no sheet window") }
            XCTAssertNotEqual(gtk_window_get_modal(sheet), 0, "the sheet is modal")
            do {
                let inSheet = try Self.content(of: sheet)
                let label = try inSheet.label("In the sheet")
                let color = inSheet.renderedColor(of: label)
                XCTAssertGreaterThan(color.green, color.red, "the sheet's text has the presenter's green")
                try inSheet.type("!", into: "Name")
                window!.settle()
                _ = try window!.label("Name: Ada!, editing: yes")
                try inSheet.click("Done")
            }
            window!.settle()
            _ = try window!.label("Name: Ada!, editing: no")
            XCTAssertTrue(visibleWindows(transientFor: parent).isEmpty, "dismiss() closed the sheet")

            // The close button: close-request writes the binding back to false.
            try window!.click("Edit")
            _ = MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 5)  // checked below
            guard let second = visibleWindows(transientFor: parent).first else { return XCTFail("no sheet the second time") }
            gtk_window_close(second)
            window!.settle()
            _ = try window!.label("Name: Ada!, editing: no")
            XCTAssertTrue(visibleWindows(transientFor: parent).isEmpty)

            // Closing the parent with a sheet up takes the sheet down too.
            try window!.click("Edit")
            _ = MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 5)  // checked below
            window!.close()
            window = nil
            XCTAssertTrue(visibleWindows(transientFor: parent).isEmpty, "the sheet went with its window")
            XCTAssertTrue(
                MainLoop.run(until: { SignalClosureCounter.liveCount == baseline }, timeout: 5),
                "\(SignalClosureCounter.liveCount - baseline) closures still alive after the window closed"
            )
        }
    }
}
