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
        context.connect(entry, "changed") { entry, actions in actions.textChanged(entry.text) }
        return entry
    }

    public func update(_ entry: Entry, context: GtkWidgetContext<Self>) {
        if context.previous?.placeholder != placeholder {
            entry.placeholderText = placeholder
            // As in SwiftUI, a text field's title is its name for screen readers.
            entry.setAccessibleLabel(placeholder.isEmpty ? nil : placeholder)
            entry.setAccessiblePlaceholder(placeholder)
        }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { entry.isSensitive = isEnabled }
        if entry.text != text {
            let cursor = entry.cursorPosition
            entry.text = text
            entry.cursorPosition = min(cursor, text.count)
        }
    }
}
