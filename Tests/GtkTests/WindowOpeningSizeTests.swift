import CGtk
import CellsGtk
import Gtk
import XCTest

/// A window whose scene set no `.defaultSize` opens tall enough for its content (a form shows
/// all its rows), as SwiftUI opens windows at their content's size; one that set it opens
/// at that size.
final class WindowOpeningSizeTests: XCTestCase {
    /// A form of `rows` labelled text fields in one section.
    private struct LongForm: View {
        let rows: Int
        var body: some View {
            Form {
                Section("Loan") {
                    ForEach(0..<rows, id: \.self) { row in
                        TextField("Field \(row)", text: .constant(""))
                    }
                }
            }
        }
    }

    @MainActor private static func openingHeight(_ view: some View, growsToContent: Bool) throws -> Int {
        try RealWindow.requireDisplay()
        let hosted = HostedWindow(title: "Size", content: view, application: nil, growsToContent: growsToContent)
        defer { hosted.close() }
        var width: gint = 0, height: gint = 0
        gtk_window_get_default_size(UnsafeMutableRawPointer(hosted.window.widgetPointer).assumingMemoryBound(to: GtkWindow.self), &width, &height)
        XCTAssertEqual(width, 480, "the width stays the default")
        return Int(height)
    }

    func testAFormOpensTallEnoughForItsRows() throws {
        try MainActor.assumeIsolated {
            let fixed = try Self.openingHeight(LongForm(rows: 8), growsToContent: false)
            let grown = try Self.openingHeight(LongForm(rows: 8), growsToContent: true)
            XCTAssertEqual(fixed, 320, "a set size is kept")
            // Eight entry rows of a boxed list, a heading and the header bar: well over 320.
            XCTAssertGreaterThan(grown, 420, "the window grew to show the form's eight rows")
            XCTAssertLessThanOrEqual(grown, HostedWindow.tallestOpeningHeight)
        }
    }

    func testAVeryLongFormStopsAtTheTallestOpeningHeight() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try Self.openingHeight(LongForm(rows: 60), growsToContent: true), HostedWindow.tallestOpeningHeight)
        }
    }

    func testSmallContentKeepsTheDefaultSize() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try Self.openingHeight(Text("Short"), growsToContent: true), 320, "a window never opens smaller than its default")
        }
    }
}
