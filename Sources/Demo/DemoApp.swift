import CellsGtk
import Examples

/// The demo: a launcher window listing the examples, each of which opens in its own window.
/// `demo title-editor` (or any window ids) opens examples directly; with no argument the
/// windows open when the demo last quit (Ctrl+Q) come back, or the launcher.
@main
struct DemoApp: App {
    static var applicationID: String { "dev.cells.Demo" }
    static var localeDirectory: String? { DemoResources.localeDirectory }
    static var about: AboutInfo {
        AboutInfo(
            name: "Cells Demo", version: "0.1",
            summary: "SwiftUI-style state and bindings for GTK 4, in Swift: the examples.",
            website: "https://github.com/cells-swift/cells",
            developers: ["The Cells developers"],
            license: "MIT",
            iconName: "dev.cells.Demo"
        )
    }

    init() {
        DemoResources.install()
    }

    var body: some Scene {
        WindowGroup("Cells Demo", id: "launcher") { Launcher() }
            .defaultSize(width: 360, height: 420)
            // App commands: in every window's primary menu, their shortcuts work everywhere.
            .commands {
                CommandMenu("Examples") {
                    Button("New Window") { AppRunner.current?.openWindow(id: "launcher") }
                        .keyboardShortcut("n")
                    Divider()
                    Button("Title Editor") { AppRunner.current?.openWindow(id: "title-editor") }
                    Button("Products") { AppRunner.current?.openWindow(id: "product-filter") }
                    Button("Controls") { AppRunner.current?.openWindow(id: "controls") }
                }
            }
        WindowGroup("Title Editor", id: "title-editor") { TitleEditor() }
            .defaultSize(width: 420, height: 220)
        WindowGroup("Header Preview", id: "header-preview") { HeaderPreview().padding() }
            .defaultSize(width: 420, height: 240)
        WindowGroup("Name Form", id: "name-form") { NameForm() }
            .defaultSize(width: 420, height: 240)
        WindowGroup("Mutability", id: "mutability") { MutabilityDemo().padding() }
            .defaultSize(width: 300, height: 120)
        WindowGroup("Score Plate", id: "score-plate") { ScorePlateWindow() }
            .defaultSize(width: 560, height: 420)
        WindowGroup("Score Plate Navigation", id: "score-navigation") { NavigatingScoreView().padding() }
            .defaultSize(width: 360, height: 320)
        WindowGroup("Settings", id: "settings") { SettingsWindow() }
            .defaultSize(width: 360, height: 300)
        WindowGroup("Products", id: "product-filter") { DemoOptions.productsView() }
            .defaultSize(width: 360, height: 420)
        WindowGroup("Controls", id: "controls") { ControlsWindow() }
            .defaultSize(width: 560, height: 780)
        WindowGroup("Styles", id: "styles") { StylesWindow() }
            .defaultSize(width: 620, height: 830)
        WindowGroup("Dialogs", id: "dialogs") { DialogsWindow() }
            .defaultSize(width: 420, height: 280)
        WindowGroup("Shapes", id: "shapes") { ShapesWindow() }
            .defaultSize(width: 520, height: 420)
        WindowGroup("Drawing", id: "drawing") { DrawingWindow() }
            .defaultSize(width: 520, height: 560)
        WindowGroup("Photo Grid", id: "photo-grid") { PhotoGridWindow() }
            .defaultSize(width: 640, height: 560)
        WindowGroup("Motion", id: "motion") { MotionWindow() }
            .defaultSize(width: 420, height: 360)
        WindowGroup("Reading List", id: "reading-list") { ReadingListWindow() }
            .defaultSize(width: 600, height: 520)
        WindowGroup("Library", id: "library") { LibraryWindow() }
            .defaultSize(width: 1000, height: 600)
            // F9 shows and hides the Library's sidebar.
            .commands { SidebarCommands() }
    }
}
