import CellsSnapshotTesting
import Testing
import UnitConverter

/// The converter's previews as snapshot tests: each `#Preview` of the module pictured light
/// and dark, and its accessible tree as text. `SNAPSHOT_TESTING_RECORD=all swift test
/// --no-parallel --filter UnitConverterSnapshotTests` records them again.
@MainActor
@Suite(.serialized)
struct ConverterSnapshotTests {
    @Test func everyPreviewLightDarkAndAsAScreenReaderReadsIt() throws {
        let previews = try PreviewCatalog.inThisProgram().filter { $0.fileID.hasPrefix("UnitConverter/") }
        #expect(previews.map(\.name) == ["Converter", "Converter at phone width"])
        for preview in previews {
            let width = preview.traits.width ?? 460, name = preview.name.replacingOccurrences(of: " ", with: "-")
            assertSnapshot(of: preview.content, as: .image(width: width, height: 720), named: "\(name)-light")
            assertSnapshot(of: preview.content, as: .image(width: width, height: 720, colorScheme: .dark), named: "\(name)-dark")
            assertSnapshot(of: preview.content, as: .accessibilityTree, named: name)
        }
    }
}
