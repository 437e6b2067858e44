import CellsGtk

/// The first window: the example windows in a boxed list, one row each; activating a row
/// (click, or Space/Enter on the focused row) opens its window.
struct Launcher: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Form {
            Section("Examples") {
                row("Title Editor", "title-editor")
                row("Header Preview", "header-preview")
                row("Name Form", "name-form")
                row("Mutability", "mutability")
                row("Score Plate", "score-plate")
                row("Score Plate Navigation", "score-navigation")
                row("Settings", "settings")
                row("Products", "product-filter")
                row("Controls", "controls")
                row("Styles", "styles")
                row("Dialogs", "dialogs")
                row("Shapes", "shapes")
                row("Drawing", "drawing")
                row("Photo Grid", "photo-grid")
                row("Motion", "motion")
                row("Reading List", "reading-list")
                row("Library", "library")
            }
        }
    }

    private func row(_ title: LocalizedStringKey, _ id: String) -> some View {
        Button(action: { openWindow(id: id) }, label: {
            HStack {
                Text(title)
                Spacer()
                Image(systemName: "go-next-symbolic")
            }
        })
        .styleClasses("flat")
    }
}
