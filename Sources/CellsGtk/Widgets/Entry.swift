import Cells
import Gtk

/// `TextField` as a `GtkEntry`: every keystroke reports the text; a model write shows in the
/// entry only if it shows something else, with the "changed" handler blocked and the cursor
/// kept where the user had it.
extension TextFieldProperties: GtkWidgetBinding {
    public typealias Actions = TextFieldActions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Entry {
        let entry = Entry()
        entry.expandsHorizontally = true  // a TextField takes the width it is offered
        context.connect(entry, { $0.onChanged }, reporting: { $0.text }, shown: \.text) { [weak entry] text, actions in
            actions.textChanged(text)
            if let entry, actions.normalize != nil { Self.markValidity(of: entry, actions) }
        }
        context.connect(entry, { $0.onActivate }, checksWidget: false) { _, actions in actions.submit() }
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
        if let normalize = actions.normalize {
            // A formatted value: text meaning the model's value stays as typed ("1.50"); text
            // that does not parse stays (marked invalid) until the model changes.
            let shown = normalize(entry.text)
            if shown != text, shown != nil || context.previous?.text != text { write(text, to: entry) }
            Self.markValidity(of: entry, actions)
        } else if !entry.shows(text) {
            write(text, to: entry)
        }
    }

    @MainActor private func write(_ text: String, to entry: Entry) {
        let cursor = entry.cursorPosition
        entry.text = text
        entry.cursorPosition = min(cursor, text.count)
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
