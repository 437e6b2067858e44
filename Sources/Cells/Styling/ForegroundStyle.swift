extension View {
    /// Paints text and shapes in this view with `style`: a colour, `.secondary` (the
    /// foreground dimmed, as GNOME's dim labels), `.tint`, a material.
    ///
    /// ```swift
    /// Text("Paused").foregroundStyle(.secondary)
    /// Circle().foregroundStyle(.orange)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentTransformView(content: self) { environment in
            environment.foregroundColor = style.resolvedColor(in: environment)
        }
    }
}
