import Cells
import Gtk

/// `SecureField` as a `GtkPasswordEntry` with its peek icon (libadwaita's password entry row
/// when it is a form's row): every keystroke reports the text;
/// a model write shows only if the entry holds something else, with the handler blocked and
/// the cursor kept. Screen readers call the peek icon by its tooltip.
extension SecureFieldProperties: GtkWidgetBinding {
    public typealias Actions = TextFieldActions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        if context.current.isFormRow {
            // A form's row: libadwaita's password entry row, its peek button at the end.
            let row = AdwPasswordEntryRow()
            row.useMarkup = false
            context.connect(row, { $0.onChanged }, reporting: { $0.editableText }, shown: \.text) { text, actions in actions.textChanged(text) }
            context.connect(row, { $0.onEntryActivated }, checksWidget: false) { _, actions in actions.submit() }
            // libadwaita 1.2's peek button is an unnamed GtkButton with a tooltip.
            nameByTooltips(of: widgets(ofType: gtk_button_get_type(), at: row.widgetPointer))
            return row
        }
        let entry = PasswordEntry()
        gtk_password_entry_set_show_peek_icon(OpaquePointer(entry.rawPointer), 1)
        entry.expandsHorizontally = true
        context.connect(entry, { $0.onChanged }, reporting: { String(cString: gtk_editable_get_text(OpaquePointer($0.rawPointer))) },
                        shown: \.text) { text, actions in actions.textChanged(text) }
        context.connect(entry, { $0.onActivate }, checksWidget: false) { _, actions in actions.submit() }
        nameByTooltips(of: widgets(ofType: gtk_image_get_type(), at: entry.widgetPointer))
        disconnectGTKHandlersWhenDestroyed(entry)
        return entry
    }

    /// GTK 4.8's GtkPasswordEntry leaves a handler behind when it goes: on its inner GtkText
    /// (focus changes), called with the entry. When the text outlives the entry (the window
    /// still holds it as its focus while it closes), the next focus change ran that handler
    /// on a freed entry: "invalid unclassed pointer in cast to 'GtkPasswordEntry'" and two
    /// CRITICALs, found by the random-input pass (Ctrl+W with the password field focused).
    /// This disconnects GTK's handlers that point at the entry, from the text and from the
    /// keyboard (Caps Lock), when the entry is destroyed.
    @MainActor private static func disconnectGTKHandlersWhenDestroyed(_ entry: PasswordEntry) {
        let pointer = entry.widgetPointer
        guard let text = widgets(ofType: gtk_text_get_type(), at: pointer).first else { return }
        let inner = WeakObject(text)
        entry.onDestroy {
            let data = UnsafeMutableRawPointer(pointer)
            if let text = inner.strong() {
                g_signal_handlers_disconnect_matched(text, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, data)
                g_object_unref(text)
            }
            if let seat = gdk_display_get_default_seat(gtk_widget_get_display(pointer)), let keyboard = gdk_seat_get_keyboard(seat) {
                g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(keyboard), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, data)
            }
        }
    }

    /// GTK 4.8's peek icon is a bare GtkImage ("GtkImage" to screen readers), libadwaita
    /// 1.2's an unnamed button, each with a tooltip ("Show Text", "Hide Text"): the tooltip
    /// becomes the name, and follows it.
    @MainActor private static func nameByTooltips(of peekWidgets: [UnsafeMutablePointer<GtkWidget>]) {
        for icon in peekWidgets {
            // The handler goes with the icon, so it may hold the icon's pointer.
            let apply = { @MainActor in
                guard let tooltip = gtk_widget_get_tooltip_text(icon) else { return }
                Widget.setAccessibleLabel(String(cString: tooltip), of: icon)
            }
            apply()
            _ = try? Widget(retaining: UnsafeMutableRawPointer(icon)).connectNotify("tooltip-text", apply)
        }
    }

    public func update(_ widget: Widget, context: GtkWidgetContext<Self>) {
        if context.previous?.placeholder != placeholder {
            if let row = widget as? AdwPasswordEntryRow {
                row.title = placeholder  // the row's label, read as its name
            } else {
                widget.setProperty("placeholder-text", placeholder)
                widget.setDerivedAccessibleLabel(placeholder.isEmpty ? nil : placeholder)  // its name, as a text field's
            }
        }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { widget.isSensitive = isEnabled }
        guard let field = widget as? any Widget & EditableProtocol else { return }
        if !field.shows(text) { field.replaceText(with: text) }
    }
}

/// A GLib weak reference to an object, cleared when this goes (with the handler holding it).
private final class WeakObject {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: UnsafeMutablePointer<GtkWidget>) {
        g_weak_ref_init(reference, UnsafeMutableRawPointer(object))
    }

    /// The object with a reference the caller gives back, or nil once it is gone.
    func strong() -> UnsafeMutableRawPointer? {
        g_weak_ref_get(reference)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }
}
