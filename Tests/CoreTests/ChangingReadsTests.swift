import Cells
import CellsTesting
import Testing

/// Shows `detail` only while `showsDetail` is on: its reads change from one evaluation to
/// the next.
private struct SometimesDetailed: View {
    @Owned private var showsDetail = true
    @Owned private var detail = 0

    var body: some View {
        VStack {
            Text(showsDetail ? "detail \(detail)" : "no detail")
            Button("toggle") { showsDetail.toggle() }
            Button("detail + 1") { detail += 1 }
        }
    }
}

/// An evaluation keeps the registrations of what it reads again and drops those of what it
/// no longer reads (ViewNode's unread dependencies).
@MainActor
@Suite struct ChangingReadsTests {
    @Test func aViewThatStopsReadingACellIsNoLongerUpdatedByIt() throws {
        let host = ViewHost(SometimesDetailed())
        try host.tap("toggle")
        _ = try host.label("no detail")
        let evaluations = host.bodyEvaluations(of: SometimesDetailed.self)

        try host.tap("detail + 1")
        try host.tap("detail + 1")

        #expect(host.bodyEvaluations(of: SometimesDetailed.self) == evaluations)
        _ = try host.label("no detail")
    }

    @Test func aViewThatReadsACellAgainFollowsItsWrites() throws {
        let host = ViewHost(SometimesDetailed())
        try host.tap("detail + 1")
        _ = try host.label("detail 1")
        try host.tap("toggle")
        try host.tap("detail + 1")
        try host.tap("toggle")
        _ = try host.label("detail 2")

        // Read again by every evaluation since: each write shows.
        for expected in 3...5 {
            try host.tap("detail + 1")
            _ = try host.label("detail \(expected)")
        }
    }
}
