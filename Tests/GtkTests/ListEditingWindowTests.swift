import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

/// List editing and selection on a real GtkListView: rows selected by GTK's own select
/// action (what a click, Ctrl+click, Shift+click and Space run), the Delete and Alt+Up/Down
/// keys, edit mode's buttons, row state through a move, and what the list holds released.
final class ListEditingWindowTests: XCTestCase {
    struct Fruit: Identifiable {
        let id: String
    }

    /// A row with state of its own.
    struct FruitRow: View {
        let fruit: Fruit
        @Owned private var taps = 0
        var body: some View {
            Button("\(fruit.id) \(taps)") { taps += 1 }
        }
    }

    struct Basket: View {
        @Owned var fruits = ["apple", "banana", "cherry", "date"].map(Fruit.init)
        @Owned var selected = Set<String>()
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Selected: \(selected.sorted().joined(separator: ", "))")
                    Text("Fruits: \(fruits.map(\.id).joined(separator: ", "))")
                    Button("Select banana") { selected = ["banana"] }
                    Button("Remove banana") { fruits.removeAll { $0.id == "banana" } }
                    List(selection: $selected) {
                        ForEach(fruits) { FruitRow(fruit: $0) }
                            .onDelete { fruits.remove(atOffsets: $0) }
                            .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                    }
                }
                .toolbar { EditButton() }
            }
        }
    }

    @MainActor private static func listView(_ window: RealWindow) throws -> UnsafeMutablePointer<GtkWidget> {
        try window.widget(ofType: gtk_list_view_get_type(), "list view")
    }

    /// The positions GTK's selection model has selected.
    @MainActor private static func gtkSelection(_ window: RealWindow) throws -> [Int] {
        let model = gtk_list_view_get_model(OpaquePointer(try Self.listView(window)))!
        return (0..<Int(g_list_model_get_n_items(model))).filter { gtk_selection_model_is_selected(model, guint($0)) != 0 }
    }

    /// GtkListView's "list.select-item" (position, modify, extend): what a click (and
    /// Ctrl+click, Shift+click) on a row runs.
    @MainActor private static func select(_ window: RealWindow, row: Int, modify: Bool = false, extend: Bool = false) throws {
        var items = [g_variant_new_uint32(guint32(row)), g_variant_new_boolean(modify ? 1 : 0), g_variant_new_boolean(extend ? 1 : 0)]
        let tuple = items.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 3) }
        gtk_widget_activate_action_variant(try Self.listView(window), "list.select-item", tuple)
        window.settle()
    }

    /// GTK's row (list item widget) holding the label `text`.
    @MainActor private static func rowItem(_ window: RealWindow, showing text: String) throws -> UnsafeMutablePointer<GtkWidget> {
        let list = try Self.listView(window)
        var item = try window.label(text)
        while let parent = gtk_widget_get_parent(item), parent != list { item = parent }
        return item
    }

    /// Gives the focus to GTK's row holding the label `text`.
    @MainActor private static func focusRow(_ window: RealWindow, showing text: String) throws {
        XCTAssertNotEqual(gtk_widget_grab_focus(try Self.rowItem(window, showing: text)), 0, "row \(text) takes the focus")
    }

    func testClicksAndKeysSelectRowsAndTheBindingSelectsRows() throws {
        try onMainActor {
            let window = try RealWindow(Basket())
            defer { window.close() }
            window.settle(for: 0.2)
            try Self.select(window, row: 0)
            XCTAssertNoThrow(try window.label("Selected: apple"))
            try Self.select(window, row: 2, modify: true)  // Ctrl+click adds
            XCTAssertNoThrow(try window.label("Selected: apple, cherry"))
            try Self.select(window, row: 3, extend: true)  // Shift+click: from the last clicked row
            XCTAssertNoThrow(try window.label("Selected: cherry, date"))
            try Self.select(window, row: 1)  // a plain click selects that row alone
            XCTAssertNoThrow(try window.label("Selected: banana"))
            // Enter on a focused row (GtkListView's "activate") selects it.
            gtk_widget_activate_action_variant(try Self.listView(window), "list.activate-item", g_variant_new_uint32(3))
            window.settle()
            XCTAssertNoThrow(try window.label("Selected: date"))
            // A write to the binding selects the row in GTK.
            try window.click("Select banana")
            XCTAssertEqual(try Self.gtkSelection(window), [1])
            // Its row goes: the id leaves the selection.
            try window.click("Remove banana")
            window.settle(for: 0.05)
            XCTAssertNoThrow(try window.label("Selected: "))
            XCTAssertEqual(try Self.gtkSelection(window), [])
        }
    }

    func testASingleSelectionListSelectsOneRowBothWays() throws {
        struct Single: View {
            @Owned var chosen: String?
            var body: some View {
                VStack {
                    Text("Chosen: \(chosen ?? "none")")
                    Button("Choose cherry") { chosen = "cherry" }
                    Button("Clear") { chosen = nil }
                    List(["apple", "banana", "cherry"].map(Fruit.init), selection: $chosen) { Text($0.id) }
                }
            }
        }
        try onMainActor {
            let window = try RealWindow(Single())
            defer { window.close() }
            window.settle(for: 0.2)
            try Self.select(window, row: 1)
            XCTAssertNoThrow(try window.label("Chosen: banana"))
            try Self.select(window, row: 0, modify: true)  // Ctrl+click in a single selection: that row alone
            XCTAssertNoThrow(try window.label("Chosen: apple"))
            try window.click("Choose cherry")
            XCTAssertEqual(try Self.gtkSelection(window), [2])
            try window.click("Clear")
            XCTAssertEqual(try Self.gtkSelection(window), [])
        }
    }

    func testTheSelectionFollowsARowThatMoves() throws {
        try onMainActor {
            let window = try RealWindow(Basket())
            defer { window.close() }
            window.settle(for: 0.2)
            try Self.select(window, row: 0)
            try Self.focusRow(window, showing: "apple 0")
            XCTAssertTrue(pressShortcut(on: try Self.listView(window)) { $0 == "<Alt>Down" })
            window.settle(for: 0.05)
            XCTAssertNoThrow(try window.label("Fruits: banana, apple, cherry, date"))
            XCTAssertEqual(try Self.gtkSelection(window), [1])
            XCTAssertNoThrow(try window.label("Selected: apple"))
        }
    }

    func testDeleteKeyDeletesTheFocusedRowAndAltArrowsMoveItWithItsState() throws {
        try onMainActor {
            let window = try RealWindow(Basket())
            defer { window.close() }
            window.settle(for: 0.2)
            try window.click("banana 0")
            try window.click("banana 1")
            try window.click("cherry 0")
            try Self.focusRow(window, showing: "banana 2")
            XCTAssertTrue(pressShortcut(on: try Self.listView(window)) { $0 == "<Alt>Down" })
            window.settle(for: 0.05)
            XCTAssertNoThrow(try window.label("Fruits: apple, cherry, banana, date"))
            XCTAssertEqual(try window.listLabelTexts(), ["apple 0", "cherry 1", "banana 2", "date 0"])
            // The focus stayed on the moved row: Alt+Up takes it back.
            XCTAssertTrue(pressShortcut(on: try Self.listView(window)) { $0 == "<Alt>Up" })
            window.settle(for: 0.05)
            XCTAssertEqual(try window.listLabelTexts(), ["apple 0", "banana 2", "cherry 1", "date 0"])
            try Self.focusRow(window, showing: "apple 0")
            XCTAssertTrue(pressShortcut(on: try Self.listView(window)) { $0 == "Delete" })
            window.settle(for: 0.05)
            XCTAssertNoThrow(try window.label("Fruits: banana, cherry, date"))
            XCTAssertEqual(try window.listLabelTexts(), ["banana 2", "cherry 1", "date 0"])
            XCTAssertEqual(try window.listItemCount(), 3)
        }
    }

    func testDeleteOnASelectedRowDeletesTheSelection() throws {
        try onMainActor {
            let window = try RealWindow(Basket())
            defer { window.close() }
            window.settle(for: 0.2)
            try Self.select(window, row: 0)
            try Self.select(window, row: 2, modify: true)
            try Self.focusRow(window, showing: "cherry 0")
            XCTAssertTrue(pressShortcut(on: try Self.listView(window)) { $0 == "Delete" })
            window.settle(for: 0.05)
            XCTAssertNoThrow(try window.label("Fruits: banana, date"))
            XCTAssertNoThrow(try window.label("Selected: "))
            // On a row that is not selected, Delete deletes that row alone.
            try Self.select(window, row: 0)
            try Self.focusRow(window, showing: "date 0")
            XCTAssertTrue(pressShortcut(on: try Self.listView(window)) { $0 == "Delete" })
            window.settle(for: 0.05)
            XCTAssertNoThrow(try window.label("Fruits: banana"))
            XCTAssertNoThrow(try window.label("Selected: banana"))
        }
    }

    func testEditModeShowsDeleteAndMoveButtonsInEachRow() throws {
        try onMainActor {
            let window = try RealWindow(Basket())
            defer { window.close() }
            window.settle(for: 0.2)
            let header = try XCTUnwrap(window.hosted?.window.widgetPointer)
            @MainActor func headerButton(_ title: String) -> UnsafeMutablePointer<GtkWidget>? {
                allDescendants(of: header).first { widget in
                    g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0
                        && allDescendants(of: widget).contains { labelOf($0) == title }
                }
            }
            let edit = try XCTUnwrap(headerButton("Edit"), "the Edit button in the header bar")
            XCTAssertEqual(Self.deleteButtons(in: try Self.listView(window)).count, 0)
            cells_emit_signal(UnsafeMutableRawPointer(edit), "clicked")
            window.settle(for: 0.1)
            XCTAssertNotNil(headerButton("Done"))
            let deletes = Self.deleteButtons(in: try Self.listView(window))
            XCTAssertEqual(deletes.count, 4, "each row shows a delete button")
            cells_emit_signal(UnsafeMutableRawPointer(deletes[2]), "clicked")
            window.settle(for: 0.1)
            XCTAssertNoThrow(try window.label("Fruits: apple, banana, date"))
            cells_emit_signal(UnsafeMutableRawPointer(try XCTUnwrap(headerButton("Done"))), "clicked")
            window.settle(for: 0.1)
            XCTAssertEqual(Self.deleteButtons(in: try Self.listView(window)).count, 0)
        }
    }

    func testClosingTheWindowReleasesTheListsClosuresAndWidgets() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            // The colour-scheme watcher keeps its two closures for the whole process: start it
            // before counting (so the test passes alone too).
            HostingWidget(EmptyView()).tearDown()
            let baseline = SignalClosureCounter.liveCount
            var window: RealWindow? = try RealWindow(Basket())
            window?.settle(for: 0.2)
            let list = try XCTUnwrap(window.map(Self.listView))
            FinalizedWidgets.finalized = 0
            FinalizedWidgets.watched = 0
            FinalizedWidgets.watchTree(list)
            try Self.select(window!, row: 1)
            XCTAssertGreaterThan(SignalClosureCounter.liveCount, baseline)
            window?.close()
            window = nil
            XCTAssertTrue(
                MainLoop.run(until: { SignalClosureCounter.liveCount == baseline }, timeout: 5),
                "\(SignalClosureCounter.liveCount - baseline) closures still alive after the window closed"
            )
            XCTAssertTrue(
                MainLoop.run(until: { FinalizedWidgets.finalized == FinalizedWidgets.watched }, timeout: 5),
                "\(FinalizedWidgets.watched - FinalizedWidgets.finalized) of the list's widgets outlived it"
            )
        }
    }

    /// A list that neither edits nor selects (the benchmarked one) gets no shortcut
    /// controller of ours and stays on GtkNoSelection; an editing list gets its keys once.
    func testAPlainListGetsNoEditingKeysOrSelectionModel() throws {
        struct Plain: View {
            var body: some View { List { ForEach(["a", "b"], id: \.self) { Text($0) } } }
        }
        try onMainActor {
            let plain = try RealWindow(Plain())
            defer { plain.close() }
            let plainList = try Self.listView(plain)
            let plainControllers = Self.controllerCount(plainList)
            XCTAssertNotEqual(g_type_check_instance_is_a(
                UnsafeMutableRawPointer(gtk_list_view_get_model(OpaquePointer(plainList))).assumingMemoryBound(to: GTypeInstance.self),
                gtk_no_selection_get_type()), 0)
            let editing = try RealWindow(Basket())
            defer { editing.close() }
            let editingList = try Self.listView(editing)
            // Delete, KP_Delete, Alt+Up, Alt+Down, a drag source and a drop target (for the whole
            // list, not per row); Space goes to GTK's selection there.
            XCTAssertEqual(Self.controllerCount(editingList), plainControllers - 1 + 6)
        }
    }

    /// A drag of a row onto another: GtkDragSource's "prepare" at the dragged row gives its
    /// position; GtkDropTarget's "drop" over the lower half of another row moves it there.
    func testDraggingARowOntoAnotherMovesItWithItsState() throws {
        try onMainActor {
            let window = try RealWindow(Basket())
            defer { window.close() }
            window.settle(for: 0.2)
            // A window tall enough for every row to be in sight (and so have a place).
            let gtkWindow = try XCTUnwrap(window.hosted?.window.widgetPointer)
            gtk_window_set_default_size(UnsafeMutableRawPointer(gtkWindow).assumingMemoryBound(to: GtkWindow.self), 420, 640)
            window.settle(for: 0.2)
            try window.click("apple 0")
            window.settle(for: 0.1)
            let list = try Self.listView(window)
            let (appleX, appleY) = try Self.point(in: Self.rowItem(window, showing: "apple 1"), of: list, at: 0.5)
            let source = try XCTUnwrap(Self.controller(of: list, type: gtk_drag_source_get_type()))
            XCTAssertEqual(Self.prepareDrag(source, x: appleX, y: appleY), 0, "the drag carries row 0")
            let target = try XCTUnwrap(Self.controller(of: list, type: gtk_drop_target_get_type()))
            let (cherryX, cherryY) = try Self.point(in: Self.rowItem(window, showing: "cherry 0"), of: list, at: 0.75)
            XCTAssertTrue(Self.drop(target, value: 0, x: cherryX, y: cherryY))
            window.settle(for: 0.05)
            XCTAssertNoThrow(try window.label("Fruits: banana, cherry, apple, date"))
            XCTAssertEqual(try window.listLabelTexts(), ["banana 0", "cherry 0", "apple 1", "date 0"])
            // Over a row's upper half: before it.
            let (bananaX, bananaY) = try Self.point(in: Self.rowItem(window, showing: "banana 0"), of: list, at: 0.25)
            XCTAssertTrue(Self.drop(target, value: 3, x: bananaX, y: bananaY))
            window.settle(for: 0.05)
            XCTAssertNoThrow(try window.label("Fruits: date, banana, cherry, apple"))
        }
    }

    /// A point `fraction` down the middle of `widget`, in `list`'s coordinates.
    @MainActor private static func point(in widget: UnsafeMutablePointer<GtkWidget>, of list: UnsafeMutablePointer<GtkWidget>, at fraction: Double) -> (Double, Double) {
        var x = 0.0, y = 0.0
        let translated = gtk_widget_translate_coordinates(widget, list, Double(gtk_widget_get_width(widget)) / 2,
                                                          Double(gtk_widget_get_height(widget)) * fraction, &x, &y)
        XCTAssertNotEqual(translated, 0, "the row is in the list")
        return (x, y)
    }

    @MainActor private static func controller(of widget: UnsafeMutablePointer<GtkWidget>, type: GType) -> UnsafeMutableRawPointer? {
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)!
            g_object_unref(controller)  // the widget keeps it
            if g_type_check_instance_is_a(controller.assumingMemoryBound(to: GTypeInstance.self), type) != 0 { return controller }
        }
        return nil
    }

    /// Emits GtkDragSource's "prepare" and reads the row position its content carries.
    @MainActor private static func prepareDrag(_ source: UnsafeMutableRawPointer, x: Double, y: Double) -> Int? {
        var params = [GValue](repeating: GValue(), count: 3)
        var result = GValue()
        g_value_init(&result, gdk_content_provider_get_type())
        params.withUnsafeMutableBufferPointer { params in
            g_value_init(&params[0], gtk_drag_source_get_type())
            g_value_set_object(&params[0], source)
            g_value_init(&params[1], cells_type_double())
            g_value_set_double(&params[1], x)
            g_value_init(&params[2], cells_type_double())
            g_value_set_double(&params[2], y)
            g_signal_emitv(params.baseAddress, g_signal_lookup("prepare", gtk_drag_source_get_type()), 0, &result)
            for index in 0..<3 { g_value_unset(&params[index]) }
        }
        defer { g_value_unset(&result) }
        guard let provider = g_value_get_object(&result) else { return nil }
        var carried = GValue()
        g_value_init(&carried, cells_type_int())
        defer { g_value_unset(&carried) }
        guard gdk_content_provider_get_value(provider.assumingMemoryBound(to: GdkContentProvider.self), &carried, nil) != 0 else { return nil }
        return Int(g_value_get_int(&carried))
    }

    /// Emits GtkDropTarget's "drop" of row `value` at `x`, `y`.
    @MainActor private static func drop(_ target: UnsafeMutableRawPointer, value: Int, x: Double, y: Double) -> Bool {
        var carried = GValue()
        g_value_init(&carried, cells_type_int())
        g_value_set_int(&carried, gint(value))
        var params = [GValue](repeating: GValue(), count: 4)
        var result = GValue()
        g_value_init(&result, cells_type_boolean())
        params.withUnsafeMutableBufferPointer { params in
            g_value_init(&params[0], gtk_drop_target_get_type())
            g_value_set_object(&params[0], target)
            g_value_init(&params[1], g_value_get_type())
            g_value_set_boxed(&params[1], &carried)
            g_value_init(&params[2], cells_type_double())
            g_value_set_double(&params[2], x)
            g_value_init(&params[3], cells_type_double())
            g_value_set_double(&params[3], y)
            g_signal_emitv(params.baseAddress, g_signal_lookup("drop", gtk_drop_target_get_type()), 0, &result)
            for index in 0..<4 { g_value_unset(&params[index]) }
        }
        g_value_unset(&carried)
        return g_value_get_boolean(&result) != 0
    }

    @MainActor private static func controllerCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        return Int(g_list_model_get_n_items(controllers))
    }

    // MARK: Helpers

    @MainActor private static func deleteButtons(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        allDescendants(of: widget).filter { widget in
            guard let tooltip = gtk_widget_get_tooltip_text(widget) else { return false }
            return String(cString: tooltip).hasPrefix("Delete")
        }
    }
}

@MainActor private func allDescendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var result = [widget]
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        result += allDescendants(of: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}

@MainActor private func labelOf(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0 else { return nil }
    return String(cString: gtk_label_get_text(OpaquePointer(widget)))
}
