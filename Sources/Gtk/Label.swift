import CGtk

/// Read-only text (GtkLabel, of the subclass ``TextLabelType``: a wrapping label's width
/// does not shrink to fit a height).
@MainActor
public final class Label: Widget {
    private var labelPointer: OpaquePointer { OpaquePointer(rawPointer) }

    public init(_ text: String = "") {
        super.init(taking: TextLabelType.make())
        gtk_label_set_text(labelPointer, text)
    }

    public var text: String {
        get { string(gtk_label_get_text(labelPointer)) ?? "" }
        set { gtk_label_set_text(labelPointer, newValue) }
    }

    /// Where the text sits within the label's width, 0 (start) to 1 (end).
    public var horizontalTextAlignment: Float {
        get { gtk_label_get_xalign(labelPointer) }
        set { gtk_label_set_xalign(labelPointer, newValue) }
    }

    /// Shows Pango markup (`<span weight="bold">…</span>`) instead of plain text.
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(labelPointer, markup)
    }

    /// How the lines of the text sit against each other.
    public var justification: GtkJustification {
        get { gtk_label_get_justify(labelPointer) }
        set { gtk_label_set_justify(labelPointer, newValue) }
    }

    /// Where text cut short loses its characters (with `ellipsizesAtEnd`, at the end).
    public var ellipsizeMode: PangoEllipsizeMode {
        get { gtk_label_get_ellipsize(labelPointer) }
        set { gtk_label_set_ellipsize(labelPointer, newValue) }
    }

    /// The height in pixels of `lines` lines of this label's font.
    public func heightOfLines(_ lines: Int) -> Int {
        let sample = Array(repeating: "Xg", count: max(1, lines)).joined(separator: "\n")
        guard let layout = gtk_widget_create_pango_layout(widgetPointer, sample) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: gint = 0, height: gint = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Int(height)
    }

    /// Where the text sits within the label's height, 0 (top) to 1 (bottom).
    public var verticalTextAlignment: Float {
        get { gtk_label_get_yalign(labelPointer) }
        set { gtk_label_set_yalign(labelPointer, newValue) }
    }

    /// Whether long text wraps onto more lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(labelPointer) != 0 }
        set { gtk_label_set_wrap(labelPointer, newValue ? 1 : 0) }
    }

    /// Whether a wrapping label breaks a word too long for its line between characters (GNOME
    /// rows' titles do), rather than only between words.
    public var breaksLongWords: Bool {
        get { gtk_label_get_wrap_mode(labelPointer) == PANGO_WRAP_WORD_CHAR }
        set { gtk_label_set_wrap_mode(labelPointer, newValue ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD) }
    }

    /// Whether text longer than the label's width is cut short with "…" at its end.
    public var ellipsizesAtEnd: Bool {
        get { gtk_label_get_ellipsize(labelPointer) == PANGO_ELLIPSIZE_END }
        set { gtk_label_set_ellipsize(labelPointer, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    /// The most lines a wrapping, ellipsizing label shows; -1 for no limit.
    public var maximumLines: Int {
        get { Int(gtk_label_get_lines(labelPointer)) }
        set { gtk_label_set_lines(labelPointer, gint(newValue)) }
    }

    /// Makes the label wrap as GNOME's row titles do: onto as many lines as its width needs,
    /// between words and inside a word longer than the line. Its minimum width is then about
    /// one character and its natural width the text on one line.
    public func wrapLikeText() {
        wraps = true
        breaksLongWords = true
        ellipsizesAtEnd = false
        maximumLines = -1
    }
}

/// `GtkLabel` whose width is the same whatever height it is offered (GType
/// `CellsTextLabel`): as SwiftUI's `Text`, it takes the width its line needs, and wraps only
/// when that width is not there.
///
/// A horizontal `GtkBox` asks its children for their widths *for the box's height*, and a
/// wrapping GtkLabel answers with the narrowest width that fits that height: beside a taller
/// button, a book title two lines high fit, so "Dune" was broken into "Du-" and "ne" in a row
/// with plenty of room. This subclass answers width questions as if no height were given
/// (GTK's answer for a height-for-width widget), and reports no baseline (Cells aligns no
/// text by baselines); heights for a width, drawing, CSS (`label`) and accessibility stay
/// GtkLabel's. Since its width is the same for every height, a wrapping label asked again for
/// another height answers from its ``LabelWidthMemo`` instead of laying its text out again.
public enum TextLabelType {
    /// A new, floating, empty label of the subclass.
    @MainActor public static func make() -> UnsafeMutablePointer<GtkWidget> {
        WidgetSubclass.make(type)
    }

    private static let type = WidgetSubclass.register("CellsTextLabel", parent: gtk_label_get_type()) { classPointer, _ in
        let widgetClass = UnsafeMutableRawPointer(classPointer!).assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            if orientation == GTK_ORIENTATION_HORIZONTAL, let widget, gtk_label_get_wrap(OpaquePointer(widget)) != 0 {
                // Asked again for another height, a wrapping label answers from its memo.
                let width = LabelWidthMemo.width(of: widget, measuredBy: TextLabelType.labelMeasure)
                minimum?.pointee = width.minimum
                natural?.pointee = width.natural
            } else {
                TextLabelType.labelMeasure(widget, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : forSize,
                                           minimum, natural, minimumBaseline, naturalBaseline)
            }
            // No baseline, as a label that does not wrap reports none to a box: else a
            // row of a wrapping label and an icon button aligned them by their baselines
            // and grew a pixel taller than either.
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }
    }

    /// GtkLabel's own measure function.
    nonisolated(unsafe) private static let labelMeasure: LabelWidthMemo.Measure = {
        let labelClass = g_type_class_ref(gtk_label_get_type())!
        return UnsafeMutableRawPointer(labelClass).assumingMemoryBound(to: GtkWidgetClass.self).pointee.measure!
    }()
}
