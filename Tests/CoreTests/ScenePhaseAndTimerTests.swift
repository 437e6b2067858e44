import Cells
import CellsTesting
import Foundation
import Testing

@MainActor @Suite struct ScenePhaseAndTimerCoreTests {
    struct Phased: View {
        @Environment(\.scenePhase) private var scenePhase
        @Owned private var notes: [String] = []
        var body: some View {
            VStack {
                Text("phase \(String(describing: scenePhase))")
                Text("notes \(notes.joined(separator: ","))")
            }
            .onChange(of: scenePhase) { old, new in notes.append("\(old)->\(new)") }
        }
    }

    struct Deep: View {
        var body: some View { VStack { Text("static"); Phased() } }
    }

    @Test func scenePhaseReachesTheViewsAndOnChangeSeesIt() throws {
        let source = ScenePhaseSource(.active)
        var environment = EnvironmentValues()
        environment.scenePhaseSource = source
        let host = ViewHost(Deep(), environment: environment)
        #expect(host.labelTexts.contains("phase active"))
        source.phase = .inactive
        host.settle()
        #expect(host.labelTexts.contains("phase inactive"))
        source.phase = .background
        host.settle()
        #expect(host.labelTexts.contains("notes active->inactive,inactive->background"))
        #expect(host.bodyEvaluations(of: Deep.self) == 1, "only the views that read the phase are evaluated again")
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }

    struct Ticker: View {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        @Owned private var ticks = 0
        var body: some View {
            Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
        }
    }

    struct Host: View {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        @Owned private var shows = true
        @Owned private var other = 0
        var body: some View {
            VStack {
                if shows { Ticker(timer: timer) }
                Button("Hide") { shows = false }
                Button("Other") { other += 1 }
                Text("other \(other)")
            }
        }
    }

    @Test func onReceiveGetsEachValueWhileTheViewIsThereAndTheTimerStopsAfter() throws {
        let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()
        #expect(!timer.upstream.isConnected, "an autoconnected timer waits for a subscriber")
        let host = ViewHost(Host(timer: timer))
        #expect(timer.upstream.isConnected)
        timer.upstream.send(Date())
        timer.upstream.send(Date())
        host.settle()
        #expect(host.labelTexts.contains("ticks 2"))
        try host.tap("Other")
        timer.upstream.send(Date())
        host.settle()
        #expect(host.labelTexts.contains("ticks 3"), "a new evaluation keeps the one subscription")
        try host.tap("Hide")
        #expect(!timer.upstream.isConnected, "the last view gone, the timer is invalidated")
        timer.upstream.send(Date())
        host.settle()
    }

    @Test func anUntitledWindowGroupIsTitledWithTheAppsName() {
        struct FocusTimerApp: App {
            var body: some Scene { WindowGroup { Text("Hi") } }
        }
        let descriptions = FocusTimerApp().body.windowDescriptions
        #expect(descriptions.count == 1)
        #expect(descriptions[0].isUntitled)
        #expect(descriptions[0].id == "main")
        #expect(FocusTimerApp.untitledWindowTitle == "FocusTimer")
        #expect(descriptions[0].titled(FocusTimerApp.untitledWindowTitle).title == "FocusTimer")
    }
}
