import CGtk

/// A one-line text entry (GtkEntry; text and cursor through GtkEditable).
@MainActor
public final class Entry: Widget {
    private var editable: OpaquePointer { OpaquePointer(rawPointer) }
    private var entryPointer: UnsafeMutablePointer<GtkEntry> { cast(rawPointer) }

    public init() {
        super.init(taking: gtk_entry_new())
    }

    public var text: String {
        get { string(gtk_editable_get_text(editable)) ?? "" }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Whether the entry shows `text` (by `String`'s `==`): the bytes are compared first, in
    /// place, so the usual answer (after a keystroke, the model holds what the entry shows)
    /// makes no string of the entry's text.
    public func shows(_ text: String) -> Bool {
        guard let current = gtk_editable_get_text(editable) else { return text.isEmpty }
        if Self.bytes(of: current, areThoseOf: text) { return true }
        // Different bytes may still be the same text (composed and decomposed accents).
        return string(current) == text
    }

    /// Whether the C string `current` holds `text`'s UTF-8 bytes. (Nonisolated: a main-actor
    /// closure given to the standard library checks, every time it runs, that it runs on the
    /// main actor.)
    private nonisolated static func bytes(of current: UnsafePointer<CChar>, areThoseOf text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            let length = strlen(current)
            return length == utf8.count && (length == 0 || memcmp(current, utf8.baseAddress!, length) == 0)
        }
    }

    /// The hint shown while the entry is empty.
    public var placeholderText: String? {
        get { string(gtk_entry_get_placeholder_text(entryPointer)) }
        set { gtk_entry_set_placeholder_text(entryPointer, newValue) }
    }

    /// The cursor, as a character offset into the text.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(editable)) }
        set { gtk_editable_set_position(editable, gint(newValue)) }
    }

    // "changed" (EditableProtocol.onChanged: the text changed, by the user or by code; block
    // the connection while writing from code) and "activate" (EntryProtocol.onActivate: the
    // user pressed Enter) are generated from GTK's GIR data.
}
