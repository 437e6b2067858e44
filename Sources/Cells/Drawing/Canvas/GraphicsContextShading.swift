import Foundation

extension GraphicsContext {
    /// What a fill or stroke paints with: a colour, any shape style (`.tint`, a gradient
    /// style), the foreground style, or a gradient between points of the canvas.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: Double, endRadius: Double)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// The canvas's foreground style (`.foregroundStyle` on it, else the text colour).
        public static var foreground: Shading { .style(ForegroundStyle()) }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: Double, endRadius: Double,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }
    }

    /// SwiftUI's gradient options (repeat, mirror, linear colour). Accepted; a gradient
    /// always pads with its end colours here.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How drawing mixes with what is under it: cairo's operators of the same names.
    public enum BlendMode: Hashable, Sendable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        case difference, exclusion, hue, saturation, color, luminosity
        case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
        case destinationAtop, xor, plusLighter
    }
}
