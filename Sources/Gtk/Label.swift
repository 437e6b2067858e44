import CGtk

/// Read-only text (GtkLabel).
@MainActor
public final class Label: Widget {
    private var labelPointer: OpaquePointer { OpaquePointer(rawPointer) }

    public init(_ text: String = "") {
        super.init(taking: gtk_label_new(text))
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

    /// Whether long text wraps onto more lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(labelPointer) != 0 }
        set { gtk_label_set_wrap(labelPointer, newValue ? 1 : 0) }
    }
}
