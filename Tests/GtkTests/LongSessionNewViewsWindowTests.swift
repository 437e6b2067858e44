import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

/// GObjects (widgets, event controllers, list models) a test watches until they are
/// finalized (g_object_weak_ref), with their type names, to name what outlived its window.
@MainActor
enum WatchedObjects {
    /// The watched objects not finalized yet, with their type names.
    static var alive: [UnsafeMutableRawPointer: String] = [:]
    /// How many objects were watched, and how many of them were event controllers.
    static var watched = 0
    static var controllers = 0

    static func reset() {
        alive = [:]
        watched = 0
        controllers = 0
    }

    /// Watches `object` until it is finalized (once, however often it is seen).
    static func watch(_ object: UnsafeMutableRawPointer) {
        guard alive[object] == nil else { return }
        alive[object] = String(cString: g_type_name_from_instance(object.assumingMemoryBound(to: GTypeInstance.self)))
        watched += 1
        g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { _, object in
            MainActor.assumeIsolated { _ = WatchedObjects.alive.removeValue(forKey: UnsafeMutableRawPointer(object!)) }
        }, nil)
    }

    /// Watches `widget`, every widget inside it (popovers and their content are children of
    /// the widget they point at; a stack's hidden pages too), the event controllers of each
    /// (`gtk_widget_observe_controllers`) and the models and factories of list views.
    static func watchTree(_ widget: UnsafeMutablePointer<GtkWidget>) {
        watch(UnsafeMutableRawPointer(widget))
        if let list = gtk_widget_observe_controllers(widget) {
            for index in 0..<g_list_model_get_n_items(list) {
                guard let controller = g_list_model_get_item(list, index) else { continue }
                if alive[controller] == nil { controllers += 1 }
                watch(controller)
                g_object_unref(controller)
            }
            g_object_unref(UnsafeMutableRawPointer(list))
        }
        if widgetIsA(widget, gtk_list_view_get_type()) {
            if let model = gtk_list_view_get_model(OpaquePointer(widget)) { watch(UnsafeMutableRawPointer(model)) }
            if let factory = gtk_list_view_get_factory(OpaquePointer(widget)) { watch(UnsafeMutableRawPointer(factory)) }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            watchTree(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// What is still alive, by type: "GtkButton ×2, GtkPopover".
    static var aliveSummary: String {
        Dictionary(grouping: alive.values, by: { $0 }).sorted { $0.key < $1.key }
            .map { $0.value.count > 1 ? "\($0.key) ×\($0.value.count)" : $0.key }.joined(separator: ", ")
    }
}

private struct PantryShelfKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    /// The shelf the window shows (`.focusedSceneValue`).
    fileprivate var longSessionShelf: String? {
        get { self[PantryShelfKey.self] }
        set { self[PantryShelfKey.self] = newValue }
    }
}

/// What lives as long as the app: the windows' views read and write it.
@MainActor @Observable
private final class PantryJournal {
    var taskRuns = 0
    var dismissals = 0
    var deleted: [String] = []
}

/// A window using everything #35 added that makes widgets, controllers or boxes: a searchable
/// list of navigation-link rows with a context menu each, `.onKeyPress`, a `Gauge`, a
/// `DatePicker` with the time and a range, a value `TextField`, `ContentUnavailableView` when
/// the search matches nothing, `.task(id:)`, `.focusedSceneValue` (read back through
/// `@FocusedValue`), an alert presenting data and a sheet with `onDismiss`.
private struct PantryWindow: View {
    let journal: PantryJournal
    private let items = ["Rice", "Butter", "Flour"]
    private static let start = Date(timeIntervalSince1970: 1_750_000_000)
    @Owned private var query = ""
    @Owned private var amount = 3
    @Owned private var keyPresses = 0
    @Owned private var bestBefore = PantryWindow.start
    @Owned private var deleting: String?
    @Owned private var confirmsDelete = false
    @Owned private var editing = false
    @FocusedValue(\.longSessionShelf) private var shelf

    var body: some View {
        let shown = items.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
        let journal = self.journal
        NavigationStack {
            VStack {
                Text("keys \(keyPresses) amount \(amount) scene \(shelf ?? "none")")
                TextField("Amount", value: $amount, format: .number)
                Gauge(value: Double(amount), in: 0...10) { Text("Fill") }
                DatePicker("Best before", selection: $bestBefore, in: Self.start...Self.start.addingTimeInterval(86_400 * 60),
                           displayedComponents: [.date, .hourAndMinute])
                HStack {
                    Button("Delete Rice…") {
                        deleting = "Rice"
                        confirmsDelete = true
                    }
                    Button("Edit…") { editing = true }
                }
                if shown.isEmpty {
                    ContentUnavailableView.search(text: self.query)
                } else {
                    List {
                        ForEach(shown, id: \.self) { item in
                            NavigationLink(item, destination: Text("Page of \(item)"))
                                .contextMenu { Button("Share \(item)") {} }
                        }
                    }
                    .frame(height: 160)
                }
            }
            .onKeyPress(.pageDown) {
                keyPresses += 1
                return .handled
            }
            .searchable(text: $query, prompt: "Find an item")
            .task(id: query) { journal.taskRuns += 1 }
            .focusedSceneValue(\.longSessionShelf, "pantry")
            .alert("Delete the item?", isPresented: $confirmsDelete, presenting: deleting) { name in
                Button("Delete \(name)", role: .destructive) { journal.deleted.append(name) }
                Button("Cancel", role: .cancel) {}
            } message: { name in
                Text("“\(name)” will be gone.")
            }
            .sheet(isPresented: $editing, onDismiss: { journal.dismissals += 1 }) { Text("Editing") }
        }
    }
}

/// What failed, and at which line of the cycle.
private struct StepFailure: Error, CustomStringConvertible {
    let description: String
}

/// Runs one step of the cycle, naming its line if it throws.
private func step(line: Int = #line, _ body: () throws -> Void) throws {
    do { try body() } catch { throw StepFailure(description: "line \(line): \(error)") }
}

/// A long session of the views #35 added, in real windows with real input: 25 windows
/// opened, used (search, context menu, a key, a value, a date, a pushed page, an alert, a
/// sheet) and closed through the public API leave no widget, event controller, signal
/// closure or CSS provider behind, and log nothing.
final class LongSessionNewViewsWindowTests: XCTestCase {
    @MainActor private static func makeSession(_ journal: PantryJournal) -> WindowSession {
        var environment = EnvironmentValues()
        environment.settingsStore = SettingsStore(persistence: InMemorySettingsPersistence())
        let scenes = SceneBuilder.buildBlock(WindowGroup("Pantry", id: "pantry") { PantryWindow(journal: journal) })
        return WindowSession(
            windows: scenes.windowDescriptions,
            archivePath: FileManager.default.temporaryDirectory.path + "/cells-long-session-new-\(UUID().uuidString).ini",
            application: nil, environment: environment
        )
    }

    /// Whether a stack in `root` is sliding from one page to another.
    @MainActor private static func isSliding(_ root: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widgets(ofType: gtk_stack_get_type(), at: root).contains { gtk_stack_get_transition_running(OpaquePointer($0)) != 0 }
    }

    /// The visible popovers in the window's content.
    @MainActor private static func openPopovers(_ window: RealWindow) -> [UnsafeMutablePointer<GtkWidget>] {
        window.descendants(of: window.window).filter { window.isA($0, gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0 }
    }

    /// The window presented over `window` (an alert, a sheet), its tree watched.
    @MainActor private static func presented(over window: RealWindow) throws -> RealWindow {
        let parent = window.hosted!.window.widgetPointer
        XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).count == 1 }, timeout: 5), "one window presented")
        let presented = try XCTUnwrap(visibleWindows(transientFor: parent).first)
        MainLoop.run(for: 0.1)
        WatchedObjects.watchTree(UnsafeMutableRawPointer(presented).assumingMemoryBound(to: GtkWidget.self))
        return try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(try XCTUnwrap(gtk_window_get_child(presented)))))
    }

    @MainActor private static func dismissed(_ window: RealWindow) -> Bool {
        let parent = window.hosted!.window.widgetPointer
        return MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5)
    }

    /// Opens a pantry window, uses each feature once with real input, watching every widget
    /// made on the way, and closes it.
    @MainActor private static func runCycle(_ session: WindowSession, _ journal: PantryJournal, _ cycle: Int) throws {
        let window = RealWindow(hosted: try XCTUnwrap(session.openWindow(id: "pantry")))
        window.settle(for: 0.2)
        let root = window.hosted!.window.widgetPointer
        WatchedObjects.watchTree(root)
        XCTAssertNoThrow(try window.label("keys 0 amount 3 scene pantry"), "the scene's focused value reads back")

        // Search: Ctrl+F, a key that matches nothing (the empty state), Escape.
        let taskRuns = journal.taskRuns
        try step { try window.realKey("f", modifiers: [.control]) }
        try step { try window.realType("q") }
        XCTAssertNoThrow(try window.label("No Results for “q”"), "cycle \(cycle): the search matched nothing")
        XCTAssertTrue(MainLoop.run(until: { journal.taskRuns > taskRuns }, timeout: 2), "the task ran again for the new query")
        WatchedObjects.watchTree(root)
        try step { try window.realKey("Escape") }
        XCTAssertTrue(MainLoop.run(until: { (try? window.label("Rice")) != nil }, timeout: 2), "cycle \(cycle): Escape brought the rows back")
        window.settle(for: 0.1)
        WatchedObjects.watchTree(root)

        // A row's context menu: a right click opens it, Escape closes it.
        try step { try window.realRightClick(try window.label("Butter")) }
        XCTAssertEqual(openPopovers(window).count, 1, "cycle \(cycle): the row's menu opened")
        WatchedObjects.watchTree(root)
        try step { try window.realKey("Escape") }
        XCTAssertTrue(MainLoop.run(until: { openPopovers(window).isEmpty }, timeout: 2), "Escape closed the menu")

        // The value field: typed, committed by Tab; then a key the view handles.
        let amount = UnsafeMutableRawPointer(try window.entry("Amount")).assumingMemoryBound(to: GtkWidget.self)
        try step { try window.realClick(amount) }
        try step { try window.realKey("a", modifiers: .control) }
        try step { try window.realType("7") }
        try step { try window.realKey("Tab") }
        XCTAssertNoThrow(try window.label("keys 0 amount 7 scene pantry"), "cycle \(cycle): Tab committed the value")
        try step { try window.realKey("Page_Down") }
        XCTAssertNoThrow(try window.label("keys 1 amount 7 scene pantry"), "cycle \(cycle): .onKeyPress had the key")

        // The date picker: its calendar's popover, and its hour.
        try step { try window.realClick(try window.widget(ofType: gtk_menu_button_get_type(), "the date's button")) }
        XCTAssertEqual(openPopovers(window).count, 1, "cycle \(cycle): the calendar opened")
        WatchedObjects.watchTree(root)
        try step { try window.realKey("Escape") }
        XCTAssertTrue(MainLoop.run(until: { openPopovers(window).isEmpty }, timeout: 2), "Escape closed the calendar")
        try step { try window.realClick(try window.nthWidget(ofType: gtk_spin_button_get_type(), 0)) }
        try step { try window.realKey("Up") }

        // A row's page, pushed and popped.
        try step { try window.realClick(label: "Rice") }
        XCTAssertTrue(MainLoop.run(until: { (try? window.label("Page of Rice")) != nil && !isSliding(root) }, timeout: 2),
                      "cycle \(cycle): the row pushed its page")
        WatchedObjects.watchTree(root)
        try step { try window.realClick(window.hosted!.backButton.widgetPointer) }
        XCTAssertTrue(MainLoop.run(until: { (try? window.label("Rice")) != nil }, timeout: 2), "cycle \(cycle): back on the list")
        XCTAssertTrue(MainLoop.run(until: { !isSliding(root) }, timeout: 2), "the page slid back")

        // An alert presenting data, answered.
        try step { try window.realClick("Delete Rice…") }
        do {
            let alert = try presented(over: window)
            XCTAssertNoThrow(try alert.label("“Rice” will be gone."))
            try step { try alert.realClick("Cancel") }
        }
        XCTAssertTrue(dismissed(window), "cycle \(cycle): the alert went")

        // A sheet with an onDismiss, closed by Escape.
        let dismissals = journal.dismissals
        try step { try window.realClick("Edit…") }
        do {
            let sheet = try presented(over: window)
            XCTAssertNoThrow(try sheet.label("Editing"))
            try step { try sheet.realKey("Escape") }
        }
        XCTAssertTrue(dismissed(window), "cycle \(cycle): the sheet went")
        window.settle()
        XCTAssertEqual(journal.dismissals, dismissals + 1, "cycle \(cycle): onDismiss ran once")

        WatchedObjects.watchTree(root)
        window.close()
    }

    func testTwentyFiveWindowsOfTheNewViewsUsedAndClosedLeaveNothingBehind() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let journal = PantryJournal()
            let session = Self.makeSession(journal)
            // A first window warms up what GTK and the library keep per process (the theme,
            // fonts, the status page's and navigation rows' style sheets).
            GLibLogRecorder.clear()
            WatchedObjects.reset()
            try Self.runCycle(session, journal, -1)
            MainLoop.run(for: 0.2)
            GLibLogRecorder.assertNoProblems("the first window of the new views")

            let closures = SignalClosureCounter.liveCount
            let styleSheets = CSSStyleSheet.installedCount
            let colorSheets = TextColorStyles.installedCount
            WatchedObjects.reset()
            for cycle in 0..<25 { try Self.runCycle(session, journal, cycle) }
            XCTAssertTrue(session.openWindows.isEmpty)
            print("LongSessionNewViewsWindowTests: watched \(WatchedObjects.watched) objects (\(WatchedObjects.controllers) event controllers) of 25 windows")

            let allGone = MainLoop.run(until: {
                WatchedObjects.alive.isEmpty && SignalClosureCounter.liveCount == closures
            }, timeout: 5)
            XCTAssertTrue(allGone, "\(WatchedObjects.alive.count) of \(WatchedObjects.watched) objects "
                + "and \(SignalClosureCounter.liveCount - closures) signal closures outlived 25 windows: \(WatchedObjects.aliveSummary)")
            XCTAssertGreaterThan(WatchedObjects.watched, 25 * 100, "the windows' widgets were watched")
            XCTAssertGreaterThan(WatchedObjects.controllers, 25 * 20, "their event controllers were watched")
            XCTAssertEqual(WatchedObjects.alive.filter { $0.value.contains("Controller") || $0.value.contains("Gesture") }.count, 0,
                           "every event controller is finalized")
            XCTAssertEqual(SignalClosureCounter.liveCount, closures, "every signal closure is released")
            XCTAssertEqual(TextColorStyles.installedCount, colorSheets, "a colour's style sheet outlived its last label")
            XCTAssertEqual(CSSStyleSheet.installedCount, styleSheets, "a CSS provider stays on the display")
            XCTAssertGreaterThanOrEqual(journal.dismissals, 26)
            GLibLogRecorder.assertNoProblems("25 windows of the new views used and closed")
        }
    }
}
