import CellsSnapshotTesting
import Foundation
import Testing

/// Every `#Preview` of the Examples module, pictured at its traits' size (else a phone's width, 480
/// pixels tall), light: previews as tests, so a preview that changes its look fails here.
@MainActor
@Suite(.serialized)
struct PreviewSnapshotTests {
    @Test func everyPreviewOfTheExamplesLooksAsRecorded() throws {
        let previews = try PreviewCatalog.inThisProgram().filter { $0.fileID.hasPrefix("Examples/") }
        #expect(previews.map(\.name) == ["Name form", "Products at phone width", "Title editor"])
        for preview in previews {
            assertSnapshot(
                of: preview.content, as: .image(width: preview.traits.width ?? 360, height: preview.traits.height ?? 480),
                named: preview.name.replacingOccurrences(of: " ", with: "-")
            )
        }
    }
}
