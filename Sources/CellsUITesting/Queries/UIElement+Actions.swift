import CXTest
import Foundation
import Gtk

/// Real input at the element's place on the screen, as a person acts: the pointer moves there
/// and clicks, keys go to the window with the keyboard. Each action waits for its element (up
/// to ``UIApplication/defaultTimeout``), gives its window the keyboard and raises it (as a
/// window manager does on a click), acts, and waits until GTK has handled the input.
extension UIElement {
    /// Clicks the element's centre with the primary button.
    public func click() throws { try clickAt(button: 1, count: 1, "click") }

    /// Two clicks quickly enough for a double click.
    public func doubleClick() throws { try clickAt(button: 1, count: 2, "double-click") }

    /// A click with the secondary button (a context menu).
    public func rightClick() throws { try clickAt(button: 3, count: 1, "right-click") }

    /// Presses the element and holds still for `duration` seconds (a long press), then releases.
    public func press(forDuration duration: Double) throws {
        let target = try actionTarget("press")
        app.input.move(to: target.center)
        app.pump()
        app.input.button(1, isDown: true)
        UITestLoop.run(for: duration)
        app.input.button(1, isDown: false)
        try finish("a press of \(duration) s on \(query)")
    }

    /// Presses the element, holds `duration` seconds, drags to `other`'s centre in small
    /// steps (so GTK's drag threshold and drag-and-drop see a real path), and releases there.
    public func press(forDuration duration: Double, thenDragTo other: UIElement) throws {
        let target = try actionTarget("drag")
        let end = try other.actionTarget("drop on").center
        try drag(from: target.center, to: end, holding: duration)
        try finish("a drag from \(query) to \(other.query)")
    }

    /// Moves the pointer over the element and leaves it there (a tooltip, a hover style).
    public func hover() throws {
        let target = try actionTarget("hover over")
        app.input.move(to: target.center)
        try finish("hovering over \(query)")
    }

    /// Types `text` into the element: clicks it first unless it has the keyboard focus (the
    /// caret then goes to the end of a text field's text, as tapping a field does in XCUITest),
    /// then one key press per character; "\n" presses Return.
    public func typeText(_ text: String) throws {
        if !hasFocus {
            try click()
            if elementType == .textField || elementType == .secureTextField {
                try app.input.key(XInput.keysym(for: UIKeyboardKey.end), modifiers: [])
            } else if elementType == .textView {
                try app.input.key(XInput.keysym(for: UIKeyboardKey.end), modifiers: .control)
            }
            app.pump()
        }
        try app.typeCharacters(text)
    }

    /// Presses `key` with `modifiers` while the element has the keyboard focus (clicking it
    /// first when it does not).
    public func typeKey(_ key: UIKeyboardKey, modifiers: UIKeyModifierFlags = []) throws {
        if !hasFocus { try click() }
        try app.input.key(XInput.keysym(for: key), modifiers: modifiers)
        try finish("typing \(key) into \(query)")
    }

    /// Drags a slider's knob to `position` (0 is its minimum, 1 its maximum): presses on the
    /// track where that value should be, then moves while holding until the slider reports
    /// the value (GTK's knob has a width, so the first guess is corrected), and releases.
    public func adjust(toNormalizedSliderPosition position: Double) throws {
        let target = try actionTarget("adjust")
        guard let range = app.reader.value(of: target.node), range.maximum > range.minimum else {
            throw UITestingError.notHittable("\(query) has no value range (it is a \(target.node.roleName), not a slider)")
        }
        let wanted = range.minimum + (range.maximum - range.minimum) * min(1, max(0, position))
        let frame = target.frame, vertical = frame.height > frame.width
        func point(_ fraction: Double) -> Point {
            vertical ? Point(x: frame.x + frame.width / 2, y: frame.y + Int((Double(frame.height) * fraction).rounded()))
                : Point(x: frame.x + Int((Double(frame.width) * fraction).rounded()), y: frame.y + frame.height / 2)
        }
        var fraction = min(1, max(0, position))
        app.input.move(to: point(fraction))
        app.pump()
        app.input.button(1, isDown: true)
        app.settle()
        for _ in 0..<6 {
            guard let now = app.reader.value(of: target.node)?.current else { break }
            let error = (wanted - now) / (range.maximum - range.minimum)
            if abs(error) < 0.005 { break }
            fraction = min(1.2, max(-0.2, fraction + error))
            app.input.move(to: point(fraction))
            app.settle()
        }
        app.input.button(1, isDown: false)
        try finish("adjusting \(query) to \(position)")
    }

