import Cells
import CellsTesting
import Observation
import Testing

/// `Scene.onChange(of:)`: an app's body is evaluated again when what it read changes, and
/// the actions of the values that changed run with the old and the new value.
@MainActor
@Suite(.serialized) struct SceneOnChangeTests {
    @MainActor final class Journal {
        static var entries: [String] = []
    }

    @Observable final class NotesStore {
        var notes = ["Groceries"]
        var savedCount = 0
    }

    /// An app that saves when it goes to the background, as Apple's sample apps do.
    struct NotesApp: App {
        @Owned private var store = NotesStore()
        @Environment(\.scenePhase) private var scenePhase

        var body: some Scene {
            WindowGroup("Notes") { Text("\(store.notes.count) notes") }
                .onChange(of: scenePhase) { old, new in
                    Journal.entries.append("\(old) → \(new)")
                    if new == .background { store.savedCount += 1 }
                }
                .onChange(of: store.notes.count, initial: true) { Journal.entries.append("count \(store.notes.count)") }
        }

        /// What the test reads the store through: the app's own cell.
        var storeForTest: NotesStore { store }
    }

    @Test func aPhaseChangeRunsTheActionWithTheOldAndNewPhase() {
        Journal.entries = []
        let scheduler = ManualScheduler()
        let phase = ScenePhaseSource(.active)
        var environment = EnvironmentValues()
        environment.scenePhaseSource = phase
        let app = NotesApp()
        let host = AppBodyHost(app: app, scheduler: scheduler, environment: environment)
        #expect(Journal.entries == ["count 1"], "initial: true runs at launch; the phase action waits for a change")
        #expect(host.scene.windowDescriptions.map(\.title) == ["Notes"])

        phase.phase = .inactive
        scheduler.runPasses()
        phase.phase = .background
        scheduler.runPasses()
        #expect(Journal.entries == ["count 1", "active → inactive", "inactive → background"])
        #expect(app.storeForTest.savedCount == 1, "the store the app made is the one the action saved")
        #expect(host.bodyEvaluations == 3)
    }

    @Test func theAppsStoreSurvivesReEvaluationsAndAStoreChangeIsSeen() {
        Journal.entries = []
        let scheduler = ManualScheduler()
        let app = NotesApp()
        let host = AppBodyHost(app: app, scheduler: scheduler)
        let store = app.storeForTest
        store.notes.append("Taxes")
        scheduler.runPasses()
        #expect(Journal.entries == ["count 1", "count 2"])
        #expect(app.storeForTest === store, "the app's @Owned store is kept in its node")
        store.savedCount += 5  // read by an action only, not by the body
        scheduler.runPasses()
        #expect(host.bodyEvaluations == 2, "what only an action reads does not re-evaluate the body")
    }

    @Test func aWindowFollowsWhatItsContentClosureReadsFromTheApp() throws {
        let app = NotesApp()
        let host = AppBodyHost(app: app, scheduler: ManualScheduler())
        let window = ViewHost(try #require(host.scene.windowDescriptions.first).makeContent())
        _ = try window.label("1 notes")
        app.storeForTest.notes.append("Taxes")
        window.settle()
        _ = try window.label("2 notes")
    }

    /// An app written for iOS 14 to 16: `onChange(of:perform:)` with the new value only.
    @available(*, deprecated, message: "uses the deprecated Scene.onChange(of:perform:) on purpose")
    struct OlderApp: App {
        @Environment(\.scenePhase) private var scenePhase
        var body: some Scene {
            WindowGroup("Older") { Text("older") }
                .onChange(of: scenePhase) { phase in Journal.entries.append("now \(phase)") }
        }
    }

    @available(*, deprecated, message: "uses the deprecated Scene.onChange(of:perform:) on purpose")
    @Test func theOlderSpellingRunsWithTheNewValueOnly() {
        Journal.entries = []
        let scheduler = ManualScheduler()
        let phase = ScenePhaseSource(.active)
        var environment = EnvironmentValues()
        environment.scenePhaseSource = phase
        let host = AppBodyHost(app: OlderApp(), scheduler: scheduler, environment: environment)
        #expect(Journal.entries.isEmpty, "not for the first value")
        phase.phase = .background
        scheduler.runPasses()
        #expect(Journal.entries == ["now background"])
        #expect(host.bodyEvaluations == 2)
    }

    @Test func aSceneWithoutOnChangeIsEvaluatedOnce() {
        struct Plain: App {
            var body: some Scene { WindowGroup("Plain") { Text("plain") } }
        }
        let scheduler = ManualScheduler()
        let host = AppBodyHost(app: Plain(), scheduler: scheduler)
        scheduler.runPasses()
        #expect(host.bodyEvaluations == 1)
        #expect(host.scene.changeWatchers.isEmpty)
    }
}
