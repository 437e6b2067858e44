import CGtk

/// A text label's width as GtkLabel last measured it, kept on the label (GObject data), so
/// that GTK's second width question in a layout pass is answered without laying the text out
/// again.
///
/// A wrapping GtkLabel is height-for-width, so GTK caches its widths per height asked, and a
/// list row asks twice each time its text changes: for no height (the list measuring its
/// rows) and for the row's height (the row's box handing out widths). ``TextLabelType``
/// answers every width question as for no height, so the two answers are the same, but GTK
/// 4.8 finds each by laying the text out one character a line (its minimum width) and again
/// on one line: about 140 heap allocations for "Product 345". A filter toggle that changed
/// the text of 136 rows made 37,000 allocations there, half of them repeating the first half.
///
/// The memo is used only while the label's PangoLayout is the one it measured at the same serial (Pango raises
/// it at any change of the layout's text, attributes, width, wrapping, line count or font,
/// and of its context: the widget's style), and the label's own wrapping, ellipsizing, line
/// count and widths in characters are unchanged: GtkLabel's width answer depends on nothing
/// else. The measured layout is known by its address and a mark the memo sets on it (GObject
/// data): a layout made later at the same address has no mark. The memo holds no reference to
/// it, so the label frees its old layout as its text changes, as a plain GtkLabel does (held,
/// it was freed in the next frame's measuring instead: 4,500 instructions of a keystroke's
/// handler moved into the frame).
final class LabelWidthMemo {
    /// The label's settings that its width depends on besides its layout (GTK 4.8 changes a
    /// label's wrap mode without making a new layout, for one). Not whether it wraps: only a
    /// wrapping label asks its memo (``TextLabelType``), so every width kept is a wrapping one.
    private struct Settings: Equatable {
        var wrapMode: UInt32 = 0
        var ellipsizeMode: UInt32 = 0
        var lines: gint = 0
        var widthInCharacters: gint = 0
        var maximumWidthInCharacters: gint = 0

        init() {}

        init(of label: OpaquePointer) {
            wrapMode = gtk_label_get_wrap_mode(label).rawValue
            ellipsizeMode = gtk_label_get_ellipsize(label).rawValue
            lines = gtk_label_get_lines(label)
            widthInCharacters = gtk_label_get_width_chars(label)
            maximumWidthInCharacters = gtk_label_get_max_width_chars(label)
        }
    }

    /// The label's layout when measured (`PangoLayout *`): its address only, never read.
    private var layout: OpaquePointer?
    private var layoutSerial: guint = 0
    private var settings = Settings()
    private var minimum: gint = 0
    private var natural: gint = 0

    /// GtkLabel's measure function (`GtkWidgetClass.measure`).
    typealias Measure = @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, GtkOrientation, gint,
        UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?
    ) -> Void

    /// The minimum and natural width of `widget` (a GtkLabel) for no height: the memo's while
    /// nothing they depend on has changed, else `measure`'s, remembered.
    static func width(of widget: UnsafeMutablePointer<GtkWidget>, measuredBy measure: Measure) -> (minimum: gint, natural: gint) {
        let label = OpaquePointer(widget)
        let memo = memo(of: widget)
        // GtkLabel makes its layout as it measures; made here, it is the one it measures with.
        let layout = gtk_label_get_layout(label)
        let settings = Settings(of: label)
        if let layout, layout == memo.layout, memo.hasMarked(layout), pango_layout_get_serial(layout) == memo.layoutSerial,
           settings == memo.settings {
            return (memo.minimum, memo.natural)
        }
        var minimum: gint = 0, natural: gint = 0, minimumBaseline: gint = -1, naturalBaseline: gint = -1
        measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, &minimumBaseline, &naturalBaseline)
        // Measuring a label not yet allocated sets its own layout's width: the serial after.
        memo.remember(layout: gtk_label_get_layout(label), settings: settings, minimum: minimum, natural: natural)
        return (minimum, natural)
    }

    private func remember(layout newLayout: OpaquePointer?, settings: Settings, minimum: gint, natural: gint) {
        if let newLayout, !hasMarked(newLayout) {
            g_object_set_qdata(UnsafeMutableRawPointer(newLayout).assumingMemoryBound(to: GObject.self), measuredLayoutQuark, mark)
        }
        layout = newLayout
        layoutSerial = newLayout.map { pango_layout_get_serial($0) } ?? 0
        self.settings = settings
        self.minimum = minimum
        self.natural = natural
    }

    /// What the memo sets on the layout it measured: its own address.
    private var mark: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Whether `layout` (a live one: the label's current layout) is one this memo measured.
    private func hasMarked(_ layout: OpaquePointer) -> Bool {
        g_object_get_qdata(UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GObject.self), measuredLayoutQuark) == mark
    }

    /// The memo of `widget`, made on its first width question and released with the widget.
    private static func memo(of widget: UnsafeMutablePointer<GtkWidget>) -> LabelWidthMemo {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        if let stored = g_object_get_qdata(object, labelWidthMemoQuark) {
            return Unmanaged<LabelWidthMemo>.fromOpaque(stored).takeUnretainedValue()
        }
        let memo = LabelWidthMemo()
        g_object_set_qdata_full(object, labelWidthMemoQuark, Unmanaged.passRetained(memo).toOpaque()) { stored in
            guard let stored else { return }
            Unmanaged<LabelWidthMemo>.fromOpaque(stored).release()
        }
        return memo
    }
}

private let labelWidthMemoQuark: GQuark = g_quark_from_static_string("cells-label-width-memo")
private let measuredLayoutQuark: GQuark = g_quark_from_static_string("cells-label-width-memo-measured")
