import Observation

/// The `@Observable` registrations one node's evaluations left in the models' registrars, and
/// how they are taken out again.
///
/// `withObservationTracking` registers its `onChange` in the registrar of every model read,
/// and a registration leaves the registrars only when a property it read is written. A node
/// evaluated again for another reason (its own `@Owned` cell, a keystroke) registers again,
/// so a long-lived model that is read but not written piles up one registration (~700 bytes)
/// per evaluation, and a destroyed node leaves its last one behind.
///
/// Two ways out were weighed:
/// - The toolchain's `ObservationTracking` has `cancel()`, but behind `@_spi(SwiftUI)`: an
///   interface for SwiftUI that may change in any release. And it only helps a caller who
///   holds the tracking before it fires: its initialiser takes an `_AccessList`, which only
///   the module's private thread-local (not exported from `libswiftObservation`) collects;
///   the SPI `withObservationTracking(_:willSet:)` hands the tracking over only when a read
///   property changes, which is exactly the case that needs no cancellation.
/// - A design that needs no cancellation, chosen here. Each evaluation also reads a property
///   of a small observable token of its own. Observation cancels a fired `onChange`
///   registration in *every* registrar it was installed in, so writing the token retires the
///   evaluation's registration everywhere, through public API only. The node retires an
///   evaluation's token as soon as that evaluation's reads stop counting (a later evaluation
///   replaced them, or the node left the tree), and reuses the token for the next one.
///
/// So a node holds one live registration per observed object for its latest evaluation,
/// plus one for each earlier evaluation whose reads it keeps on purpose (a list's kept scan;
/// the evaluation that last updated a widget whose later updates were skipped). Per-property
/// tracking is Observation's own: a write to a property no live evaluation read fires nothing.
///
/// The registrations are cancelled with their node, not shared by the nodes of a graph. A
/// registration per graph, observed object and property read would need to know which
/// objects and properties an evaluation read, and only Observation's private access list
/// knows that; cancelling is what the token can do through public API. And a node is where
/// the registrations end anyway: retired when it leaves the tree (``retireAll()``: a node
/// destroyed, a graph torn down) and, for a node freed without that (a graph its owner
/// drops without `tearDown()`), by this object's `deinit`, which the node's own runs. So a
/// dropped graph takes its registrations with it, whether or not the model is ever written
/// again: a long-lived model's registrar holds nothing of the graphs that read it.
///
/// Most evaluations read no `@Observable` at all (a stack, a label, a row of a list of
/// values), and `withObservationTracking` installs nothing for an evaluation that read
/// nothing; but reading the token is a read, and installing and retiring its registration
/// costs some twenty allocations per evaluation. So the token is read at the end of an
/// evaluation, and only when the evaluation may have read an `@Observable`: when a binding's
/// getter or setter ran (``noteBindingClosureRan()``: a closure can read anything), or when
/// the view's type is one an evaluation of which read an `@Observable` before. The first
/// such evaluation of a type is installed without a token (``noteUntokenedRegistration(of:)``):
/// it updates its node as any other, but nothing can retire it, so it leaves the registrars
/// only when a property it read is written, perhaps never: it holds its node's reference only
/// weakly, and so keeps nothing of its node or graph alive, only Observation's own record of
/// the registration (about a kilobyte). That is at most one such evaluation per view type in
/// the process, however many graphs come and go. (Learning which types read needs it: with
/// the public API, an evaluation that read its token cannot tell whether it read anything
/// else, and one that did not leaves a registration that nothing but a write takes out.)
@MainActor
final class ObservationRegistrations {
    /// The token of each evaluation whose registrations are live.
    private var tokens: [(evaluation: Int, token: RegistrationToken)] = []
    /// A retired token, ready for the next evaluation (its registrar holds nothing).
    private var spare: RegistrationToken?

    /// The node is freed: retires what it still has registered (a node that left the tree
    /// had them retired then and has none). Its graph was dropped without `tearDown()`, or
    /// this is a node that never left it; either way no model's registrar may keep them. The
    /// retired registrations fire as they go and find their node's reference cleared. Not
    /// isolated: writing a token's registrar is thread-safe, and nodes are freed on the main
    /// thread, where the firing callbacks run at once.
    deinit {
        for entry in tokens { entry.token.retire() }
    }

