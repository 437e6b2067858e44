import CellsUITesting
import Testing

/// The demo's Reading List window (list editing on a GtkListView), launched as its own process.
@MainActor
@Suite(.serialized)
struct ReadingListWindowUITests {
    static let initial = ["Dune", "Middlemarch", "The Hound of the Baskervilles", "Leaves of Grass", "SPQR", "Piranesi"]

    /// The book titles in the list's order (each row's first text).
    func titles(_ app: UIApplication) -> [String] {
        app.cells.allElementsBoundByIndex.map { $0.descendants(matching: .staticText).firstMatch.label }
    }

    func row(_ app: UIApplication, _ title: String) -> UIElement {
        app.cells.containing(.staticText, title).firstMatch
    }

    /// Click selects a row, Shift+Down extends the selection, Delete Selected (enabled only with a
    /// selection) removes the selected books; Add appends a book.
    @Test func selectingAddingAndDeleting() throws {
        let app = try launchDemo("reading-list")
        defer { try? app.terminate() }
        #expect(titles(app) == Self.initial)
        #expect(app.staticTexts["6 books, 4 unread, 0 selected"].exists)
        #expect(!app.buttons["Delete Selected"].isEnabled)

        try row(app, "Middlemarch").click()
        #expect(row(app, "Middlemarch").isSelected)
        #expect(app.staticTexts["6 books, 4 unread, 1 selected"].exists)
        #expect(app.buttons["Delete Selected"].isEnabled)
        try app.typeKey(.downArrow, modifiers: .shift)
        #expect(app.staticTexts["6 books, 4 unread, 2 selected"].exists)
        #expect(row(app, "The Hound of the Baskervilles").isSelected)
        try app.buttons["Delete Selected"].click()
        #expect(titles(app) == ["Dune", "Leaves of Grass", "SPQR", "Piranesi"])
        #expect(app.staticTexts["4 books, 2 unread, 0 selected"].exists)
        #expect(!app.buttons["Delete Selected"].isEnabled)

        try app.buttons["Add"].click()
        #expect(titles(app) == ["Dune", "Leaves of Grass", "SPQR", "Piranesi", "New Book 6"])
        #expect(app.staticTexts["5 books, 3 unread, 0 selected"].exists)
        try app.terminate()
    }

    /// A row's actions: the right-click menu (Mark Read, Favourite, Delete), the More button
    /// (the author, the row's own state), the Menu key on the focused row.
    @Test func rowActions() throws {
        let app = try launchDemo("reading-list")
        defer { try? app.terminate() }
        try row(app, "Middlemarch").rightClick()
        // The menu's entries are menu items, as XCUITest finds a context menu's.
        let markRead = app.menuItems["Mark Read"]
        #expect(markRead.waitForExistence(timeout: 2))
        #expect(app.menuItems.labels == ["Mark Read", "Favourite", "Delete"])
        try markRead.click()
        #expect(markRead.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["6 books, 3 unread, 0 selected"].exists)
        #expect(row(app, "Middlemarch").descendants(matching: .staticText).labels.contains("Read"))

        try row(app, "Middlemarch").rightClick()
        #expect(app.menuItems["Mark Unread"].waitForExistence(timeout: 2))
        try app.menuItems["Delete"].click()
        #expect(titles(app) == ["Dune", "The Hound of the Baskervilles", "Leaves of Grass", "SPQR", "Piranesi"])

        // More shows the author; the row keeps it while other rows go.
        // Each row's button says which book it is for.
        let more = row(app, "SPQR").descendants(matching: .button)["More for SPQR"]
        try more.click()
        #expect(row(app, "SPQR").descendants(matching: .staticText).labels.contains("Mary Beard"))
        #expect(row(app, "SPQR").descendants(matching: .button)["Less for SPQR"].waitForExistence(timeout: 2))
        try row(app, "Dune").rightClick()
        try app.menuItems["Delete"].click()
        #expect(titles(app) == ["The Hound of the Baskervilles", "Leaves of Grass", "SPQR", "Piranesi"])
        #expect(row(app, "SPQR").descendants(matching: .staticText).labels.contains("Mary Beard"), "the author follows its book")
        #expect(!row(app, "Piranesi").descendants(matching: .staticText).labels.contains("Susanna Clarke"))

        // The Menu key opens the focused row's actions; Escape closes them.
        try row(app, "Piranesi").descendants(matching: .button)["More for Piranesi"].click()
        try app.typeKey(.menu)
        #expect(app.menuItems["Mark Read"].waitForExistence(timeout: 2), "the Menu key opens the row's actions")
        try app.typeKey(.escape)
        #expect(app.menuItems["Mark Read"].waitForNonExistence(timeout: 2))
        try app.terminate()
    }

