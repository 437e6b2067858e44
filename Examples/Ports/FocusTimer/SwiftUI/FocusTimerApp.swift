import SwiftUI

/// The window's content: owns the timer model.
struct ContentView: View {
    @StateObject private var model = FocusTimerModel()

    var body: some View {
        TimerView(model: model)
    }
}

@main
struct FocusTimerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
