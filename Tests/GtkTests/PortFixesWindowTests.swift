import CGtk
import CellsGtk
import Gtk
import XCTest

/// What porting the reading list found broken on GTK, each fixed: a button whose label has two
/// texts, a sheet modifier after a toolbar, a list in a column.
final class PortFixesWindowTests: XCTestCase {
    struct TwoLineButton: View {
        @Owned var taps = 0
        var body: some View {
            VStack {
                Text("Taps: \(taps)")
                Button { taps += 1 } label: {
                    VStack {
                        Text("Middlemarch")
                        Text("George Eliot")
                    }
                }
            }
        }
    }

    /// Naming a button by two labels passed the reference list to GTK with one NULL too many,
    /// which GTK read as another relation (a crash).
    func testAButtonLabelledByTwoTextsIsNamedByBoth() throws {
        try onMainActor {
            let window = try RealWindow(TwoLineButton())
            defer { window.close() }
            try window.click("Middlemarch George Eliot")
            XCTAssertNoThrow(try window.label("Taps: 1"))
        }
    }

    struct ToolbarThenSheet: View {
        @Owned var isAdding = false
        var body: some View {
            NavigationStack {
                Text("Books")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add") { isAdding = true } }
                        ToolbarItem(placement: .navigation) { Button("Edit") {} }
                    }
                    .sheet(isPresented: $isAdding) { Text("New Book") }
            }
        }
    }

    /// The presenting view was taken to be one widget: with toolbar items it is several, and
    /// the second was shown as a sheet at once.
    func testASheetAfterAToolbarOpensOnlyWhenAsked() throws {
        try onMainActor {
            let before = Self.modalWindows()
            let window = try RealWindow(ToolbarThenSheet())
            defer { window.close() }
            window.settle(for: 0.1)
            XCTAssertEqual(Self.modalWindows(), before, "no sheet before Add")
            let header = try XCTUnwrap(window.hosted?.window.widgetPointer)
            let add = try XCTUnwrap(Self.button("Add", in: header))
            cells_emit_signal(UnsafeMutableRawPointer(add), "clicked")
            window.settle(for: 0.1)
            XCTAssertEqual(Self.modalWindows(), before + 1, "Add opened the sheet")
        }
    }

    struct ColumnWithList: View {
        var body: some View {
            VStack {
                Text("3 books")
                List { ForEach(["Dune", "Emma", "SPQR"], id: \.self) { Text($0) } }
            }
        }
    }

    /// A list in a column takes the column's width, as SwiftUI's does.
    func testAListInAColumnTakesTheWidth() throws {
        try onMainActor {
            let window = try RealWindow(ColumnWithList())
            defer { window.close() }
            window.settle(for: 0.2)
            let scrolled = try window.widget(ofType: gtk_scrolled_window_get_type(), "scrolled window")
            let column = try XCTUnwrap(gtk_widget_get_parent(scrolled))
            XCTAssertEqual(gtk_widget_get_width(scrolled), gtk_widget_get_width(column))
            XCTAssertGreaterThan(gtk_widget_get_width(scrolled), 100)
        }
    }

    @MainActor private static func modalWindows() -> Int {
        let windows = gtk_window_get_toplevels()!
        var count = 0
        for index in 0..<g_list_model_get_n_items(windows) {
            let window = g_list_model_get_item(windows, index)!
            defer { g_object_unref(window) }
            if gtk_window_get_modal(window.assumingMemoryBound(to: GtkWindow.self)) != 0,
               gtk_widget_get_visible(window.assumingMemoryBound(to: GtkWidget.self)) != 0 { count += 1 }
        }
        return count
    }

    @MainActor private static func button(_ title: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if isA(widget, gtk_button_get_type()), labels(in: widget).contains(title) { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = button(title, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    @MainActor private static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var result = isA(widget, gtk_label_get_type()) ? [String(cString: gtk_label_get_text(OpaquePointer(widget)))] : []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result += labels(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    @MainActor private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }
}
