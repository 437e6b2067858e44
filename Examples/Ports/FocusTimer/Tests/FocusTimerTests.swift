@testable import FocusTimer
import Cells
import CellsTesting
import Foundation
import Testing

/// A clock the test moves on by hand.
@MainActor
final class TestClock {
    var now = Date(timeIntervalSinceReferenceDate: 0)
    func advance(by seconds: TimeInterval) { now += seconds }
}

@MainActor @Suite struct FocusTimerTests {
    /// The timer view with its time and ticks in the test's hands.
    private func makeHost(clock: TestClock, environment: EnvironmentValues = EnvironmentValues())
        -> (ViewHost, FocusTimerModel, Publishers.Autoconnect<Timer.TimerPublisher>) {
        let model = FocusTimerModel(focusMinutes: 25, now: { clock.now })
        let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        let host = ViewHost(TimerView(model: model, ticker: ticker), environment: environment)
        return (host, model, ticker)
    }

    /// A second passes: the clock moves and the ticker fires, as the run loop would.
    private func pass(_ seconds: TimeInterval, _ clock: TestClock, _ ticker: Publishers.Autoconnect<Timer.TimerPublisher>, _ host: ViewHost) {
        clock.advance(by: seconds)
        ticker.upstream.send(clock.now)
        host.settle()
    }

    @Test func startRunsTheRingAndTheCountdownThenResetStartsOver() throws {
        let clock = TestClock()
        let (host, model, ticker) = makeHost(clock: clock)
        #expect(host.labelTexts.contains("25:00"))
        #expect(host.labelTexts.contains("Ready"))
        #expect(host.trimmedShape?.trim == 0...0)
        #expect(ticker.upstream.isConnected, "the view's ticker runs while it is shown")

        try host.tap("Start")
        #expect(host.labelTexts.contains("Focus"))
        pass(30, clock, ticker, host)
        #expect(host.labelTexts.contains("24:30"))
        let trim = try #require(host.trimmedShape?.trim)
        #expect(abs(trim.upperBound - 30.0 / 1500) < 1e-9, "the ring shows 30 s of 25 min")
        #expect(host.trimmedShape?.color == .red)

        try host.tap("Pause")
        pass(60, clock, ticker, host)
        #expect(host.labelTexts.contains("24:30"), "a paused timer stands still")
        #expect(host.labelTexts.contains("Paused"))

        try host.tap("Reset")
        #expect(host.labelTexts.contains("25:00"))
        #expect(host.trimmedShape?.trim == 0...0)
        #expect(model.phase == .idle)
    }

    @Test func aFinishedFocusSessionIsCountedAndFillsADot() throws {
        let clock = TestClock()
        let (host, _, ticker) = makeHost(clock: clock)
        let step = try host.widget(of: StepperProperties.self)
        step.userEdit(StepperProperties.self) { $0.value = 5 }
        try host.perform(StepperActions.self, on: step) { $0.valueChanged(5) }
        #expect(host.labelTexts.contains("Focus length: 5 min"))
        #expect(host.labelTexts.contains("05:00"))
        try host.tap("Start")
        pass(5 * 60, clock, ticker, host)
        #expect(host.labelTexts.contains("Done!"))
        #expect(host.labelTexts.contains("1 sessions done"))
        #expect(host.trimmedShape?.trim == 0...1)
        let dots = host.shapes.filter { $0.shape.typeName == "Circle" && $0.drawing == .fill(FillStyle()) }
        #expect(dots.filter { $0.color == .red }.count == 1)
    }

    @Test func goingInactivePausesTheTimer() throws {
        let clock = TestClock()
        let source = ScenePhaseSource(.active)
        var environment = EnvironmentValues()
        environment.scenePhaseSource = source
        let (host, model, ticker) = makeHost(clock: clock, environment: environment)
        try host.tap("Start")
        pass(10, clock, ticker, host)
        source.phase = .inactive
        host.settle()
        #expect(model.phase == .paused)
        #expect(host.labelTexts.contains("Paused while away"))
        pass(10, clock, ticker, host)
        #expect(host.labelTexts.contains("24:50"))
    }

    @Test func theWindowIsTitledWithTheAppsName() {
        #expect(FocusTimerApp.untitledWindowTitle == "FocusTimer")
    }
}
