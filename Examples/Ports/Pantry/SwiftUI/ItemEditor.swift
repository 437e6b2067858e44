import SwiftUI

/// The sheet that adds an item: name and quantity, shelf, expiry date.
struct ItemEditor: View {
    enum Field: Hashable {
        case name, quantity
    }

    @Environment(PantryStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var item: PantryItem
    @FocusState private var focus: Field?

    init(item: PantryItem) {
        _item = State(initialValue: item)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Item"), footer: Text("Leave the quantity empty when you don't know it.")) {
                    NameAndQuantityFields(item: $item, focus: $focus)
                }
                Section(header: Text("Where and until when")) {
                    Picker("Shelf", selection: $item.shelf) {
                        ForEach(Shelf.allCases) { shelf in
                            Text(shelf.name).tag(shelf)
                        }
                    }
                    DatePicker("Expires", selection: $item.expires, in: Date.now..., displayedComponents: [.date])
                }
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.save(item)
                        dismiss()
                    }
                    .disabled(item.name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .onAppear { focus = .name }
        }
    }
}

/// The name and quantity fields; the editor owns their focus and passes it down.
struct NameAndQuantityFields: View {
    @Binding var item: PantryItem
    var focus: FocusState<ItemEditor.Field?>.Binding

    var body: some View {
        TextField("Name", text: $item.name)
            .focused(focus, equals: .name)
            .onSubmit { focus.wrappedValue = .quantity }
        TextField("Quantity", value: $item.quantity, format: .number)
            .focused(focus, equals: .quantity)
    }
}
