import CellsGtk

/// The first window: one button per example window.
struct Launcher: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Examples")
            VStack(alignment: .leading, spacing: 6) {
                Button("Title Editor") { openWindow(id: "title-editor") }
                Button("Header Preview") { openWindow(id: "header-preview") }
                Button("Name Form") { openWindow(id: "name-form") }
                Button("Mutability") { openWindow(id: "mutability") }
                Button("Score Plate") { openWindow(id: "score-plate") }
                Button("Score Plate Navigation") { openWindow(id: "score-navigation") }
                Button("Settings") { openWindow(id: "settings") }
                Button("Products") { openWindow(id: "product-filter") }
                Button("Controls") { openWindow(id: "controls") }
                Button("Dialogs") { openWindow(id: "dialogs") }
            }
        }
        .padding()
    }
}
