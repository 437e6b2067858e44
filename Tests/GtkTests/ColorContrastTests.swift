import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

/// Text in each named colour, as a window shows it.
private struct Swatches: View {
    static let colors: [Color] = [.blue, .red, .green, .orange, .yellow, .purple, .gray, .indigo, .teal, .mint, .pink, .brown, .cyan, .secondary, .accentColor]

    var body: some View {
        VStack {
            ForEach(Self.colors, id: \.name) { color in
                Text(color.name).foregroundColor(color)
            }
        }
    }
}

/// A list with selectable rows, one with green text.
private struct SelectableBooks: View {
    @Owned private var selection = Set<Int>()

    var body: some View {
        List(selection: $selection) {
            ForEach([0, 1], id: \.self) { id in
                HStack {
                    Text(id == 0 ? "Dune" : "Middlemarch")
                    Spacer()
                    if id == 0 { Text("Read").foregroundColor(.green) }
                }
            }
        }
        .frame(width: 300, height: 200)
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
            let preferredDark = DesktopAppearance.prefersDark
            defer { DesktopAppearance.prefersDark = preferredDark }

            for dark in [false, true] {
                DesktopAppearance.prefersDark = dark
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
            let preferredDark = DesktopAppearance.prefersDark
            defer { DesktopAppearance.prefersDark = preferredDark }
            DesktopAppearance.prefersDark = false

            let window = try RealWindow(SchemeLabel())
            defer { window.close() }
            XCTAssertNoThrow(try window.label("Scheme: light"))
            DesktopAppearance.prefersDark = true
            window.settle()
            XCTAssertNoThrow(try window.label("Scheme: dark"))
            DesktopAppearance.prefersDark = false
            window.settle()
            XCTAssertNoThrow(try window.label("Scheme: light"))
        }
    }

    /// Coloured text in a selected row (a green "Read" on Adwaita's blue) takes the selected
    /// row's text colour, as GNOME's lists do: green on blue was 1.8:1 (measured here with the
    /// rule taken out of TextColorStyles).
    func testColouredTextInASelectedRowIsReadable() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let window = try RealWindow(SelectableBooks())
            defer { window.close() }
            let read = try window.label("Read")
            let background = try XCTUnwrap(window.themeColor("theme_bg_color"))
            XCTAssertGreaterThan(Self.contrast(window.renderedColor(of: read), background), 3, "green on the list's background")
            try window.realClick(label: "Dune")
            window.settle()
            // As readable as the row's own text: the theme's selected foreground (white on
            // Adwaita's blue is 3.8:1, GNOME's choice for every selected row).
            let selected = try XCTUnwrap(window.themeColor("theme_selected_bg_color"))
            let rowText = try XCTUnwrap(window.themeColor("theme_selected_fg_color"))
            let ratio = Self.contrast(window.renderedColor(of: read), selected)
            XCTAssertGreaterThanOrEqual(ratio, Self.contrast(rowText, selected), "\"Read\" on the selected row: \(ratio):1")
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
