import CGtk
import CellsGtk
import Gtk
import XCTest

/// A password field whose inner text outlives it: GTK 4.8's GtkPasswordEntry left its focus
/// handler on the text, and the text's next focus change ran it on the freed entry (the
/// random-input pass saw it after Ctrl+W with the field focused: the window still held the
/// text as its focus). The binding disconnects GTK's handlers as the entry goes.
final class PasswordEntryTeardownWindowTests: XCTestCase {
    private struct Login: View {
        @Owned private var password = ""
        var body: some View {
            SecureField("Password", text: $password)
        }
    }

    func testTheInnerTextOutlivingTheEntryChangesFocusWithoutCriticals() throws {
        try onMainActor {
            let window = try RealWindow(Login())
            let entry = try window.widget(ofType: gtk_password_entry_get_type(), "password entry")
            try window.realClick(entry)
            let text = try XCTUnwrap(window.descendants(of: entry).first { window.isA($0, gtk_text_get_type()) })
            XCTAssertNotEqual(gtk_widget_has_focus(text), 0, "the click focused the field's text")
            // Something keeps the text (as the closing window kept its focus widget).
            g_object_ref(UnsafeMutableRawPointer(text))
            window.close()
            // The text's focus changes after its entry is gone: GTK's handler must not run.
            g_object_notify(UnsafeMutableRawPointer(text).assumingMemoryBound(to: GObject.self), "has-focus")
            g_object_unref(UnsafeMutableRawPointer(text))
        }
    }
}
