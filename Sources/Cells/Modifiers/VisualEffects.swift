import Foundation

/// A change of how a view is drawn that leaves its layout alone, as SwiftUI's effects:
/// moved, scaled or turned around an anchor, blurred, shadowed, or its colours changed. GTK:
/// the view's widget in a bin whose snapshot pushes the transform, blur, shadow or colour
/// matrix before drawing it (``VisualEffectView``). In an animated transaction the effect moves
/// from its old value to its new one on the frame clock.
public enum VisualEffect: Hashable, Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case blur(radius: Double)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    /// 0 as it is … 1 grey.
    case grayscale(Double)
    /// 0 grey, 1 as it is, more for stronger colours.
    case saturation(Double)
    /// Added to each colour channel: 0 as it is, 1 white.
    case brightness(Double)
    /// 1 as it is, 0 flat grey, more for stronger contrast.
    case contrast(Double)
    case hueRotation(Angle)

    /// The effect that changes nothing, of the same kind: where an animation of an effect
    /// that comes starts from.
    public var identity: VisualEffect {
        switch self {
        case .offset: .offset(.zero)
        case .scale(_, let anchor): .scale(CGSize(width: 1, height: 1), anchor: anchor)
        case .rotation(_, let anchor): .rotation(.zero, anchor: anchor)
        case .blur: .blur(radius: 0)
        case .shadow(let color, _, _, _): .shadow(color: color, radius: 0, x: 0, y: 0)
        case .grayscale: .grayscale(0)
        case .saturation: .saturation(1)
        case .brightness: .brightness(0)
        case .contrast: .contrast(1)
        case .hueRotation: .hueRotation(.zero)
        }
    }

    /// The effect `fraction` of the way from `self` to `other` (of the same kind; another
    /// kind is `other` at once).
    public func interpolated(to other: VisualEffect, _ fraction: Double) -> VisualEffect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        switch (self, other) {
        case (.offset(let a), .offset(let b)): return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.scale(let a, _), .scale(let b, let anchor)):
            return .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), anchor: anchor)
        case (.rotation(let a, _), .rotation(let b, let anchor)): return .rotation(.degrees(mix(a.degrees, b.degrees)), anchor: anchor)
        case (.blur(let a), .blur(let b)): return .blur(radius: mix(a, b))
        case (.shadow(_, let r1, let x1, let y1), .shadow(let color, let r2, let x2, let y2)):
            return .shadow(color: color, radius: mix(r1, r2), x: mix(x1, x2), y: mix(y1, y2))
        case (.grayscale(let a), .grayscale(let b)): return .grayscale(mix(a, b))
        case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
        case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
        case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(.degrees(mix(a.degrees, b.degrees)))
        default: return other
        }
    }
}

/// A view drawn with a ``VisualEffect``: its own widget, holding the view's.
public struct VisualEffectView<Content: View>: PrimitiveView {
    public let content: Content
    let effect: VisualEffect

    public func properties(in environment: EnvironmentValues) -> VisualEffectProperties {
        var effect = self.effect
        if case .shadow(let color, let radius, let x, let y) = effect {
            effect = .shadow(color: color.resolvedColor(in: environment)?.paint ?? .black, radius: radius, x: x, y: y)
        }
        return VisualEffectProperties(effect: effect)
    }
}

/// What a visual effect's widget draws its content with.
public struct VisualEffectProperties: Equatable, Sendable {
    public var effect: VisualEffect
}

extension View {
    /// Draws this view moved by `offset`, its place in the layout unchanged.
    public func offset(_ offset: CGSize) -> some View {
        VisualEffectView(content: self, effect: .offset(offset))
    }

    /// Draws this view moved by `x` and `y`, its place in the layout unchanged.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Draws this view turned by `angle` (clockwise for positive angles) around `anchor`, its
    /// place in the layout unchanged. Set twice, the turns add up, outer around its anchor.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        VisualEffectView(content: self, effect: .rotation(angle, anchor: anchor))
    }

    /// Draws this view scaled by `scale` around `anchor`.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
        VisualEffectView(content: self, effect: .scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Draws this view scaled by `scale`'s width and height around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        VisualEffectView(content: self, effect: .scale(scale, anchor: anchor))
    }

    /// Draws this view scaled by `x` and `y` around `anchor`.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws this view blurred by `radius` points.
    public func blur(radius: Double, opaque: Bool = false) -> some View {
        VisualEffectView(content: self, effect: .blur(radius: radius))
    }

    /// Draws a shadow of this view's shape behind it: `color`, blurred by `radius`, moved by
    /// `x` and `y`.
    public func shadow(color: Color = .shadow, radius: Double, x: Double = 0, y: Double = 0) -> some View {
        VisualEffectView(content: self, effect: .shadow(color: color, radius: radius, x: x, y: y))
    }

    /// Draws this view in grey by `amount` (1: all grey).
    public func grayscale(_ amount: Double) -> some View {
        VisualEffectView(content: self, effect: .grayscale(amount))
    }

    /// Draws this view's colours `amount` times as saturated.
    public func saturation(_ amount: Double) -> some View {
        VisualEffectView(content: self, effect: .saturation(amount))
    }

    /// Draws this view lighter by `amount` (added to each colour channel).
    public func brightness(_ amount: Double) -> some View {
        VisualEffectView(content: self, effect: .brightness(amount))
    }

    /// Draws this view with `amount` times its contrast.
    public func contrast(_ amount: Double) -> some View {
        VisualEffectView(content: self, effect: .contrast(amount))
    }

    /// Draws this view with its hues turned by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        VisualEffectView(content: self, effect: .hueRotation(angle))
    }

    /// Accepted: GTK composites every widget's drawing on the GPU or with cairo already.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }

    /// Accepted: the view's drawing is composited as one (GTK's render nodes).
    public func compositingGroup() -> some View {
        self
    }
}

extension Color {
    /// SwiftUI's default shadow colour: black at a third.
    public static let shadow = Color(name: "shadow", css: "rgba(0,0,0,0.33)")
}
