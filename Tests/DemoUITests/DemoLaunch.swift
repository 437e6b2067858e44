import CellsUITesting
import Foundation
import Testing

/// Launches the built demo (`.build/debug/demo`, built with the tests) showing `window` (an id
/// of `demo --help`), in a process of its own with fresh settings folders.
///
/// With `CELLS_DEMO_WIDTH=360` in the environment, the window is made that narrow first, as
/// on a phone: the whole suite then checks that every window works at that width.
@MainActor
func launchDemo(_ window: String, arguments: [String] = []) throws -> UIApplication {
    let app = try UIApplication(launching: "demo", arguments: [window] + arguments)
    if let width = ProcessInfo.processInfo.environment["CELLS_DEMO_WIDTH"].flatMap(Int.init) {
        let main = app.windows.firstMatch
        _ = main.waitForExistence(timeout: UIApplication.defaultTimeout)
        try main.resize(toWidth: width, height: main.frame.height)
    }
    return app
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
