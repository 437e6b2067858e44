/// A button that turns the edit mode of the lists around it on and off ("Edit", "Done"):
/// put it in a toolbar of a ``NavigationStack``, whose pages share one edit mode.
///
/// ```swift
/// List { ForEach(books) { ... }.onDelete(perform: delete).onMove(perform: move) }
///     .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editMode = self.editMode
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let title = isEditing ? LocalizedStringKey("Done") : LocalizedStringKey("Edit")
        Button(title) {
            guard let editMode else {
                Diagnostics.warn("EditButton found no edit mode: put it inside a NavigationStack, or give one with .environment(\\.editMode, $mode)")
                return
            }
            editMode.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
