extension View {
    /// Paints text and shapes in this view with `style`: a colour, `.secondary` (the
    /// foreground dimmed, as GNOME's dim labels), `.tint`, a material, a gradient. Shapes are
    /// filled with a gradient; text takes its middle colour (GTK 4.8 cannot fill glyphs with
    /// a gradient).
    ///
    /// ```swift
    /// Text("Paused").foregroundStyle(.secondary)
    /// Circle().foregroundStyle(.orange)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentTransformView(content: self) { environment in
            environment.foregroundColor = style.resolvedColor(in: environment)
            environment.foregroundGradient = style.resolvedPaint(in: environment).gradient
        }
    }
}

private struct ForegroundGradientKey: EnvironmentKey {
    static let defaultValue: ResolvedGradient? = nil
}

extension EnvironmentValues {
    /// The gradient `.foregroundStyle(_:)` set for the shapes below, if it set one.
    public var foregroundGradient: ResolvedGradient? {
        get { self[ForegroundGradientKey.self] }
        set { self[ForegroundGradientKey.self] = newValue }
    }
}
