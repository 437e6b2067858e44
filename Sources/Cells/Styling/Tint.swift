extension View {
    /// Tints the controls and shapes in this view: buttons with the suggested-action look,
    /// switches, check boxes, sliders and progress bars take the colour (GTK: a CSS class on
    /// the first widgets below, whose rules reach the controls inside), and `.fill(.tint)`
    /// paints with it. `nil` keeps the theme's accent.
    ///
    /// ```swift
    /// VStack { Toggle("Focus", isOn: $focus); ProgressView(value: 0.4) }.tint(.green)
    /// ```
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint).widgetAttribute(TintAttribute.self, tint.map { TintColor(color: $0) } ?? TintColor(color: nil))
    }
}

/// The colour of `.tint(_:)`, as a widget attribute (nil: the theme's accent).
public struct TintColor: Hashable, Sendable {
    public var color: Color?
    public init(color: Color?) { self.color = color }
}

/// `.tint(_:)` on the first widgets below; the innermost tint wins.
public enum TintAttribute: WidgetAttributeKey {
    public typealias Value = TintColor
}