    /// Turns the mouse wheel over the element: `deltaY` steps down (negative: up), `deltaX`
    /// steps right (negative: left). One step is one notch of a wheel.
    public func scroll(byDeltaX deltaX: Double, deltaY: Double) throws {
        let target = try actionTarget("scroll")
        app.input.move(to: target.center)
        app.pump()
        for (delta, positive, negative) in [(deltaY, UInt32(5), UInt32(4)), (deltaX, 7, 6)] where delta != 0 {
            for _ in 0..<Int(abs(delta).rounded()) {
                let button = delta > 0 ? positive : negative
                app.input.button(button, isDown: true)
                app.input.button(button, isDown: false)
                app.pump()
                // A launched app gets the notches a wheel's pace apart: GTK drops a burst of
                // more than a few sent within the same instant (it does not scroll at all).
                if !app.isInProcess {
                    app.input.sync()
                    UITestLoop.run(for: 0.03)
                }
            }
        }
        try finish("scrolling \(query)")
    }

    /// Resizes a window to `width` × `height` pixels (its ``frame``) as a person does by dragging its edge
    /// (the window manager's part; Xvfb runs none), and waits until GTK has laid it out again.
    /// A window never gets smaller than its ``minimumSize``: GTK puts it back to that size, as
    /// a window manager stops a person's drag there.
    public func resize(toWidth width: Int, height: Int) throws {
        let snapshot = app.snapshot()
        let matches = resolve(snapshot)
        guard matches.count == 1, snapshot.nodes[matches[0]].parent == nil else {
            throw UITestingError.notFound(query: "\(query) (a window, to resize)", found: matches.count, tree: snapshot.listing())
        }
        guard let top = app.xWindow(for: snapshot.nodes[matches[0]], in: snapshot) else {
            throw UITestingError.notHittable("cannot resize \(query): it has no X window on the screen")
        }
        // The X window is the GTK window and the edge GTK draws around it: the window's frame
        // (what `frame` and a screen reader report) is made `width` × `height`.
        let edge = app.decorationSize(of: top, frame: app.screenFrame(of: matches[0], in: snapshot)?.frame)
        app.input.resize(top.id, width: width + edge.width, height: height + edge.height)
        UITestLoop.run(for: 0.3)
        try finish("resizing \(query)")
    }

    // MARK: Doing it

    struct ActionTarget {
        let node: AccessibleNode
        let frame: Rect
        let window: XTopLevel
        var center: Point { frame.center }
    }

    /// Waits for exactly one showing match with a place on screen, activates its window.
    func actionTarget(_ action: String) throws -> ActionTarget {
        let deadline = Date().addingTimeInterval(UIApplication.defaultTimeout)
        var snapshot = app.snapshot()
        var matches = resolve(snapshot)
        var scrolls = 0
        while true {
            // Where the one showing match is now (read once for both uses below).
            let placed = matches.count == 1 && snapshot.nodes[matches[0]].isShowing
                ? app.screenFrame(of: matches[0], in: snapshot).flatMap { $0.frame.isEmpty ? nil : $0 } : nil
            if let placed {
                // Out of a scrolled area's sight: turn the wheel over the area towards it, as a
                // person does (XCUITest scrolls to an element before tapping it too).
                if scrolls < 30, let pane = clippingScrollPane(of: matches[0], in: snapshot, center: placed.frame) {
                    if app.input.focusedWindow != placed.window.id { app.input.activate(placed.window.id) }
                    scroll(pane, towards: placed.frame)
                    scrolls += 1
                    snapshot = app.snapshot()
                    matches = resolve(snapshot)
                    continue
                }
                if placed.window.frame.contains(placed.frame.center), isStill(matches[0], in: snapshot, at: placed.frame) {
                    if app.input.focusedWindow != placed.window.id { app.input.activate(placed.window.id) }
                    let target = ActionTarget(node: snapshot.nodes[matches[0]], frame: placed.frame, window: placed.window)
                    let covering = app.input.topWindow(at: target.center)
                    guard covering == placed.window.id || covering == 0 else {
                        throw UITestingError.notHittable("cannot \(action) \(query): another window (X 0x\(String(covering, radix: 16))) covers it at \(target.center)")
                    }
                    return target
                }
            }
            if Date() >= deadline { break }
            UITestLoop.run(for: 0.05)
            snapshot = app.snapshot()
            matches = resolve(snapshot)
        }
        if matches.count == 1 {
            let node = snapshot.nodes[matches[0]]
            throw UITestingError.notHittable("cannot \(action) \(query) (\(node.roleName) \"\(node.name)\"): "
                + (node.isShowing ? "it has no place on the screen inside its window (\(app.screenFrame(of: matches[0], in: snapshot).map { "\($0.frame) in the window at \($0.window.frame)" } ?? "no extents"))"
                    : "it is hidden (a stack's other page, or a closed popover)"))
        }
        throw UITestingError.notFound(query: query, found: matches.count, tree: snapshot.listing())
    }

