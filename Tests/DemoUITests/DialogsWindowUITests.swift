import CellsUITesting
import Testing

/// The demo's Dialogs window (an alert, a confirmation dialog and two sheets), launched as its
/// own process. The Open…/Save… file choosers are GTK's own and are left out.
@MainActor
@Suite(.serialized)
struct DialogsWindowUITests {
    /// The alert (libadwaita's message dialog): its title, message and buttons, each read once
    /// by name; Cancel and Reset by mouse; Escape, Tab and Enter by keyboard. Cancel has the
    /// focus, so Enter alone does not reset.
    @Test func resetAlert() throws {
        let app = try launchDemo("dialogs")
        defer { try? app.terminate() }
        let alert = app.dialogs["Reset everything?"]
        try app.buttons["Reset Everything…"].click()
        #expect(alert.waitForExistence(timeout: 2))
        #expect(alert.descendants(matching: .staticText).labels.prefix(2) == ["Reset everything?", "The name and the colour go back to their defaults."])
        #expect(alert.descendants(matching: .button).labels == ["Cancel", "Reset"], "GNOME's order: Cancel first, the destructive action last")
        let cancel = alert.descendants(matching: .button)["Cancel"].frame, reset = alert.descendants(matching: .button)["Reset"].frame
        #expect(cancel.y == reset.y && cancel.x < reset.x, "one row, Cancel at the start: \(cancel), \(reset)")
        #expect(abs(cancel.width - reset.width) <= 1, "buttons of equal width")
        #expect((300...360).contains(alert.frame.width), "a message dialog's width: \(alert.frame)")
        #expect(alert.descendants(matching: .button)["Cancel"].hasFocus, "the safe choice has the focus")
        try alert.descendants(matching: .button)["Cancel"].click()
        #expect(alert.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Ada, colour: none, resets: 0"].exists)

        try app.buttons["Reset Everything…"].click()
        try alert.descendants(matching: .button)["Reset"].click()
        #expect(alert.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Ada, colour: none, resets: 1"].exists)

        // Keyboard: the focused button opens it, Escape cancels, Enter takes the focused button.
        // (Xvfb has no window manager to give the window back the keyboard when the alert
        // closes: the key press does, and Return then reaches the button that opened it.)
        try app.typeKey(.return)
        #expect(alert.waitForExistence(timeout: 2))
        try app.typeKey(.escape)
        #expect(alert.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Ada, colour: none, resets: 1"].exists)
        try app.typeKey(.space)
        #expect(alert.waitForExistence(timeout: 2))
        try app.typeKey(.return)
        #expect(alert.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Ada, colour: none, resets: 1"].exists, "Enter on Cancel does not reset")
        try app.typeKey(.return)
        #expect(alert.waitForExistence(timeout: 2))
        #expect(try tabStops(in: app, count: 2) == ["Reset", "Cancel"])
        try app.typeKey(.tab)
        try app.typeKey(.return)
        #expect(alert.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Ada, colour: none, resets: 2"].exists)
        try app.terminate()
    }

    /// The confirmation dialog (libadwaita's message dialog): its title and four buttons in
    /// GNOME's order, Cancel first; a colour by mouse, by Tab and Enter; Cancel and Escape
    /// change nothing.
    @Test func colourConfirmationDialog() throws {
        let app = try launchDemo("dialogs")
        defer { try? app.terminate() }
        let dialog = app.dialogs["Colour"]
        try app.buttons["Choose a Colour…"].click()
        #expect(dialog.waitForExistence(timeout: 2))
        #expect(dialog.descendants(matching: .staticText).labels.first == "Colour")
        #expect(dialog.descendants(matching: .button).labels == ["Cancel", "Red", "Green", "Blue"])
        #expect(dialog.frame.width >= 300, "a dialog's width, not its buttons': \(dialog.frame)")
        let cancel = dialog.descendants(matching: .button)["Cancel"].frame, blue = dialog.descendants(matching: .button)["Blue"].frame
        #expect(cancel.y == blue.y && cancel.x < blue.x, "one row, Cancel at the start: \(cancel), \(blue)")
        try dialog.descendants(matching: .button)["Green"].click()
        #expect(dialog.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Ada, colour: green, resets: 0"].exists)

        try app.buttons["Choose a Colour…"].click()
        try dialog.descendants(matching: .button)["Cancel"].click()
        #expect(dialog.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Ada, colour: green, resets: 0"].exists)

        try app.buttons["Choose a Colour…"].click()
        #expect(dialog.waitForExistence(timeout: 2))
        try app.typeKey(.escape)
        #expect(dialog.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Ada, colour: green, resets: 0"].exists)

        try app.buttons["Choose a Colour…"].click()
        #expect(app.focusedElement.label == "Cancel", "the safe choice has the focus")
        #expect(try tabStops(in: app, count: 4) == ["Red", "Green", "Blue", "Cancel"])
        for _ in 0..<3 { try app.typeKey(.tab) }
        try app.typeKey(.return)
        #expect(dialog.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Ada, colour: blue, resets: 0"].exists)
        try app.terminate()
    }

