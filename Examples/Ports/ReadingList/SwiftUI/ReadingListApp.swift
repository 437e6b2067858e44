import SwiftUI

@main
struct ReadingListApp: App {
    @State private var store = BookStore()

    var body: some Scene {
        WindowGroup("Reading List") {
            BookListView()
                .environment(store)
        }
    }
}
