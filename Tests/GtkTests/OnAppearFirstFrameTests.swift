import CGtk
import CellsGtk
import Gtk
import XCTest

/// A window's first frame shows what `onAppear` wrote: the write shares the window's first
/// update pass, made before the window is shown, with no "modifying state" warning.
final class OnAppearFirstFrameTests: XCTestCase {
    private struct Loader: View {
        @Owned private var status = "Loading"
        var body: some View {
            VStack {
                Text(status)
                Text("static")
            }
            .onAppear { status = "Loaded" }
        }
    }

    /// The texts of the GTK labels under `widget`, depth first.
    @MainActor private static func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0 {
            texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts += labelTexts(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    func testTheFirstFrameShowsWhatOnAppearWrote() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let (hosted, warnings) = Diagnostics.collectingWarnings {
                HostedWindow(title: "On appear", content: Loader(), application: nil)
            }
            defer { hosted.close() }
            let content = hosted.window.child!.widgetPointer
            // Nothing has run on the main loop yet: this is what the first frame draws.
            XCTAssertTrue(Self.labelTexts(in: content).contains("Loaded"), "labels before the first frame: \(Self.labelTexts(in: content))")
            var painted: [String]?
            hosted.window.onFirstFramePainted { painted = Self.labelTexts(in: content) }
            let (_, later) = Diagnostics.collectingWarnings {
                hosted.present()
                return MainLoop.run(until: { painted != nil }, timeout: 5)
            }
            XCTAssertEqual(painted?.contains("Loaded"), true, "labels at the first paint: \(painted ?? [])")
            XCTAssertFalse(painted?.contains("Loading") ?? true)
            XCTAssertEqual(warnings + later, [], "no warning for a write in onAppear")
        }
    }
}
