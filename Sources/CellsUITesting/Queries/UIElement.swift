import Foundation
import Gtk

/// One element of the app, as XCUITest's `XCUIElement`: a description of how to find it
/// (`app.buttons["Save"]`), resolved against the accessibility tree each time it is read or
/// acted on. Reading a property of an element that does not exist gives an empty value;
/// an action on it waits up to ``UIApplication/defaultTimeout`` for it, then throws a failure
/// that lists what the windows do have.
@MainActor
public struct UIElement: UIElementQueryable, CustomStringConvertible {
    let app: UIApplication
    let query: String
    let resolve: @MainActor (AccessibilitySnapshot) -> [Int]

    init(app: UIApplication, description: String, resolve: @escaping @MainActor (AccessibilitySnapshot) -> [Int]) {
        self.app = app
        query = description
        self.resolve = resolve
    }

    /// How the test found it: `buttons["Save"]`.
    nonisolated public var description: String { query }

    /// The node now, if exactly one matches (nil when none or several do).
    func current() -> (snapshot: AccessibilitySnapshot, index: Int)? {
        let snapshot = app.snapshot()
        let matches = resolve(snapshot)
        return matches.count == 1 ? (snapshot, matches[0]) : nil
    }

    private var node: AccessibleNode? { current().map { $0.snapshot.nodes[$0.index] } }

    // MARK: State

    /// Whether the element is in a window now (it may be scrolled out of sight).
    public var exists: Bool { !resolve(app.snapshot()).isEmpty }

