import Cells
import Gtk

/// `SecureField` as a `GtkPasswordEntry` with its peek icon, in a form too: libadwaita 1.2's
/// password entry row reads to screen readers as plain text (GTK 4.8 gives the password role
/// to a `GtkPasswordEntry` alone), so a screen reader would not say it hides what is typed.
/// Every keystroke reports the text; a model write shows only if the entry holds something
/// else, with the handler blocked and the cursor kept. Screen readers call the peek icon by
/// its tooltip.
extension SecureFieldProperties: GtkWidgetBinding {
    public typealias Actions = TextFieldActions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> PasswordEntry {
        let entry = PasswordEntry()
        gtk_password_entry_set_show_peek_icon(OpaquePointer(entry.rawPointer), 1)
        entry.expandsHorizontally = true
        context.connect(entry, { $0.onChanged }, reporting: { $0.editableText },
                        shown: \.text) { text, actions in actions.textChanged(text) }
        context.connect(entry, { $0.onActivate }, checksWidget: false) { _, actions in actions.submit() }
        namePeekIconsByTooltips(of: widgets(ofType: gtk_image_get_type(), at: entry.widgetPointer))
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

    /// GTK 4.8's peek icon is a bare GtkImage ("GtkImage" to screen readers) with a tooltip
    /// ("Show Text", "Hide Text"): the tooltip becomes its name, and follows it.
    @MainActor private static func namePeekIconsByTooltips(of peekWidgets: [UnsafeMutablePointer<GtkWidget>]) {
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

    public func update(_ entry: PasswordEntry, context: GtkWidgetContext<Self>) {
        if context.previous?.placeholder != placeholder {
            entry.setProperty("placeholder-text", placeholder)
            entry.setDerivedAccessibleLabel(placeholder.isEmpty ? nil : placeholder)  // its name, as a text field's
        }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { entry.isSensitive = isEnabled }
        if !entry.shows(text) { entry.replaceText(with: text) }
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
