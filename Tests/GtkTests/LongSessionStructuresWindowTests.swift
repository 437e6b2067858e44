import CGtk
import CellsGtk
import Gtk
import XCTest

/// Tabs, a split view, a status page, an alert and a preferences page of libadwaita's rows:
/// what a libadwaita window is made of now.
private struct Structures: View {
    @Owned private var shelf: String?
    @Owned private var asks = false
    @Owned private var query = ""
    @Owned private var syncs = false
    @Owned private var sort = 0
    @Owned private var name = ""
    @Owned private var pin = ""

    var body: some View {
        TabView {
            NavigationSplitView {
                List(["Novels", "History"], id: \.self, selection: $shelf) { Text($0) }
                    .navigationTitle("Shelves")
            } detail: {
                VStack {
                    Button("Forget") { asks = true }
                    if let shelf { Text("Shelf \(shelf)") } else { ContentUnavailableView("No Shelf", systemImage: "books.vertical") }
                }
                .alert("Forget the shelf?", isPresented: $asks) {
                    Button("Forget", role: .destructive) { shelf = nil }
                    Button("Cancel", role: .cancel) {}
                }
            }
            .tabItem { Label("Library", systemImage: "books.vertical") }
            ContentUnavailableView.search(text: query)
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
            NavigationStack {
                Form {
                    Section("Preferences") {
                        Toggle("Sync", isOn: $syncs)
                        Picker("Sort", selection: $sort) { Text("Title").tag(0); Text("Author").tag(1) }
                        TextField("Name", text: $name)
                        SecureField("PIN", text: $pin)
                        DisclosureGroup("More") {
                            Toggle("Verbose", isOn: $syncs)
                            LabeledContent("Version", value: "1")
                        }
                        NavigationLink("About", destination: Text("about page"))
                    }
                }
            }
            .tabItem { Label("Settings", systemImage: "gearshape") }
        }
    }
}

/// A long session of the new structures: twenty windows with tabs, a split view, a status
/// page, an alert and libadwaita's form rows, each used with real input and closed, leave no widget, event
/// controller, GBinding-held object or signal closure behind.
final class LongSessionStructuresWindowTests: XCTestCase {
    @MainActor private static func cycle() throws {
        let window = try RealWindow.opened(Structures(), title: "Structures", width: 900, height: 720)
        let hosted = try XCTUnwrap(window.hosted)
        try window.realClick(label: "History")
        try window.realClick("Forget")
        let parent = hosted.window.widgetPointer
        XCTAssertTrue(MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 5), "the alert opened")
        let alert = try XCTUnwrap(visibleWindows(transientFor: parent).first)
        WatchedObjects.watchTree(UnsafeMutableRawPointer(alert).assumingMemoryBound(to: GtkWidget.self))
        let forget = try XCTUnwrap(widgets(ofType: gtk_button_get_type(), at: UnsafeMutableRawPointer(alert).assumingMemoryBound(to: GtkWidget.self))
            .first { gtk_widget_get_mapped($0) != 0 && Widget(retaining: UnsafeMutableRawPointer($0)).firstLabelText == "Forget" })
        _ = MainLoop.waitForNextFrame(of: UnsafeMutableRawPointer(alert).assumingMemoryBound(to: GtkWidget.self), timeout: 2)
        try RealInput.shared().click(forget)
        XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 5), "Forget closed it")
        // The preferences page: its expander, switch and link rows used.
        try window.realKey("3", modifiers: .alt)
        try window.realClick(label: "More")
        try window.realClick(label: "Sync")
        try window.realClick(label: "About")
        XCTAssertTrue(MainLoop.run(until: { (try? window.label("about page")) != nil }, timeout: 2), "the link row pushed its page")
        window.settle(for: 0.1)
        WatchedObjects.watchTree(parent)
        try window.realKey("Escape")
        WatchedObjects.watchTree(parent)
        window.close()
    }

    func testTwentyWindowsOfTabsASplitViewAndAnAlertLeaveNothingBehind() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            GLibLogRecorder.clear()
            WatchedObjects.reset()
            try Self.cycle()  // warms up what GTK and libadwaita keep per process
            MainLoop.run(for: 0.2)
            let closures = SignalClosureCounter.liveCount
            WatchedObjects.reset()
            for _ in 0..<20 { try Self.cycle() }
            let allGone = MainLoop.run(until: { WatchedObjects.alive.isEmpty && SignalClosureCounter.liveCount == closures }, timeout: 5)
            XCTAssertTrue(allGone, "\(WatchedObjects.alive.count) of \(WatchedObjects.watched) objects and "
                + "\(SignalClosureCounter.liveCount - closures) signal closures outlived 20 windows: \(WatchedObjects.aliveSummary)")
            XCTAssertGreaterThan(WatchedObjects.watched, 20 * 50, "the windows' widgets were watched")
            GLibLogRecorder.assertNoProblems("20 windows of tabs, split views and alerts")
        }
    }
}
