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
            let settings = GObjectHandle(retaining: UnsafeMutableRawPointer(gtk_settings_get_default()!))
            let desktop = settings.boolProperty("gtk-application-prefer-dark-theme")
            defer { settings.setProperty("gtk-application-prefer-dark-theme", desktop) }
            settings.setProperty("gtk-application-prefer-dark-theme", false)

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

            try window.realClick("Dark")
            XCTAssertTrue(settings.boolProperty("gtk-application-prefer-dark-theme"))
            window.close()
            for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
            XCTAssertFalse(settings.boolProperty("gtk-application-prefer-dark-theme"),
                           "a closed window's preference goes with it")
        }
    }
}
