import Foundation

extension View {
    /// How this view comes and goes when a change that inserts or removes it animates
    /// (`withAnimation`, `.animation(_:value:)`); `.opacity` if not given.
    public func transition(_ transition: AnyTransition) -> some View {
        widgetAttribute(TransitionAttribute.self, transition)
    }

    /// Animates what changes in the update in which `value` changed, with `animation`, as
    /// SwiftUI's: the same writes without a change of `value` jump.
    ///
    /// ```swift
    /// Image(systemName: "star-symbolic").opacity(isStarred ? 1 : 0.3).animation(.easeOut, value: isStarred)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: value))
    }

    /// SwiftUI's older, value-less `.animation(_:)`, which animates every change of the view.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(AnyChangeAnimationModifier(animation: animation))
    }
}

/// The last value an animation modifier saw, kept by its view across evaluations.
final class LastAnimatedValue<V: Equatable> {
    var value: V?
}

/// `.animation(_:value:)`: when it is evaluated with another value than last time, the update
/// pass under way animates with its animation (unless the pass has one already).
struct ValueAnimationModifier<V: Equatable>: ViewModifier {
    let animation: Animation?
    let value: V
    @Owned private var last = LastAnimatedValue<V>()

    func body(content: Content) -> some View {
        let seen = DependencyTracker.untracked { last }
        if let previous = seen.value, previous != value {
            Transaction.adopt(animation)
        }
        seen.value = value
        return content
    }
}

/// `.animation(_:)`: every pass that evaluates it animates.
struct AnyChangeAnimationModifier: ViewModifier {
    let animation: Animation?
    @Owned private var hasAppeared = LastAnimatedValue<Bool>()

    func body(content: Content) -> some View {
        let appeared = DependencyTracker.untracked { hasAppeared }
        if appeared.value == true { Transaction.adopt(animation) }
        appeared.value = true
        return content
    }
}

extension Binding {
    /// The same binding, whose writes animate with `animation`, as SwiftUI's: a toggle bound
    /// to `$showsDetails.animation()` reveals the details as `withAnimation` would.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { value in withAnimation(animation) { base.wrappedValue = value } })
    }

    /// The same binding, whose writes happen in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { value in withTransaction(transaction) { base.wrappedValue = value } })
    }
}