    /// The Row Actions button each row shows under the pointer opens that row's actions.
    /// A long press with the mouse selects the row and opens no menu (the long press that opens
    /// the row menu is a touch screen's; a mouse has its right button), and nothing changes.
    @Test func aMouseLongPressSelectsTheRowWithoutAMenu() throws {
        let app = try launchDemo("reading-list")
        defer { try? app.terminate() }
        try row(app, "Piranesi").descendants(matching: .staticText)["Piranesi"].press(forDuration: 0.8)
        #expect(app.staticTexts["6 books, 4 unread, 1 selected"].waitForExistence(timeout: 2))
        #expect(row(app, "Piranesi").isSelected)
        #expect(!app.menuItems["Mark Read"].exists)
        #expect(titles(app) == Self.initial)
        try app.terminate()
    }

    @Test func rowActionsButton() throws {
        let app = try launchDemo("reading-list")
        defer { try? app.terminate() }
        let button = row(app, "Leaves of Grass").descendants(matching: .button)["Actions for Leaves of Grass"]
        // It shows while the pointer is over its row: a person sees it, then clicks it.
        try button.hover()
        try button.click()
        #expect(app.menuItems["Unfavourite"].waitForExistence(timeout: 3), "Row Actions opens the row's actions")
        try app.menuItems["Unfavourite"].click()
        #expect(app.menuItems["Unfavourite"].waitForNonExistence(timeout: 2))
        try button.hover()
        try button.click()
        #expect(app.menuItems["Favourite"].waitForExistence(timeout: 3), "the action changed the book")
        try app.typeKey(.escape)
        #expect(app.menuItems["Favourite"].waitForNonExistence(timeout: 2))
        try app.terminate()
    }

