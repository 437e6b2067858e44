import CellsTesting
import Foundation
import Testing
@testable import Pantry

/// The ported pantry, driven like a user: add through the sheet, search, sort, delete from a
/// row's context menu after confirming, open an item and use one (also from the app's menu),
/// and a corrupt file kept aside with the reason shown. Everything goes to a real JSON file.
@MainActor
@Suite struct PantryTests {
    /// A pantry file of its own in a fresh folder.
    private func store(_ items: [PantryItem] = []) throws -> PantryStore {
        let folder = FileManager.default.temporaryDirectory.appending(path: "pantry-\(UUID().uuidString)")
        let url = folder.appending(path: "pantry.json")
        if !items.isEmpty {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try JSONEncoder().encode(items).write(to: url)
        }
        return PantryStore(fileURL: url)
    }

    private func host(_ store: PantryStore) -> ViewHost {
        ViewHost(PantryListView().environment(store))
    }

    /// The names of the rows, in order.
    private func names(_ host: ViewHost) throws -> [String] {
        try host.list().shownRows.map { row in
            row.allDescendants.first(where: \.isLabel)?.text ?? ""
        }
    }

    private func saved(_ store: PantryStore) throws -> [PantryItem] {
        try JSONDecoder().decode([PantryItem].self, from: Data(contentsOf: store.fileURL))
    }

    private static let samples = [
        PantryItem(name: "Rice", quantity: 2, shelf: .cupboard, expires: Date(timeIntervalSinceNow: 90 * 86_400)),
        PantryItem(name: "Butter", quantity: 1, shelf: .fridge, expires: Date(timeIntervalSinceNow: 5 * 86_400)),
        PantryItem(name: "Peas", quantity: nil, shelf: .freezer, expires: Date(timeIntervalSinceNow: 30 * 86_400)),
    ]

    @Test func addingAnItemThroughTheSheetSavesItToTheFile() throws {
        let store = try store()
        let host = host(store)
        _ = try host.label("Nothing in the Pantry")  // ContentUnavailableView
        try host.press(KeyboardShortcut("n"))
        #expect(host.presentations.count == 1)
        #expect(host.navigationTitle == "Pantry")
        #expect(try host.button("Add").isEnabled == false)
        try host.type("Lentils", into: "Name")
        try host.replaceText(in: "Quantity", with: "4")  // it shows 1, the default
        // Return in the quantity field commits 4 (TextField(value:)), then presses the sheet's
        // default button, its .confirmationAction "Add".
        try host.submit("Quantity")
        #expect(host.presentations.isEmpty)
        #expect(try names(host) == ["Lentils"])
        #expect(try saved(store).map(\.name) == ["Lentils"])
        #expect(try saved(store).first?.quantity == 4)
        _ = try host.label("Added Lentils")  // written in onChange(of:), shown in the same pass
    }

    @Test func anEmptyQuantityIsUnknown() throws {
        let store = try store()
        let host = host(store)
        try host.tap(named: "Add Item")  // the header bar's "+" (an icon, named by its title)
        try host.type("Salt", into: "Name")
        try host.replaceText(in: "Quantity", with: "")
        try host.moveFocus(outOf: "Quantity")
        try host.tap("Add")
        #expect(store.items.first?.quantity == nil)
        #expect(try host.list().shownRows.first?.labelText.contains("some") == true)
    }

    @Test func cancellingTheSheetAddsNothingAndClearsTheSearch() throws {
        let store = try store(Self.samples)
        let host = host(store)
        try host.typeSearch("ri")
        #expect(try names(host) == ["Rice"])
        try host.tap(named: "Add Item")  // the header bar's "+" (an icon, named by its title)
        try host.type("Oats", into: "Name")
        try host.pressEscape()  // Cancel; the sheet's onDismiss clears the search
        #expect(host.presentations.isEmpty)
        #expect(store.items.count == 3)
        #expect(host.search?.text == "")
        #expect(try names(host) == ["Rice", "Butter", "Peas"])
    }

