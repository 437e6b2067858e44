import SwiftUI

/// The pantry: search it, sort it, add with "+", open an item, delete from its context menu.
struct PantryListView: View {
    @Environment(PantryStore.self) private var store
    @AppStorage("sortOrder") private var sortOrder: SortOrder?
    @State private var query = ""
    @State private var path: [PantryItem.ID] = []
    @State private var newItem: PantryItem?
    @State private var pendingDeletion: PantryItem?
    @State private var isConfirmingDeletion = false
    @State private var lastAdded: String?

    private var shown: [PantryItem] {
        store.sorted(by: sortOrder, matching: query)
    }

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 0) {
                Picker(selection: $sortOrder) {
                    Text("As Added").tag(SortOrder?.none)
                    Text("Name").tag(SortOrder?.some(.name))
                    Text("Expiry").tag(SortOrder?.some(.expiry))
                } label: {
                    Text("Sort")
                }
                .padding(.horizontal)
                if let problem = store.problem {
                    Text(problem)
                        .foregroundColor(.red)
                }
                if let lastAdded {
                    Text("Added \(lastAdded)")
                        .font(.caption)
                }
                if shown.isEmpty {
                    if query.isEmpty {
                        ContentUnavailableView("Nothing in the Pantry", systemImage: "cart",
                                               description: Text("Add what you have with the + button."))
                    } else {
                        ContentUnavailableView.search(text: query)
                    }
                } else {
                    List {
                        ForEach(shown) { item in
                            NavigationLink(value: item.id) {
                                ItemRow(item: item)
                            }
                            .contextMenu {
                                Button("Delete", role: .destructive) {
                                    pendingDeletion = item
                                    isConfirmingDeletion = true
                                }
                            }
                        }
                    }
                }
            }
            .searchable(text: $query, prompt: "Search the pantry")
            .navigationTitle(Text("Pantry"))
            .navigationDestination(for: PantryItem.ID.self) { id in
                ItemDetailView(itemID: id)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Item", systemImage: "plus") {
                        newItem = PantryItem()
                    }
                    .keyboardShortcut("n")
                }
            }
            .sheet(item: $newItem, onDismiss: { query = "" }) { item in
                ItemEditor(item: item)
            }
            .confirmationDialog("Delete this item?", isPresented: $isConfirmingDeletion,
                                presenting: pendingDeletion) { item in
                Button("Delete \(item.name)", role: .destructive) {
                    store.delete(item)
                }
            } message: { item in
                Text("\(item.name) will be removed from the pantry.")
            }
            .onChange(of: store.items.count) { oldCount, newCount in
                if newCount > oldCount, let added = store.items.last {
                    lastAdded = added.name
                }
            }
        }
    }
}

/// A row: the name, how many and where.
struct ItemRow: View {
    let item: PantryItem

    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
            Text(item.quantity.map { "\($0)" } ?? "some")
                .foregroundColor(.secondary)
            Text(item.shelf.name)
                .font(.caption)
        }
    }
}

#Preview {
    PantryListView()
        .environment(PantryStore(fileURL: URL.temporaryDirectory.appendingPathComponent("pantry-preview.json")))
}
