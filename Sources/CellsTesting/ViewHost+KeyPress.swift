import Cells

extension ViewHost {
    /// Presses `key` and lets it go with the keyboard focus on `focused` (a text field, a
    /// button, any widget), as a user does: the `.onKeyPress` actions of the views the focus is
    /// in get the key, from the focused widget outwards, until one returns `.handled`; first as
    /// the key goes down, then as it comes up. Then runs the update pass. Returns what became
    /// of the key going down: `.handled` when an action stopped it, `.ignored` when the focused
    /// control would have it.
    ///
    /// ```swift
    /// try host.pressKey(.upArrow, focusedOn: host.textField("Search"))
    /// ```
    @discardableResult
    public func pressKey(
        _ key: KeyEquivalent, modifiers: EventModifiers = [], characters: String? = nil, focusedOn focused: RecordedWidget
    ) throws -> KeyPress.Result {
        guard let chain = Self.path(to: focused, from: root) else {
            throw ViewHostError.notFound("the focused widget (it is not on screen)", onScreen: labelTexts)
        }
        // Control is both `.control` and `.command`, as the GTK backend reports it.
        var held = modifiers
        if !held.isDisjoint(with: [.control, .command]) { held.formUnion([.control, .command]) }
        var result = KeyPress.Result.ignored
        for phase in [KeyPress.Phases.down, .up] {
            let press = KeyPress(key: key, characters: characters, modifiers: held, phase: phase)
            for widget in chain.reversed() {
                guard let handlers = widget.attributes[KeyPressAttribute.self],
                      KeyPressAttribute.dispatch(press, to: handlers) == .handled else { continue }
                if phase == .down { result = .handled }
                break
            }
        }
        settle()
        return result
    }

    /// The widgets from `root` down to `target`, both included; nil when `target` is not below `root`.
    private static func path(to target: RecordedWidget, from root: RecordedWidget) -> [RecordedWidget]? {
        if root === target { return [root] }
        for child in root.children {
            if let rest = path(to: target, from: child) { return [root] + rest }
        }
        return nil
    }
}
