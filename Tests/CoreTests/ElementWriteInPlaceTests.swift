import Cells
import CellsTesting
import Testing

private struct Item: Identifiable {
    var id: Int
    var title: String
    var isOn = false
}

/// Where a collection's elements are stored: the same address before and after a write means
/// the write changed the storage in place instead of copying every element.
@MainActor
private final class StorageProbe {
    var address: UnsafeRawPointer?
}

/// A long list of check boxes over one `@Owned` array, with a "Probe" button that notes
/// where the array's elements are stored, and buttons that change the array in other ways.
private struct Checklist: View {
    @Owned var items = (0..<5_000).map { Item(id: $0, title: "Item \($0)") }
    @Owned var onlyOn = false
    let probe: StorageProbe

    var body: some View {
        VStack {
            Button("Probe") { probe.address = items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
            Button("Renumber first") { items[0].id = -1 }
            Toggle("Only on", isOn: $onlyOn)
            List {
                ForEach($items) { $item in
                    if !onlyOn || item.isOn {
                        HStack {
                            Toggle(item.title, isOn: $item.isOn)
                            Button("Replace \(item.title)") { item = Item(id: item.id + 100_000, title: "New \(item.id)") }
                        }
                    }
                }
            }
            // A second reader of the same elements, whose rows were made from the same version.
            List {
                ForEach($items) { $item in
                    if item.isOn { Text("on: \(item.title)") }
                }
            }
        }
    }
}

/// A write through `ForEach($items)`'s element binding changes that element where it is
/// stored: the rows' snapshot of the collection does not keep the old storage alive, which
/// would copy all the elements (100,000 products for one star).
@MainActor
@Suite struct ElementWriteInPlaceTests {
    private func address(_ host: ViewHost, _ probe: StorageProbe) throws -> UnsafeRawPointer? {
        try host.tap("Probe")
        return probe.address
    }

    @Test func starringAndUnstarringRowsWritesTheArrayInPlace() throws {
        let probe = StorageProbe()
        let host = ViewHost(Checklist(probe: probe))
        // The first write may copy: the view's initial value still holds the first storage.
        try host.tap(toggle: "Item 9")
        let before = try address(host, probe)
        #expect(before != nil)

        try host.tap(toggle: "Item 3")
        #expect(try address(host, probe) == before)
        try host.tap(toggle: "Item 9")
        try host.tap(toggle: "Item 4")
        try host.tap(toggle: "Item 3")
        #expect(try address(host, probe) == before)

        // Both lists show the current elements.
        #expect(try host.toggles["Item 4"].isOn)
        #expect(try !host.toggles["Item 3"].isOn)
        #expect(host.labelTexts.contains("on: Item 4"))
        #expect(!host.labelTexts.contains("on: Item 3"))

        // After the rows are made again (the filter), writes are still in place, and the
        // filter follows them.
        try host.tap(toggle: "Only on")
        #expect(try host.list().rowCount == 1)
        let filtered = try address(host, probe)
        try host.tap(toggle: "Item 4")
        #expect(try address(host, probe) == filtered)
        #expect(try host.list().rowCount == 0)
        #expect(!host.labelTexts.contains("on: Item 4"))
    }

    @Test func aWriteThatChangesAnElementsIDKeepsEveryRowOnItsOwnElement() throws {
        let probe = StorageProbe()
        let host = ViewHost(Checklist(probe: probe))
        try host.tap(toggle: "Item 2")
        try host.tap("Replace Item 2")
        // The replaced element is a new row; its neighbours still show and write their own.
        #expect(try !host.toggles["New 2"].isOn)
        #expect(throws: (any Error).self) { try host.toggles["Item 2"] }
        try host.tap(toggle: "Item 1")
        #expect(try host.toggles["Item 1"].isOn)
        #expect(try !host.toggles["Item 3"].isOn)
        #expect(host.labelTexts.contains("on: Item 1"))

        // A change of the whole array (an id outside the rows' bindings) is seen by the rows.
        try host.tap("Renumber first")
        try host.tap(toggle: "Item 5")
        #expect(try host.toggles["Item 5"].isOn)
        #expect(try host.toggles["Item 1"].isOn)
        #expect(host.labelTexts.contains("on: Item 5"))
    }
}
