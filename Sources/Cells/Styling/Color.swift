/// A colour for text, by name (drawn from the GNOME palette so it suits the default theme)
/// or by components.
///
/// `.primary` means "the theme's own colour": it sets nothing, so dark themes keep working.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// A stable name: "blue", or "rgb-1c71d8" for a colour made from components.
    public let name: String
    /// The colour as CSS, or nil for the theme's colour.
    public let css: String?

    init(name: String, css: String?) {
        self.name = name
        self.css = css
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
    public static let secondary = Color(name: "secondary", css: "alpha(currentColor, 0.55)")
    public static let blue = Color(name: "blue", css: "#1c71d8")
    public static let red = Color(name: "red", css: "#c01c28")
    public static let green = Color(name: "green", css: "#26a269")
    public static let orange = Color(name: "orange", css: "#e66100")
    public static let yellow = Color(name: "yellow", css: "#e5a50a")
    public static let purple = Color(name: "purple", css: "#813d9c")
    public static let gray = Color(name: "gray", css: "#77767b")
    public static let black = Color(name: "black", css: "#000000")
    public static let white = Color(name: "white", css: "#ffffff")
}
