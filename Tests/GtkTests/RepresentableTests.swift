import CGtk
import CellsGtk
import Gtk
import XCTest

/// Counts what the representable below is asked to do.
@MainActor
private final class Probe {
    var makes = 0
    var updates = 0
    var dismantles = 0
    var bindingWrites = 0
}

/// A coordinator whose release the test watches.
@MainActor
private final class SpinCoordinator {}

/// A number field on GtkSpinButton, bound as a user of the library would bind a widget it
/// does not ship.
private struct SpinField: GtkWidgetRepresentable {
    @Binding var value: Double
    let probe: Probe
    let coordinatorWatch: CoordinatorWatch

    func makeCoordinator() -> SpinCoordinator {
        let coordinator = SpinCoordinator()
        coordinatorWatch.coordinator = coordinator
        return coordinator
    }

    func makeWidget(context: Context) -> SpinButton {
        probe.makes += 1
        let spin = SpinButton(taking: UnsafeMutableRawPointer(gtk_spin_button_new_with_range(0, 100, 1)!))
        context.connect(spin, { $0.onValueChanged }) { spin, view in
            view.value = gtk_spin_button_get_value(OpaquePointer(spin.rawPointer))
        }
        return spin
    }

    func updateWidget(_ spin: SpinButton, context: Context) {
        probe.updates += 1
        let pointer = OpaquePointer(spin.rawPointer)
        if gtk_spin_button_get_value(pointer) != value { gtk_spin_button_set_value(pointer, value) }
        spin.isSensitive = context.environment.isEnabled
    }

    static func dismantleWidget(_ spin: SpinButton, coordinator: SpinCoordinator) {
        spin.tooltipText = "dismantled"
    }
}

@MainActor
private final class CoordinatorWatch {
    weak var coordinator: SpinCoordinator?
}

private struct SpinForm: View {
    let probe: Probe
    let watch: CoordinatorWatch
    /// Whether the field's binding counts its writes (a closure binding, new on every
    /// evaluation) or is the plain `$value` (the same input every time).
    var countsWrites = true
    @Owned private var value = 3.0
    @Owned private var other = 0
    @Owned private var locked = false

    var body: some View {
        let counted = countsWrites ? Binding(get: { value }, set: { newValue in
            probe.bindingWrites += 1
            value = newValue
        }) : $value
        VStack {
            if value < 99 {
                SpinField(value: counted, probe: probe, coordinatorWatch: watch).disabled(locked)
            }
            Text("Value: \(Int(value))")
            Button("Set 42") { value = 42 }
            Button("Other") { other += 1 }
            Button("Lock") { locked = true }
            Button("Remove") { value = 99 }
            Text("Other: \(other)")
        }
    }
}

@MainActor private func spinButton(in window: RealWindow) throws -> OpaquePointer {
    OpaquePointer(try window.widget(ofType: gtk_spin_button_get_type(), "spin button"))
}

final class RepresentableTests: XCTestCase {
    func testARepresentableIsTwoWayBoundWithoutEcho() throws {
        try onMainActor {
            let probe = Probe()
            let window = try RealWindow(SpinForm(probe: probe, watch: CoordinatorWatch()))
            defer { window.close() }
            let spin = try spinButton(in: window)
            XCTAssertEqual(gtk_spin_button_get_value(spin), 3)
            XCTAssertEqual(probe.makes, 1)

            gtk_spin_button_set_value(spin, 7)  // as the user's arrow click does
            window.settle()
            XCTAssertNoThrow(try window.label("Value: 7"))
            XCTAssertEqual(probe.bindingWrites, 1)

            try window.click("Set 42")
            XCTAssertEqual(gtk_spin_button_get_value(spin), 42)
            XCTAssertEqual(probe.bindingWrites, 1, "the model's write into the widget must not come back as an edit")
            XCTAssertEqual(probe.makes, 1)
        }
    }

    func testUpdateRunsOnlyWhenTheViewsInputsOrWhatItReadChanged() throws {
        try onMainActor {
            let probe = Probe()
            let window = try RealWindow(SpinForm(probe: probe, watch: CoordinatorWatch(), countsWrites: false))
            defer { window.close() }
            let updates = probe.updates
            try window.click("Other")
            XCTAssertNoThrow(try window.label("Other: 1"))
            XCTAssertEqual(probe.updates, updates, "the parent ran its body again, but the spin field's inputs are the same")

            try window.click("Set 42")
            XCTAssertEqual(gtk_spin_button_get_value(try spinButton(in: window)), 42, "what the last update read still counts")
            XCTAssertEqual(probe.updates, updates + 1)

            try window.click("Lock")
            XCTAssertEqual(gtk_widget_get_sensitive(UnsafeMutablePointer(try spinButton(in: window))), 0, "the environment reaches update")
            XCTAssertEqual(probe.updates, updates + 2)
        }
    }

    func testLeavingTheTreeDismantlesTheWidgetAndReleasesItsCoordinatorAndClosures() throws {
        try onMainActor {
            let closuresBefore = SignalClosureCounter.liveCount
            let watch = CoordinatorWatch()
            let window = try RealWindow(SpinForm(probe: Probe(), watch: watch))
            let spin = UnsafeMutablePointer<GtkWidget>(try spinButton(in: window))
            g_object_ref(spin)
            XCTAssertNotNil(watch.coordinator)

            try window.click("Remove")
            XCTAssertEqual(String(cString: gtk_widget_get_tooltip_text(spin)), "dismantled")
            g_object_unref(spin)
            XCTAssertNil(watch.coordinator, "the coordinator goes with its widget")
            XCTAssertThrowsError(try spinButton(in: window))
            window.close()
            XCTAssertTrue(MainLoop.run(until: { SignalClosureCounter.liveCount == closuresBefore }, timeout: 5), "signal closures outlived the window")
        }
    }
}
