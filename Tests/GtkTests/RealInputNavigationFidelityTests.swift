import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Pantry {
    var item = "flour"
    var events: [String] = []
}

/// A page pushed with a view, showing what its link gave it, with state of its own.
private struct ItemPage: View {
    let item: String
    @Owned private var taps = 0
    var body: some View {
        VStack {
            Text("item \(item)")
            Text("page taps \(taps)")
            Button("Tap Page") { taps += 1 }
        }
        .navigationTitle("Item")
    }
}

private struct PantryRoot: View {
    let pantry: Pantry
    var body: some View {
        NavigationStack {
            VStack {
                Text("shelf \(pantry.item)")
                NavigationLink("Open Item", destination: ItemPage(item: pantry.item))
            }
            .navigationTitle("Shelf")
            .onAppear { pantry.events.append("root appear") }
            .onDisappear { pantry.events.append("root disappear") }
        }
    }
}

/// Issue 35: a page pushed with `NavigationLink(_:destination:)` shows its link's current
/// destination while it is on screen, and the covered root page disappears and appears again,
/// driven with real clicks and keys.
final class RealInputNavigationFidelityTests: XCTestCase {
    @MainActor private static func backButton(_ window: RealWindow) -> UnsafeMutablePointer<GtkWidget> {
        window.hosted!.backButton.widgetPointer
    }

    func testAViewDestinationPageUpdatesLiveAndKeepsItsState() throws {
        try onMainActor {
            let pantry = Pantry()
            let window = try RealWindow(PantryRoot(pantry: pantry))
            defer { window.close() }
            try window.realClick("Open Item")
            window.settle(for: 0.3)  // the stack's slide
            XCTAssertNoThrow(try window.label("item flour"))
            try window.realClick("Tap Page")
            XCTAssertNoThrow(try window.label("page taps 1"))

            pantry.item = "sugar"  // the parent's state changes while the page is shown
            window.settle()
            XCTAssertNoThrow(try window.label("item sugar"), "the page follows the link's current destination")
            XCTAssertNoThrow(try window.label("page taps 1"), "the same page: its state stays")

            try window.realClick(Self.backButton(window))
            window.settle(for: 0.3)
            XCTAssertNoThrow(try window.label("shelf sugar"))
            XCTAssertThrowsError(try window.label("item sugar"), "the page is gone")
        }
    }

    func testTheCoveredRootDisappearsOnPushAndAppearsOnBackClickEscapeAndAltLeft() throws {
        try onMainActor {
            let pantry = Pantry()
            let window = try RealWindow(PantryRoot(pantry: pantry))
            defer { window.close() }
            XCTAssertEqual(pantry.events, ["root appear"])
            try window.realClick("Open Item")
            window.settle(for: 0.3)
            XCTAssertEqual(pantry.events, ["root appear", "root disappear"])
            try window.realClick(Self.backButton(window))
            window.settle(for: 0.3)
            XCTAssertEqual(pantry.events.last, "root appear", "back uncovered the root")
            XCTAssertNoThrow(try window.button("Open Item"))

            for (key, modifiers) in [("Escape", RealInput.Modifiers()), ("Left", .alt)] {
                pantry.events = []
                try window.realClick("Open Item")
                window.settle(for: 0.3)
                XCTAssertEqual(pantry.events, ["root disappear"], key)
                try window.realKey(key, modifiers: modifiers)
                window.settle(for: 0.3)
                XCTAssertEqual(pantry.events, ["root disappear", "root appear"], key)
            }
        }
    }
}
