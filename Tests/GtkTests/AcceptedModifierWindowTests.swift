import CGtk
import CellsGtk
import Gtk
import XCTest

final class AcceptedModifierWindowTests: XCTestCase {
    func testKeyboardTypeAndAutocapitalizationAreTheEntrysInputPurposeAndHints() throws {
        try onMainActor {
            let window = try RealWindow(VStack {
                TextField("Amount", text: .constant("")).keyboardType(.decimalPad).autocorrectionDisabled()
                TextField("Name", text: .constant("")).textInputAutocapitalization(.words)
                TextField("Plain", text: .constant(""))
            })
            defer { window.close() }
            let amount = UnsafeMutablePointer<GtkEntry>(try window.entry("Amount"))
            XCTAssertEqual(gtk_entry_get_input_purpose(amount), GTK_INPUT_PURPOSE_NUMBER)
            XCTAssertNotEqual(gtk_entry_get_input_hints(amount).rawValue & GTK_INPUT_HINT_NO_SPELLCHECK.rawValue, 0)
            let name = UnsafeMutablePointer<GtkEntry>(try window.entry("Name"))
            XCTAssertNotEqual(gtk_entry_get_input_hints(name).rawValue & GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue, 0)
            XCTAssertEqual(gtk_entry_get_input_purpose(UnsafeMutablePointer<GtkEntry>(try window.entry("Plain"))), GTK_INPUT_PURPOSE_FREE_FORM)
        }
    }
}
