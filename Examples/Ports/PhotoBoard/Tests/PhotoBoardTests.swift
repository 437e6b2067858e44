@testable import PhotoBoard
import Cells
import CellsTesting
import Foundation
import Testing

/// The ported photo board, driven headlessly: sections as rows, a double tap and a drag on a
/// card (its custom modifier's hover too), and a photo's image loaded from its file.
@MainActor @Suite struct PhotoBoardTests {
    private func board(imageAt url: URL? = nil) -> PhotoBoard {
        PhotoBoard(photos: [
            Photo(id: 0, title: "Harbour", url: url, isPinned: true),
            Photo(id: 1, title: "Fern", url: nil),
            Photo(id: 2, title: "Ridge", url: nil),
        ])
    }

    private func tap(_ host: ViewHost, _ text: String, at time: Double) throws {
        try host.sendGesture([.pressed(CGPoint(x: 5, y: 5), time: time), .released(CGPoint(x: 5, y: 5), time: time + 0.05)], to: text)
    }

    @Test func theSectionsAreRowsAndTheFooterCounts() throws {
        let host = ViewHost(BoardView(board: board()))
        #expect(host.rowTexts.contains("Pinned"))
        #expect(host.rowTexts.contains("All Photos"))
        #expect(host.labelTexts.contains("3 photos, 0 favourites"))
    }

    @Test func aDoubleTapFavoursAPhotoAndALongDragLeftRemovesIt() throws {
        let model = board()
        let host = ViewHost(BoardView(board: model))
        try tap(host, "Fern", at: 0)
        try tap(host, "Fern", at: 0.2)
        #expect(model.photos[1].isFavorite)
        #expect(host.labelTexts.contains("3 photos, 1 favourites"))

        try host.sendGesture([.pressed(CGPoint(x: 200, y: 10), time: 5), .moved(CGPoint(x: 140, y: 10), time: 5.1)], to: "Ridge")
        #expect(host.labelTexts.contains("Release to remove"), "the drag's gesture state shows while it lasts")
        try host.sendGesture([.moved(CGPoint(x: 100, y: 10), time: 5.2), .released(CGPoint(x: 100, y: 10), time: 5.3), .timeReached(6)], to: "Ridge")
        #expect(!model.photos.contains { $0.title == "Ridge" })
        #expect(!host.labelTexts.contains("Release to remove"))
    }

    @Test func aCardLightsUpUnderThePointer() throws {
        let host = ViewHost(BoardView(board: board()))
        let shapesBefore = host.shapes.filter { $0.color != nil && $0.color != .clear }.count
        try host.hover("Fern", inside: true)
        #expect(host.shapes.filter { $0.color != nil && $0.color != .clear }.count == shapesBefore + 1)
    }

    @Test func aPhotosImageLoadsFromItsFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photoboard-\(getpid()).svg")
        try Data("<svg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/>".utf8).write(to: url)
        let host = ViewHost(BoardView(board: board(imageAt: url)))
        for _ in 0..<300 where host.widgets(of: ResizableImageProperties.self).isEmpty {
            host.settle()
            try await Task.sleep(for: .milliseconds(10))
        }
        let picture = try #require(host.widgets(of: ResizableImageProperties.self).first?.properties(as: ResizableImageProperties.self))
        #expect(picture.image.source == .file(url.path))
        #expect(picture.contentMode == .fill)
    }
}
