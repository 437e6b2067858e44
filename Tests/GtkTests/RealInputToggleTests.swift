import CGtk
import CellsGtk
import Gtk
import XCTest

@MainActor @Observable
private final class Switches {
    var wifi = false
    var bluetooth = false
    var airplane = false
}

/// One toggle in each style, and a label showing the model.
private struct Settings: View {
    let model: Switches
    var body: some View {
        @Bindable var model = model
        VStack {
            Toggle("Wi-Fi", isOn: $model.wifi).toggleStyle(.checkbox)
            Toggle("Bluetooth", isOn: $model.bluetooth).toggleStyle(.switch)
            Toggle("Airplane", isOn: $model.airplane).toggleStyle(.button)
            Text("wifi \(model.wifi), bluetooth \(model.bluetooth), airplane \(model.airplane)")
        }
    }
}

/// Toggles (check box, switch, toggle button) clicked with real pointer events and the
/// Space key, and the model's writes shown in them.
final class RealInputToggleTests: XCTestCase {
    func testRealClicksFlipACheckBoxASwitchAndAToggleButton() throws {
        try onMainActor {
            let model = Switches()
            let window = try RealWindow(Settings(model: model))
            defer { window.close() }
            try window.realClick(try window.widget(ofType: gtk_check_button_get_type(), showing: "Wi-Fi"))
            XCTAssertTrue(model.wifi)
            try window.realClick(try window.widget(ofType: gtk_switch_get_type(), "switch"))
            // GtkSwitch sets "active" when its slide animation ends, some frames after the click.
            XCTAssertTrue(MainLoop.run(until: { model.bluetooth }, timeout: 2))
            try window.realClick(try window.widget(ofType: gtk_toggle_button_get_type(), showing: "Airplane"))
            XCTAssertTrue(model.airplane)
            XCTAssertNoThrow(try window.label("wifi true, bluetooth true, airplane true"))

            try window.realClick(try window.widget(ofType: gtk_check_button_get_type(), showing: "Wi-Fi"))
            XCTAssertFalse(model.wifi, "a second click flips it back")
        }
    }

    func testClickingACheckBoxsLabelFlipsIt() throws {
        try onMainActor {
            let model = Switches()
            let window = try RealWindow(Settings(model: model))
            defer { window.close() }
            try window.realClick(label: "Wi-Fi")
            XCTAssertTrue(model.wifi, "GtkCheckButton's label is part of its click target")
        }
    }

    func testSpaceFlipsTheFocusedToggle() throws {
        try onMainActor {
            let model = Switches()
            let window = try RealWindow(Settings(model: model))
            defer { window.close() }
            let check = try window.widget(ofType: gtk_check_button_get_type(), showing: "Wi-Fi")
            XCTAssertNotEqual(gtk_widget_grab_focus(check), 0)
            try window.realKey("space")
            XCTAssertTrue(model.wifi)
        }
    }

    func testModelWritesShowInTheToggles() throws {
        try onMainActor {
            let model = Switches()
            let window = try RealWindow(Settings(model: model))
            defer { window.close() }
            model.wifi = true
            model.bluetooth = true
            model.airplane = true
            window.settle()
            let check = try window.widget(ofType: gtk_check_button_get_type(), showing: "Wi-Fi")
            XCTAssertEqual(gtk_check_button_get_active(typed(check, GtkCheckButton.self)), 1)
            XCTAssertEqual(gtk_switch_get_active(OpaquePointer(try window.widget(ofType: gtk_switch_get_type(), "switch"))), 1)
            let toggle = try window.widget(ofType: gtk_toggle_button_get_type(), showing: "Airplane")
            XCTAssertEqual(gtk_toggle_button_get_active(typed(toggle, GtkToggleButton.self)), 1)
            // And a real click after the model's write flips from the written state.
            try window.realClick(toggle)
            XCTAssertFalse(model.airplane)
        }
    }
}
