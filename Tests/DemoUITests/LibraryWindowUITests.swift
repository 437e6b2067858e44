import CellsUITesting
import Testing

/// The demo's Library window (tabs and a split view, libadwaita's view switcher and leaflet),
/// launched as its own process and used as a person and a screen reader do.
@MainActor
@Suite(.serialized)
struct LibraryWindowUITests {
    /// The tabs are page tabs named by their titles, read once each; a click and the keys
    /// switch them; a shelf chosen in the sidebar shows its books beside it.
    @Test func tabsAndTheSidebarInAWideWindow() throws {
        let app = try launchDemo("library")
        defer { try? app.terminate() }
        let window = app.windows["Library"]
        #expect(window.waitForExistence(timeout: 3))
        #expect(app.tabs.labels == ["Library", "Search", "Settings"], "each tab once, by its title")
        #expect(app.tabBars.labels == ["Tabs"], "the switcher has a name, not its class's")
        #expect(app.staticTexts["No Shelf Chosen"].exists)

        try app.cells.containing(.staticText, "History").firstMatch.click()
        #expect(app.buttons["SPQR"].waitForExistence(timeout: 2), "the shelf's books beside the sidebar")
        #expect(app.cells.containing(.staticText, "Novels").firstMatch.exists, "the sidebar stays")

        try app.tabs["Search"].click()
        #expect(app.staticTexts["Search the Library"].waitForExistence(timeout: 2))
        try app.typeKey(.pageDown, modifiers: .control)
        #expect(app.toggles["Show Authors"].waitForExistence(timeout: 2), "Ctrl+Page Down: the next tab")
        try app.typeKey(UIKeyboardKey(rawValue: "1"), modifiers: .alt)
        #expect(app.buttons["SPQR"].waitForExistence(timeout: 2), "Alt+1: the first tab, as it was left")
        try app.terminate()
    }

    /// F9 (the app's View › Toggle Sidebar, `SidebarCommands`) hides the shelves and shows
    /// them again.
    @Test func f9HidesAndShowsTheSidebar() throws {
        let app = try launchDemo("library")
        defer { try? app.terminate() }
        #expect(app.windows["Library"].waitForExistence(timeout: 3))
        let novels = app.cells.containing(.staticText, "Novels").firstMatch
        #expect(novels.exists)
        try app.typeKey(UIKeyboardKey(rawValue: "F9"))
        #expect(novels.waitForNonExistence(timeout: 2), "F9 hid the sidebar")
        try app.typeKey(UIKeyboardKey(rawValue: "F9"))
        #expect(app.cells.containing(.staticText, "Novels").firstMatch.waitForExistence(timeout: 2), "F9 showed it again")
        try app.terminate()
    }

    /// At a phone's width the tabs move to the bottom and the split view folds: a shelf shows
    /// its books with a Back button, and Escape returns to the shelves.
    @Test func aPhoneWidthWindowFoldsTheSidebarAndMovesTheTabs() throws {
        let app = try launchDemo("library")
        defer { try? app.terminate() }
        let window = app.windows["Library"]
        #expect(window.waitForExistence(timeout: 3))
        try window.resize(toWidth: 360, height: 640)
        #expect(window.frame.width <= 360)
        #expect(app.tabs.labels == ["Library", "Search", "Settings"], "the bottom bar's tabs, once each")
        let library = app.tabs["Library"].frame
        #expect(library.y > window.frame.y + window.frame.height / 2, "the tabs are at the bottom: \(library)")
        #expect(!app.staticTexts["No Shelf Chosen"].exists, "one column at a time: the shelves")

        try app.cells.containing(.staticText, "Poetry").firstMatch.click()
        #expect(app.buttons["Leaves of Grass"].waitForExistence(timeout: 2), "the shelf's books")
        #expect(app.buttons["Back"].exists)
        #expect(!app.cells.containing(.staticText, "Novels").firstMatch.exists, "in place of the shelves")
        try app.typeKey(.escape)
        #expect(app.cells.containing(.staticText, "Novels").firstMatch.waitForExistence(timeout: 2), "Escape: the shelves again")

        try app.tabs["Settings"].click()
        #expect(app.toggles["Show Authors"].waitForExistence(timeout: 2))
        try app.terminate()
    }
    /// The Settings tab is a GNOME preferences page of libadwaita's rows (a switch row, a combo
    /// row, an entry row, an expander row with two rows in it), each read by its title and
    /// used with the pointer and the keyboard; what they choose shows on the shelves and on a
    /// borrowed book's page.
    @Test func theSettingsTabIsAPreferencesPageWhoseChoicesShow() throws {
        let app = try launchDemo("library")
        defer { try? app.terminate() }
        #expect(app.windows["Library"].waitForExistence(timeout: 3))
        try app.tabs["Settings"].click()
        #expect(app.toggles["Show Authors"].waitForExistence(timeout: 2), "the switch row's switch reads as its title")
        #expect(app.toggles["Show Authors"].isOn)

        try app.popUpButtons["Sort By"].click()
        let author = app.cells.containing(.staticText, "Author").firstMatch
        #expect(author.waitForExistence(timeout: 2), "the combo row's choices")
        try author.click()

        try app.textFields["Card Holder"].click()
        try app.typeText("Ada")
        #expect(app.textFields["Card Holder"].value == "Ada")

        #expect(!app.toggles["Remind Before Due"].exists, "the expander row starts closed")
        try app.cells["Reminders"].click()
        #expect(app.toggles["Remind Before Due"].waitForExistence(timeout: 2), "open, its rows show")
        try app.toggles["Remind Before Due"].click()

        try app.tabs["Library"].click()
        try app.cells.containing(.staticText, "Novels").firstMatch.click()
        #expect(app.buttons["Dune"].waitForExistence(timeout: 2))
        let order = ["Piranesi", "Middlemarch", "Dune"].map { app.buttons[$0].frame.y }
        #expect(order == order.sorted(), "by author: Clarke, Eliot, Herbert (\(order))")
        try app.buttons["Dune"].click()
        #expect(app.toggles["Borrowed"].waitForExistence(timeout: 2))
        try app.toggles["Borrowed"].click()
        #expect(app.staticTexts["Ada"].waitForExistence(timeout: 2), "the card holder, on the borrowed book's page")
        #expect(app.staticTexts["3 days before due"].exists, "the reminder's days")
        try app.terminate()
    }
}
