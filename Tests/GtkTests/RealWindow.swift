import CGtk
import CellsGtk
import Gtk
import Glibc
import XCTest

/// Hosts a view in a real GTK window and drives it through the GTK widgets themselves:
/// text goes in through GtkEditable as keystrokes do, buttons are clicked by emitting
/// "clicked", and assertions read what the widgets show.
@MainActor
final class RealWindow {
    private(set) var hosted: HostedWindow?

    init<Content: View>(
        _ content: Content, title: String = "Test", environment: EnvironmentValues = EnvironmentValues(),
        backend: GtkBackend = GtkBackend()
    ) throws {
        try Self.requireDisplay()
        let hosted = HostedWindow(title: title, content: content, application: nil, environment: environment, backend: backend)
        self.hosted = hosted
        hosted.present()
        settle()
    }

    /// Opens `content` in a window of its own `width` (and `height`): a phone's 360 pixels, or
    /// a wide desktop window, for views that lay out by the window's width.
    static func opened<Content: View>(_ content: Content, title: String = "Test", width: Int, height: Int = 500) throws -> RealWindow {
        try requireDisplay()
        let hosted = HostedWindow(title: title, content: content, application: nil, defaultSize: (width, height))
        hosted.present()
        let window = RealWindow(hosted: hosted)
        window.settle(for: 0.3)
        return window
    }

    /// Drives a window someone else opened (a window session).
    init(hosted: HostedWindow) {
        self.hosted = hosted
        settle()
    }

    /// A widget tree the test built itself (a window of the app's own), driven the same way.
    private var customRoot: Widget?

    init(root: Widget) throws {
        try Self.requireDisplay()
        customRoot = root
        settle()
    }

    /// Initializes GTK, or skips (fails under the test script) when there is no display.
    static func requireDisplay() throws {
        GLibLogRecorder.install()
        if !GtkRuntime.isInitialized { DesktopAppearance.prepareBeforeGtkStarts() }
        guard GtkRuntime.initialize() else {
            let message = "no display: run the GTK tests under Xvfb (DISPLAY is unset or unusable)"
            // The project's test script sets this so CI fails instead of skipping silently.
            if getenv("CELLS_REQUIRE_DISPLAY") != nil { throw RealWindowError.noDisplay(message) }
            throw XCTSkip(message)
        }
    }

    /// Lets the main loop handle everything pending (update passes, redraws).
    func settle() {
        for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
    }

    /// Closes the window as its close button does, and drops our reference to it. Closes the
    /// window's open popovers first: GTK 4.8 destroying a window with a popover open stops
    /// GDK's input for the whole process (`WindowClosedWithPopoverOpenTests`), which would
    /// break every later real-input test.
    func close() {
        if let root = hosted?.window.widgetPointer {
            for popover in descendants(of: root) where isA(popover, gtk_popover_get_type()) && gtk_widget_get_visible(popover) != 0 {
                gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
            }
            settle()
        }
        hosted?.close()
        settle()
        hosted = nil
        RealInput.movePointerAway()
        settle()
    }

    /// Where the tree the test reads starts: the window's content (not its header bar).
    var window: UnsafeMutablePointer<GtkWidget> {
        customRoot?.widgetPointer ?? hosted!.window.child!.widgetPointer
    }

    // MARK: Reading the widget tree

    /// The widget and everything shown inside it (of a GtkStack, only the visible page).
    func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result = [widget]
        if isA(widget, gtk_stack_get_type()) {
            if let page = gtk_stack_get_visible_child(OpaquePointer(widget)) { result += descendants(of: page) }
            return result
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    private func isEntry(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { isA(widget, gtk_entry_get_type()) }
    private func isButton(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        isA(widget, gtk_button_get_type()) && !isA(widget, gtk_toggle_button_get_type())
    }
    /// GtkLabel, but not the labels GTK puts inside entries and other composite widgets.
    func isOwnLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard isA(widget, gtk_label_get_type()) else { return false }
        var parent = gtk_widget_get_parent(widget)
        while let current = parent {
            if isEntry(current) { return false }
            parent = gtk_widget_get_parent(current)
        }
        return true
    }

    func labelText(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(OpaquePointer(widget)))
    }

    /// The texts of the window's labels, in tree order.
    var labelTexts: [String] {
        descendants(of: window).filter(isOwnLabel).map(labelText)
    }

    /// The label showing exactly `text`.
    func label(_ text: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try find("label \"\(text)\"") { isOwnLabel($0) && labelText($0) == text }
    }

