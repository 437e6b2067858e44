extension Color {
    /// This colour with `opacity` (0 transparent … 1 as it is), as CSS `alpha()` so a theme
    /// colour stays the theme's.
    ///
    /// ```swift
    /// Circle().stroke(Color.blue.opacity(0.2), lineWidth: 12)
    /// ```
    public func opacity(_ opacity: Double) -> Color {
        let opacity = min(max(opacity, 0), 1)
        let percent = Int((opacity * 100).rounded())
        return Color(name: "\(name)-a\(percent)", css: "alpha(\(hex ?? css ?? "currentColor"), \(Double(percent) / 100))")
    }

    /// The colour a shape or background is painted with: a named colour's palette value
    /// (`.blue` is GNOME's blue 3, #1c71d8, on light and dark windows alike; as text it is
    /// moved towards the text colour for contrast), other colours as they are.
    public var paint: Color {
        guard let hex, css != hex else { return self }
        return Color(name: "paint-\(name)", css: hex, hex: hex)
    }

    /// Fully transparent.
    public static let clear = Color(name: "clear", css: "transparent")
}
