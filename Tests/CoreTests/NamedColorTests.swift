import Cells
import CellsTesting
import Foundation
import Testing

@MainActor @Suite struct NamedColorTests {
    struct Themed: View {
        var body: some View {
            VStack {
                Circle().fill(Color("TestRing"))
                Text("Brand").foregroundStyle(Color("TestBrand"))
                Rectangle().fill(Color("NoSuchColour"))
            }
        }
    }

    @Test func namedColoursComeFromColorsJSONWithTheirDarkVariant() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-colors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
        { "TestRing": { "light": "#e66100", "dark": "#ffa348" }, "TestBrand": "#1c71d8", "Broken": 12 }
        """.utf8).write(to: folder.appendingPathComponent("Colors.json"))
        let bundle = try #require(Bundle(path: folder.path))

        let (_, warnings) = Diagnostics.collectingWarnings {
            _ = Color("TestRing", bundle: bundle)
        }
        #expect(warnings.contains { $0.contains("\"Broken\" is not a colour") })

        let (_, missing) = Diagnostics.collectingWarnings {
            let themed = ViewHost(Themed())
            #expect(try! themed.shape("Circle").shapeProperties?.color?.hex == "#e66100")
            #expect(try! themed.label("Brand").foregroundColor?.hex == "#1c71d8")
            #expect(try! themed.shape("Rectangle").shapeProperties?.color == NamedColors.missing)
            themed.graph.updateEnvironment { $0.colorScheme = .dark }  // the desktop turned dark
            #expect(try! themed.shape("Circle").shapeProperties?.color?.hex == "#ffa348", "the dark variant on a dark window")
            #expect(try! themed.label("Brand").foregroundColor?.hex == "#1c71d8", "no dark variant: the one colour")
        }
        #expect(missing.contains { $0.contains("No colour named \"NoSuchColour\"") })
    }
}