    /// The entry whose placeholder is `placeholder`.
    func entry(_ placeholder: String) throws -> OpaquePointer {
        let widget = try find("entry \"\(placeholder)\"") {
            isEntry($0) && gtk_entry_get_placeholder_text(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkEntry.self)).map { String(cString: $0) } == placeholder
        }
        return OpaquePointer(widget)
    }

    func text(of entry: OpaquePointer) -> String {
        String(cString: gtk_editable_get_text(entry))
    }

    func cursor(of entry: OpaquePointer) -> Int {
        Int(gtk_editable_get_position(entry))
    }

    /// The button whose labels read `title`.
    func button(_ title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try find("button \"\(title)\"") { widget in
            isButton(widget) && descendants(of: widget).filter(isOwnLabel).map(labelText).joined(separator: " ") == title
        }
    }

    func hasCSSClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
        gtk_widget_has_css_class(widget, name) != 0
    }

    // MARK: Acting like a user

    /// Types `text` at the cursor of the entry, one character per keystroke, letting the main
    /// loop run after each.
    func type(_ text: String, into placeholder: String) throws {
        let editable = try entry(placeholder)
        for character in text {
            var position = gint(gtk_editable_get_position(editable))
            gtk_editable_insert_text(editable, String(character), -1, &position)
            gtk_editable_set_position(editable, position)
            settle()
        }
    }

    /// Puts the entry's cursor at `offset`, as a click in the text does.
    func placeCursor(in placeholder: String, at offset: Int) throws {
        gtk_editable_set_position(try entry(placeholder), gint(offset))
    }

    /// Clicks the button titled `title`.
    func click(_ title: String) throws {
        cells_emit_signal(UnsafeMutableRawPointer(try button(title)), "clicked")
        settle()
    }

    /// Clicks the check box labelled `title` (it flips, as a user's click does).
    func clickCheckBox(_ title: String) throws {
        let check = UnsafeMutableRawPointer(try control(gtk_check_button_get_type(), "check box", title))
            .assumingMemoryBound(to: GtkCheckButton.self)
        gtk_check_button_set_active(check, gtk_check_button_get_active(check) == 0 ? 1 : 0)
        settle()
    }

    /// Clicks the check box in the same row as the label `text` (a list row's star).
    func clickCheckBox(besideLabel text: String) throws {
        let row = try find("row with label \"\(text)\"") { widget in
            isA(widget, gtk_box_get_type()) && descendants(of: widget).contains { isOwnLabel($0) && labelText($0) == text }
                && descendants(of: widget).filter { isA($0, gtk_check_button_get_type()) }.count == 1
        }
        guard let check = descendants(of: row).first(where: { isA($0, gtk_check_button_get_type()) }) else {
            throw RealWindowError.notFound("No check box beside \"\(text)\"")
        }
        let button = UnsafeMutableRawPointer(check).assumingMemoryBound(to: GtkCheckButton.self)
        gtk_check_button_set_active(button, gtk_check_button_get_active(button) == 0 ? 1 : 0)
        settle()
    }

    /// The widget of GType `type` whose labels read `title`.
    /// The colour GTK renders `widget`'s text in.
    func renderedColor(of widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        return color
    }

    /// A colour the theme names (`theme_bg_color`), looked up from the window.
    func themeColor(_ name: String) -> GdkRGBA? {
        var color = GdkRGBA()
        let context = gtk_widget_get_style_context(hosted!.window.widgetPointer)
        return gtk_style_context_lookup_color(context, name, &color) != 0 ? color : nil
    }

    /// The first widget of GType `type` shown in the window.
    func widget(ofType type: GType, _ description: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try find(description) { isA($0, type) }
    }

    /// The `index`th widget of GType `type` shown in the window, in tree order.
    func nthWidget(ofType type: GType, _ index: Int) throws -> UnsafeMutablePointer<GtkWidget> {
        let all = descendants(of: window).filter { isA($0, type) }
        guard all.indices.contains(index) else { throw RealWindowError.notFound("No widget #\(index) of type \(type)") }
        return all[index]
    }

    private func control(_ type: GType, _ kind: String, _ title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try find("\(kind) \"\(title)\"") { widget in
            isA(widget, type) && descendants(of: widget).filter(isOwnLabel).map(labelText).joined(separator: " ") == title
        }
    }

    /// The number of items in the model of the window's GtkListView.
    func listItemCount() throws -> Int {
        let list = try find("list view") { isA($0, gtk_list_view_get_type()) }
        return Int(g_list_model_get_n_items(gtk_list_view_get_model(OpaquePointer(list))))
    }

    /// The labels shown inside the window's GtkListView, in order.
    func listLabelTexts() throws -> [String] {
        let list = try find("list view") { isA($0, gtk_list_view_get_type()) }
        return descendants(of: list).filter(isOwnLabel).map(labelText).filter { !$0.isEmpty }
    }

    /// Runs the main loop for a while, so GTK lays out, binds list rows and draws.
    func settle(for seconds: Double) {
        MainLoop.run(for: seconds)
    }

    /// Clicks the toggle button titled `title` (it flips, as a user's click does).
    func clickToggle(_ title: String) throws {
        let toggle = UnsafeMutableRawPointer(try control(gtk_toggle_button_get_type(), "toggle button", title))
            .assumingMemoryBound(to: GtkToggleButton.self)
        gtk_toggle_button_set_active(toggle, gtk_toggle_button_get_active(toggle) == 0 ? 1 : 0)
        settle()
    }

    /// The first widget that `matches`, one a person sees first: one on screen (mapped),
    /// else one shown but not yet on screen, else a hidden one (an alert's own buttons, which
    /// its message dialog shows as responses; libadwaita 1.2's message dialog also keeps a
    /// second, unmapped row of its buttons for when they do not fit side by side).
    func find(
        _ description: String, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) throws -> UnsafeMutablePointer<GtkWidget> {
        let found = descendants(of: window).filter(matches)
        if let widget = found.first(where: { gtk_widget_get_mapped($0) != 0 })
            ?? found.first(where: { gtk_widget_is_visible($0) != 0 }) ?? found.first { return widget }
        throw RealWindowError.notFound("No \(description) in the window. Labels: \(labelTexts)")
    }
}

enum RealWindowError: Error {
    case notFound(String)
    case noDisplay(String)
}

/// Runs a test body on the main actor. XCTest on Linux runs test methods on the main thread
/// but cannot call `@MainActor` test methods, so each test enters the actor here.
/// The test fails on every GLib or GTK CRITICAL logged while the body ran (`GLibLogRecorder`).
func onMainActor(file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor () throws -> Void) throws {
    GLibLogRecorder.install()
    defer { GLibLogRecorder.failOnCriticals("during this test", file: file, line: line) }
    try MainActor.assumeIsolated(body)
}
