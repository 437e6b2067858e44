/// What fills or strokes a shape, or paints a background: a colour, the foreground style, the
/// tint, a hierarchical level of the foreground (`.secondary`), or a material. Every style
/// resolves to a ``Color`` in the view's environment, drawn by GTK through CSS so that it
/// follows the light or dark theme.
///
/// ```swift
/// Circle().fill(.blue)
/// RoundedRectangle(cornerRadius: 12).fill(.regularMaterial)
/// Text("Paused").foregroundStyle(.secondary)
/// ```
public protocol ShapeStyle: Sendable {
    /// The colour this style paints with in `environment`; nil for the theme's text colour.
    @MainActor func resolvedColor(in environment: EnvironmentValues) -> Color?
    /// What this style paints shapes and backgrounds with in `environment`: its colour, or a
    /// gradient (``LinearGradient`` and the others).
    @MainActor func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint
}

extension ShapeStyle {
    @MainActor public func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        .color(resolvedColor(in: environment))
    }
}

extension Color: ShapeStyle {
    /// The colour itself (`.primary`: the theme's text colour; a named colour's dark variant
    /// in a dark environment).
    public func resolvedColor(in environment: EnvironmentValues) -> Color? {
        self == .primary ? nil : NamedColors.variant(of: self, for: environment.colorScheme)
    }
}

/// The style views below paint with: `.foregroundStyle(_:)`'s, else the theme's text colour.
/// What `.fill()` and `.stroke()` use when given no style.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolvedColor(in environment: EnvironmentValues) -> Color? {
        environment.foregroundColor.flatMap { $0 == .primary ? nil : NamedColors.variant(of: $0, for: environment.colorScheme) }
    }

    /// The gradient `.foregroundStyle(_:)` gave, else the colour.
    @MainActor public func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        environment.foregroundGradient.map { .gradient($0) } ?? .color(resolvedColor(in: environment))
    }
}

/// The tint of the views below (`.tint(_:)`), else the theme's accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolvedColor(in environment: EnvironmentValues) -> Color? {
        environment.tint ?? .accentColor
    }
}

/// A level of the foreground style: `.primary` is the foreground itself, `.secondary` …
/// `.quaternary` are it with less opacity (as GNOME's dim labels), so they stay readable on
/// light and dark windows.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 for primary … 3 for quaternary.
    public let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The opacity of each level.
    static let opacities = [1.0, 0.75, 0.55, 0.35]

    public func resolvedColor(in environment: EnvironmentValues) -> Color? {
        let base = ForegroundStyle().resolvedColor(in: environment)
        guard level > 0 else { return base }
        let opacity = Self.opacities[min(level, 3)]
        return (base ?? .primary).opacity(opacity)
    }
}

/// A translucent background, as SwiftUI's materials. GTK has no blur behind a widget: each
/// material is the theme's view background (CSS `@theme_base_color`, white on light themes,
/// dark grey on dark ones; GNOME's card background) at an opacity that grows with its
/// thickness; `.bar` is the window background (`@theme_bg_color`), as a header bar's.
public struct Material: ShapeStyle, Hashable {
    /// "ultraThin", "thin", "regular", "thick", "ultraThick" or "bar".
    public let name: String
    /// How opaque it is.
    public let opacity: Double

    public static let ultraThinMaterial = Material(name: "ultraThin", opacity: 0.45)
    public static let thinMaterial = Material(name: "thin", opacity: 0.6)
    public static let regularMaterial = Material(name: "regular", opacity: 0.75)
    public static let thickMaterial = Material(name: "thick", opacity: 0.9)
    public static let ultraThickMaterial = Material(name: "ultraThick", opacity: 1)
    public static let bar = Material(name: "bar", opacity: 1)

    /// The colour: a CSS expression over the theme's named colours.
    public var color: Color {
        let base = name == "bar" ? "@theme_bg_color" : "@theme_base_color"
        return Color(name: "material-\(name)", css: opacity < 1 ? "alpha(\(base), \(opacity))" : base)
    }

    public func resolvedColor(in environment: EnvironmentValues) -> Color? { color }
}

// Implicit member syntax for every style parameter (`.fill(.blue)`, `.background(.thinMaterial)`).

extension ShapeStyle where Self == Color {
    public static var blue: Color { Color.blue }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var purple: Color { Color.purple }
    public static var gray: Color { Color.gray }
    public static var indigo: Color { Color.indigo }
    public static var teal: Color { Color.teal }
    public static var mint: Color { Color.mint }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var cyan: Color { Color.cyan }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the views below.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the views below.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

/// Any shape style, its type erased.
public struct AnyShapeStyle: ShapeStyle {
    private let resolve: @MainActor @Sendable (EnvironmentValues) -> Color?
    private let resolvePaint: @MainActor @Sendable (EnvironmentValues) -> ShapePaint

    public init<S: ShapeStyle>(_ style: S) {
        resolve = { style.resolvedColor(in: $0) }
        resolvePaint = { style.resolvedPaint(in: $0) }
    }

    public func resolvedColor(in environment: EnvironmentValues) -> Color? { resolve(environment) }

    public func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint { resolvePaint(environment) }
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The tint of controls and shapes below; nil for the theme's accent. Set with `.tint(_:)`.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
