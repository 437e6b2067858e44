import CGtk
import CellsGtk
import Gtk
import XCTest

/// A sheet kept up by `.interactiveDismissDisabled`, a bar put at a list's edge by
/// `.safeAreaInset`, GNOME's margins from `.scenePadding`, and `.accessibilityAction(named:)`
/// as a context menu item, under real input.
final class SceneModifierWindowTests: XCTestCase {
    @MainActor @Observable
    final class Draft {
        var isEditing = false
        var hasChanges = true
        var archived = 0
    }

    struct Editor: View {
        let draft: Draft
        var body: some View {
            VStack {
                Text("Archived \(draft.archived)").accessibilityAction(named: "Archive") { draft.archived += 1 }
                Button("Edit") { draft.isEditing = true }
            }
            .sheet(isPresented: Binding(get: { draft.isEditing }, set: { draft.isEditing = $0 })) {
                VStack {
                    Toggle("Unsaved changes", isOn: Binding(get: { draft.hasChanges }, set: { draft.hasChanges = $0 }))
                    Button("Save") { draft.isEditing = false }
                }
                .interactiveDismissDisabled(draft.hasChanges)
            }
        }
    }

    func testASheetWithUnsavedChangesStaysAgainstEscapeAndHasNoCloseButton() throws {
        try onMainActor {
            let draft = Draft()
            let window = try RealWindow(Editor(draft: draft))
            defer { window.close() }
            let parent = try XCTUnwrap(window.hosted).window.widgetPointer
            try window.realClick("Edit")
            XCTAssertTrue(MainLoop.run(until: { !visibleWindows(transientFor: parent).isEmpty }, timeout: 3), "the sheet opened")
            let sheetWindow = try XCTUnwrap(visibleWindows(transientFor: parent).first)
            XCTAssertEqual(gtk_window_get_deletable(sheetWindow), 0, "no close button while it has changes")
            let sheet = try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(gtk_window_get_child(sheetWindow)!)))
            try sheet.realKey("Escape")
            window.settle(for: 0.3)
            XCTAssertFalse(visibleWindows(transientFor: parent).isEmpty, "Escape left it up")
            XCTAssertTrue(draft.isEditing)

            draft.hasChanges = false
            window.settle(for: 0.2)
            XCTAssertNotEqual(gtk_window_get_deletable(sheetWindow), 0, "the close button is back")
            try sheet.realKey("Escape")
            XCTAssertTrue(MainLoop.run(until: { visibleWindows(transientFor: parent).isEmpty }, timeout: 2), "Escape closes it now")
            XCTAssertFalse(draft.isEditing)
        }
    }

    func testANamedAccessibilityActionIsAnItemOfTheViewsContextMenu() throws {
        try onMainActor {
            let draft = Draft()
            let window = try RealWindow(Editor(draft: draft))
            defer { window.close() }
            try window.realRightClick(try window.label("Archived 0"))
            let item = try window.find("the Archive item") { window.isOwnLabel($0) && window.labelText($0) == "Archive" && gtk_widget_get_mapped($0) != 0 }
            try window.realClick(item)
            XCTAssertEqual(draft.archived, 1)
        }
    }

    struct Inbox: View {
        var body: some View {
            List(["One", "Two"], id: \.self) { Text($0) }
                .safeAreaInset(edge: .bottom) { Text("Bottom bar").scenePadding() }
        }
    }

    func testASafeAreaInsetSitsAtTheEdgeAndTheListFillsTheRest() throws {
        try onMainActor {
            let window = try RealWindow.opened(Inbox(), width: 400, height: 400)
            defer { window.close() }
            window.settle(for: 0.2)
            let bar = try window.label("Bottom bar")
            let list = try window.widget(ofType: gtk_scrolled_window_get_type(), "the list")
            var barY = 0.0, x = 0.0
            _ = gtk_widget_translate_coordinates(bar, window.window, 0, 0, &x, &barY)
            XCTAssertGreaterThan(gtk_widget_get_height(list), 250, "the list fills what the bar leaves")
            XCTAssertGreaterThan(barY, Double(gtk_widget_get_height(list)), "the bar is under the list")
            XCTAssertEqual(gtk_widget_get_margin_bottom(bar), 12, "GNOME's margin")
        }
    }
}
