import Cells
import CellsTesting
import Testing

@MainActor
@Suite struct AccentColorTests {
    @Test func accentColorIsTheThemesNamedAccent() throws {
        let host = ViewHost(VStack {
            Text("Accent").foregroundColor(.accentColor)
            Text("Plain")
        })
        #expect(try host.label("Accent").foregroundColor == .accentColor)
        #expect(try host.label("Plain").foregroundColor == nil)
        #expect(Color.accentColor.css == "@accent_color", "the theme's (or CellsGtk's fallback) accent, not a fixed colour")
        #expect(Color.accentColor.hex == "#3584e4")
    }
}
