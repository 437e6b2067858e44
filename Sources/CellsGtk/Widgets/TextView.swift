import Cells
import Gtk

/// `TextEditor` as a `GtkTextView` in a framed `GtkScrolledWindow`. Every edit of the buffer
/// reports the text ("changed"); a model write replaces the text only if the buffer holds
/// something else, with the handler blocked and the cursor put back at its offset. The
/// buffer's undo history (Ctrl+Z) is GTK's.
extension TextEditorProperties: GtkWidgetBinding {
    public typealias Actions = TextFieldActions

    public func makeCoordinator() -> TextEditorParts {
        TextEditorParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> ScrolledWindow {
        let view = Widget(taking: gtk_text_view_new())
        let textView = UnsafeMutablePointer<GtkTextView>(OpaquePointer(view.rawPointer))
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        for margin in ["top-margin", "bottom-margin", "left-margin", "right-margin"] { view.setProperty(margin, 6) }
        let buffer = TextBuffer(retaining: UnsafeMutableRawPointer(gtk_text_view_get_buffer(textView)))
        let parts = context.coordinator
        parts.view = view
        parts.buffer = buffer
        context.connect(buffer, { $0.onChanged }, reporting: { TextEditorParts.text(of: $0) }, shown: \.text) { text, actions in
            actions.textChanged(text)
        }
        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        scrolled.setProperty("has-frame", true)
        scrolled.setProperty("min-content-height", 96)
        scrolled.setProperty("focusable", false)  // the focus goes to the text view (`.focused`)
        scrolled.child = view
        scrolled.expandsHorizontally = true
        scrolled.expandsVertically = true
        return scrolled
    }

    public func update(_ scrolled: ScrolledWindow, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        guard let buffer = parts.buffer, let view = parts.view else { return }
        if TextEditorParts.text(of: buffer) != text {
            let pointer = TextEditorParts.pointer(buffer)
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(pointer, &iter, gtk_text_buffer_get_insert(pointer))
            let cursor = gtk_text_iter_get_offset(&iter)
            gtk_text_buffer_set_text(pointer, text, -1)
            gtk_text_buffer_get_iter_at_offset(pointer, &iter, min(cursor, gint(text.count)))
            gtk_text_buffer_place_cursor(pointer, &iter)
        }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { view.isSensitive = isEnabled }
    }
}

/// A text editor's view and buffer.
@MainActor
public final class TextEditorParts {
    var view: Widget?
    var buffer: GObjectHandle?

    static func pointer(_ buffer: GObjectHandle) -> UnsafeMutablePointer<GtkTextBuffer> {
        buffer.rawPointer.assumingMemoryBound(to: GtkTextBuffer.self)
    }

    /// The buffer's whole text.
    static func text(of buffer: GObjectHandle) -> String {
        let pointer = pointer(buffer)
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(pointer, &start, &end)
        guard let chars = gtk_text_buffer_get_text(pointer, &start, &end, 0) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }
}
