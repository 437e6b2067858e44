import CGtk
import CellsGtk
import Gtk
import XCTest

/// Windows fit GNOME's narrowest width, 360 pixels (a phone, a tiled half of a small screen):
/// text wraps onto more lines (or, with `.lineLimit(1)`, is cut short with "…"), a form row's
/// wide control goes under its title when the row is too narrow for both, and a window's
/// minimum width (what the window manager is told) stays at or under 360.
final class NarrowWindowTests: XCTestCase {
    private static let longText = "1 m = 3.28 ft · precision 2 · copies 1 · notes 21 chars · password unset · progress 0% · 27/11/2026 · #1c71d8"

    /// A window of `view`, shown at `width` × `height`, with everything laid out.
    @MainActor private static func show(_ view: some View, width: Int, height: Int = 400) throws -> HostedWindow {
        try RealWindow.requireDisplay()
        let hosted = HostedWindow(title: "Narrow", content: view, application: nil, defaultSize: (width, height))
        hosted.present()
        settle()
        return hosted
    }

    @MainActor private static func settle() {
        for _ in 0..<200 where MainLoop.iterate(mayBlock: false) {}
    }

    /// The window's minimum width, as GTK tells the window manager.
    @MainActor private static func minimumWidth(of hosted: HostedWindow) -> Int {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_measure(hosted.window.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Int(minimum)
    }

    @MainActor private static func widgets(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result = [widget]
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result += widgets(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    @MainActor private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The label of `hosted` (content or header bar) showing `text`.
    @MainActor private static func label(_ text: String, in hosted: HostedWindow) throws -> UnsafeMutablePointer<GtkWidget> {
        let found = widgets(in: hosted.window.widgetPointer).first {
            isA($0, gtk_label_get_type()) && String(cString: gtk_label_get_text(OpaquePointer($0))) == text
        }
        return try XCTUnwrap(found, "no label \"\(text)\"")
    }

    /// Where `widget` is inside `ancestor`, and its size.
    @MainActor private static func frame(of widget: UnsafeMutablePointer<GtkWidget>, in ancestor: UnsafeMutablePointer<GtkWidget>) -> (x: Int, y: Int, width: Int, height: Int) {
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(widget, ancestor, 0, 0, &x, &y)
        return (Int(x), Int(y), Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
    }

    @MainActor private static func lineHeight(of label: UnsafeMutablePointer<GtkWidget>) -> Int {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, 10_000, &minimum, &natural, nil, nil)
        return Int(natural)
    }

    func testLongTextWrapsAndTheWindowFits360Pixels() throws {
        try MainActor.assumeIsolated {
            let hosted = try Self.show(VStack(alignment: .leading) { Text(Self.longText) }.padding(), width: 360)
            defer { hosted.close() }
            XCTAssertLessThanOrEqual(Self.minimumWidth(of: hosted), 360, "the one-line text no longer sets the window's minimum width")
            let label = try Self.label(Self.longText, in: hosted)
            let shown = Self.frame(of: label, in: hosted.window.widgetPointer)
            XCTAssertLessThanOrEqual(shown.x + shown.width, 360, "the text stays inside the window")
            XCTAssertGreaterThanOrEqual(shown.height, 2 * Self.lineHeight(of: label), "the text wraps onto more lines")
        }
    }

    func testLineLimitOneCutsTheTextShortOnOneLine() throws {
        try MainActor.assumeIsolated {
            let hosted = try Self.show(VStack(alignment: .leading) { Text(Self.longText).lineLimit(1) }.padding(), width: 360)
            defer { hosted.close() }
            XCTAssertLessThanOrEqual(Self.minimumWidth(of: hosted), 360)
            let label = try Self.label(Self.longText, in: hosted)
            XCTAssertEqual(gtk_label_get_ellipsize(OpaquePointer(label)), PANGO_ELLIPSIZE_END, "cut short with …")
            XCTAssertTrue(pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(label))) != 0, "the shown text is cut short")
            XCTAssertEqual(Self.frame(of: label, in: hosted.window.widgetPointer).height, Self.lineHeight(of: label), "one line")
        }
    }

    func testAHeaderBarButtonKeepsItsTitleOnOneLine() throws {
        try MainActor.assumeIsolated {
            let view = Text("Content").toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Delete Selected") {} }
            }
            let hosted = try Self.show(view, width: 360)
            defer { hosted.close() }
            let label = try Self.label("Delete Selected", in: hosted)
            XCTAssertEqual(gtk_label_get_wrap(OpaquePointer(label)), 0, "a header bar does not grow taller")
            XCTAssertEqual(gtk_label_get_ellipsize(OpaquePointer(label)), PANGO_ELLIPSIZE_NONE)
        }
    }

