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
        return Color(name: "\(name)-a\(percent)", css: "alpha(\(css ?? "currentColor"), \(Double(percent) / 100))")
    }

    /// Fully transparent.
    public static let clear = Color(name: "clear", css: "transparent")
}
