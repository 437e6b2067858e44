// A model file as a SwiftUI app has it: Foundation, then the one import a port adds
// (`import Cells`, or `import CellsGtk`). Both kinds of model compile with nothing else.
import Foundation
import Cells

final class LoanModel: ObservableObject {
    @Published var principal = 200_000.0
    @Published var startDate = Date(timeIntervalSince1970: 0)
}

@Observable final class LoanStore {
    var loans: [UUID] = []
    var rate = 0.035
}
