import Cells
import CellsTesting
import Examples
import Observation
import Testing

/// Two values two windows ping-pong through: each window reads one and writes the other.
@Observable @MainActor
private final class Relay {
    var toLeft = 0
    var toRight = 0
}

@MainActor
@Suite(.serialized) struct StateWrittenDuringUpdateTests {
    /// A body that writes the state it reads.
    private struct SelfFeeding: View {
        @Owned private var renders = 0
        @Owned private var taps = 0
        var body: some View {
            renders += 1
            return VStack {
                Text("Rendered \(renders > 0 ? "yes" : "no")")
                Button("Taps \(taps)") { taps += 1 }
            }
        }
    }

    @Test func aLoopInOneWindowStopsWithAWarningAndTheViewStillUpdates() throws {
        let (host, warnings) = Diagnostics.collectingWarnings { ViewHost(SelfFeeding()) }
        #expect(host.scheduler.pendingCount == 0, "the loop stopped")
        #expect(host.updatePasses <= 102)
        #expect(warnings.filter { $0.hasPrefix("Modifying state during view update: SelfFeeding") }.count == 1)
        #expect(warnings.contains { $0.hasPrefix("Views kept writing state") && $0.contains("SelfFeeding") })

        let ((), later) = try Diagnostics.collectingWarnings {
            try host.tap("Taps 0")
            try host.tap("Taps 1")
        }
        _ = try host.button("Taps 2")
        #expect(!later.contains { $0.hasPrefix("Modifying state during view update") }, "warned once per view type")
    }

    /// Writes a value another view reads, once, in its body.
    private struct Announcer: View {
        let relay: Relay
        var body: some View {
            relay.toRight = 1
            return Text("Announced")
        }
    }

    private struct Listener: View {
        let relay: Relay
        var body: some View { Text("Heard \(relay.toRight)") }
    }

    @Test func aWriteDuringAnUpdateReachesItsReadersInTheNextPass() throws {
        struct Screen: View {
            let relay: Relay
            var body: some View {
                VStack {
                    Listener(relay: relay)
                    Announcer(relay: relay)
                }
            }
        }
        let relay = Relay()
        let (host, warnings) = Diagnostics.collectingWarnings { ViewHost(Screen(relay: relay)) }
        _ = try host.label("Heard 1")
        #expect(host.updatePasses == 1, "the write waited for the next pass")
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("Modifying state during view update: Announcer") == true)
        #expect(warnings.first?.contains("Listener") == true)
    }

    /// One of two windows: shows what arrives, and passes it on to the other window.
    private struct Repeater: View {
        let relay: Relay
        let isLeft: Bool
        @Owned private var taps = 0
        var body: some View {
            let heard = isLeft ? relay.toLeft : relay.toRight
            if isLeft { relay.toRight = heard + 1 } else { relay.toLeft = heard + 1 }
            return VStack {
                Text(heard > 0 ? "Hearing" : "Silent")
                Button("Taps \(taps)") { taps += 1 }
            }
        }
    }

    @Test func aLoopAcrossTwoWindowsStopsAndBothStayResponsive() throws {
        let relay = Relay()
        let ((left, right), warnings) = Diagnostics.collectingWarnings {
            let left = ViewHost(Repeater(relay: relay, isLeft: true))
            let right = ViewHost(Repeater(relay: relay, isLeft: false))
            // The main loop: each window's passes, turn by turn.
            for _ in 0..<1_000 where left.scheduler.pendingCount + right.scheduler.pendingCount > 0 {
                left.settle()
                right.settle()
            }
            return (left, right)
        }
        #expect(left.scheduler.pendingCount == 0 && right.scheduler.pendingCount == 0, "the loop stopped")
        #expect(left.updatePasses + right.updatePasses <= 110)
        let stop = warnings.filter { $0.hasPrefix("Views kept writing state") }
        #expect(stop.count == 1)
        #expect(stop.first?.contains("Repeater") == true)
        try left.tap("Taps 0")
        try right.tap("Taps 0")
        _ = try left.button("Taps 1")
        _ = try right.button("Taps 1")
    }

    @Test func twoScorePlateWindowsSettle() throws {
        let (_, warnings) = try Diagnostics.collectingWarnings {
            let first = ViewHost(ScorePlateWindow())
            let second = ViewHost(ScorePlateWindow())
            for _ in 0..<3 {
                first.settle()
                second.settle()
            }
            #expect(first.scheduler.pendingCount == 0 && second.scheduler.pendingCount == 0)
            let passes = first.updatePasses + second.updatePasses
            try first.tap("Toggle Name")
            second.settle()
            _ = try first.label("Current User: Wei Wang")
            #expect(first.updatePasses + second.updatePasses <= passes + 2, "one model made, no echo")
            #expect(second.scheduler.pendingCount == 0)
        }
        #expect(warnings.isEmpty)
    }
}
