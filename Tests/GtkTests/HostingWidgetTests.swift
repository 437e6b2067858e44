import CGtk
import CellsGtk
import Examples
import Gtk
import XCTest

/// A Cells view placed by hand inside a GTK widget tree the app built itself.
final class HostingWidgetTests: XCTestCase {
    func testACellsViewLivesInsideAHandMadeGtkTree() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            // The colour-scheme watcher keeps its two closures for the whole process: start it
            // before counting.
            HostingWidget(EmptyView()).tearDown()
            let closuresBefore = SignalClosureCounter.liveCount
            var window: Window? = Window(application: nil)
            let box = Box(orientation: .vertical, spacing: 6)
            let heading = Gtk.Label("A GTK label of the app's own")
            box.append(heading)
            var host: HostingWidget? = HostingWidget(TitleEditor())
            box.append(host!.widget)
            window?.child = box
            window?.present()
            let driver = try RealWindow(root: box)
            try driver.type("Hosted", into: "Insert Title")
            try driver.click("Change Title")
            XCTAssertNoThrow(try driver.label("Hosted (6)"))
            XCTAssertNoThrow(try driver.label("A GTK label of the app's own"))

            host?.tearDown()
            box.remove(host!.widget)
            host = nil
            window?.destroy()
            window = nil  // GTK disposes a window (and lets go of its focus widget) when the last reference goes
            XCTAssertTrue(
                MainLoop.run(until: { SignalClosureCounter.liveCount == closuresBefore }, timeout: 5),
                "\(SignalClosureCounter.liveCount - closuresBefore) of the hosted view's signal closures outlived it"
            )
        }
    }
}