    /// Waits up to `timeout` seconds for the element to exist, letting the app run meanwhile.
    @discardableResult
    public func waitForExistence(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if exists { return true }
            UITestLoop.run(for: 0.05)
        } while Date() < deadline
        return exists
    }

    /// Waits up to `timeout` seconds for the element to be gone (a dialog closing).
    @discardableResult
    public func waitForNonExistence(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if !exists { return true }
            UITestLoop.run(for: 0.05)
        } while Date() < deadline
        return !exists
    }

    /// Waits up to `timeout` seconds for the element to exist, in an `async` test: the test
    /// suspends while it waits, so the app's main-actor tasks (`.task` bodies, `Task.sleep`)
    /// go on meanwhile, as they do in the running app. (The synchronous wait holds the main
    /// actor: a task's resumption waits until the test's wait ends.)
    ///
    /// ```swift
    /// @Test func theListLoads() async throws {
    ///     let app = try UIApplication(BookList())
    ///     #expect(await app.staticTexts["Dune"].waitForExistence(timeout: 3))
    /// }
    /// ```
    @discardableResult
    public func waitForExistence(timeout: Double) async -> Bool {
        await waitSuspending(timeout: timeout) { $0.exists }
    }

    /// Waits up to `timeout` seconds for the element to be gone, in an `async` test, with the
    /// app's tasks going on meanwhile (as the asynchronous `waitForExistence(timeout:)`).
    @discardableResult
    public func waitForNonExistence(timeout: Double) async -> Bool {
        await waitSuspending(timeout: timeout) { !$0.exists }
    }

    /// Waits up to `timeout` seconds for the element's `property` to equal `expected`, in an
    /// `async` test, with the app's tasks going on meanwhile.
    @discardableResult
    public func wait<Value: Equatable>(for property: KeyPath<UIElement, Value>, toEqual expected: Value, timeout: Double) async -> Bool {
        await waitSuspending(timeout: timeout) { $0[keyPath: property] == expected }
    }

    private func waitSuspending(timeout: Double, until condition: (UIElement) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(self) { return true }
            await UITestLoop.runSuspending(for: 0.05)
        } while Date() < deadline
        return condition(self)
    }

    /// Waits up to `timeout` seconds for the element's `property` to equal `expected`, letting
    /// the app run meanwhile (XCUITest's `wait(for:toEqual:timeout:)`). For what settles after
    /// an animation: a `GtkSwitch` slides for 100 ms and turns on only when the slide ends.
    ///
    /// ```swift
    /// try app.toggles["Round"].click()
    /// #expect(app.toggles["Round"].wait(for: \.isOn, toEqual: true, timeout: 2))
    /// ```
    @discardableResult
    public func wait<Value: Equatable>(for property: KeyPath<UIElement, Value>, toEqual expected: Value, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if self[keyPath: property] == expected { return true }
            UITestLoop.run(for: 0.05)
        } while Date() < deadline
        return self[keyPath: property] == expected
    }

    /// The accessible name a screen reader speaks ("" when the element does not exist).
    public var label: String { node?.name ?? "" }

    /// The element's type, from its accessible role.
    public var elementType: UIElementType { node.map(UIElementType.of) ?? .other }

    /// What the element holds: a text field's or label's text, a slider's, stepper's or
    /// progress bar's number, "1" or "0" for a toggle; for anything else with no text (a
    /// button, a form's combo row), its accessible description, where Cells publishes `.accessibilityValue` (before
    /// a hint: GTK 4.8 publishes value texts of ranges only); nil when it holds nothing.
    public var value: String? {
        guard let node else { return nil }
        switch UIElementType.of(node) {
        case .toggle: return isOn ? "1" : "0"
        case .slider, .stepper, .progressIndicator:
            return app.reader.value(of: node).map { Self.format($0.current) }
        case .button, .popUpButton, .image, .cell, .group, .other:
            if let text = app.reader.text(of: node) { return text }
            let description = app.reader.description(of: node)
            return description.isEmpty ? nil : description
        default:
            return app.reader.text(of: node)
        }
    }

    /// A ranged element's value as a number (slider, stepper, progress indicator).
    public var numericValue: Double? { node.flatMap { app.reader.value(of: $0)?.current } }

    /// The element's accessible description (a tooltip, `.accessibilityHint`).
    public var hint: String { node.map { app.reader.description(of: $0) } ?? "" }

    public var isEnabled: Bool { node?.states.contains(AccessibleStates.sensitive) ?? false }
    public var isSelected: Bool { node?.states.contains(AccessibleStates.selected) ?? false }
    /// A toggle's state: checked (check box, switch) or pressed (toggle button).
    public var isOn: Bool {
        guard let states = node?.states else { return false }
        return states.contains(AccessibleStates.checked) || states.contains(AccessibleStates.pressed)
    }
    public var hasFocus: Bool { node?.states.contains(AccessibleStates.focused) ?? false }
    /// A field whose text is not what it accepts (GTK's invalid state, which GTK publishes as
    /// AT-SPI's "invalid"; other toolkits use "invalid entry").
    public var isInvalid: Bool {
        guard let states = node?.states else { return false }
        return states.contains(AccessibleStates.invalid) || states.contains(AccessibleStates.invalidEntry)
    }
    /// Whether a pointer action can reach it: showing on screen, with a size, inside its
    /// window (a list or grid keeps widgets for rows scrolled just out of sight, placed
    /// outside the window).
    public var isHittable: Bool {
        guard let (snapshot, index) = current(), snapshot.nodes[index].isShowing,
              let (frame, window) = app.screenFrame(of: index, in: snapshot), !frame.isEmpty else { return false }
        return frame.intersection(window.frame) != nil
    }

    /// Where it is on the screen, in pixels (empty when it does not exist).
    public var frame: Rect {
        guard let (snapshot, index) = current() else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return app.screenFrame(of: index, in: snapshot)?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// For a window: the smallest size its ``frame`` can be made, in pixels, as its X size hints say
    /// (GTK computes them from the window's content: labels that cannot wrap and rows that
    /// cannot narrow make it wide). Nil for other elements, or a window that sets no minimum.
    public var minimumSize: (width: Int, height: Int)? {
        guard let (snapshot, index) = current(), snapshot.nodes[index].parent == nil,
              let top = app.xWindow(for: snapshot.nodes[index], in: snapshot),
              let minimum = app.input.minimumSize(of: top.id) else { return nil }
        // The hints are the X window's, which holds the edge GTK draws around the window too.
        let edge = app.decorationSize(of: top, frame: app.screenFrame(of: index, in: snapshot)?.frame)
        return (minimum.width - edge.width, minimum.height - edge.height)
    }

    /// The elements of `type` inside this one.
    public func descendants(matching type: UIElementType) -> UIElementQuery {
        UIElementQuery.elements(of: type, below: resolve, app: app, description: "\(query).\(type.pluralDescription)")
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
