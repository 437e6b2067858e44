import SwiftUI

/// One item: use one, change the count, how much is left against a full shelf.
struct ItemDetailView: View {
    @Environment(PantryStore.self) private var store
    let itemID: PantryItem.ID

    var body: some View {
        if let item = store.item(withID: itemID) {
            Form {
                Section {
                    Stepper(value: quantity(of: item), in: 0...99) {
                        Text("Quantity: \(item.quantity ?? 0)")
                    }
                    Gauge(value: Double(item.quantity ?? 0), in: 0...12) {
                        Text("Stock")
                    } currentValueLabel: {
                        Text("\(item.quantity ?? 0) of 12")
                    }
                    LabeledContent("Shelf", value: item.shelf.name)
                    LabeledContent("Expires", value: item.expires.formatted(date: .abbreviated, time: .omitted))
                }
                Section {
                    Button("Use One") { useOne(of: item) }
                        .disabled((item.quantity ?? 0) == 0)
                }
            }
            .navigationTitle(item.name)
            .focusedSceneValue(\.shownItem, ShownItem(name: item.name) { useOne(of: item) })
        } else {
            ContentUnavailableView("Item Deleted", systemImage: "trash",
                                   description: Text("This item is no longer in the pantry."))
        }
    }

    private func quantity(of item: PantryItem) -> Binding<Int> {
        Binding(
            get: { item.quantity ?? 0 },
            set: { newValue in
                var changed = item
                changed.quantity = newValue
                store.save(changed)
            }
        )
    }

    private func useOne(of item: PantryItem) {
        var changed = item
        changed.quantity = max(0, (item.quantity ?? 0) - 1)
        store.save(changed)
    }
}
