import CGtk
import CellsGtk
import Examples
import Gtk
import XCTest

/// A window's root holding one widget is laid out by ``SingleChildColumn`` (cheaper than its
/// box's own layout), and every widget of the window ends up where the box would put it: at
/// the top, as wide as the window, its natural height or the whole height if it expands. A
/// root holding several widgets is the vertical box again.
final class RootLayoutWindowTests: XCTestCase {
    /// Some content at its natural height: a column of texts and a button.
    private struct ShortColumn: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("A title that wraps onto more lines when the window is narrow enough")
                Button("Done") {}
            }
            .padding()
        }
    }

    /// Two views at the root (no stack around them).
    private struct TwoAtTheRoot: View {
        var body: some View {
            Text("First")
            Text("Second")
        }
    }

    func testOneShortViewSitsAtTheTopAtItsNaturalHeightAsInTheBox() throws {
        try MainActor.assumeIsolated {
            try Self.assertLaidOutAsTheBox(ShortColumn(), expectsSingleLayout: true) { root, child in
                // (The padding is the child's margins.)
                XCTAssertEqual(Self.frame(of: child, in: root).y, Int(gtk_widget_get_margin_top(child)), "at the top")
                XCTAssertLessThan(Self.outerHeight(of: child), gtk_widget_get_height(root), "not stretched to the window's height")
                XCTAssertEqual(Self.outerWidth(of: child), gtk_widget_get_width(root), "as wide as the window")
            }
        }
    }

    func testOneExpandingViewTakesTheWholeHeightAsInTheBox() throws {
        try MainActor.assumeIsolated {
            try Self.assertLaidOutAsTheBox(TitleEditor(), expectsSingleLayout: true) { root, child in
                XCTAssertEqual(Self.outerHeight(of: child), gtk_widget_get_height(root), "its Spacer makes it expand")
            }
        }
    }

    func testOneTextAloneIsWhereTheBoxPutsIt() throws {
        try MainActor.assumeIsolated {
            try Self.assertLaidOutAsTheBox(Text("Alone"), expectsSingleLayout: true) { _, _ in }
        }
    }

    func testSeveralViewsAtTheRootAreStackedByTheBox() throws {
        try MainActor.assumeIsolated {
            try Self.assertLaidOutAsTheBox(TwoAtTheRoot(), expectsSingleLayout: false) { root, _ in
                XCTAssertEqual(Self.children(of: root).count, 2)
            }
        }
    }

    /// Shows `view`, checks which layout its root has, records where every widget is, lays
    /// the root out with a vertical box's own layout instead and checks that nothing moved.
    /// `check` gets the root and its first child under the root's layout.
    @MainActor private static func assertLaidOutAsTheBox(
        _ view: some View, expectsSingleLayout: Bool,
        _ check: (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>) -> Void
    ) throws {
        try RealWindow.requireDisplay()
        let hosted = HostedWindow(title: "Root", content: view, application: nil, defaultSize: (420, 320))
        defer { hosted.close() }
        hosted.present()
        settle()
        let window = hosted.window.widgetPointer
        let root = try XCTUnwrap(gtk_window_get_child(UnsafeMutablePointer(OpaquePointer(window))))
        let manager = try XCTUnwrap(gtk_widget_get_layout_manager(root))
        let isSingle = g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(manager)), gtk_custom_layout_get_type()) != 0
        XCTAssertEqual(isSingle, expectsSingleLayout, "the root's layout")
        check(root, try XCTUnwrap(gtk_widget_get_first_child(root)))
        let laidOut = frames(in: root)
        gtk_widget_set_layout_manager(root, gtk_box_layout_new(GTK_ORIENTATION_VERTICAL))
        gtk_widget_queue_resize(root)
        settle()
        let byTheBox = frames(in: root)
        XCTAssertEqual(laidOut.count, byTheBox.count)
        for (ours, box) in zip(laidOut, byTheBox) {
            XCTAssertEqual(ours.frame, box.frame, "\(ours.name) is where the vertical box puts it")
        }
    }

    @MainActor private static func outerWidth(of widget: UnsafeMutablePointer<GtkWidget>) -> gint {
        gtk_widget_get_margin_start(widget) + gtk_widget_get_width(widget) + gtk_widget_get_margin_end(widget)
    }

    @MainActor private static func outerHeight(of widget: UnsafeMutablePointer<GtkWidget>) -> gint {
        gtk_widget_get_margin_top(widget) + gtk_widget_get_height(widget) + gtk_widget_get_margin_bottom(widget)
    }

    /// Runs the loop for some frames: GTK lays a window out at its frame clock's ticks.
    @MainActor private static func settle() {
        MainLoop.run(for: 0.3)
    }

    @MainActor private static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// Every widget under `root`, by type name, with its place in `root` and its size.
    @MainActor private static func frames(in root: UnsafeMutablePointer<GtkWidget>) -> [(name: String, frame: [Int])] {
        var result: [(String, [Int])] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            for child in children(of: widget) {
                let place = frame(of: child, in: root)
                result.append((String(cString: gtk_widget_get_name(child)), [place.x, place.y, Int(gtk_widget_get_width(child)), Int(gtk_widget_get_height(child))]))
                visit(child)
            }
        }
        visit(root)
        return result
    }

    @MainActor private static func frame(of widget: UnsafeMutablePointer<GtkWidget>, in ancestor: UnsafeMutablePointer<GtkWidget>) -> (x: Int, y: Int) {
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(widget, ancestor, 0, 0, &x, &y)
        return (Int(x), Int(y))
    }
}
