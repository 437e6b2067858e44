import CGtk
import CellsGtk
import Examples
import Gtk
import XCTest

/// The title editor and the name form on real GTK widgets.
final class ExampleWindowTests: XCTestCase {
    func testTitleEditorThroughRealWidgets() throws {
        try onMainActor {
            let window = try RealWindow(TitleEditor())
            defer { window.close() }
            let title = try window.label("Default Title (13)")
            XCTAssertFalse(window.hasCSSClass(title, "cells-fg-blue"))

            try window.type("Hello", into: "Insert Title")
            XCTAssertEqual(window.text(of: try window.entry("Insert Title")), "Hello")
            XCTAssertNoThrow(try window.label("Default Title (13)"), "typing must not change the title")

            try window.click("Change Title")
            let changed = try window.label("Hello (5)")
            XCTAssertTrue(window.hasCSSClass(changed, "cells-fg-blue"), "a changed title is blue")
            XCTAssertEqual(window.text(of: try window.entry("Insert Title")), "")

            try window.click("Change Validation")
            XCTAssertNoThrow(try window.label("Invalid (7)"))
            try window.click("Change Validation")
            XCTAssertNoThrow(try window.label("Valid (5)"))
        }
    }

    func testTitleEditorStartsWithItsInitialInput() throws {
        try onMainActor {
            let window = try RealWindow(TitleEditor(initialInput: "Draft"))
            defer { window.close() }
            XCTAssertEqual(window.text(of: try window.entry("Insert Title")), "Draft")
        }
    }

    func testNameFormThroughRealWidgets() throws {
        try onMainActor {
            let window = try RealWindow(NameForm())
            defer { window.close() }
            XCTAssertNoThrow(try window.label("Your name is Bilbo Baggins."))

            try window.placeCursor(in: "First name", at: 5)
            try window.type("x", into: "First name")
            XCTAssertNoThrow(try window.label("Your name is Bilbox Baggins."))
            try window.type("y", into: "First name")
            XCTAssertNoThrow(try window.label("Your name is Bilboxy Baggins."))

            try window.placeCursor(in: "First name", at: 3)
            try window.click("Count +1")
            XCTAssertNoThrow(try window.label("Count: 1"))
            let first = try window.entry("First name")
            XCTAssertEqual(window.text(of: first), "Bilboxy")
            XCTAssertEqual(window.cursor(of: first), 3, "Count +1 must leave the entry's cursor alone")
            XCTAssertEqual(window.text(of: try window.entry("Last name")), "Baggins")
        }
    }
}
