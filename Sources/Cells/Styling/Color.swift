/// A colour for text, by name (drawn from the GNOME palette so it suits the default theme)
/// or by components.
///
/// `.primary` means "the theme's own colour": it sets nothing, so dark themes keep working.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// A stable name: "blue", or "rgb-1c71d8" for a colour made from components.
    public let name: String
    /// The colour as CSS for text, or nil for the theme's colour.
    public let css: String?
    /// The colour itself as sRGB ("#1c71d8"), as a colour picker shows it; nil for the
    /// theme's colours (`.primary`, `.secondary`). Named colours are drawn adjusted to the
    /// theme (see `css`), this is their palette value.
    public let hex: String?

    init(name: String, css: String?, hex: String? = nil) {
        self.name = name
        self.css = css
        self.hex = hex ?? css.flatMap { $0.hasPrefix("#") ? $0 : nil }
    }

    /// A colour from red, green and blue components between 0 and 1.
    public init(red: Double, green: Double, blue: Double) {
        func byte(_ c: Double) -> Int { Int((min(max(c, 0), 1) * 255).rounded()) }
        let hex = [red, green, blue].map { String(byte($0), radix: 16) }
            .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        self.init(name: "rgb-\(hex)", css: "#\(hex)")
    }

    public var description: String { name }

    public static let primary = Color(name: "primary", css: nil)
    /// Dimmed text: the theme's text colour at 75% (at least 4.5:1 on light and dark).
    public static let secondary = Color(name: "secondary", css: "alpha(currentColor, 0.75)")
    public static let blue = Color(named: "blue", "#1c71d8", towardsText: 0.41)
    public static let red = Color(named: "red", "#c01c28", towardsText: 0.54)
    public static let green = Color(named: "green", "#26a269", towardsText: 0.35)
    public static let orange = Color(named: "orange", "#e66100", towardsText: 0.30)
    public static let yellow = Color(named: "yellow", "#e5a50a", towardsText: 0.53)
    public static let purple = Color(named: "purple", "#813d9c", towardsText: 0.50)
    public static let gray = Color(named: "gray", "#77767b", towardsText: 0.36)
    /// SwiftUI's other named colours, each the nearest colour of GNOME's palette or
    /// libadwaita's accent colours, moved towards the text colour as the others.
    public static let indigo = Color(named: "indigo", "#5b5fc7", towardsText: 0.43)
    public static let teal = Color(named: "teal", "#2190a4", towardsText: 0.29)
    public static let mint = Color(named: "mint", "#2ec27e", towardsText: 0.51)
    public static let pink = Color(named: "pink", "#d56199", towardsText: 0.30)
    public static let brown = Color(named: "brown", "#865e3c", towardsText: 0.44)
    public static let cyan = Color(named: "cyan", "#1c9ec2", towardsText: 0.37)
    /// The theme's accent colour, for text and tints: the theme's `@accent_color` (libadwaita's
    /// name, which newer themes define). GTK 4.8's own Adwaita has none; there CellsGtk
    /// defines it as the selection colour moved towards the text colour, at least 4.5:1 on
    /// light and dark windows (`ColorContrastTests`). Its palette value is Adwaita's blue.
    public static let accentColor = Color(name: "accent", css: "@accent_color", hex: "#3584e4")
    public static let black = Color(name: "black", css: "#000000")
    public static let white = Color(name: "white", css: "#ffffff")

    /// A GNOME palette colour moved `amount` of the way towards the theme's text colour
    /// (CSS `currentColor`): darker on a light theme, lighter on a dark one, so that it keeps
    /// at least 4.5:1 contrast on both (the amounts are the least that do, for GTK's default
    /// theme, plus a margin; `ColorContrastTests` measures the rendered colours).
    private init(named name: String, _ hex: String, towardsText amount: Double) {
        self.init(name: name, css: "mix(\(hex), currentColor, \(amount))", hex: hex)
    }
}
