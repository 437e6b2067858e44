import Cells

/// Hosts a view headlessly and drives it like a user: find controls by what they show, type,
/// tap and select, then read what is on screen. Each action is followed by one main-loop
/// turn (the pending update pass), as in a running app.
///
/// Finding is a noun, acting a verb, as in XCUITest: `host.toggles["Dark"]` finds a toggle,
/// `host.tap(toggle: "Dark")` clicks it; `host.button("Save")` (or `host.buttons["Save"]`)
/// finds a button, `host.tap("Save")` clicks it.
///
/// Each host has its own `@AppStorage` values (an in-memory `SettingsStore`) unless the
/// test passes a store: one test's settings never reach the next.
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

    /// The window's chrome: the title and back button its header bar would show.
    public let chrome: WindowChrome
    /// The window's focused values (`@FocusedValue`), its own as each window's are.
    private let focusedValues: SceneFocusedValues

    /// The store `@AppStorage` properties of the hosted view use (unless a view names another
    /// with `.defaultAppStorage(_:)` or `store:`): the one passed to the initializer, or one
    /// of this host's own, in memory.
    public let settingsStore: SettingsStore

    /// Hosts `content` as the content of one window: with its own `@AppStorage` values
    /// (`defaultAppStorage`, else the environment's `SettingsStore`, else a new in-memory
    /// store: not the process's shared `SettingsStore.standard`, so tests do not leak
    /// settings into each other), its own `@SceneStorage` values unless `environment` brings
    /// a scene store, and its own window chrome unless it brings one (by default drawing no
    /// back button: pushed pages keep their "‹ Back" row; pass `WindowChrome()` for a header
    /// bar's back button, tapped with ``goBack()``).
    public init<Content: View>(
        _ content: Content, environment: EnvironmentValues = EnvironmentValues(), defaultAppStorage: SettingsStore? = nil
    ) {
        var environment = environment
        settingsStore = defaultAppStorage ?? environment.settingsStore ?? SettingsStore(persistence: InMemorySettingsPersistence())
        environment.settingsStore = settingsStore
        if environment.sceneStore == nil { environment.sceneStore = SceneStore.make() }
        if environment.windowChrome == nil { environment.windowChrome = WindowChrome(hostsBackButton: false) }
        chrome = environment.windowChrome!
        if environment.sceneFocusedValues == nil { environment.sceneFocusedValues = SceneFocusedValues() }
        focusedValues = environment.sceneFocusedValues!
        // A window that opens takes the focus: the app's commands read its focused values.
        focusedValues.becomeKey()
        graph = ViewGraph(content: content, backend: backend, scheduler: scheduler, environment: environment)
        // What a window shows once it is open: long lists fill their rows after the first frame.
        settle()
    }

    /// A host that goes closes its window: the views leave (their focused values are
    /// withdrawn from the window while its graph is whole, not while it is freed).
    isolated deinit {
        graph?.tearDown()
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

    /// The title the window's header bar shows (`.navigationTitle`); nil when no view set one.
    public var navigationTitle: String? { chrome.title }

    /// Whether the header bar shows a back button (a navigation stack has pages pushed).
    public var canGoBack: Bool { chrome.canGoBack }

    /// Presses the header bar's back button (or Escape, Alt+Left) and runs the update pass.
    public func goBack() throws {
        guard chrome.goBack() else { throw ViewHostError.notFound("back button (no page pushed)", onScreen: labelTexts) }
        settle()
    }

    /// The texts of all labels, in screen order (buttons' and toggles' titles included).
    public var labelTexts: [String] {
        widgets.filter(\.isLabel).map(\.text)
    }

    /// The label showing exactly `text`.
    public func label(_ text: String) throws -> RecordedWidget {
        try find("label \"\(text)\"") { $0.isLabel && $0.text == text }
    }

    /// The first label whose text starts with `prefix`.
    public func label(startingWith prefix: String) throws -> RecordedWidget {
        try find("label starting with \"\(prefix)\"") { $0.isLabel && $0.text.hasPrefix(prefix) }
    }

    /// The text field with placeholder `placeholder`.
    public func textField(_ placeholder: String) throws -> RecordedWidget {
        try widget(of: TextFieldProperties.self, "text field \"\(placeholder)\"") { $0.placeholder == placeholder }
    }

    /// The button titled `title`.
    public func button(_ title: String) throws -> RecordedWidget {
        try widget(of: ButtonProperties.self, labelled: title)
    }

    // MARK: Acting like a user

    /// Types `text` at the end of the field, one keystroke per character, letting the app
    /// update after each keystroke.
    public func type(_ text: String, into placeholder: String) throws {
        let field = try textField(placeholder)
        for character in text {
            try requireEnabled(field, "text field \"\(placeholder)\"")
            let newText = field.text + String(character)
            try userTypes(newText, cursor: newText.count, into: field)
        }
    }

    /// Replaces the field's whole text, as selecting all and pasting does.
    public func replaceText(in placeholder: String, with text: String) throws {
        let field = try textField(placeholder)
        try requireEnabled(field, "text field \"\(placeholder)\"")
        try userTypes(text, cursor: text.count, into: field)
    }

    /// Puts the cursor of the field at `offset`, as a click in the text does.
    public func placeCursor(in placeholder: String, at offset: Int) throws {
        let field = try textField(placeholder)
        field.cursorPosition = min(offset, field.text.count)
    }

    /// Presses Enter in the field: a field of a formatted value commits its text (see
    /// ``moveFocus(outOf:)``); then its `.onSubmit` actions run, then the default button of
    /// the field's window (its sheet, if it is in one) is pressed, if enabled: GTK's entries
    /// activate the window's default widget, the button marked
    /// `.keyboardShortcut(.defaultAction)` or else a `.confirmationAction` toolbar item's.
    public func submit(_ placeholder: String) throws {
        let field = try textField(placeholder)
        try requireEnabled(field, "text field \"\(placeholder)\"")
        try commitText(of: field)
        try perform(TextFieldActions.self, on: field, checksWidget: false) { $0.submit() }
        if let button = defaultButton(forFieldIn: field), button.isEnabled {
            try perform(ButtonActions.self, on: button, checksWidget: false) { $0.press() }
        }
    }

    /// The button Enter in `field` presses: in the newest presentation holding the field, or
    /// else in the window, the one marked `.keyboardShortcut(.defaultAction)`, else the first
    /// button of a `.confirmationAction` toolbar item (which the GTK backend makes the
    /// window's default, as a sheet's "Done").
    private func defaultButton(forFieldIn field: RecordedWidget) -> RecordedWidget? {
        let sheet = presentations.last { $0.allDescendants.contains { $0 === field } }
        let scope = sheet?.allDescendants ?? widgets
        if let marked = scope.first(where: { $0.attributes[KeyboardShortcutAttribute.self] == .defaultAction }) {
            return marked
        }
        let confirmation = scope.first { $0.properties(as: ToolbarItemProperties.self)?.placement == .confirmationAction }
        return confirmation?.allDescendants.first { $0.is(ButtonProperties.self) }
    }

    /// Makes this host's window the key window, as clicking into it does: the app's commands
    /// (`@FocusedValue` in `Commands`) read its focused values. A host is the key window when
    /// it is made.
    public func makeKeyWindow() {
        focusedValues.becomeKey()
        settle()
    }

    /// Moves the keyboard focus out of the field, as a click elsewhere or Tab does: a field of
    /// a formatted value (`TextField(value:format:)`) commits what the user typed, writing
    /// the value it parses to and showing it formatted (the old value again if it does not
    /// parse); its `.focused` bindings hear that it lost the focus.
    public func moveFocus(outOf placeholder: String) throws {
        let field = try textField(placeholder)
        try commitText(of: field)
        for request in field.attributes[FocusAttribute.self] ?? [] { request.reporter.focusChanged(false) }
        settle()
    }

    /// Presses the keyboard shortcut: the button marked `.keyboardShortcut(shortcut)`.
    public func press(_ shortcut: KeyboardShortcut) throws {
        guard let button = widgets.first(where: { $0.attributes[KeyboardShortcutAttribute.self] == shortcut }) else {
            throw ViewHostError.notFound("button with the shortcut \(shortcut)", onScreen: labelTexts)
        }
        try requireEnabled(button, "button with the shortcut \(shortcut)")
        try perform(ButtonActions.self, on: button, checksWidget: false) { $0.press() }
    }

    /// Clicks the button titled `title`.
    public func tap(_ title: String) throws {
        let target = try button(title)
        try requireEnabled(target, "button \"\(title)\"")
        try perform(ButtonActions.self, on: target, checksWidget: false) { $0.press() }
    }

    /// The first list on screen.
    public func list() throws -> RecordedWidget {
        try widget(of: ListProperties.self, "list") { _ in true }
    }

    /// Focuses the first list's shown row `index` and presses Enter (or Space), as GTK's list
    /// views do: the first thing in the row a click acts on, depth first, acts (a tap
    /// gesture runs, a toggle flips, a button is pressed).
    public func activateRow(_ index: Int) throws {
        let rows = try list().shownRows
        guard rows.indices.contains(index) else { throw ViewHostError.notFound("list row \(index)", onScreen: labelTexts) }
        for widget in rows[index].allDescendants {
            if let tap = widget.attributes[TapGestureAttribute.self] {
                tap.perform()
                settle()
                return
            }
            if widget.is(ToggleProperties.self), widget.isEnabled { return try tap(widget) }
            if widget.is(ButtonProperties.self), widget.isEnabled {
                return try perform(ButtonActions.self, on: widget, checksWidget: false) { $0.press() }
            }
        }
        throw ViewHostError.notFound("control in list row \(index)", onScreen: labelTexts)
    }

    /// Scrolls the first list so that `row` is the first row in sight.
    public func scrollList(toRow row: Int) throws {
        backend.scroll(try list(), toRow: row)
        settle()
    }

    // MARK: Alerts, dialogs and sheets

    /// The alerts, confirmation dialogs and sheets that are up, oldest first. Their views are
    /// in ``widgets`` too: tap an alert's buttons with `tap(_:)`.
    public var presentations: [RecordedWidget] {
        widgets(of: PresentationProperties.self).filter { $0.properties(as: PresentationProperties.self)?.isPresented == true }
    }

    /// Presses Escape in the newest alert, dialog or sheet (as its close button does): it is
    /// dismissed, its binding written back to false or nil.
    public func pressEscape() throws {
        guard let top = presentations.last else { throw ViewHostError.notFound("alert, dialog or sheet", onScreen: labelTexts) }
        try perform(PresentationActions.self, on: top, checksWidget: false) { $0.dismiss() }
    }

    // MARK: Any widget, yours included

    /// The widgets made for descriptions of type `type`, in screen order.
    public func widgets<Properties>(of type: Properties.Type) -> [RecordedWidget] {
        widgets.filter { $0.is(type) }
    }

    /// The first widget of type `type` whose description matches `predicate`.
    public func widget<Properties>(
        of type: Properties.Type, _ description: String? = nil, where predicate: (Properties) -> Bool = { _ in true }
    ) throws -> RecordedWidget {
        try find(description ?? "\(type)") { $0.properties(as: type).map(predicate) ?? false }
    }

    /// The first widget of type `type` whose labels (the texts inside it, as a button's
    /// title) read `label`.
    public func widget<Properties>(of type: Properties.Type, labelled label: String) throws -> RecordedWidget {
        try find("\(Self.name(of: type)) \"\(label)\"") { $0.is(type) && $0.labelText == label }
    }

    /// Calls `widget`'s actions as its native widget does when its user acts, then lets the
    /// app update. Change what the widget shows first with ``RecordedWidget/userEdit(_:_:)``
    /// where the user's act changes it (typing, dragging).
    ///
    /// ```swift
    /// let rating = try host.widget(of: StarRating.Properties.self)
    /// rating.userEdit(StarRating.Properties.self) { $0.stars = 4 }
    /// try host.perform(StarRating.Actions.self, on: rating) { $0.rate(4) }
    /// ```
    /// `checksWidget`: whether the act changed what the widget shows (see
    /// `WidgetActions.perform(checksWidget:_:)`); false for a click.
    public func perform<Actions>(
        _ type: Actions.Type, on widget: RecordedWidget, checksWidget: Bool = true, _ body: (Actions) -> Void
    ) throws {
        try requireEnabled(widget, "\(widget.propertiesType) widget")
        guard widget.perform(type, checksWidget: checksWidget, body) else { throw ViewHostError.wrongActions(String(describing: type), widget: "\(widget.propertiesType)") }
        settle()
    }

    // MARK: Counters

    /// How many times `body` of views of `type` ran.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        graph.bodyEvaluations(of: type)
    }

    /// Update passes that had work to do.
    public var updatePasses: Int { graph.statistics.updatePasses }

    /// Node evaluations of every kind so far (see `GraphStatistics.nodeEvaluations`).
    public var nodeEvaluations: Int { graph.statistics.nodeEvaluations }

    /// Elements of `ForEach`es in lists whose content ran to find the rows.
    public var listElementsRun: Int { graph.statistics.listElementsRun }

    // MARK: Helpers

    private func find(_ description: String, where matches: (RecordedWidget) -> Bool) throws -> RecordedWidget {
        if let widget = widgets.first(where: matches) { return widget }
        throw ViewHostError.notFound(description, onScreen: labelTexts)
    }

    /// The user typed or pasted: the entry shows `text`, and reports it.
    private func userTypes(_ text: String, cursor: Int, into field: RecordedWidget) throws {
        field.userEdit(TextFieldProperties.self) { $0.text = text }
        field.cursorPosition = cursor
        // A field of a formatted value keeps what is typed until it is committed (its value
        // is not written, so there is nothing to check the entry against).
        let commits = field.textFieldActions?.commit != nil
        try perform(TextFieldActions.self, on: field, checksWidget: !commits) { $0.textChanged(text) }
    }

    /// Commits the text of a field of a formatted value, if the user edited it: the entry
    /// shows the value as the commit formatted it.
    private func commitText(of field: RecordedWidget) throws {
        guard let commit = field.textFieldActions?.commit,
              let shownByModel = field.modelProperties(as: TextFieldProperties.self)?.text,
              field.text != shownByModel else { return }
        var shown = ""
        try perform(TextFieldActions.self, on: field, checksWidget: false) { _ in shown = commit(field.text) }
        field.userEdit(TextFieldProperties.self) { $0.text = shown }
    }

    /// "button" for ButtonProperties: how a widget type reads in an error.
    private static func name(of type: Any.Type) -> String {
        let name = String(describing: type)
        guard name.hasSuffix("Properties"), name != "Properties" else { return name }
        let base = name.dropLast("Properties".count)
        return base.prefix(1).lowercased() + base.dropFirst()
    }

    func requireEnabled(_ widget: RecordedWidget, _ description: String) throws {
        if !widget.isEnabled { throw ViewHostError.disabled(description) }
    }
}

/// Why a ``ViewHost`` could not do what a test asked.
public enum ViewHostError: Error, CustomStringConvertible {
    case notFound(String, onScreen: [String])
    case disabled(String)
    case wrongActions(String, widget: String)

    public var description: String {
        switch self {
        case .notFound(let what, let texts):
            "No \(what) on screen. Labels shown: \(texts.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .disabled(let what):
            "The \(what) is disabled; a user cannot use it."
        case .wrongActions(let actions, let widget):
            "A \(widget) widget does not report \(actions)."
        }
    }
}
