import CellsGtk
import UnitConverter

@main
struct UnitConverterApp: App {
    static var applicationID: String { "org.cells.UnitConverter" }

    var body: some Scene {
        WindowGroup("Unit Converter", id: "converter") { ConverterView() }
            .defaultSize(width: 460, height: 720)
    }
}
