import Cells
import Gtk

/// `SecureField` as a `GtkPasswordEntry` with its peek icon: every keystroke reports the text;
/// a model write shows only if the entry holds something else, with the handler blocked and
/// the cursor kept.
extension SecureFieldProperties: GtkWidgetBinding {
    public typealias Actions = TextFieldActions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> PasswordEntry {
        let entry = PasswordEntry()
        gtk_password_entry_set_show_peek_icon(OpaquePointer(entry.rawPointer), 1)
        entry.expandsHorizontally = true
        context.connect(entry, { $0.onChanged }, reporting: { String(cString: gtk_editable_get_text(OpaquePointer($0.rawPointer))) },
                        shown: \.text) { text, actions in actions.textChanged(text) }
        context.connect(entry, { $0.onActivate }, checksWidget: false) { _, actions in actions.submit() }
        return entry
    }

    public func update(_ entry: PasswordEntry, context: GtkWidgetContext<Self>) {
        let editable = OpaquePointer(entry.rawPointer)
        if context.previous?.placeholder != placeholder {
            entry.setProperty("placeholder-text", placeholder)
            entry.setDerivedAccessibleLabel(placeholder.isEmpty ? nil : placeholder)  // its name, as a text field's
        }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { entry.isSensitive = isEnabled }
        if String(cString: gtk_editable_get_text(editable)) != text {
            let cursor = Int(gtk_editable_get_position(editable))
            gtk_editable_set_text(editable, text)
            gtk_editable_set_position(editable, gint(min(cursor, text.count)))
        }
    }
}
