import CGtk
import CellsGtk
import Gtk
import XCTest

/// Views SwiftUI makes greedy (a list, a scroll view, a text editor, a colour, a shape) take
/// the space a stack offers them, across its axis as well as along it, and
/// `.frame(maxWidth: .infinity, maxHeight: .infinity)` expands any view. Measured on the
/// widgets GTK allocated in a real window.
final class LayoutFillWindowTests: XCTestCase {
    private struct ListBesideDetail: View {
        var body: some View {
            HStack {
                List(["Inbox", "Drafts", "Sent", "Archive"], id: \.self) { Text($0) }
                    .frame(width: 200)
                Text("Detail")
            }
        }
    }

    private struct ScrollAndEditorInARow: View {
        @Owned var notes = "Notes"
        var body: some View {
            HStack {
                ScrollView { Text("Scrolled") }
                TextEditor(text: $notes)
            }
        }
    }

    private struct ColourUnderAText: View {
        var body: some View {
            VStack {
                Text("Title")
                Color.blue
            }
        }
    }

    private struct FramedTexts: View {
        var body: some View {
            HStack {
                Text("Tall").frame(maxHeight: .infinity)
                VStack {
                    Text("Wide").frame(maxWidth: .infinity)
                    Text("Both").frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
    }

    func testAListBesideADetailTakesTheWholeHeightAndShowsEveryRow() throws {
        try onMainActor {
            let window = try RealWindow.opened(ListBesideDetail(), width: 600, height: 400)
            defer { window.close() }
            window.settle(for: 0.2)
            let scrolled = try window.widget(ofType: gtk_scrolled_window_get_type(), "the list's scrolled window")
            XCTAssertGreaterThan(gtk_widget_get_height(scrolled), 300, "the list takes the row's height, not one row's")
            for name in ["Inbox", "Drafts", "Sent", "Archive"] {
                let row = try window.label(name)
                XCTAssertGreaterThan(gtk_widget_get_height(row), 0, "\(name) is shown")
            }
        }
    }

    func testAScrollViewAndATextEditorInARowTakeItsHeightAndShareItsWidth() throws {
        try onMainActor {
            let window = try RealWindow.opened(ScrollAndEditorInARow(), width: 600, height: 400)
            defer { window.close() }
            window.settle(for: 0.2)
            let scrolledWindows = window.descendants(of: window.window).filter { window.isA($0, gtk_scrolled_window_get_type()) }
            XCTAssertEqual(scrolledWindows.count, 2)
            for scrolled in scrolledWindows {
                XCTAssertGreaterThan(gtk_widget_get_height(scrolled), 300)
                XCTAssertGreaterThan(gtk_widget_get_width(scrolled), 200)
            }
        }
    }

    func testAColourUnderATextFillsTheRest() throws {
        try onMainActor {
            let window = try RealWindow.opened(ColourUnderAText(), width: 600, height: 400)
            defer { window.close() }
            window.settle(for: 0.2)
            let title = try window.label("Title")
            let colour = try XCTUnwrap(window.descendants(of: window.window).first { $0 != title && gtk_widget_get_first_child($0) == nil && !window.isA($0, gtk_label_get_type()) && gtk_widget_get_height($0) > 100 }, "a colour taller than 100 px")
            XCTAssertGreaterThan(gtk_widget_get_width(colour), 550)
            XCTAssertGreaterThan(gtk_widget_get_height(colour), 300)
        }
    }

    func testFrameToInfinityExpandsATextInEitherDirection() throws {
        try onMainActor {
            let window = try RealWindow.opened(FramedTexts(), width: 600, height: 400)
            defer { window.close() }
            window.settle(for: 0.2)
            let tall = try window.label("Tall"), wide = try window.label("Wide"), both = try window.label("Both")
            XCTAssertGreaterThan(gtk_widget_get_height(tall), 300, "maxHeight: .infinity in a row")
            XCTAssertGreaterThan(gtk_widget_get_width(wide), 300, "maxWidth: .infinity in a column")
            XCTAssertGreaterThan(gtk_widget_get_width(both), 300)
            XCTAssertGreaterThan(gtk_widget_get_height(both), 250, "the column's height less the other text")
        }
    }

    private struct BackedRows: View {
        var body: some View {
            List {
                HStack { Text("Card").frame(maxWidth: .infinity, alignment: .leading); Text("Tail") }
                    .padding(8)
                    .background(Color.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
            }
        }
    }

    /// A background (GTK: the decorated view an overlay on a shape layer) fills as the view it
    /// decorates does: a card framed to `.infinity` in a list row is the row's width, not its
    /// text's (the PhotoBoard port's cards were).
    func testABackgroundFillsAsTheViewItDecorates() throws {
        try onMainActor {
            let window = try RealWindow.opened(BackedRows(), width: 500, height: 300)
            defer { window.close() }
            window.settle(for: 0.2)
            XCTAssertGreaterThan(gtk_widget_get_width(try window.label("Card")), 350)
        }
    }
}
