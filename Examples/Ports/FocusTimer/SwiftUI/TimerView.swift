import SwiftUI

/// The timer: session picker, progress ring with the time left, start/pause and reset,
/// the focus length, and what happens when the window goes inactive.
struct TimerView: View {
    @ObservedObject var model: FocusTimerModel
    var ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    @Environment(\.scenePhase) private var scenePhase
    @State private var pausesWhenInactive = true

    var body: some View {
        VStack(spacing: 20) {
            Picker("Session", selection: $model.kind) {
                ForEach(SessionKind.allCases) { kind in
                    Text(kind.rawValue).tag(kind)
                }
            }
            .pickerStyle(.segmented)

            ZStack {
                ProgressRing(progress: model.progress, color: ringColor)
                VStack(spacing: 4) {
                    Text(model.remainingText)
                        .font(.largeTitle.monospaced())
                    Text(statusText)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 220, height: 220)

            HStack(spacing: 12) {
                Button(model.isRunning ? "Pause" : "Start") {
                    if model.isRunning { model.pause() } else { model.start() }
                }
                .keyboardShortcut(.defaultAction)
                Button("Reset") { model.reset() }
                    .disabled(model.phase == .idle)
            }

            VStack(alignment: .leading, spacing: 8) {
                Stepper("Focus length: \(model.focusMinutes) min", value: $model.focusMinutes, in: 5...60, step: 5)
                    .disabled(model.isRunning)
                Toggle("Pause when the window is inactive", isOn: $pausesWhenInactive)
            }

            HStack {
                ForEach(0..<4) { index in
                    Circle()
                        .fill(index < model.completedSessions % 4 ? ringColor : Color.gray.opacity(0.3))
                        .frame(width: 10, height: 10)
                }
                Text("\(model.completedSessions) sessions done")
                    .font(.caption)
            }
        }
        .padding(24)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20))
        .padding()
        .onReceive(ticker) { _ in model.tick() }
        .onChange(of: scenePhase) { _, phase in
            if phase != .active && pausesWhenInactive { model.pauseForInactivity() }
        }
        .tint(ringColor)
    }

    private var ringColor: Color {
        switch model.kind {
        case .focus: return .red
        case .shortBreak: return .green
        case .longBreak: return .blue
        }
    }

    private var statusText: String {
        switch model.phase {
        case .idle: return "Ready"
        case .running: return model.kind.rawValue
        case .paused: return model.pausedWhileAway ? "Paused while away" : "Paused"
        case .finished: return "Done!"
        }
    }
}

#Preview {
    TimerView(model: FocusTimerModel(focusMinutes: 5))
}
