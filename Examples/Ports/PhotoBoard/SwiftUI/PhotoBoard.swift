import Foundation
import Observation

/// One photo on the board: where its image is, and what the user made of it.
struct Photo: Identifiable, Hashable {
    let id: Int
    var title: String
    var url: URL?
    var isFavorite = false
    var isPinned = false
}

/// The photos on the board.
@MainActor @Observable
final class PhotoBoard {
    var photos: [Photo]
    var refreshes = 0

    init(photos: [Photo]) {
        self.photos = photos
    }

    /// Photos kept in the app's caches folder (the sample has none there yet: they show their
    /// failure placeholder until one is saved).
    nonisolated static func sampleFolder() -> URL {
        URL.cachesDirectory.appendingPathComponent("PhotoBoard", isDirectory: true)
    }

    static func sample() -> PhotoBoard {
        let folder = sampleFolder()
        let titles = ["Harbour at dawn", "Old town", "Fern", "Ridge walk", "Lighthouse"]
        return PhotoBoard(photos: titles.enumerated().map { index, title in
            Photo(id: index, title: title, url: folder.appendingPathComponent("\(index).png"), isPinned: index == 0)
        })
    }

    func toggleFavorite(_ photo: Photo) {
        guard let index = photos.firstIndex(where: { $0.id == photo.id }) else { return }
        photos[index].isFavorite.toggle()
    }

    func remove(_ photo: Photo) {
        photos.removeAll { $0.id == photo.id }
    }

    var pinned: [Photo] { photos.filter(\.isPinned) }
    var others: [Photo] { photos.filter { !$0.isPinned } }

    func reload() async {
        try? await Task.sleep(for: .milliseconds(200))
        refreshes += 1
    }
}
