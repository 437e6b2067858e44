import CellsUITesting
import Foundation
import Testing

@MainActor
@Suite(.serialized)
struct DumpUITests {
    @Test func explore() throws {
        guard ProcessInfo.processInfo.environment["DUMP"] != nil else { return }
        let start = Date()
        let app = try UIApplication(launching: "demo", arguments: ["dialogs"])
        print("launched", Date().timeIntervalSince(start))
        defer { try? app.terminate(); print("ended", Date().timeIntervalSince(start)) }
        try app.buttons["Reset Everything…"].click()
        print("clicked", Date().timeIntervalSince(start))
        #expect(app.dialogs["Reset everything?"].waitForExistence(timeout: 3))
        print(app.dialogs.labels, app.dialogs.firstMatch.buttons.labels, Date().timeIntervalSince(start))
        try app.dialogs.firstMatch.buttons["Cancel"].click()
        #expect(app.dialogs["Reset everything?"].waitForNonExistence(timeout: 3))
        try app.buttons["Main Menu"].click()
        print("menu", app.menuItems.labels, Date().timeIntervalSince(start))
        try app.menuItems.firstMatch.click()
        print("after item", app.windows.labels)
        print("before end", Date().timeIntervalSince(start))
    }
}
