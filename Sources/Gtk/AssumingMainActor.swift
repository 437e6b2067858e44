/// Runs `body` on the main actor from a C callback of GTK or GLib, which calls on the main
/// thread: `MainActor.assumeIsolated(_:)`, with its one check that this is so.
///
/// Written `MainActor.assumeIsolated { handler() }` in Swift 6 code, the closure literal is
/// handed to the standard library, which is not built in Swift 6 mode, so the closure checks
/// its actor again each time it runs (`swift_task_isCurrentExecutor`, about 150 instructions).
/// Given to this function instead, the literal is checked by nothing; the function passes it
/// on as it is, making no new closure. The generated signal thunks call it, once a signal.
@inlinable
public func assumingMainActor<Result: Sendable>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    try MainActor.assumeIsolated(body)
}
