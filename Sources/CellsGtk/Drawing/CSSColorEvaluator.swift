import Cells
import Gtk

/// A colour's red, green, blue and alpha between 0 and 1, as cairo takes them.
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    static let transparent = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// `self` moved `amount` of the way towards `other`, as GTK's CSS `mix()`.
    func mixed(with other: RGBA, amount: Double) -> RGBA {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        return RGBA(red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue), alpha: lerp(alpha, other.alpha))
    }
}

/// Evaluates the CSS colour expressions `Color` carries (`#1c71d8`,
/// `mix(#1c71d8, currentColor, 0.41)`, `alpha(currentColor, 0.75)`, `@accent_color`) to the
/// numbers cairo paints with, in a widget's style: `currentColor` is the widget's CSS colour
/// and `@name` the theme's named colour. A gradient's stops in a drawing are then the same
/// colours as a label or background of that colour, in light and dark.
@MainActor
public struct CSSColorEvaluator {
    /// What `currentColor` (and a nil colour) means: the widget's text colour.
    public let currentColor: RGBA
    private let styleContext: UnsafeMutablePointer<GtkStyleContext>?

    /// An evaluator in `widget`'s style.
    public init(widget: UnsafeMutablePointer<GtkWidget>) {
        let context = gtk_widget_get_style_context(widget)
        var rgba = GdkRGBA()
        gtk_style_context_get_color(context, &rgba)
        self.currentColor = RGBA(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
        self.styleContext = context
    }

    /// An evaluator with no widget: `@name` colours are unknown (they evaluate to
    /// `currentColor`). For tests.
    public init(currentColor: RGBA) {
        self.currentColor = currentColor
        self.styleContext = nil
    }

    /// The colour `color` paints with here (nil: the text colour).
    public func rgba(of color: Color?) -> RGBA {
        guard let css = color?.css else { return currentColor }
        return evaluate(css)
    }

    /// The colour a CSS colour expression names here; an expression it cannot read is the
    /// text colour.
    public func evaluate(_ css: String) -> RGBA {
        var input = Substring(css)
        return expression(&input) ?? currentColor
    }

    // MARK: A small recursive-descent reader of GTK's colour expressions

    private func expression(_ input: inout Substring) -> RGBA? {
        skipSpaces(&input)
        if consume("mix(", from: &input) {
            guard let first = expression(&input), comma(&input), let second = expression(&input), comma(&input),
                  let amount = number(&input), close(&input) else { return nil }
            return first.mixed(with: second, amount: amount)
        }
        if consume("alpha(", from: &input) {
            guard var color = expression(&input), comma(&input), let factor = number(&input), close(&input) else { return nil }
            color.alpha = min(max(color.alpha * factor, 0), 1)
            return color
        }
        if consume("shade(", from: &input) {
            guard let color = expression(&input), comma(&input), let factor = number(&input), close(&input) else { return nil }
            func scaled(_ c: Double) -> Double { min(max(c * factor, 0), 1) }
            return RGBA(red: scaled(color.red), green: scaled(color.green), blue: scaled(color.blue), alpha: color.alpha)
        }
        if consume("@", from: &input) {
            let name = word(&input)
            return named(name)
        }
        if input.hasPrefix("rgb") {
            guard let end = input.firstIndex(of: ")") else { return nil }
            let text = String(input[...end])
            input = input[input.index(after: end)...]
            return parsed(text)
        }
        let token = word(&input)
        if token == "currentColor" { return currentColor }
        if token == "transparent" { return .transparent }
        return parsed(token)
    }

    private func named(_ name: String) -> RGBA? {
        guard let styleContext else { return currentColor }
        var rgba = GdkRGBA()
        guard gtk_style_context_lookup_color(styleContext, name, &rgba) != 0 else { return currentColor }
        return RGBA(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    private func parsed(_ text: String) -> RGBA? {
        var rgba = GdkRGBA()
        guard gdk_rgba_parse(&rgba, text) != 0 else { return nil }
        return RGBA(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    private func skipSpaces(_ input: inout Substring) {
        input = input.drop { $0 == " " }
    }

    private func consume(_ prefix: String, from input: inout Substring) -> Bool {
        guard input.hasPrefix(prefix) else { return false }
        input = input.dropFirst(prefix.count)
        return true
    }

    private func comma(_ input: inout Substring) -> Bool {
        skipSpaces(&input)
        return consume(",", from: &input)
    }

    private func close(_ input: inout Substring) -> Bool {
        skipSpaces(&input)
        return consume(")", from: &input)
    }

    private func word(_ input: inout Substring) -> String {
        skipSpaces(&input)
        let token = input.prefix { $0.isLetter || $0.isNumber || $0 == "#" || $0 == "_" || $0 == "-" }
        input = input.dropFirst(token.count)
        return String(token)
    }

    private func number(_ input: inout Substring) -> Double? {
        skipSpaces(&input)
        let token = input.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        input = input.dropFirst(token.count)
        return Double(token)
    }
}
