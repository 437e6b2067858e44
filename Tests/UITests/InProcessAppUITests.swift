import CellsGtk
import CellsUITesting
import Foundation
import Testing

/// A counter kept in `@AppStorage`: what an app saves, in the settings folder of its test.
struct StoredCounter: View {
    @AppStorage("count") private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

struct StoredCounterApp: App {
    static var applicationID: String { "dev.cells.UITests.StoredCounter" }
    var body: some Scene { WindowGroup("Counter") { StoredCounter() } }
}

/// An `App` type started in this process (`UIApplication(MyApp.self)`): its window, its
/// settings file in the test's own folders, and each test starting from empty settings.
@MainActor
@Suite(.serialized)
struct InProcessAppUITests {
    @Test func theAppsWindowCountsAndSavesItsSettingInTheTestsFolder() throws {
        let app = try UIApplication(StoredCounterApp.self)
        #expect(app.windows.labels == ["Counter"])
        try app.buttons["Add"].click()
        try app.buttons["Add"].click()
        #expect(app.staticTexts["Count 2"].exists)
        try app.terminate()
        let file = app.folder.appendingPathComponent("config/dev.cells.UITests.StoredCounter/settings.ini")
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("count=2"))
    }

    @Test func everyTestStartsFromEmptySettings() throws {
        let first = try UIApplication(StoredCounterApp.self)
        try first.buttons["Add"].click()
        try first.terminate()
        let second = try UIApplication(StoredCounterApp.self)
        defer { try? second.terminate() }
        #expect(second.staticTexts["Count 0"].exists)
        try second.terminate()
    }
}
