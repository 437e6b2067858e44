/// The view's background as a style, as SwiftUI's `BackgroundStyle` (`.background` in
/// `.fill(.background)`, `.foregroundStyle(.background)`): the theme's view background
/// (CSS `@theme_base_color`, white on light windows, dark grey on dark ones), so text drawn
/// in it reads on an accent-coloured or tinted shape in either theme.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolvedColor(in environment: EnvironmentValues) -> Color? {
        Color(name: "background", css: "@theme_base_color")
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The theme's view background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension View {
    /// Draws a border of `width` pixels in `content` just inside this view's edges, as
    /// SwiftUI's: a rectangle's stroke over the view (`.overlay(Rectangle().strokeBorder(…))`).
    ///
    /// ```swift
    /// Text("Draft").padding(4).border(.orange, width: 2)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
