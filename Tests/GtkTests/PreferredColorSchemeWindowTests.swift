import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

/// A settings page whose stored theme sets the app's appearance, as the demo's Settings does.
private struct ThemeChooser: View {
    @Owned private var dark: Bool?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "Looks dark" : "Looks light")
            Button("Dark") { dark = true }
            Button("Light") { dark = false }
            Button("System") { dark = nil }
        }
        .preferredColorScheme(dark.map { $0 ? .dark : .light })
    }
}

/// `.preferredColorScheme`: a person's click on "Dark" turns the window dark (Adwaita's dark
/// background, and `colorScheme` in every view), "Light" light, "System" back to the desktop's
/// choice; closing the window gives the desktop's choice back.
final class PreferredColorSchemeWindowTests: XCTestCase {
    func testAClickOnDarkTurnsTheWindowDarkAndSystemGivesTheDesktopsChoiceBack() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let desktop = DesktopAppearance.prefersDark
            defer { DesktopAppearance.prefersDark = desktop }
            DesktopAppearance.prefersDark = false

            let window = try RealWindow(ThemeChooser())
            XCTAssertNoThrow(try window.label("Looks light"))
            @MainActor func backgroundLuminance() throws -> Double {
                ColorContrastTests.luminance(try XCTUnwrap(window.themeColor("theme_bg_color")))
            }
            XCTAssertGreaterThan(try backgroundLuminance(), 0.8)

            try window.realClick("Dark")
            XCTAssertNoThrow(try window.label("Looks dark"))
            XCTAssertLessThan(try backgroundLuminance(), 0.2, "Adwaita draws the window dark")

            try window.realClick("Light")
            XCTAssertNoThrow(try window.label("Looks light"))
            XCTAssertGreaterThan(try backgroundLuminance(), 0.8)

            try window.realClick("Dark")
            try window.realClick("System")
            XCTAssertNoThrow(try window.label("Looks light"), "the desktop's choice (light) is back")

            // "System" follows the desktop: it turns dark, and the window with it.
            DesktopAppearance.prefersDark = true
            window.settle()
            XCTAssertNoThrow(try window.label("Looks dark"), "the desktop turned dark and the window follows it")
            DesktopAppearance.prefersDark = false
            window.settle()
            XCTAssertNoThrow(try window.label("Looks light"))

            // The preference is the app's scheme on libadwaita's style manager (GtkSettings'
            // prefer-dark flag, which libadwaita reports as unsupported, stays untouched).
            try window.realClick("Dark")
            XCTAssertEqual(AdwStyleManager.shared?.colorScheme, ADW_COLOR_SCHEME_FORCE_DARK)
            XCTAssertTrue(AdwStyleManager.shared?.dark == true)
            window.close()
            for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
            XCTAssertFalse(AdwStyleManager.shared?.dark == true,
                           "a closed window's preference goes with it")
        }
    }
}