    /// The token the tracked reads of `evaluation` must include.
    func token(for evaluation: Int) -> RegistrationToken {
        if let last = tokens.last, last.evaluation == evaluation { return last.token }
        if let entry = tokens.first(where: { $0.evaluation == evaluation }) { return entry.token }
        let token = spare ?? RegistrationToken()
        spare = nil
        tokens.append((evaluation, token))
        return token
    }

    /// Retires the registrations of every evaluation `stillCounts` rejects.
    func retire(keeping stillCounts: (Int) -> Bool) {
        // Every evaluation of every node ends here; most read no @Observable (no tokens).
        // A plain loop: a closure handed to the standard library checks its actor each call.
        guard !tokens.isEmpty else { return }
        var retiresAny = false
        for entry in tokens where !stillCounts(entry.evaluation) {
            retiresAny = true
            break
        }
        guard retiresAny else { return }
        var kept: [(evaluation: Int, token: RegistrationToken)] = []
        var retired: [RegistrationToken] = []
        for entry in tokens {
            if stillCounts(entry.evaluation) { kept.append(entry) } else { retired.append(entry.token) }
        }
        // Update the list before writing: the retired registrations fire synchronously, and
        // their callbacks ask `isLive` (a class, so that is no overlapping access).
        tokens = kept
        for token in retired { token.retire() }
        spare = retired.last
    }

    /// Retires every registration (the node left the tree, or is parked for reuse).
    func retireAll() {
        retire { _ in false }
    }

    /// Whether the registrations of `evaluation` are live (a retired one fires as it goes).
    func isLive(_ evaluation: Int) -> Bool {
        tokens.contains { $0.evaluation == evaluation }
    }

    /// Whether the evaluation under way ran code that may read an `@Observable` property (a
    /// binding's closure), or holds one that read the token of its own (a nested evaluation:
    /// Observation merges its reads into the enclosing one's).
    private static var mayHaveReadObservable = false
    /// The view types an evaluation of which read an `@Observable` property other than
    /// through a binding's closure: their evaluations always read their token.
    private static var typesReadingObservables: Set<ObjectIdentifier> = []

    /// Runs `body`, evaluation `evaluation` of a view of type `viewType`, inside
    /// `withObservationTracking`, and reads the evaluation's token at its end if it may have
    /// read an `@Observable`. Returns whether it read the token.
    func reading<T>(_ evaluation: Int, of viewType: ObjectIdentifier, _ body: () -> T) -> (result: T, readToken: Bool) {
        let outer = Self.mayHaveReadObservable
        Self.mayHaveReadObservable = false
        let result = body()
        let readsToken = Self.mayHaveReadObservable || Self.typesReadingObservables.contains(viewType)
        if readsToken { token(for: evaluation).read() }
        Self.mayHaveReadObservable = outer || readsToken
        return (result, readsToken)
    }

    /// A binding's getter or setter runs: code that may read an `@Observable` property.
    static func noteBindingClosureRan() {
        mayHaveReadObservable = true
    }

    /// An evaluation of a view of type `viewType` read an `@Observable` property without
    /// reading its token: from now on every evaluation of that type reads it.
    static func noteUntokenedRegistration(of viewType: ObjectIdentifier) {
        typesReadingObservables.insert(viewType)
    }
}

/// A property each tracked evaluation reads, written to retire that evaluation's
/// registrations (see ``ObservationRegistrations``).
final class RegistrationToken: Observable, @unchecked Sendable {
    // Only touched on the main actor; `Observable` wants no isolation.
    private let registrar = ObservationRegistrar()
    private var generation = 0

    /// Records a read of the token in the tracking under way.
    func read() {
        registrar.access(self, keyPath: \.generation)
    }

    /// Fires (and so removes from every registrar) the registrations that read the token.
    func retire() {
        registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 }
    }
}