    @Test func searchingFiltersAndSaysWhenNothingMatches() throws {
        let store = try store(Self.samples)
        let host = host(store)
        try host.typeSearch("e")
        #expect(try names(host) == ["Rice", "Butter", "Peas"])
        try host.typeSearch("a")  // "ea"
        #expect(try names(host) == ["Peas"])
        try host.typeSearch("zz")
        _ = try host.label("No Results for “eazz”")
        try host.closeSearch()
        #expect(try names(host) == ["Rice", "Butter", "Peas"])
    }

    @Test func theSortOrderIsAnOptionalSetting() throws {
        let store = try store(Self.samples)
        let host = host(store)
        try host.select("Name", in: "Sort")
        #expect(try names(host) == ["Butter", "Peas", "Rice"])
        #expect(host.settingsStore.rawValue(forKey: "sortOrder") == "name")
        try host.select("Expiry", in: "Sort")
        #expect(try names(host) == ["Butter", "Peas", "Rice"])
        #expect(host.settingsStore.rawValue(forKey: "sortOrder") == "expiry")
        try host.select("As Added", in: "Sort")
        #expect(try names(host) == ["Rice", "Butter", "Peas"])
        #expect(host.settingsStore.rawValue(forKey: "sortOrder") == nil)  // nil removes the key
    }

    @Test func deletingFromTheContextMenuAsksFirst() throws {
        let store = try store(Self.samples)
        let host = host(store)
        #expect(try host.contextMenuTitles(on: "Butter") == ["Delete"])
        try host.chooseFromContextMenu("Delete", on: "Butter")
        _ = try host.label("Delete this item?")
        _ = try host.label("Butter will be removed from the pantry.")
        try host.tap("Delete Butter")
        #expect(try names(host) == ["Rice", "Peas"])
        #expect(try saved(store).map(\.name) == ["Rice", "Peas"])
    }

    @Test func theDetailPageUsesOneAndTheMenuActsOnTheShownItem() throws {
        let store = try store(Self.samples)
        let host = host(store)
        let scene = WindowGroup("Pantry") { PantryListView().environment(store) }
            .commands { PantryCommands() }
        #expect(scene.commandMenus.first?.items.first?.isDisabled == true)  // no item shown

        try host.activateRow(0)
        #expect(host.navigationTitle == "Rice")
        _ = try host.label("Quantity: 2")
        let gauge = try #require(host.widgets(of: GaugeProperties.self).first?.properties(as: GaugeProperties.self))
        #expect(gauge.value == 2 && gauge.upperBound == 12 && gauge.currentValueLabel == "2 of 12")
        try host.tap("Use One")
        _ = try host.label("Quantity: 1")

        // The app's "Item ▸ Use One" acts on the item the key window shows (focusedSceneValue).
        let useOne = try #require(scene.commandMenus.first?.items.first)
        #expect(useOne.title == "Use One" && !useOne.isDisabled)
        useOne.action()
        host.settle()
        _ = try host.label("Quantity: 0")
        #expect(try host.button("Use One").isEnabled == false)
        #expect(try saved(store).first?.quantity == 0)

        try host.goBack()
        #expect(try host.list().shownRows.first?.labelText.contains("0") == true)
        #expect(scene.commandMenus.first?.items.first?.isDisabled == true)
    }

    @Test func anUnreadableFileIsKeptAsideAndTheReasonShown() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "pantry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appending(path: "pantry.json")
        try Data("{ not json".utf8).write(to: url)
        let store = PantryStore(fileURL: url)
        let host = host(store)
        _ = try host.label(startingWith: "Could not read pantry.json")
        #expect(FileManager.default.fileExists(atPath: url.appendingPathExtension("unreadable").path))
        #expect(try String(contentsOf: url.appendingPathExtension("unreadable"), encoding: .utf8) == "{ not json")
    }
}
