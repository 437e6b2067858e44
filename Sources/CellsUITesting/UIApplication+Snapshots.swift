import Foundation

/// What snapshot tests read of an app: its active window's pixels and its accessible tree
/// as text. ``CellsSnapshotTesting`` builds its strategies on these two.
extension UIApplication {
    /// The active window's pixels (without GTK's edge around it), once they have settled:
    /// read until two readings 100 ms apart are the same, so an animation or a list filling
    /// its rows after the first frame has finished. Throws when they have not settled within
    /// `timeout` seconds (a blinking caret would: a launched app's caret is steady, see
    /// `writeSteadyCaretSettings(in:)`, and an app in this process gets the same setting).
    public func windowImage(timeout: Double = UIApplication.defaultTimeout) throws -> WindowImage {
        let deadline = Date().addingTimeInterval(timeout)
        var previous: WindowImage?
        while true {
            UITestLoop.run(for: 0.1)
            let current: WindowImage
            do {
                current = try currentWindowImage()
            } catch UITestingError.notFound where Date() < deadline {
                continue  // a window just opened may not be on the accessibility bus yet
            }
            if current == previous { return current }
            guard Date() < deadline else {
                throw UITestingError.unsettled("the active window's pixels were still changing after \(timeout) s")
            }
            previous = current
        }
    }

    /// A launched app's GTK settings (`config/gtk-4.0/settings.ini`): its text caret does not
    /// blink, so a window with a focused field settles to one picture. An app in this process
    /// gets the same setting when its picture is taken.
    static func writeSteadyCaretSettings(in folder: URL) throws {
        let settings = folder.appendingPathComponent("config/gtk-4.0")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        let file = settings.appendingPathComponent("settings.ini")
        guard !FileManager.default.fileExists(atPath: file.path) else { return }
        try Data("[Settings]\ngtk-cursor-blink=false\n".utf8).write(to: file)
    }

    private func currentWindowImage() throws -> WindowImage {
        if isInProcess { GtkSettingsAccess.setCursorBlinks(false) }
        let snapshot = snapshot()
        guard let window = activeWindow.resolve(snapshot).first,
              let placed = screenFrame(of: window, in: snapshot) else {
            throw UITestingError.notFound(query: "the active window, to take a picture of", found: 0, tree: snapshot.listing())
        }
        input.raise(placed.window.id)
        return try input.image(of: placed.frame)
    }

    /// The app's windows as a screen reader reads them, one element a line, indented by
    /// depth: its role, its name in quotes, its states in brackets, then its value. Hidden
    /// elements are left out, and so are the unnamed boxes that only lay others out (their
    /// children take their place), so a snapshot of this text changes when what a person
    /// hears changes, not when a box is added.
    ///
    /// ```
    /// frame "Unit Converter" [active]
    ///   push button "Swap units"
    ///   text "Amount" [focused, editable] = 12
    /// ```
    public var accessibilityTree: String {
        let snapshot = snapshot()
        var lines: [String] = []
        func visit(_ index: Int, depth: Int) {
            let node = snapshot.nodes[index]
            guard node.isShowing || node.parent == nil else { return }
            let isLayoutOnly = node.name.isEmpty && ["panel", "filler", "unknown"].contains(node.roleName) && node.parent != nil
            if !isLayoutOnly {
                lines.append(String(repeating: "  ", count: depth) + line(for: node))
            }
            for child in node.children { visit(child, depth: isLayoutOnly ? depth : depth + 1) }
        }
        for root in snapshot.nodes.indices where snapshot.nodes[root].parent == nil { visit(root, depth: 0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ``accessibilityTree`` once it has settled: read until two readings 100 ms apart are the
    /// same and not empty (a window just opened publishes its tree in parts), or as it is
    /// after `timeout` seconds.
    public func settledAccessibilityTree(timeout: Double = UIApplication.defaultTimeout) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = ""
        while true {
            UITestLoop.run(for: 0.1)
            let current = accessibilityTree
            if current == previous && !current.allSatisfy(\.isWhitespace) || Date() >= deadline { return current }
            previous = current
        }
    }

    private func line(for node: AccessibleNode) -> String {
        var text = node.roleName
        if !node.name.isEmpty { text += " \"\(node.name)\"" }
        let states: [(UInt64, String)] = [
            (AccessibleStates.active, "active"), (AccessibleStates.focused, "focused"),
            (AccessibleStates.checked, "checked"), (AccessibleStates.pressed, "pressed"),
            (AccessibleStates.selected, "selected"), (AccessibleStates.expanded, "expanded"),
            (AccessibleStates.indeterminate, "mixed"), (AccessibleStates.invalidEntry, "invalid"),
            (AccessibleStates.modal, "modal"), (AccessibleStates.editable, "editable"),
        ]
        var shown = states.filter { node.states.contains($0.0) }.map(\.1)
        if !node.states.contains(AccessibleStates.sensitive) && node.parent != nil { shown.append("disabled") }
        if !shown.isEmpty { text += " [" + shown.joined(separator: ", ") + "]" }
        if let range = reader.value(of: node) {
            text += " = \(UIElement.format((range.current * 10_000).rounded() / 10_000))"
        } else if let value = reader.text(of: node), !value.isEmpty, value != node.name {
            text += " = \"\(value)\""
        }
        let hint = reader.description(of: node)
        if !hint.isEmpty { text += " — \(hint)" }
        return text
    }
}
