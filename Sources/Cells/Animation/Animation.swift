import Foundation

/// How a change moves from its old value to its new one, as SwiftUI's: a timing curve over
/// a duration, or a spring, with a delay, a speed and repeats. GTK: libadwaita's timed and
/// spring animations on the window's frame clock.
///
/// ```swift
/// withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { isExpanded.toggle() }
/// Circle().opacity(isOn ? 1 : 0.3).animation(.easeInOut(duration: 0.2), value: isOn)
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The shape of the motion.
    public enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        /// A spring that settles in about `response` seconds, `dampingFraction` 1 without
        /// overshoot, less with a bounce.
        case spring(response: Double, dampingFraction: Double)
    }

    public var curve: Curve
    /// Seconds, for a timing curve (a spring's is its settling time).
    public var baseDuration: Double
    /// Seconds before it starts.
    public var delay: Double = 0
    /// How much faster than given it runs (2: twice as fast).
    public var speed: Double = 1
    /// How many times it runs; nil for forever.
    public var repeatCount: Int? = 1
    /// Whether each repeat runs back again.
    public var autoreverses = false

    public init(curve: Curve, duration: Double) {
        self.curve = curve
        self.baseDuration = duration
    }

    /// How long one run takes, in seconds, at its speed.
    public var duration: Double {
        let base: Double = switch curve {
        case .spring(let response, let damping):
            // About when a spring of this response and damping is within 0.1% of its end.
            damping >= 1 ? response * 1.2 : min(response * (1.2 + 1.5 * (1 - damping)), 3)
        default: baseDuration
        }
        return base / max(speed, 0.01)
    }

    public var description: String {
        switch curve {
        case .spring(let response, let damping): "spring(response: \(response), dampingFraction: \(damping))"
        default: "\(curve)(duration: \(baseDuration))"
        }
    }

    // MARK: SwiftUI's animations

    /// The system's animation: GNOME's ease out of 0.25 seconds.
    public static let `default` = Animation(curve: .easeOut, duration: 0.25)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
    /// A spring with a little bounce.
    public static let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.7)
    /// A spring without bounce.
    public static let smooth = Animation.spring(response: 0.5, dampingFraction: 1)
    /// A quick spring with a small bounce.
    public static let snappy = Animation.spring(response: 0.35, dampingFraction: 0.85)
    public static let interactiveSpring = Animation.spring(response: 0.15, dampingFraction: 0.86)

    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }

    /// SwiftUI's newer spelling: `duration` is the response, `bounce` 0 for none to 1.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        .spring(response: duration, dampingFraction: 1 - min(max(bounce, 0), 0.9))
    }

    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
        // A spring of unit mass: response 2π/√stiffness, damping fraction damping/(2√stiffness).
        let root = stiffness.squareRoot()
        return .spring(response: 2 * .pi / max(root, 0.01), dampingFraction: damping / max(2 * root, 0.01))
    }

    // MARK: Modifying an animation

    /// The same, `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delay += delay
        return animation
    }

    /// The same, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speed *= speed
        return animation
    }

    /// Runs `count` times, back and forth if `autoreverses`.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = max(count, 1)
        animation.autoreverses = autoreverses
        return animation
    }

    /// Runs for as long as its view is shown.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = nil
        animation.autoreverses = autoreverses
        return animation
    }
}
