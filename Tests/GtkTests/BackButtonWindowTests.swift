import CGtk
import CellsGtk
import Gtk
import XCTest

/// The header bar's back button is made when a page is first pushed, not with every window:
/// a window without navigation has none, and one made late still leads the bar's start,
/// before the toolbar items the content put there first, and takes a real click.
final class BackButtonWindowTests: XCTestCase {
    struct Plain: View {
        var body: some View {
            VStack {
                Text("No pages here")
                Button("Press") {}
            }
        }
    }

    struct Root: View {
        @Owned var resets = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Resets: \(resets)")
                    NavigationLink("Open", destination: Text("Inner page"))
                }
            }
            .toolbar {  // the window's, on every page
                ToolbarItem(placement: .navigation) { Button("Reset") { resets = 0 } }
            }
        }
    }

    /// The buttons in the header bar showing GTK's back arrow.
    @MainActor private static func backArrows(in hosted: HostedWindow) -> [UnsafeMutablePointer<GtkWidget>] {
        var arrows: [UnsafeMutablePointer<GtkWidget>] = []
        _ = walkWidgetTree(from: hosted.headerBar.widgetPointer) { widget in
            if widgetIsA(widget, gtk_button_get_type()),
               let icon = gtk_button_get_icon_name(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)),
               String(cString: icon) == "go-previous-symbolic" {
                arrows.append(widget)
            }
            return .descend
        }
        return arrows
    }

    func testAWindowWithoutNavigationHasNoBackButton() throws {
        try onMainActor {
            let window = try RealWindow(Plain(), title: "Test")
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            XCTAssertNoThrow(try window.button("Press"))
            XCTAssertEqual(Self.backArrows(in: hosted).count, 0)
        }
    }

    func testTheFirstPushMakesTheBackButtonBeforeTheLeadingToolbarItem() throws {
        try onMainActor {
            let window = try RealWindow(Root(), title: "Test")
            defer { window.close() }
            let hosted = try XCTUnwrap(window.hosted)
            XCTAssertEqual(Self.backArrows(in: hosted).count, 0, "nothing pushed yet")
            try window.realClick("Open")
            let headerBar = try RealWindow(root: hosted.headerBar)
            XCTAssertNoThrow(try window.label("Inner page"))
            window.settle(for: 0.3)  // the stack's slide; GTK lays the bar out again
            let arrows = Self.backArrows(in: hosted)
            XCTAssertEqual(arrows.count, 1)
            let back = try XCTUnwrap(arrows.first)
            XCTAssertNotEqual(gtk_widget_get_visible(back), 0)
            XCTAssertTrue(back == hosted.backButton.widgetPointer, "the one `backButton` names")
            // The back arrow leads the bar's start; "Reset" (packed at the window's opening) follows.
            let reset = try headerBar.button("Reset")
            var backX = 0.0, resetX = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(back, hosted.headerBar.widgetPointer, 0, 0, &backX, &y)
            _ = gtk_widget_translate_coordinates(reset, hosted.headerBar.widgetPointer, 0, 0, &resetX, &y)
            XCTAssertLessThan(backX, resetX)
            // A person's click on it goes back, and it hides again (made once, kept).
            try window.realClick(back)
            window.settle(for: 0.3)  // the stack's slide
            XCTAssertNoThrow(try window.button("Open"))
            XCTAssertEqual(gtk_widget_get_visible(back), 0)
            try window.realClick("Open")
            XCTAssertEqual(Self.backArrows(in: hosted), [back])
        }
    }
}
