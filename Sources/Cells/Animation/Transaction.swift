import Foundation

/// The context of one change, as SwiftUI's: the animation the views it changes move with
/// (nil: they jump). `withAnimation` gives the writes in its body a transaction; the update
/// pass those writes cause carries it to every widget property, child insertion and removal
/// it makes, and to no other pass.
public struct Transaction: Hashable, Sendable {
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers below may not add their animation.
    public var disablesAnimations = false

    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}

extension Transaction {
    /// The transaction of the update pass running now, if it animates: what widget bindings
    /// read to move a property instead of setting it.
    @MainActor public private(set) static var current: Transaction?
    /// The transaction `withTransaction` gave the writes since the last pass: the next pass's.
    @MainActor private static var pending: Transaction?
    /// Whether a write since `pending` was set asked for an update pass (which takes it).
    @MainActor private static var pendingHasPass = false

    /// Whether an update pass runs now.
    @MainActor private static var isPassRunning = false
    /// The transaction `withTransaction` gives the writes made while a pass runs (an
    /// `onChange` action's): the pass evaluates the views those writes mark in it, as SwiftUI
    /// animates what `withAnimation` changes inside `onChange`.
    @MainActor private(set) static var ofWritesDuringPass: Transaction?

    /// Runs `body` with `transaction` as the transaction of the writes it makes. If they ask
    /// for no update (nothing changed), the transaction ends with `body`: it does not wait to
    /// animate the next, unrelated, update. Inside a running pass, the views its writes mark
    /// are evaluated later in that pass, in `transaction` (``ofWritesDuringPass``).
    @MainActor static func withPending<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        if isPassRunning {
            let saved = ofWritesDuringPass
            ofWritesDuringPass = transaction
            defer { ofWritesDuringPass = saved }
            return try body()
        }
        let (saved, savedHasPass) = (pending, pendingHasPass)
        (pending, pendingHasPass) = (transaction, false)
        defer {
            if !pendingHasPass { (pending, pendingHasPass) = (saved, savedHasPass) }
        }
        return try body()
    }

    /// A write asked a view graph for an update pass: the pending transaction is its.
    @MainActor static func notePassAsked() {
        if pending != nil { pendingHasPass = true }
    }

    /// Runs an update pass (`body`) in the pending transaction, then forgets it.
    @MainActor static func runPass(_ body: () -> Void) {
        let (outer, outerRunning) = (current, isPassRunning)
        if let pending {
            current = pending
            Self.pending = nil
            pendingHasPass = false
        }
        isPassRunning = true
        defer { (current, isPassRunning) = (outer, outerRunning) }
        body()
    }

    /// Runs `body` (evaluating views a write inside the pass marked) in `transaction`.
    @MainActor static func evaluating(in transaction: Transaction, _ body: () -> Void) {
        let outer = current
        current = transaction
        defer { current = outer }
        body()
    }

    /// Makes `animation` the running pass's animation, unless the pass has one or disables
    /// animations (`.animation(_:value:)` when its value changed).
    @MainActor static func adopt(_ animation: Animation?) {
        guard current?.animation == nil, current?.disablesAnimations != true else { return }
        var transaction = current ?? Transaction()
        transaction.animation = animation
        current = transaction
    }
}

/// Runs `body`, and animates the changes its writes make with `animation`, as SwiftUI's.
///
/// ```swift
/// Button("Details") {
///     withAnimation(.easeInOut) { showsDetails.toggle() }
/// }
/// ```
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.withPending(Transaction(animation: animation), body)
}

/// Runs `body` in `transaction`: its writes' changes move as the transaction says.
@MainActor @discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.withPending(transaction, body)
}
