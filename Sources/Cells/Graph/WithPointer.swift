/// Runs `body` with a pointer to `value`, for main-actor code that reads a view in place.
///
/// `withUnsafePointer` itself, called with a closure written in main-actor code, makes the
/// closure check every time it runs that it runs on the main actor (the standard library is
/// not compiled in Swift 6 mode). Here `body` goes to it as it is, a parameter, not a new
/// closure: no check. The graph reads views in place on every evaluation.
@MainActor
func withPointer<T, Result>(to value: T, _ body: (UnsafePointer<T>) -> Result) -> Result {
    withUnsafePointer(to: value, body)
}
