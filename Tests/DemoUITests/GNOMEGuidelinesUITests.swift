import CellsUITesting
import Testing

/// What GNOME's Human Interface Guidelines ask of every window, checked on each demo window as
/// a screen reader and a phone-sized screen meet it:
/// - it fits a window 360 pixels wide (phones, halves of small screens): its minimum width is
///   no more, and made that narrow, no control sits past the window's right edge (inside a
///   scrolled area that scrolls sideways, say);
/// - every control, list, list row, progress indicator and image a screen reader visits has a
///   real name (not empty, not a GTK class name such as "GtkImage"), and decorative images are
///   hidden rather than announced as "image";
/// - no three buttons in one window share a name: a screen-reader user could not tell which
///   book's "More" button they are on.
@MainActor
@Suite(.serialized)
struct GNOMEGuidelinesUITests {
    nonisolated static let windows = [
        "launcher", "title-editor", "header-preview", "name-form", "mutability", "score-plate", "score-navigation",
        "settings", "product-filter", "controls", "styles", "dialogs", "shapes", "drawing", "photo-grid", "motion", "reading-list",
    ]

    /// The narrowest window GNOME apps are made for.
    static let narrowWidth = 360

    /// The kinds of element a screen reader announces by name.
    static let namedTypes: [UIElementType] = [
        .button, .toggle, .textField, .secureTextField, .textView, .slider, .stepper, .popUpButton, .menuItem,
        .cell, .image, .progressIndicator, .group,
    ]

    /// The kinds of element a person operates.
    static let controls: [UIElementType] = [
        .button, .toggle, .textField, .secureTextField, .textView, .slider, .stepper, .popUpButton,
    ]

    @Test(arguments: windows)
    func fitsANarrowWindow(window: String) throws {
        let app = try launchDemo(window)
        defer { try? app.terminate() }
        let main = app.windows.firstMatch
        #expect(main.waitForExistence(timeout: UIApplication.defaultTimeout))
        let minimum = try #require(main.minimumSize, "\(window): the window sets no minimum size")
        #expect(minimum.width <= Self.narrowWidth, "\(window): the window cannot be narrower than \(minimum.width) px")

        try main.resize(toWidth: Self.narrowWidth, height: max(minimum.height, 640))
        let edge = main.frame.x + main.frame.width
        // The photo grid's tiles are drawn in the narrow window's columns, but GTK 4.8 reports
        // some at their places in the wider layout after the narrowing: a known issue of the
        // column count following the width a frame late (MotionAndGridUITests).
        withKnownIssue("photo grid tiles reported at their wider layout's places", isIntermittent: true) {
            for type in Self.controls {
                for control in app.descendants(matching: type).allElementsBoundByIndex where control.isHittable {
                    let frame = control.frame
                    #expect(frame.x + frame.width <= edge, "\(window) at \(Self.narrowWidth) px: \(type) \"\(control.label)\" at \(frame) sticks out past the window's right edge (\(edge))")
                }
            }
        } when: { window == "photo-grid" }
        try app.terminate()
    }

    @Test(arguments: windows)
    func everyElementHasARealName(window: String) throws {
        let app = try launchDemo(window)
        defer { try? app.terminate() }
        #expect(app.windows.firstMatch.waitForExistence(timeout: UIApplication.defaultTimeout))
        var found = 0
        for type in Self.namedTypes {
            let labels = app.descendants(matching: type).labels
            found += labels.count
            let unnamed = labels.filter { $0.isEmpty || $0.hasPrefix("Gtk") }
            #expect(unnamed.isEmpty, "\(window): \(unnamed.count) \(type) element(s) without a real name, among \(labels)")
        }
        #expect(found > 0, "\(window): nothing named found in the accessibility tree")

        let buttonNames = Dictionary(grouping: app.buttons.labels, by: { $0 }).mapValues(\.count)
        let shared = buttonNames.filter { $0.value >= 3 }
        #expect(shared.isEmpty, "\(window): buttons that share a name: \(shared.sorted { $0.key < $1.key })")
        try app.terminate()
    }
}
