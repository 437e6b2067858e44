/// Why a UI test step failed, said so that the failure explains itself: a query that found
/// nothing lists what the window does have, by role and accessible name.
public enum UITestingError: Error, CustomStringConvertible, Sendable {
    /// Something the tests need is missing from the machine or the environment.
    case environment(String)
    /// The app did not start or did not show up on the accessibility bus.
    case launch(String)
    /// The accessibility bus did not answer as expected.
    case accessibility(String)
    /// No element (or more than one) answers the query; `tree` lists what there is.
    case notFound(query: String, found: Int, tree: String)
    /// The element exists but cannot take a pointer action (out of sight, zero size, disabled).
    case notHittable(String)
    /// The X server refused the input, or GTK logged a CRITICAL while handling it.
    case input(String)
    /// What a snapshot reads had not settled (pixels still changing) within the timeout.
    case unsettled(String)
    /// GTK or GLib logged a CRITICAL (a bug: GTK's `g_return_if_fail` caught bad use).
    case critical([String])

    public var description: String {
        switch self {
        case .environment(let why): "UI testing environment: \(why)"
        case .launch(let why): "launching the app: \(why)"
        case .accessibility(let why): "accessibility bus: \(why)"
        case .notFound(let query, let found, let tree):
            found == 0 ? "no element matches \(query). The app's windows have:\n\(tree)"
                : "\(found) elements match \(query); an action needs exactly one. The app's windows have:\n\(tree)"
        case .notHittable(let why): why
        case .input(let why): "input: \(why)"
        case .unsettled(let why): why
        case .critical(let messages): "GTK logged \(messages.count) CRITICAL(s):\n" + messages.joined(separator: "\n")
        }
    }
}
