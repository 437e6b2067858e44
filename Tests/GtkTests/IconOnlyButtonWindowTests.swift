import CGtk
import CellsGtk
import Gtk
import XCTest

private struct IconButtons: View {
    @Owned var saves = 0
    @Owned var placeholder = "Name"
    @Owned var name = ""

    var body: some View {
        VStack {
            Text("Saved \(saves)")
            Button {} label: { Image(systemName: "edit-delete-symbolic") }
            Button {} label: { Image(systemName: "edit-copy-symbolic") }
                .accessibilityLabel("Copy")
            TextField(placeholder, text: $name)
                .accessibilityLabel("Full name")
            Button("Rename") { placeholder = "Your name" }
        }
        .toolbar {
            ToolbarItem { Button("Save", systemImage: "document-save-symbolic") { saves += 1 } }
        }
    }
}

/// Icon-only buttons on real widgets: the accessible label GTK holds is the button's title, an
/// `.accessibilityLabel`, or the icon's name; an app's label beats what a binding derives.
final class IconOnlyButtonWindowTests: XCTestCase {
    @MainActor private static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result = [widget]
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    @MainActor private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The button under `root` showing the icon `iconName`.
    @MainActor private static func button(showing iconName: String, under root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        descendants(of: root).first { widget in
            isA(widget, gtk_button_get_type()) && descendants(of: widget).contains { image in
                isA(image, gtk_image_get_type())
                    && gtk_image_get_icon_name(OpaquePointer(image)).map { String(cString: $0) } == iconName
            }
        }
    }

    /// nil when the widget's accessible label is `expected`, else GTK's message.
    @MainActor private static func labelMismatch(_ widget: UnsafeMutablePointer<GtkWidget>, _ expected: String) -> String? {
        guard let message = cells_test_accessible_label_mismatch(widget, expected) else { return nil }
        defer { g_free(message) }
        return String(cString: message)
    }

    func testIconOnlyButtonsAreNamedForScreenReaders() throws {
        try onMainActor {
            let (window, warnings) = try Diagnostics.collectingWarnings { try RealWindow(IconButtons()) }
            XCTAssertEqual(warnings.count, 1, "the unnamed icon button warns: \(warnings)")
            XCTAssertTrue(warnings.first?.contains("icon-only button needs .accessibilityLabel") == true)
            let hosted = window.hosted!.window
            let content = hosted.child!.widgetPointer
            guard let titlebar = gtk_window_get_titlebar(UnsafeMutableRawPointer(hosted.widgetPointer).assumingMemoryBound(to: GtkWindow.self)) else {
                return XCTFail("no header bar")
            }

            guard let save = Self.button(showing: "document-save-symbolic", under: titlebar) else { return XCTFail("no Save icon in the header bar") }
            XCTAssertNil(Self.labelMismatch(save, "Save"))
            XCTAssertFalse(Self.descendants(of: save).contains { Self.isA($0, gtk_label_get_type()) }, "the header bar shows the icon only")
            // GTK's class for an icon button, which libadwaita draws flat in a header bar, as
            // GNOME apps' icon buttons are; a text button is not one.
            XCTAssertNotEqual(gtk_widget_has_css_class(save, "image-button"), 0, "an icon button")
            XCTAssertEqual(gtk_widget_has_css_class(try window.button("Rename"), "image-button"), 0, "a text button")
            cells_emit_signal(UnsafeMutableRawPointer(save), "clicked")
            window.settle()
            _ = try window.label("Saved 1")

            guard let delete = Self.button(showing: "edit-delete-symbolic", under: content) else { return XCTFail("no delete icon") }
            XCTAssertNil(Self.labelMismatch(delete, "edit delete"), "falls back to the icon's name")
            guard let copy = Self.button(showing: "edit-copy-symbolic", under: content) else { return XCTFail("no copy icon") }
            XCTAssertNil(Self.labelMismatch(copy, "Copy"))

            // A text field's .accessibilityLabel stays its name when its placeholder changes.
            let entry = UnsafeMutablePointer<GtkWidget>(try window.entry("Name"))
            XCTAssertNil(Self.labelMismatch(entry, "Full name"))
            try window.click("Rename")
            _ = try window.entry("Your name")
            XCTAssertNil(Self.labelMismatch(entry, "Full name"), "the app's label beats the placeholder")
            window.close()
        }
    }
}
