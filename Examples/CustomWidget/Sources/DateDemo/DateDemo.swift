import CellsGtk
import DateField

/// A window with the date field, to try it by hand: `swift run DateDemo`.
@main
struct DateDemo: App {
    static var applicationID: String { "org.cells.CustomWidget" }

    var body: some Scene {
        WindowGroup("Deadline", id: "deadline") { DeadlineForm() }
    }
}
