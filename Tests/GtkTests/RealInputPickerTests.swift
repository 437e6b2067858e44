import CGtk
import CellsGtk
import Gtk
import XCTest

private enum Unit: String, Hashable {
    case metres, feet, inches
}

@MainActor @Observable
private final class Measure {
    var unit = Unit.metres
}

/// A picker in a given style, bound to a model shown in a label.
private struct UnitPicker: View {
    let model: Measure
    let style: PickerStyle
    var body: some View {
        @Bindable var model = model
        VStack {
            Picker("Unit", selection: $model.unit) {
                Text("Metres").tag(Unit.metres)
                Text("Feet").tag(Unit.feet)
                Text("Inches").tag(Unit.inches)
            }
            .pickerStyle(style)
            Text("unit \(model.unit.rawValue)")
        }
    }
}

/// Pickers (a drop-down, segmented buttons, radio buttons) chosen from with real clicks.
final class RealInputPickerTests: XCTestCase {
    func testChoosingFromTheDropDownsPopupSetsTheSelection() throws {
        try onMainActor {
            let model = Measure()
            let window = try RealWindow(UnitPicker(model: model, style: .menu))
            defer { window.close() }
            let dropDown = try window.widget(ofType: gtk_drop_down_get_type(), "drop-down")
            try window.realClick(dropDown)
            try window.realClick(label: "Feet")  // in the popup's list
            XCTAssertEqual(model.unit, .feet)
            XCTAssertNoThrow(try window.label("unit feet"))
            model.unit = .inches
            window.settle()
            XCTAssertEqual(gtk_drop_down_get_selected(opaque(dropDown)), 2)
        }
    }

    func testClickingASegmentSetsTheSelection() throws {
        try onMainActor {
            let model = Measure()
            let window = try RealWindow(UnitPicker(model: model, style: .segmented))
            defer { window.close() }
            try window.realClick(try window.widget(ofType: gtk_toggle_button_get_type(), showing: "Inches"))
            XCTAssertEqual(model.unit, .inches)
            XCTAssertNoThrow(try window.label("unit inches"))
            model.unit = .feet
            window.settle()
            let feet = try window.widget(ofType: gtk_toggle_button_get_type(), showing: "Feet")
            XCTAssertEqual(gtk_toggle_button_get_active(typed(feet, GtkToggleButton.self)), 1)
        }
    }

    func testClickingARadioButtonSetsTheSelection() throws {
        try onMainActor {
            let model = Measure()
            let window = try RealWindow(UnitPicker(model: model, style: .radioGroup))
            defer { window.close() }
            try window.realClick(try window.widget(ofType: gtk_check_button_get_type(), showing: "Feet"))
            XCTAssertEqual(model.unit, .feet)
            XCTAssertNoThrow(try window.label("unit feet"))
            model.unit = .metres
            window.settle()
            let metres = try window.widget(ofType: gtk_check_button_get_type(), showing: "Metres")
            XCTAssertEqual(gtk_check_button_get_active(typed(metres, GtkCheckButton.self)), 1)
        }
    }
}
