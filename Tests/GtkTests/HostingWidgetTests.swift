import CGtk
import CellsGtk
import Examples
import Gtk
import XCTest

/// A Cells view placed by hand inside a GTK widget tree the app built itself.
final class HostingWidgetTests: XCTestCase {
    func testACellsViewLivesInsideAHandMadeGtkTree() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let closuresBefore = SignalClosureCounter.liveCount
            var window: Window? = Window(application: nil)
            let box = Box(orientation: .vertical, spacing: 6)
            let heading = Gtk.Label("A GTK label of the app's own")
            box.append(heading)
            var host: HostingWidget? = HostingWidget(TitleEditor())
            box.append(host!.widget)
            window?.child = box
            window?.present()
            MainLoop.run(for: 0.1)

            let entry = try XCTUnwrap(Self.first(gtk_entry_get_type(), in: box.widgetPointer))
            gtk_editable_set_text(OpaquePointer(entry), "Hosted")
            let button = try XCTUnwrap(Self.first(gtk_button_get_type(), in: box.widgetPointer))
            cells_emit_signal(button, "clicked")
            MainLoop.run(for: 0.1)
            XCTAssertTrue(Self.labelTexts(in: box.widgetPointer).contains("Hosted (6)"), "\(Self.labelTexts(in: box.widgetPointer))")
            XCTAssertTrue(Self.labelTexts(in: box.widgetPointer).contains("A GTK label of the app's own"))

            host?.tearDown()
            box.remove(host!.widget)
            host = nil
            window?.destroy()
            window = nil  // GTK disposes a window (and lets go of its focus widget) when the last reference goes
            XCTAssertTrue(
                MainLoop.run(until: { SignalClosureCounter.liveCount == closuresBefore }, timeout: 5),
                "\(SignalClosureCounter.liveCount - closuresBefore) of the hosted view's signal closures outlived it"
            )
        }
    }

    private static func first(_ type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), type) != 0 { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = first(type, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private static func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_label_get_type()) != 0 {
            texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts += labelTexts(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }
}
