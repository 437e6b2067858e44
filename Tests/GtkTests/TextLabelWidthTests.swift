import CGtk
import Gtk
import XCTest

/// A wrapping `Text` label (``TextLabelType``) answers every width question with GtkLabel's
/// own answer for no height, whatever height it is asked for, after each change of its text or
/// font: its width memo (``LabelWidthMemo``) is never read stale. A plain GtkLabel with the
/// same text, wrapping and style, beside it, gives GTK's answer.
final class TextLabelWidthTests: XCTestCase {
    /// The heights GTK asks a label's widths for: none, a row's, a taller row's.
    private static let heights: [gint] = [16, -1, 40]

    func testWidthsFollowTheTextAndTheFontWhateverHeightIsAsked() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let largeText = CSSStyleSheet(css: ".cells-test-large-text { font-size: 28px; }")
            largeText.install()
            defer { largeText.uninstall() }
            let window = Window(application: nil)
            defer { window.destroy() }
            let box = Box(orientation: .horizontal, spacing: 6)
            let text = Gtk.Label("Dune")
            text.wrapLikeText()
            let reference = Widget(taking: Self.plainWrappingLabel("Dune"))
            box.append(text)
            box.append(reference)
            window.child = box
            window.present()
            Self.settle()
            Self.assertSameWidths(text, reference, "Dune")

            for title in ["Product 345", "A much longer title than the ones before it", "Go"] {
                text.text = title
                gtk_label_set_text(OpaquePointer(reference.widgetPointer), title)
                Self.assertSameWidths(text, reference, title)
                Self.settle()  // laid out at its new width, the label is asked again
                text.text = title + "!"
                gtk_label_set_text(OpaquePointer(reference.widgetPointer), title + "!")
                Self.assertSameWidths(text, reference, title + "!")
            }

            // Wrapping between words only (`.wrappingBetweenWords`), a long word stays whole.
            text.breaksLongWords = false
            gtk_label_set_wrap_mode(OpaquePointer(reference.widgetPointer), PANGO_WRAP_WORD)
            text.text = "Supercalifragilistic words"
            gtk_label_set_text(OpaquePointer(reference.widgetPointer), "Supercalifragilistic words")
            Self.assertSameWidths(text, reference, "a long word kept whole")
            text.breaksLongWords = true
            gtk_label_set_wrap_mode(OpaquePointer(reference.widgetPointer), PANGO_WRAP_WORD_CHAR)
            text.text = "Supercalifragilistic"
            gtk_label_set_text(OpaquePointer(reference.widgetPointer), "Supercalifragilistic")
            Self.assertSameWidths(text, reference, "a long word broken")

            text.addCSSClass("cells-test-large-text")
            reference.addCSSClass("cells-test-large-text")
            Self.settle()
            Self.assertSameWidths(text, reference, "in a larger font")
            text.removeCSSClass("cells-test-large-text")
            reference.removeCSSClass("cells-test-large-text")
            Self.settle()
            Self.assertSameWidths(text, reference, "in the font again")
        }
    }

    /// Asks `text` for its widths at each height, the first question right after the change,
    /// and checks each answer is GtkLabel's for no height.
    @MainActor private static func assertSameWidths(_ text: Gtk.Label, _ reference: Widget, _ what: String, line: UInt = #line) {
        let expected = Self.widths(reference, forHeight: -1)
        XCTAssertGreaterThan(expected.natural, 0, what, line: line)
        for height in Self.heights {
            let widths = Self.widths(text, forHeight: height)
            XCTAssertEqual(widths.minimum, expected.minimum, "minimum width of \(what) for height \(height)", line: line)
            XCTAssertEqual(widths.natural, expected.natural, "natural width of \(what) for height \(height)", line: line)
        }
    }

    @MainActor private static func widths(_ label: Widget, forHeight height: gint) -> (minimum: gint, natural: gint) {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_measure(label.widgetPointer, GTK_ORIENTATION_HORIZONTAL, height, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    /// A GtkLabel (not the subclass) wrapping as a `Text` does.
    @MainActor private static func plainWrappingLabel(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let widget = gtk_label_new(text)!
        let label = OpaquePointer(widget)
        gtk_label_set_wrap(label, 1)
        gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        return widget
    }

    @MainActor private static func settle() {
        for _ in 0..<100 where MainLoop.iterate(mayBlock: false) {}
    }
}
