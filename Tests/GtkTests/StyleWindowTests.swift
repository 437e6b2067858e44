import CGtk
import CellsGtk
import Gtk
import XCTest

/// Shows whether the button is held down, inside the button.
private struct PressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "down" : "up")
        }
    }
}

private struct CheckMarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            configuration.label
            Text(configuration.isOn ? "on" : "off")
        }
    }
}

private struct StyledControls: View {
    @Owned private var resets = 0
    @Owned private var isOn = false

    var body: some View {
        VStack {
            Button("Save") {}.buttonStyle(.borderedProminent)
            VStack {
                Button("Plain") {}
                Button("Framed") {}.buttonStyle(.bordered)
            }
            .buttonStyle(.borderless)
            Button("Reset") { resets += 1 }.buttonStyle(PressStyle())
            Toggle("Alerts", isOn: $isOn).toggleStyle(CheckMarkToggleStyle())
            Text("resets \(resets), alerts \(isOn)")
        }
    }
}

/// Switches between a user-written style and the built-in check box at run time.
private enum SwitchableToggleStyle: ToggleStyle {
    case custom, builtIn

    func makeBody(configuration: Configuration) -> some View {
        Group {
            if self == .custom { CheckMarkToggleStyle().makeBody(configuration: configuration) } else { Toggle(configuration) }
        }
    }
}

private struct Restyled: View {
    @Owned private var custom = true
    @Owned private var isOn = false

    var body: some View {
        VStack {
            Toggle("Alerts", isOn: $isOn).toggleStyle(custom ? SwitchableToggleStyle.custom : .builtIn)
            Toggle("Other", isOn: $isOn).toggleStyle(custom ? CheckboxToggleStyle() : .checkbox)
            Button("Plain toggles") { custom = false }
            Text("alerts \(isOn)")
        }
    }
}

final class StyleWindowTests: XCTestCase {
    func testAToggleGoesFromAStylesViewToItsCheckButtonInTheWindow() throws {
        try onMainActor {
            let window = try RealWindow(Restyled())
            defer { window.close() }
            XCTAssertNoThrow(try window.button("Alerts off"))
            try window.click("Plain toggles")
            XCTAssertThrowsError(try window.button("Alerts off"))
            try window.clickCheckBox("Alerts")
            XCTAssertNoThrow(try window.label("alerts true"))
            XCTAssertEqual(window.labelTexts.filter { $0 == "Alerts" }.count, 1, "one toggle, in its place")
            XCTAssertEqual(window.labelTexts.first, "Alerts", "the check button took the style's place, first in the stack")
        }
    }

    func testBuiltInButtonStylesAreAdwaitaClasses() throws {
        try onMainActor {
            let window = try RealWindow(StyledControls())
            defer { window.close() }
            XCTAssertTrue(window.hasCSSClass(try window.button("Save"), "suggested-action"))
            XCTAssertTrue(window.hasCSSClass(try window.button("Plain"), "flat"), "inherited from the stack")
            XCTAssertFalse(window.hasCSSClass(try window.button("Framed"), "flat"), "the nearest style wins")
        }
    }

    func testAUserWrittenButtonStyleIsARealButtonThatShowsItsPressedState() throws {
        try onMainActor {
            // A first window starts what lives for the process (the colour-scheme watcher).
            try RealWindow(Text("warm-up")).close()
            MainLoop.run(for: 0.2)  // windows of earlier tests finish going
            let closures = SignalClosureCounter.liveCount
            let window = try RealWindow(StyledControls())
            let reset = try window.button("Reset up")
            XCTAssertTrue(window.hasCSSClass(reset, "flat"))
            XCTAssertNotEqual(gtk_widget_get_focusable(reset), 0, "it takes keyboard focus")
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(reset)), GTK_ACCESSIBLE_ROLE_BUTTON)

            // GTK's pressed state (a mouse button or Space held) reaches the style.
            gtk_widget_set_state_flags(reset, GTK_STATE_FLAG_ACTIVE, 0)
            window.settle()
            XCTAssertNoThrow(try window.button("Reset down"))
            gtk_widget_unset_state_flags(reset, GTK_STATE_FLAG_ACTIVE)
            window.settle()
            XCTAssertNoThrow(try window.button("Reset up"))

            // Enter or Space on the focused button activates it.
            XCTAssertNotEqual(gtk_widget_activate(try window.button("Reset up")), 0)
            window.settle(for: 0.4)  // GTK shows the press for 250 ms, then clicks
            XCTAssertNoThrow(try window.label("resets 1, alerts false"))
            window.close()
            XCTAssertTrue(MainLoop.run(until: { SignalClosureCounter.liveCount <= closures }, timeout: 2),
                          "\(SignalClosureCounter.liveCount - closures) signal closures outlived the window")
        }
    }

    func testAUserWrittenToggleStyleStandsForTheToggle() throws {
        try onMainActor {
            let window = try RealWindow(StyledControls())
            defer { window.close() }
            XCTAssertThrowsError(try window.widget(ofType: gtk_check_button_get_type(), "check box"), "no check box is made")
            try window.click("Alerts off")
            XCTAssertNoThrow(try window.label("resets 0, alerts true"))
            XCTAssertNoThrow(try window.button("Alerts on"))
        }
    }
}
