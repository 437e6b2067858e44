import SwiftUI

@main
struct PantryApp: App {
    @State private var store = PantryStore()

    var body: some Scene {
        WindowGroup("Pantry") {
            PantryListView()
                .environment(store)
        }
        .commands {
            PantryCommands()
        }
    }
}

/// The menu's "Use One" acts on the item the key window shows.
struct PantryCommands: Commands {
    @FocusedValue(\.shownItem) private var shownItem

    var body: some Commands {
        CommandMenu("Item") {
            Button("Use One") {
                shownItem?.useOne()
            }
            .keyboardShortcut("-")  // ⌘−; a text field takes Ctrl+U on GNOME
            .disabled(shownItem == nil)
        }
    }
}

/// What the key window's detail page offers its commands.
struct ShownItem {
    var name: String
    var useOne: () -> Void
}

extension FocusedValues {
    var shownItem: ShownItem? {
        get { self[ShownItemKey.self] }
        set { self[ShownItemKey.self] = newValue }
    }
}

struct ShownItemKey: FocusedValueKey {
    typealias Value = ShownItem
}