    /// Edit mode: each row's Move Up / Move Down / Delete buttons, the ends disabled; Done
    /// leaves it. Alt+Down moves the focused row, Delete deletes it; a drag reorders.
    @Test func editModeAndReordering() throws {
        let app = try launchDemo("reading-list")
        defer { try? app.terminate() }
        try app.buttons["Edit"].click()
        #expect(app.buttons["Done"].waitForExistence(timeout: 2))
        #expect(!row(app, "Dune").descendants(matching: .button)["Move Up for Dune"].isEnabled)
        #expect(!row(app, "Piranesi").descendants(matching: .button)["Move Down for Piranesi"].isEnabled)
        // Each row's edit buttons say which book they are for (six "Delete" would not).
        let shared = Dictionary(grouping: app.buttons.labels, by: { $0 }).filter { $0.value.count >= 3 }.keys
        #expect(shared.isEmpty, "buttons sharing a name in edit mode: \(shared.sorted())")
        try row(app, "Dune").descendants(matching: .button)["Move Down for Dune"].click()
        #expect(titles(app) == ["Middlemarch", "Dune", "The Hound of the Baskervilles", "Leaves of Grass", "SPQR", "Piranesi"])
        try row(app, "SPQR").descendants(matching: .button)["Move Up for SPQR"].click()
        #expect(titles(app) == ["Middlemarch", "Dune", "The Hound of the Baskervilles", "SPQR", "Leaves of Grass", "Piranesi"])
        try row(app, "The Hound of the Baskervilles").descendants(matching: .button)["Delete for The Hound of the Baskervilles"].click()
        #expect(titles(app) == ["Middlemarch", "Dune", "SPQR", "Leaves of Grass", "Piranesi"])
        #expect(app.staticTexts["5 books, 3 unread, 0 selected"].exists)
        try app.buttons["Done"].click()
        #expect(app.buttons["Edit"].waitForExistence(timeout: 2))
        #expect(app.buttons.matching { $0.label.hasPrefix("Move Up") }.count == 0)

        // Keyboard on the focused row.
        try row(app, "Dune").click()
        try app.typeKey(.downArrow, modifiers: .alt)
        #expect(titles(app) == ["Middlemarch", "SPQR", "Dune", "Leaves of Grass", "Piranesi"])
        try app.typeKey(.upArrow, modifiers: .alt)
        try app.typeKey(.upArrow, modifiers: .alt)
        #expect(titles(app) == ["Dune", "Middlemarch", "SPQR", "Leaves of Grass", "Piranesi"])
        try app.typeKey(.forwardDelete)
        #expect(titles(app) == ["Middlemarch", "SPQR", "Leaves of Grass", "Piranesi"])

        // A drag of a row onto another's place.
        try row(app, "Middlemarch").press(forDuration: 0.3, thenDragTo: row(app, "Leaves of Grass"))
        #expect(titles(app) == ["SPQR", "Leaves of Grass", "Middlemarch", "Piranesi"], "dragging a row moves it to the drop place")
        try app.terminate()
    }

    /// Keyboard only: Tab visits each row's button, then the header bar; Shift+Tab goes back.
    @Test func keyboardOnly() throws {
        let app = try launchDemo("reading-list")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "More for Dune")
        let mores = ["Middlemarch", "The Hound of the Baskervilles", "Leaves of Grass", "SPQR", "Piranesi"].map { "More for \($0)" }
        #expect(try tabStops(in: app, count: 8) == mores + ["Edit", "Add", "Main Menu"])
        #expect(try tabStops(in: app, count: 9, backwards: true) == ["Add", "Edit"] + mores.reversed() + ["More for Dune", "Main Menu"])
        // Space presses the focused More button: the author shows.
        try app.typeKey(.tab)
        try app.typeKey(.space)
        #expect(app.focusedElement.label == "Less for Dune")
        #expect(row(app, "Dune").descendants(matching: .staticText).labels.contains("Frank Herbert"))
        try app.terminate()
    }

    /// Space on the focused row selects it alone, as a click does (GTK's own Space toggled it,
    /// so Space after the arrow keys had selected a row unselected it); Ctrl+Space adds a row
    /// to the selection.
    @Test func spaceSelectsTheFocusedRow() throws {
        let app = try launchDemo("reading-list")
        defer { try? app.terminate() }
        try row(app, "Middlemarch").click()
        try app.typeKey(.downArrow, modifiers: .control)  // the focus moves; the selection stays
        #expect(app.staticTexts["6 books, 4 unread, 1 selected"].exists)
        try app.typeKey(.space)
        #expect(row(app, "The Hound of the Baskervilles").isSelected)
        #expect(!row(app, "Middlemarch").isSelected)
        #expect(app.staticTexts["6 books, 4 unread, 1 selected"].exists)

        try app.typeKey(.downArrow)  // moves and selects
        try app.typeKey(.space)
        #expect(row(app, "Leaves of Grass").isSelected, "Space keeps the focused row selected")
        #expect(app.staticTexts["6 books, 4 unread, 1 selected"].exists)

        try app.typeKey(.downArrow, modifiers: .control)
        try app.typeKey(.space, modifiers: .control)
        #expect(app.staticTexts["6 books, 4 unread, 2 selected"].exists, "Ctrl+Space adds the focused row")
        try app.terminate()
    }
}
