import SwiftUI

@main
struct PhotoBoardApp: App {
    @State private var board = PhotoBoard.sample()

    var body: some Scene {
        WindowGroup("Photo Board") {
            BoardView(board: board)
        }
    }
}
