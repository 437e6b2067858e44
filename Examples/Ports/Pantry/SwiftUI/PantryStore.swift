import Foundation

/// Where an item is kept.
enum Shelf: String, CaseIterable, Identifiable, Codable {
    case cupboard, fridge, freezer

    var id: String { rawValue }

    var name: String {
        switch self {
        case .cupboard: "Cupboard"
        case .fridge: "Fridge"
        case .freezer: "Freezer"
        }
    }
}

/// How the list is sorted; stored in the app's settings (nil: the order items were added in).
enum SortOrder: String, CaseIterable, Identifiable {
    case name, expiry

    var id: String { rawValue }
}

/// One thing in the pantry. `quantity` is nil while unknown ("some").
struct PantryItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var name = ""
    var quantity: Int? = 1
    var shelf = Shelf.cupboard
    var expires = Date.now.addingTimeInterval(7 * 86_400)
}

/// The pantry: its items, kept as JSON in a file and saved after every change.
@Observable
final class PantryStore {
    private(set) var items: [PantryItem] = []
    /// The last error reading or writing the file, shown under the list.
    private(set) var problem: String?
    let fileURL: URL

    /// `~/Library/Application Support/Pantry/pantry.json` on a Mac; `~/.local/share/Pantry/pantry.json` on Linux.
    static var defaultFileURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appending(path: "Pantry/pantry.json")
    }

    init(fileURL: URL = PantryStore.defaultFileURL) {
        self.fileURL = fileURL
        load()
    }

    func item(withID id: PantryItem.ID) -> PantryItem? {
        items.first { $0.id == id }
    }

    /// Adds the item, or replaces the one with its id.
    func save(_ item: PantryItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index] = item
        } else {
            items.append(item)
        }
        write()
    }

    func delete(_ item: PantryItem) {
        items.removeAll { $0.id == item.id }
        write()
    }

    func sorted(by order: SortOrder?, matching query: String) -> [PantryItem] {
        let matches = query.isEmpty ? items : items.filter { $0.name.localizedCaseInsensitiveContains(query) }
        switch order {
        case .name?: return matches.sorted { $0.name.localizedCompare($1.name) == .orderedAscending }
        case .expiry?: return matches.sorted { $0.expires < $1.expires }
        case nil: return matches
        }
    }

    private func load() {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        do {
            items = try JSONDecoder().decode([PantryItem].self, from: Data(contentsOf: fileURL))
        } catch {
            // Keep the unreadable file for the user; start empty and say why.
            problem = "Could not read \(fileURL.lastPathComponent): \(error.localizedDescription)"
            try? FileManager.default.moveItem(at: fileURL, to: fileURL.appendingPathExtension("unreadable"))
        }
    }

    private func write() {
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(items).write(to: fileURL, options: .atomic)
            problem = nil
        } catch {
            problem = "Could not save: \(error.localizedDescription)"
        }
    }
}
