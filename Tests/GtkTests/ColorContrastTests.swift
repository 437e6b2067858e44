import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

/// Text in each named colour, as a window shows it.
private struct Swatches: View {
    static let colors: [Color] = [.blue, .red, .green, .orange, .yellow, .purple, .gray, .secondary, .accentColor]

    var body: some View {
        VStack {
            ForEach(Self.colors, id: \.name) { color in
                Text(color.name).foregroundColor(color)
            }
        }
    }
}

/// Says which scheme it sees.
private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "Scheme: dark" : "Scheme: light")
    }
}

/// Every named colour keeps at least 4.5:1 contrast (WCAG AA for text) on the window
/// background, in the light and in the dark theme, measured on the colours GTK renders.
final class ColorContrastTests: XCTestCase {
    func testNamedColorsAreReadableOnLightAndDarkThemes() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let settings = GObjectHandle(retaining: UnsafeMutableRawPointer(gtk_settings_get_default()!))
            let preferredDark = settings.boolProperty("gtk-application-prefer-dark-theme")
            defer { settings.setProperty("gtk-application-prefer-dark-theme", preferredDark) }

            for dark in [false, true] {
                settings.setProperty("gtk-application-prefer-dark-theme", dark)
                let window = try RealWindow(Swatches())
                defer { window.close() }
                let background = try XCTUnwrap(window.themeColor("theme_bg_color"))
                for color in Swatches.colors {
                    let label = try window.label(color.name)
                    let rendered = window.renderedColor(of: label)
                    let ratio = Self.contrast(rendered, background)
                    XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(color.name) on the \(dark ? "dark" : "light") theme: \(ratio):1")
                }
                // The accent is the theme's (Adwaita's blue selection colour), not GTK's white
                // for an undefined colour name.
                let accent = window.renderedColor(of: try window.label(Color.accentColor.name))
                let selection = try XCTUnwrap(window.themeColor("theme_selected_bg_color"))
                XCTAssertGreaterThan(accent.blue, accent.red + 0.15, "the accent is blue on the \(dark ? "dark" : "light") theme: \(accent)")
                XCTAssertGreaterThan(selection.blue, selection.red + 0.15)
                if dark {
                    XCTAssertLessThan(Self.luminance(background), 0.2, "the dark theme is in use")
                } else {
                    XCTAssertGreaterThan(Self.luminance(background), 0.8, "the light theme is in use")
                }
            }
        }
    }

    func testTheColorSchemeFollowsTheDesktopPreferenceLive() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let settings = GObjectHandle(retaining: UnsafeMutableRawPointer(gtk_settings_get_default()!))
            let preferredDark = settings.boolProperty("gtk-application-prefer-dark-theme")
            defer { settings.setProperty("gtk-application-prefer-dark-theme", preferredDark) }
            settings.setProperty("gtk-application-prefer-dark-theme", false)

            let window = try RealWindow(SchemeLabel())
            defer { window.close() }
            XCTAssertNoThrow(try window.label("Scheme: light"))
            settings.setProperty("gtk-application-prefer-dark-theme", true)
            window.settle()
            XCTAssertNoThrow(try window.label("Scheme: dark"))
            settings.setProperty("gtk-application-prefer-dark-theme", false)
            window.settle()
            XCTAssertNoThrow(try window.label("Scheme: light"))
        }
    }

    /// WCAG relative luminance of an sRGB colour, with alpha laid over nothing (text).
    static func luminance(_ color: GdkRGBA) -> Double {
        func linear(_ channel: Float) -> Double {
            let c = Double(channel)
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The WCAG contrast ratio of text `foreground` (its alpha blended onto `background`).
    private static func contrast(_ foreground: GdkRGBA, _ background: GdkRGBA) -> Double {
        let a = foreground.alpha
        let blended = GdkRGBA(
            red: foreground.red * a + background.red * (1 - a), green: foreground.green * a + background.green * (1 - a),
            blue: foreground.blue * a + background.blue * (1 - a), alpha: 1
        )
        let (lighter, darker) = [luminance(blended), luminance(background)].sorted(by: >).pair
        return ((lighter + 0.05) / (darker + 0.05) * 100).rounded() / 100
    }
}

private extension Array {
    var pair: (Element, Element) { (self[0], self[1]) }
}