    /// Whether the element is still at `frame` a moment later: a window that has just opened
    /// may still grow to its content, and a click must go where the element is, not was.
    private func isStill(_ index: Int, in snapshot: AccessibilitySnapshot, at frame: Rect) -> Bool {
        UITestLoop.run(for: 0.02)
        app.pump()
        return app.screenFrame(of: index, in: snapshot)?.frame == frame
    }

    /// The innermost scrolled area (AT-SPI "scroll pane") around the element that does not
    /// show the element's centre, with its place on the screen. A pane that holds the centre
    /// but is itself cut off by an outer pane or the window (a text editor's own, at the
    /// bottom of a form) is passed over: an outer one must scroll.
    private func clippingScrollPane(of index: Int, in snapshot: AccessibilitySnapshot, center frame: Rect) -> Rect? {
        let center = frame.center
        var ancestor = snapshot.nodes[index].parent
        while let current = ancestor {
            if snapshot.nodes[current].role == AccessibleRole.scrollPane, let placed = app.screenFrame(of: current, in: snapshot),
               !placed.frame.contains(center), let pane = placed.frame.intersection(placed.window.frame) {
                return pane
            }
            ancestor = snapshot.nodes[current].parent
        }
        return nil
    }

    /// Three wheel notches over `pane`, at its edge nearest the element, towards the element.
    private func scroll(_ pane: Rect, towards frame: Rect) {
        let center = frame.center
        let inside = Point(x: min(max(center.x, pane.x + 8), pane.x + pane.width - 8), y: min(max(center.y, pane.y + 8), pane.y + pane.height - 8))
        app.input.move(to: inside)
        app.pump()
        let button: UInt32 = center.y >= pane.y + pane.height ? 5 : center.y < pane.y ? 4 : center.x >= pane.x + pane.width ? 7 : 6
        for _ in 0..<3 {
            app.input.button(button, isDown: true)
            app.input.button(button, isDown: false)
            app.pump()
            if !app.isInProcess { UITestLoop.run(for: 0.03) }
        }
        app.settle()
    }

    private func clickAt(button: UInt32, count: Int, _ action: String) throws {
        let target = try actionTarget(action)
        app.input.move(to: target.center)
        app.pump()
        for _ in 0..<count {
            app.input.button(button, isDown: true)
            app.input.button(button, isDown: false)
            app.pump()
        }
        try finish("a \(action) on \(query)")
    }

    func drag(from start: Point, to end: Point, holding duration: Double) throws {
        app.input.move(to: start)
        app.pump()
        app.input.button(1, isDown: true)
        UITestLoop.run(for: max(0.05, duration))
        let steps = 12
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            app.input.move(to: Point(x: start.x + Int(Double(end.x - start.x) * fraction), y: start.y + Int(Double(end.y - start.y) * fraction)))
            app.pump()
            UITestLoop.run(for: 0.02)
        }
        UITestLoop.run(for: 0.1)
        app.input.button(1, isDown: false)
    }

    private func finish(_ what: String) throws {
        app.settle()
        try app.checkCriticals("during \(what)")
    }
}

extension AccessibilitySnapshot {
    /// The tree as a failure shows it: every window, and in it each element a test could
    /// name, indented by depth, with its type, its name and the states that matter.
    func listing(limit: Int = 250) -> String {
        var lines: [String] = []
        for index in treeOrder {
            let node = nodes[index], type = UIElementType.of(node)
            if node.parent != nil, type == .other, node.name.isEmpty { continue }
            var notes: [String] = []
            if !node.states.contains(AccessibleStates.sensitive) && type != .staticText && type != .other { notes.append("disabled") }
            if node.states.contains(AccessibleStates.focused) { notes.append("focused") }
            if type == .toggle && (node.states.contains(AccessibleStates.checked) || node.states.contains(AccessibleStates.pressed)) { notes.append("on") }
            if node.states.contains(AccessibleStates.selected) { notes.append("selected") }
            if !node.isShowing { notes.append("hidden") }
            let name = node.name.isEmpty ? "(no name)" : "\"\(node.name)\""
            let kind = type == .other || type == .group ? "\(type == .group ? "group" : "other") (\(node.roleName))" : type.description
            lines.append(String(repeating: "  ", count: node.depth + 1) + "\(kind) \(name)" + (notes.isEmpty ? "" : " [\(notes.joined(separator: ", "))]"))
        }
        if lines.isEmpty { return "  (no window on the accessibility bus)" }
        if lines.count > limit { lines = Array(lines.prefix(limit)) + ["  … \(lines.count - limit) more"] }
        return lines.joined(separator: "\n")
    }
}
