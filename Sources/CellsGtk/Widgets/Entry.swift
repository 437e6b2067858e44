import Cells
import Gtk

/// `TextField` as a `GtkEntry`, in a form too. (libadwaita 1.2's `AdwEntryRow` is not whole
/// for a screen reader on GTK 4.8: the focus goes to the `GtkText` inside it, which GTK 4.8
/// gives no accessible text, so what is typed could not be read back; the row holding the
/// text is not what has the focus. libadwaita 1.3 and GTK 4.10 mend it.) Every keystroke
/// reports the text; a model write shows in the entry only if it shows something else, with the "changed" handler blocked and the cursor
/// kept where the user had it. An entry of a formatted value (`TextField(value:format:)`)
/// commits its text on "activate" (Return) and when the focus leaves it (a
/// `GtkEventControllerFocus`'s "leave"), as SwiftUI's fields do.
extension TextFieldProperties: GtkWidgetBinding {
    public typealias Actions = TextFieldActions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Entry {
        let entry = Entry()
        entry.expandsHorizontally = true  // a TextField takes the width it is offered
        context.connect(entry, { $0.onChanged }, reporting: { $0.text }, shown: \.text) { [weak entry] text, actions in
            actions.textChanged(text)
            // (The weak entry is loaded only for a formatted value: each load of a weak
            // capture is an exclusivity check where the checks are on (see WeakCapture), and
            // this runs at every keystroke.)
            if actions.normalize != nil, let entry { Self.markValidity(of: entry, actions) }
        }
        context.connect(entry, { $0.onActivate }, checksWidget: false) { [weak context] entry, actions in
            // The value is written before the `.onSubmit` actions and the default button run.
            if let context { Self.commit(entry, actions, shownByModel: context.current.text) }
            actions.submit()
        }
        if context.actions.current.commit != nil {
            let focus = EventControllerFocus()
            entry.addController(focus)
            // Connected on the controller directly: GTK keeps the controller, not its wrapper.
            // (`context.perform` ignores a focus change the widget's update causes.)
            focus.onLeave { [weak context, weak entry] in
                // Not while the window closes: the field's view is going too.
                guard let context, let entry, gtk_widget_get_mapped(entry.widgetPointer) != 0 else { return }
                context.perform(checksWidget: false) { Self.commit(entry, $0, shownByModel: context.current.text) }
            }
        }
        // Enter also presses the window's default button (`.keyboardShortcut(.defaultAction)`).
        gtk_entry_set_activates_default(UnsafeMutablePointer(OpaquePointer(entry.rawPointer)), 1)
        return entry
    }

    public func update(_ entry: Entry, context: GtkWidgetContext<Self>) {
        if context.previous?.placeholder != placeholder {
            entry.placeholderText = placeholder
            // As in SwiftUI, a text field's title is its name for screen readers.
            entry.setDerivedAccessibleLabel(placeholder.isEmpty ? nil : placeholder)
            entry.setAccessiblePlaceholder(placeholder)
        }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { entry.isSensitive = isEnabled }
        let actions = context.actions.current
        if actions.commit != nil {
            // A formatted value: a model write shows, unless the user is in the middle of an
            // edit (the entry shows other text than the model had it show last).
            let isEditing = context.previous.map { !entry.shows($0.text) } ?? false
            if !isEditing, !entry.shows(text) { entry.replaceText(with: text) }
            Self.markValidity(of: entry, actions)
        } else if !entry.shows(text) {
            entry.replaceText(with: text)
        }
    }

    /// Commits the text of an entry of a formatted value the user edited (it shows other
    /// text than `shownByModel`): the value it parses to is written, and the entry shows the
    /// value formatted (the old value again if the text does not parse).
    @MainActor private static func commit(_ entry: Entry, _ actions: TextFieldActions, shownByModel: String) {
        guard let commit = actions.commit, !entry.shows(shownByModel) else { return }
        let shown = commit(entry.text)
        if !entry.shows(shown) { entry.replaceText(with: shown) }
        markValidity(of: entry, actions)
    }

    /// Adds GTK's "error" style to an entry whose text does not parse, removes it otherwise,
    /// and tells screen readers the same (GTK's invalid state, and "Invalid value" first in
    /// the description, which Orca reads: it does not read GTK 4.8's state).
    @MainActor private static func markValidity(of entry: Entry, _ actions: TextFieldActions) {
        let valid = actions.isValid(entry.text)
        if valid { entry.removeCSSClass("error") } else { entry.addCSSClass("error") }
        entry.setAccessibleInvalid(!valid)
        AccessibleDescription.set(problem: valid ? nil : Localization.string("Invalid value"), of: entry)
    }
}
