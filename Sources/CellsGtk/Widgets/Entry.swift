import Cells
import Gtk

/// `TextField` as a `GtkEntry`, or as libadwaita's entry row (`AdwEntryRow`, its title in the
/// row) when it is a form's row: every keystroke reports the text; a model write shows in the
/// entry only if it shows something else, with the "changed" handler blocked and the cursor
/// kept where the user had it. An entry of a formatted value (`TextField(value:format:)`)
/// commits its text on "activate" (Return) and when the focus leaves it (a
/// `GtkEventControllerFocus`'s "leave"), as SwiftUI's fields do.
extension TextFieldProperties: GtkWidgetBinding {
    public typealias Actions = TextFieldActions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        if context.current.isFormRow {
            // A form's row: libadwaita's entry row, the title shown in it. Enter is its
            // "entry-activated" (it activates the window's default button itself).
            let row = AdwEntryRow()
            row.useMarkup = false
            row.activatesDefault = true
            connect(row, { $0.onEntryActivated }, context: context)
            Self.makeTheTextTheField(of: row)
            return row
        }
        let entry = Entry()
        entry.expandsHorizontally = true  // a TextField takes the width it is offered
        connect(entry, { $0.onActivate }, context: context)
        // Enter also presses the window's default button (`.keyboardShortcut(.defaultAction)`).
        gtk_entry_set_activates_default(UnsafeMutablePointer(OpaquePointer(entry.rawPointer)), 1)
        return entry
    }

    /// libadwaita 1.2's entry row reads to a screen reader as a text field named by its
    /// title, while the focus goes to the unnamed text inside it (libadwaita 1.3 makes the
    /// inner text the field). This does what 1.3 does: the row is a group, the text inside
    /// is the field, named by the title, and focusing the row from code focuses the text,
    /// which selects what it holds as a `GtkEntry` does. Its pencil icon is decoration.
    @MainActor private static func makeTheTextTheField(of row: AdwEntryRow) {
        AccessibleRole.set(GTK_ACCESSIBLE_ROLE_GROUP, of: row)
        row.focusTarget = widgets(ofType: gtk_text_get_type(), at: row.widgetPointer).first
        hideImagesFromScreenReaders(in: row)
    }

    /// Reports every keystroke's text, Enter (`activate`) as a submit, and, for a formatted
    /// value, commits the text on Enter and when the focus leaves the field.
    @MainActor private static func connect<Field: Widget & EditableProtocol>(
        _ field: Field, _ activate: (Field) -> (@escaping @MainActor () -> Void) -> SignalConnection,
        context: GtkWidgetContext<Self>
    ) {
        context.connect(field, { $0.onChanged }, reporting: { $0.editableText }, shown: \.text) { [weak field] text, actions in
            actions.textChanged(text)
            // (The weak field is loaded only for a formatted value: each load of a weak
            // capture is an exclusivity check, and this runs at every keystroke.)
            if actions.normalize != nil, let field { Self.markValidity(of: field, actions) }
        }
        context.connect(field, activate, checksWidget: false) { [weak context] field, actions in
            // The value is written before the `.onSubmit` actions and the default button run.
            if let context { Self.commit(field, actions, shownByModel: context.current.text) }
            actions.submit()
        }
        if context.actions.current.commit != nil {
            let focus = EventControllerFocus()
            field.addController(focus)
            // Connected on the controller directly: GTK keeps the controller, not its wrapper.
            // (`context.perform` ignores a focus change the widget's update causes.)
            focus.onLeave { [weak context, weak field] in
                // Not while the window closes: the field's view is going too.
                guard let context, let field, gtk_widget_get_mapped(field.widgetPointer) != 0 else { return }
                context.perform(checksWidget: false) { Self.commit(field, $0, shownByModel: context.current.text) }
            }
        }
    }

    public func update(_ widget: Widget, context: GtkWidgetContext<Self>) {
        if let row = widget as? AdwEntryRow {
            if context.previous?.placeholder != placeholder {
                row.title = placeholder
                // The text the focus goes to is named by the title (see makeTheTextTheField).
                if let text = row.focusTarget { Widget.setAccessibleLabel(placeholder.isEmpty ? nil : placeholder, of: text) }
            }
            updateField(row, context: context)
        } else if let entry = widget as? Entry {
            if context.previous?.placeholder != placeholder {
                entry.placeholderText = placeholder
                // As in SwiftUI, a text field's title is its name for screen readers.
                entry.setDerivedAccessibleLabel(placeholder.isEmpty ? nil : placeholder)
                entry.setAccessiblePlaceholder(placeholder)
            }
            updateField(entry, context: context)
        }
    }

    /// What an entry and an entry row update alike: enabled, and the text.
    @MainActor private func updateField<Field: Widget & EditableProtocol>(_ field: Field, context: GtkWidgetContext<Self>) {
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { field.isSensitive = isEnabled }
        let actions = context.actions.current
        if actions.commit != nil {
            // A formatted value: a model write shows, unless the user is in the middle of an
            // edit (the entry shows other text than the model had it show last).
            let isEditing = context.previous.map { !field.shows($0.text) } ?? false
            if !isEditing, !field.shows(text) { field.replaceText(with: text) }
            Self.markValidity(of: field, actions)
        } else if !field.shows(text) {
            field.replaceText(with: text)
        }
    }

    /// Commits the text of an entry of a formatted value the user edited (it shows other
    /// text than `shownByModel`): the value it parses to is written, and the entry shows the
    /// value formatted (the old value again if the text does not parse).
    @MainActor private static func commit<Field: Widget & EditableProtocol>(_ field: Field, _ actions: TextFieldActions, shownByModel: String) {
        guard let commit = actions.commit, !field.shows(shownByModel) else { return }
        let shown = commit(field.editableText)
        if !field.shows(shown) { field.replaceText(with: shown) }
        markValidity(of: field, actions)
    }

    /// Adds GTK's "error" style to an entry whose text does not parse, removes it otherwise,
    /// and tells screen readers the same (GTK's invalid state, and "Invalid value" first in
    /// the description, which Orca reads: it does not read GTK 4.8's state).
    @MainActor private static func markValidity<Field: Widget & EditableProtocol>(of field: Field, _ actions: TextFieldActions) {
        let valid = actions.isValid(field.editableText)
        if valid { field.removeCSSClass("error") } else { field.addCSSClass("error") }
        // An entry row's text is the inner GtkText, which screen readers reach: it says so too.
        let inner = field is AdwEntryRow ? widgets(ofType: gtk_text_get_type(), at: field.widgetPointer).map { Widget(retaining: UnsafeMutableRawPointer($0)) } : []
        for target in [field] + inner {
            target.setAccessibleInvalid(!valid)
            AccessibleDescription.set(problem: valid ? nil : Localization.string("Invalid value"), of: target)
        }
    }
}
