import CellsUITesting
import Testing

/// Every control of every demo window has a name a screen reader can speak: not empty, and
/// not a GTK class name ("GtkButton"). A control without one could not be found by name in a
/// UI test either, so this is the same check from the other side.
@MainActor
@Suite(.serialized)
struct AccessibleNamesUITests {
    nonisolated static let windows = [
        "launcher", "title-editor", "header-preview", "name-form", "mutability", "score-plate", "score-navigation",
        "settings", "product-filter", "controls", "styles", "dialogs", "shapes", "reading-list",
    ]

    /// The kinds of element a person operates.
    static let controls: [UIElementType] = [
        .button, .toggle, .textField, .secureTextField, .textView, .slider, .stepper, .popUpButton, .menuItem,
    ]

    @Test(arguments: windows)
    func everyControlHasARealName(window: String) throws {
        let app = try launchDemo(window)
        defer { try? app.terminate() }
        var found = 0
        for type in Self.controls {
            let labels = app.descendants(matching: type).labels
            found += labels.count
            let unnamed = labels.filter { $0.isEmpty || $0.hasPrefix("Gtk") }
            #expect(unnamed.isEmpty, "\(window): \(unnamed.count) \(type) element(s) without a real name, among \(labels)")
        }
        #expect(found > 0, "\(window): no control found in the accessibility tree")
        try app.terminate()
    }
}
