import Cells

/// Hosts a view headlessly and drives it like a user: find controls by what they show, type,
/// tap and toggle, then read what is on screen. Each action is followed by one main-loop
/// turn (the pending update pass), as in a running app.
///
/// ```swift
/// let host = ViewHost(TitleEditor())
/// try host.type("Hello", into: "Insert Title")
/// try host.tap("Change Title")
/// #expect(host.labelTexts.contains("Hello (5)"))
/// ```
@MainActor
public final class ViewHost {
    /// The widgets.
    public let backend = RecordingBackend()
    /// The scheduler the graph asks for update passes.
    public let scheduler = ManualScheduler()
    /// The view graph of the hosted view.
    public private(set) var graph: ViewGraph!

    /// Hosts `content` as the content of one window: with its own `@SceneStorage` values
    /// unless `environment` brings a scene store.
    public init<Content: View>(_ content: Content, environment: EnvironmentValues = EnvironmentValues()) {
        var environment = environment
        if environment.sceneStore == nil { environment.sceneStore = SceneStore.make() }
        graph = ViewGraph(content: content, backend: backend, scheduler: scheduler, environment: environment)
        // What a window shows once it is open: long lists fill their rows after the first frame.
        settle()
    }

    /// The root widget.
    public var root: RecordedWidget {
        graph.rootWidget as! RecordedWidget  // the RecordingBackend makes only RecordedWidgets
    }

    /// Every live widget, depth first.
    public var widgets: [RecordedWidget] { root.allDescendants }

    /// Runs the pending update pass, as the main loop does after each event.
    public func settle() {
        scheduler.runPending()
    }

    // MARK: What is on screen

    /// The texts of all labels, in screen order (buttons' and toggles' titles included).
    public var labelTexts: [String] {
        widgets.filter { $0.kind == .label }.map(\.text)
    }

    /// The label showing exactly `text`.
    public func label(_ text: String) throws -> RecordedWidget {
        try find("label \"\(text)\"") { $0.kind == .label && $0.text == text }
    }

    /// The first label whose text starts with `prefix`.
    public func label(startingWith prefix: String) throws -> RecordedWidget {
        try find("label starting with \"\(prefix)\"") { $0.kind == .label && $0.text.hasPrefix(prefix) }
    }

    /// The text field with placeholder `placeholder`.
    public func textField(_ placeholder: String) throws -> RecordedWidget {
        try find("text field \"\(placeholder)\"") { $0.kind == .textField && $0.placeholder == placeholder }
    }

    /// The button titled `title`.
    public func button(_ title: String) throws -> RecordedWidget {
        try find("button \"\(title)\"") { $0.kind == .button && $0.labelText == title }
    }

    /// The toggles, in screen order.
    public var toggles: [RecordedWidget] {
        widgets.filter { if case .toggle = $0.kind { true } else { false } }
    }

    /// The toggle titled `title`.
    public func toggle(_ title: String) throws -> RecordedWidget {
        try find("toggle \"\(title)\"") {
            if case .toggle = $0.kind { $0.labelText == title } else { false }
        }
    }

    // MARK: Acting like a user

    /// Types `text` at the end of the field, one keystroke per character, letting the app
    /// update after each keystroke.
    public func type(_ text: String, into placeholder: String) throws {
        let field = try textField(placeholder)
        for character in text {
            try requireEnabled(field, "text field \"\(placeholder)\"")
            let newText = field.text + String(character)
            field.userSetText(newText, cursor: newText.count)
            field.events.textChanged(to: newText)
            settle()
        }
    }

    /// Replaces the field's whole text, as selecting all and pasting does.
    public func replaceText(in placeholder: String, with text: String) throws {
        let field = try textField(placeholder)
        try requireEnabled(field, "text field \"\(placeholder)\"")
        field.userSetText(text, cursor: text.count)
        field.events.textChanged(to: text)
        settle()
    }

    /// Puts the cursor of the field at `offset`, as a click in the text does.
    public func placeCursor(in placeholder: String, at offset: Int) throws {
        let field = try textField(placeholder)
        field.userSetText(field.text, cursor: min(offset, field.text.count))
    }

    /// Clicks the button titled `title`.
    public func tap(_ title: String) throws {
        let target = try button(title)
        try requireEnabled(target, "button \"\(title)\"")
        target.events.press()
        settle()
    }

    /// Clicks a toggle, flipping it.
    public func toggle(_ widget: RecordedWidget) throws {
        try requireEnabled(widget, "toggle \"\(widget.labelText)\"")
        let newValue = !widget.isOn
        widget.userSetOn(newValue)
        widget.events.toggled(to: newValue)
        settle()
    }

    /// Clicks the toggle titled `title`.
    public func toggle(titled title: String) throws {
        try toggle(try toggle(title))
    }

    /// The first list on screen.
    public func list() throws -> RecordedWidget {
        try find("list") { $0.kind == .list }
    }

    /// Scrolls the first list so that `row` is the first row in sight.
    public func scrollList(toRow row: Int) throws {
        backend.scroll(try list(), toRow: row)
        settle()
    }

    // MARK: Counters

    /// How many times `body` of views of `type` ran.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        graph.statistics.bodyEvaluations(of: type)
    }

    /// Update passes that had work to do.
    public var updatePasses: Int { graph.statistics.updatePasses }

    /// Elements of `ForEach`es in lists whose content ran to find the rows.
    public var listElementsRun: Int { graph.statistics.listElementsRun }

    // MARK: Helpers

    private func find(_ description: String, where matches: (RecordedWidget) -> Bool) throws -> RecordedWidget {
        if let widget = widgets.first(where: matches) { return widget }
        throw ViewHostError.notFound(description, onScreen: labelTexts)
    }

    private func requireEnabled(_ widget: RecordedWidget, _ description: String) throws {
        if !widget.isEnabled { throw ViewHostError.disabled(description) }
    }
}

/// Why a ``ViewHost`` could not do what a test asked.
public enum ViewHostError: Error, CustomStringConvertible {
    case notFound(String, onScreen: [String])
    case disabled(String)

    public var description: String {
        switch self {
        case .notFound(let what, let texts):
            "No \(what) on screen. Labels shown: \(texts.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .disabled(let what):
            "The \(what) is disabled; a user cannot use it."
        }
    }
}