    private struct SegmentedForm: View {
        @Owned private var choice = 0
        var body: some View {
            Form {
                Section("Units") {
                    Picker("Plate holds its model", selection: $choice) {
                        ForEach(0..<5, id: \.self) { Text(["m", "ft", "in", "mi", "owned"][$0]).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Round to whole units", isOn: .constant(true)).toggleStyle(.switch)
                }
            }
        }
    }

    /// The title and the segmented control of the picker's row, and the row.
    @MainActor private static func pickerParts(in hosted: HostedWindow) throws -> (title: UnsafeMutablePointer<GtkWidget>, control: UnsafeMutablePointer<GtkWidget>, row: UnsafeMutablePointer<GtkWidget>) {
        let title = try label("Plate holds its model", in: hosted)
        let segment = try XCTUnwrap(widgets(in: hosted.window.widgetPointer).first {
            isA($0, gtk_toggle_button_get_type()) && widgets(in: $0).contains { isA($0, gtk_label_get_type()) && String(cString: gtk_label_get_text(OpaquePointer($0))) == "owned" }
        })
        let control = try XCTUnwrap(gtk_widget_get_parent(segment))
        let row = try XCTUnwrap(gtk_widget_get_parent(control))
        return (title, control, row)
    }

    func testASegmentedPickerGoesUnderItsTitleInANarrowWindowAndBesideItInAWideOne() throws {
        try MainActor.assumeIsolated {
            let narrow = try Self.show(SegmentedForm(), width: 360)
            defer { narrow.close() }
            XCTAssertLessThanOrEqual(Self.minimumWidth(of: narrow), 360)
            var parts = try Self.pickerParts(in: narrow)
            var title = Self.frame(of: parts.title, in: parts.row)
            var control = Self.frame(of: parts.control, in: parts.row)
            XCTAssertGreaterThanOrEqual(control.y, title.y + title.height, "at 360 pixels the buttons are under the title")
            XCTAssertLessThanOrEqual(control.x + control.width, Int(gtk_widget_get_width(parts.row)), "and inside the row")

            let wide = try Self.show(SegmentedForm(), width: 800)
            defer { wide.close() }
            parts = try Self.pickerParts(in: wide)
            title = Self.frame(of: parts.title, in: parts.row)
            control = Self.frame(of: parts.control, in: parts.row)
            XCTAssertGreaterThanOrEqual(control.x, title.x + title.width, "at 800 pixels the buttons are beside the title")
            XCTAssertLessThan(control.y, title.y + title.height, "on the same line")
            XCTAssertEqual(control.x + control.width, Int(gtk_widget_get_width(parts.row)), "at the row's end")
        }
    }

    func testASwitchStaysBesideItsTitleAt360Pixels() throws {
        try MainActor.assumeIsolated {
            let hosted = try Self.show(SegmentedForm(), width: 360)
            defer { hosted.close() }
            let title = try Self.label("Round to whole units", in: hosted)
            let toggle = try XCTUnwrap(Self.widgets(in: hosted.window.widgetPointer).first { Self.isA($0, gtk_switch_get_type()) })
            let window = hosted.window.widgetPointer
            let titleFrame = Self.frame(of: title, in: window), switchFrame = Self.frame(of: toggle, in: window)
            XCTAssertGreaterThan(switchFrame.x, titleFrame.x + titleFrame.width, "the switch is beside its title")
            XCTAssertLessThan(switchFrame.y, titleFrame.y + titleFrame.height)
        }
    }

    private struct LongRows: View {
        var body: some View {
            Form {
                Section("A section whose heading is longer than a phone's width, as a translation may be", footer: "Type a number; text that is not one turns red and keeps the last value, as before.") {
                    LabeledContent("Summary of everything the converter knows", value: NarrowWindowTests.longText)
                    Stepper("Copies to print on the office printer down the corridor: 1", value: .constant(1), in: 1...10)
                }
            }
        }
    }

    func testAFormWithLongTitlesFits360Pixels() throws {
        try MainActor.assumeIsolated {
            let hosted = try Self.show(LongRows(), width: 360, height: 600)
            defer { hosted.close() }
            XCTAssertLessThanOrEqual(Self.minimumWidth(of: hosted), 360, "headings, footers, row titles and values wrap")
            for text in ["Summary of everything the converter knows", "Copies to print on the office printer down the corridor: 1"] {
                let shown = Self.frame(of: try Self.label(text, in: hosted), in: hosted.window.widgetPointer)
                XCTAssertLessThanOrEqual(shown.x + shown.width, 360, "\(text) is inside the window")
            }
        }
    }

    func testAWindowAsksForItsDefaultWidthOrLess() throws {
        try MainActor.assumeIsolated {
            let hosted = try Self.show(Text("Short"), width: 560)
            defer { hosted.close() }
            XCTAssertEqual(Self.minimumWidth(of: hosted), HostedWindow.narrowestWidth, "no narrower than GNOME's narrowest window")
            let long = try Self.show(VStack { Text(Self.longText + " " + Self.longText) }.padding(), width: 560)
            defer { long.close() }
            XCTAssertEqual(gtk_widget_get_width(long.window.widgetPointer), gtk_widget_get_width(hosted.window.widgetPointer),
                           "a long line of text does not widen a window past the width it asked for")
            let small = try Self.show(Text("Short"), width: 300)
            defer { small.close() }
            XCTAssertEqual(Self.minimumWidth(of: small), 300, "a window asking to be narrower may be")
        }
    }

    func testAButtonTitleBreaksOnlyBetweenWords() throws {
        try MainActor.assumeIsolated {
            let view = HStack { Text(Self.longText); Button("Reset") {} }.padding()
            let hosted = try Self.show(view, width: 360)
            defer { hosted.close() }
            let title = try Self.label("Reset", in: hosted)
            XCTAssertEqual(gtk_label_get_wrap_mode(OpaquePointer(title)), PANGO_WRAP_WORD, "a button's title breaks between words only")
            var minimum: gint = 0, natural: gint = 0
            gtk_widget_measure(title, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            XCTAssertEqual(Int(gtk_widget_get_width(title)), Int(natural), "\"Reset\" is whole, on one line")
            XCTAssertEqual(pango_layout_get_line_count(gtk_label_get_layout(OpaquePointer(title))), 1)
            let text = try Self.label(Self.longText, in: hosted)
            XCTAssertGreaterThanOrEqual(Int(gtk_widget_get_height(text)), 2 * Self.lineHeight(of: text), "the text beside it wraps instead")
        }
    }

    func testWrappedTextStartsAtTheLeadingEdgeAndAFrameAlignsIt() throws {
        try MainActor.assumeIsolated {
            let view = VStack(alignment: .leading) {
                Text("The Hound of the Baskervilles, by Arthur Conan Doyle, in a narrow row")
                Text("Centred").frame(maxWidth: .infinity)
                Text("Trailing").frame(maxWidth: .infinity, alignment: .trailing)
            }
            .padding()
            let hosted = try Self.show(view, width: 360)
            defer { hosted.close() }
            @MainActor func textStart(_ text: String) throws -> (offset: Int, free: Int) {
                let label = try Self.label(text, in: hosted)
                var x: gint = 0, y: gint = 0
                gtk_label_get_layout_offsets(OpaquePointer(label), &x, &y)
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_pixel_extents(gtk_label_get_layout(OpaquePointer(label)), &ink, &logical)
                return (Int(x) + Int(logical.x), Int(gtk_widget_get_width(label)) - Int(logical.width))
            }
            XCTAssertEqual(try textStart("The Hound of the Baskervilles, by Arthur Conan Doyle, in a narrow row").offset, 0,
                           "wrapped lines start at the leading edge, not indented")
            let centred = try textStart("Centred")
            XCTAssertEqual(Double(centred.offset), Double(centred.free) / 2, accuracy: 1, "a frame's default alignment centres its text")
            let trailing = try textStart("Trailing")
            XCTAssertEqual(trailing.offset, trailing.free, "and .trailing puts it at the end")
        }
    }
}
