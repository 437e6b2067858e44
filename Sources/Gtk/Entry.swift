import CGtk

/// A one-line text entry (GtkEntry; text and cursor through GtkEditable).
@MainActor
public final class Entry: Widget {
    private var entryPointer: UnsafeMutablePointer<GtkEntry> { cast(rawPointer) }

    public init() {
        super.init(taking: gtk_entry_new())
    }

    public var text: String {
        get { editableText }
        set { editableText = newValue }
    }

    /// The hint shown while the entry is empty.
    public var placeholderText: String? {
        get { string(gtk_entry_get_placeholder_text(entryPointer)) }
        set { gtk_entry_set_placeholder_text(entryPointer, newValue) }
    }

    /// The cursor, as a character offset into the text.
    public var cursorPosition: Int {
        get { cursorOffset }
        set { cursorOffset = newValue }
    }

    // "changed" (EditableProtocol.onChanged: the text changed, by the user or by code; block
    // the connection while writing from code) and "activate" (EntryProtocol.onActivate: the
    // user pressed Enter) are generated from GTK's GIR data.
}

/// The text of any GtkEditable (an entry, a password entry), read and written as the bindings
/// of text fields do.
extension EditableProtocol {
    private var editablePointer: OpaquePointer { OpaquePointer(rawPointer) }

    /// The text ("" for none).
    public var editableText: String {
        get { gtk_editable_get_text(editablePointer).map { String(cString: $0) } ?? "" }
        set { gtk_editable_set_text(editablePointer, newValue) }
    }

    /// The cursor, as a character offset into the text.
    public var cursorOffset: Int {
        get { Int(gtk_editable_get_position(editablePointer)) }
        set { gtk_editable_set_position(editablePointer, gint(newValue)) }
    }

    /// Whether the editable shows `text` (by `String`'s `==`): the bytes are compared first,
    /// in place, so the usual answer (after a keystroke, the model holds what the entry shows)
    /// makes no string of the entry's text.
    public func shows(_ text: String) -> Bool {
        guard let current = gtk_editable_get_text(editablePointer) else { return text.isEmpty }
        if editableBytes(of: current, areThoseOf: text) { return true }
        // Different bytes may still be the same text (composed and decomposed accents).
        return String(cString: current) == text
    }

    /// Writes `text`, keeping the cursor where it was (or at the end, if the text is shorter).
    public func replaceText(with text: String) {
        let cursor = cursorOffset
        editableText = text
        cursorOffset = min(cursor, text.count)
    }
}

/// Whether the C string `current` holds `text`'s UTF-8 bytes. (Nonisolated: a main-actor
/// closure given to the standard library checks, every time it runs, that it runs on the
/// main actor.)
private func editableBytes(of current: UnsafePointer<CChar>, areThoseOf text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
        let length = strlen(current)
        return length == utf8.count && (length == 0 || memcmp(current, utf8.baseAddress!, length) == 0)
    }
}
