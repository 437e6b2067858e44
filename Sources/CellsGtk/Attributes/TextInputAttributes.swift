import Cells
import Gtk

extension TextInputTraitsAttribute: GtkWidgetAttribute {
    /// The entry's (or text view's) "input-purpose" and "input-hints", which input methods
    /// and on-screen keyboards follow.
    public static func apply(_ value: TextInputTraits?, previous: TextInputTraits?, to widget: Widget) {
        let traits = value ?? TextInputTraits()
        let purpose: GtkInputPurpose = switch traits.purpose {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .digits: GTK_INPUT_PURPOSE_DIGITS
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .url: GTK_INPUT_PURPOSE_URL
        }
        var hints = GTK_INPUT_HINT_NONE.rawValue
        switch traits.capitalization {
        case .default, .none: break
        case .words: hints |= GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue
        case .sentences: hints |= GTK_INPUT_HINT_UPPERCASE_SENTENCES.rawValue
        case .characters: hints |= GTK_INPUT_HINT_UPPERCASE_CHARS.rawValue
        }
        if traits.disablesCorrection { hints |= GTK_INPUT_HINT_NO_SPELLCHECK.rawValue }
        setTraits(below: widget.widgetPointer, purpose: purpose, hints: GtkInputHints(rawValue: hints))
    }

    /// Sets them on the entries and text views at or below `widget` (a field in a row).
    private static func setTraits(below widget: UnsafeMutablePointer<GtkWidget>, purpose: GtkInputPurpose, hints: GtkInputHints) {
        walkWidgetTree(from: widget) { current in
            if widgetIsA(current, gtk_entry_get_type()) {
                let entry = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GtkEntry.self)
                gtk_entry_set_input_purpose(entry, purpose)
                gtk_entry_set_input_hints(entry, hints)
                return .skipChildren
            }
            if widgetIsA(current, gtk_text_view_get_type()) {
                let view = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GtkTextView.self)
                gtk_text_view_set_input_purpose(view, purpose)
                gtk_text_view_set_input_hints(view, hints)
                return .skipChildren
            }
            return .descend
        }
    }
}