    /// The Edit Name sheet: a header bar titled "Edit Name" with Done at its end (above the
    /// field, not below it) and the close button; typing and Enter (Done is the default action)
    /// close it with the new name; Done by mouse, Tab to Done and Space, and Escape close it too.
    @Test func editNameSheet() throws {
        let app = try launchDemo("dialogs")
        defer { try? app.terminate() }
        let sheet = app.dialogs["Edit Name"]
        try app.buttons["Edit Name…"].click()
        #expect(sheet.waitForExistence(timeout: 2))
        #expect(sheet.descendants(matching: .staticText).labels.first == "Edit Name", "the header bar's title")
        #expect(sheet.descendants(matching: .button).labels == ["Done", "Close"])
        let field = sheet.descendants(matching: .textField)["Name"]
        let done = sheet.descendants(matching: .button)["Done"].frame
        #expect(done.y + done.height <= field.frame.y, "Done is in the header bar, above the field: \(done), \(field.frame)")
        #expect(done.x > field.frame.x + field.frame.width / 2, "at the end")
        #expect(field.value == "Ada")
        #expect(field.hasFocus)
        try field.typeKey("a", modifiers: .control)
        try field.typeText("Grace\n")
        #expect(sheet.waitForNonExistence(timeout: 2), "Enter in the field is the default action, Done")
        #expect(app.staticTexts["Name: Grace, colour: none, resets: 0"].exists)

        try app.buttons["Edit Name…"].click()
        #expect(sheet.descendants(matching: .textField)["Name"].value == "Grace")
        try sheet.descendants(matching: .textField)["Name"].typeKey(.end)
        try sheet.descendants(matching: .textField)["Name"].typeText(" H")
        try sheet.descendants(matching: .button)["Done"].click()
        #expect(sheet.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Grace H, colour: none, resets: 0"].exists)

        try app.buttons["Edit Name…"].click()
        #expect(sheet.waitForExistence(timeout: 2))
        // The window's close button is a mouse target, as GTK's are: Tab goes between the
        // field and Done.
        #expect(try tabStops(in: app, count: 2) == ["Done", "Name"])
        try app.typeKey(.tab)
        try app.typeKey(.space)
        #expect(sheet.waitForNonExistence(timeout: 2))

        try app.buttons["Edit Name…"].click()
        #expect(sheet.waitForExistence(timeout: 2))
        try app.typeKey(.escape)
        #expect(sheet.waitForNonExistence(timeout: 2))
        #expect(app.staticTexts["Name: Grace H, colour: none, resets: 0"].exists)
        try app.terminate()
    }

    /// The note sheet: a header bar titled "Note" whose close button closes it (it has no
    /// Done: the close button is the visible way out), as Escape does.
    @Test func noteSheet() throws {
        let app = try launchDemo("dialogs")
        defer { try? app.terminate() }
        let sheet = app.dialogs["Note"]
        try app.buttons["Show a Note…"].click()
        #expect(sheet.waitForExistence(timeout: 2))
        #expect(sheet.descendants(matching: .staticText).labels == ["Sheets for an item get the item.", "Note"], "its text, and its title in the header bar")
        try app.typeKey(.escape)
        #expect(sheet.waitForNonExistence(timeout: 2))

        try app.buttons["Show a Note…"].click()
        #expect(sheet.waitForExistence(timeout: 2))
        #expect(sheet.descendants(matching: .button).labels == ["Close"], "the note sheet offers a button to close it with the mouse")
        try sheet.descendants(matching: .button)["Close"].click()
        #expect(sheet.waitForNonExistence(timeout: 2))
        #expect(app.windows.labels == ["Dialogs"])
        try app.terminate()
    }

    /// Each dialog and sheet opens over the Dialogs window made 360 pixels wide (a phone's
    /// width), no wider than that, with every button inside it and usable.
    @Test func everyDialogFitsANarrowWindow() throws {
        let app = try launchDemo("dialogs")
        defer { try? app.terminate() }
        try app.windows["Dialogs"].resize(toWidth: 360, height: 640)
        #expect(app.windows["Dialogs"].frame.width <= 360)
        let dialogs: [(opener: String, title: String, close: String)] = [
            ("Reset Everything…", "Reset everything?", "Cancel"), ("Choose a Colour…", "Colour", "Cancel"),
            ("Edit Name…", "Edit Name", "Done"), ("Show a Note…", "Note", "Close"),
        ]
        for (opener, title, close) in dialogs {
            try app.buttons[opener].click()
            let dialog = app.dialogs[title]
            #expect(dialog.waitForExistence(timeout: 2), "\(title) opened")
            let frame = dialog.frame
            #expect(frame.width <= 360, "\(title) fits 360 pixels: \(frame)")
            for button in dialog.descendants(matching: .button).labels {
                let place = dialog.descendants(matching: .button)[button].frame
                #expect(place.x >= frame.x && place.x + place.width <= frame.x + frame.width, "\(title)'s \(button) is inside it: \(place) in \(frame)")
            }
            try dialog.descendants(matching: .button)[close].click()
            #expect(dialog.waitForNonExistence(timeout: 2), "\(close) closed \(title)")
        }
        try app.terminate()
    }

    /// Every control is reachable with Tab and Shift+Tab in reading order (Ctrl+Tab leaves the
    /// file text editor, which keeps Tab).
    @Test func keyboardOnly() throws {
        let app = try launchDemo("dialogs")
        defer { try? app.terminate() }
        #expect(app.focusedElement.label == "Reset Everything…")
        #expect(try tabStops(in: app, count: 4) == ["Choose a Colour…", "Edit Name…", "Show a Note…", "File text"])
        try app.typeKey(.tab)
        #expect(app.focusedElement.label == "File text", "Tab stays in the text view")
        try app.typeKey(.tab, modifiers: .control)
        #expect(app.focusedElement.label == "Open…")
        #expect(try tabStops(in: app, count: 5) == ["Save…", "Open", "Save", "Main Menu", "Reset Everything…"])
        let back = ["Main Menu", "Save", "Open", "Save…", "Open…", "File text"]
        #expect(try tabStops(in: app, count: back.count, backwards: true) == back)
        try app.typeKey(.tab, modifiers: [.control, .shift])
        #expect(try tabStops(in: app, count: 3, backwards: true) == ["Edit Name…", "Choose a Colour…", "Reset Everything…"])
        try app.terminate()
    }
}
