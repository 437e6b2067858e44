import CellsUITesting
import Testing

/// Launches the built demo (`.build/debug/demo`, built with the tests) showing `window` (an id
/// of `demo --help`), in a process of its own with fresh settings folders.
@MainActor
func launchDemo(_ window: String, arguments: [String] = []) throws -> UIApplication {
    try UIApplication(launching: "demo", arguments: [window] + arguments)
}

/// Presses Tab (or Shift+Tab) `count` times and returns the label of the focused element after
/// each press: the window's keyboard path, as a keyboard-only user walks it.
@MainActor
func tabStops(in app: UIApplication, count: Int, backwards: Bool = false) throws -> [String] {
    var stops: [String] = []
    for _ in 0..<count {
        try app.typeKey(.tab, modifiers: backwards ? .shift : [])
        stops.append(app.focusedElement.label)
    }
    return stops
}
