import Foundation

/// How a view comes and goes when a change that inserts or removes it animates, as
/// SwiftUI's: `.opacity` (the default), `.slide`, `.move(edge:)`, `.push(from:)`, `.scale`,
/// `.blurReplace`, and `.asymmetric` or `.combined` ones. GTK: the view sits in a
/// `GtkRevealer` while it comes and goes, which slides it in from an edge or fades it, as
/// GNOME's revealed content does; without an animation it appears and leaves at once.
///
/// ```swift
/// if showsDetails {
///     DetailsView().transition(.move(edge: .top))
/// }
/// ```
public struct AnyTransition: Hashable, Sendable {
    /// How a coming or going view moves: GTK's revealer transitions.
    public enum Motion: Hashable, Sendable {
        /// No motion: at once.
        case none
        /// Fades in or out.
        case fade
        /// Slides in from (or out to) an edge, clipped to its place.
        case slide(from: Edge)
    }

    /// How the view comes.
    public var insertion: Motion
    /// How the view goes.
    public var removal: Motion
    /// The animation of the transition itself, if it has its own.
    public var animation: Animation?

    init(insertion: Motion, removal: Motion, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(_ motion: Motion) {
        self.init(insertion: motion, removal: motion)
    }

    public static let identity = AnyTransition(.none)
    public static let opacity = AnyTransition(.fade)
    /// In from the leading edge, out to the trailing one.
    public static let slide = AnyTransition(insertion: .slide(from: .leading), removal: .slide(from: .trailing))
    /// GTK cannot scale a widget as it comes: the view fades.
    public static let scale = AnyTransition(.fade)
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(.fade) }
    /// In from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.slide(from: edge)) }
    /// In from `edge`, out to the opposite one.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: .slide(from: edge), removal: .slide(from: edge.opposite))
    }
    /// Moved in by an offset: slides from the edge the offset points to.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
        let edge: Edge = abs(x) >= abs(y) ? (x < 0 ? .leading : .trailing) : (y < 0 ? .top : .bottom)
        return x == 0 && y == 0 ? .identity : .move(edge: edge)
    }
    /// GTK 4.8 cannot blur a widget: the view fades.
    public static let blurReplace = AnyTransition(.fade)
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both transitions at once: a slide with a fade slides (a revealer's slide reveals the
    /// view as it moves), otherwise the first's motion.
    public func combined(with other: AnyTransition) -> AnyTransition {
        func pick(_ a: Motion, _ b: Motion) -> Motion {
            if case .slide = a { return a }
            if case .slide = b { return b }
            return a == .none ? b : a
        }
        return AnyTransition(insertion: pick(insertion, other.insertion), removal: pick(removal, other.removal), animation: animation ?? other.animation)
    }

    /// The same transition, run with `animation` whatever the change's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var transition = self
        transition.animation = animation
        return transition
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// `.transition(_:)`: how the widget comes and goes.
public enum TransitionAttribute: WidgetAttributeKey {
    public typealias Value = AnyTransition
}
