import Cells
import CellsTesting
import Foundation
import Testing

@MainActor @Suite struct GeometryReaderTests {
    struct Adaptive: View {
        @Owned var reports: [Double] = []
        var body: some View {
            VStack {
                GeometryReader { proxy in
                    Text(proxy.size.width > 600 ? "Wide \(Int(proxy.size.width))" : "Narrow \(Int(proxy.size.width))")
                    Text("at \(Int(proxy.frame(in: .global).minY)) in window, \(Int(proxy.frame(in: .named("card")).minY)) in card")
                }
                Text("Title").onGeometryChange(for: Double.self, of: { $0.size.width }) { reports.append($0) }
                Text("reported \(reports.map { String(Int($0)) }.joined(separator: ","))")
            }
        }
    }

    @Test func theContentIsBuiltForTheSizeTheReaderIsGiven() throws {
        let host = ViewHost(Adaptive())
        let reader = try #require(host.geometryReaders.first)
        #expect(host.labelTexts.contains("Narrow 0"), "zero before GTK gives it a size")
        host.resize(reader, to: MeasuredGeometry(size: CGSize(width: 800, height: 300), originInWindow: CGPoint(x: 0, y: 40),
                                                 originInNamedSpaces: ["card": CGPoint(x: 0, y: 12)]))
        #expect(host.labelTexts.contains("Wide 800"))
        #expect(host.labelTexts.contains("at 40 in window, 12 in card"))
        host.resize(reader, to: MeasuredGeometry(size: CGSize(width: 360, height: 300), originInWindow: CGPoint(x: 0, y: 40)))
        #expect(host.labelTexts.contains("Narrow 360"))
        #expect(host.labelTexts.contains("at 40 in window, 40 in card"), "no view named card around: the window")
    }

    @Test func onGeometryChangeReportsTheFirstSizeAndEachChange() throws {
        let host = ViewHost(Adaptive())
        // The second reader is the title's background.
        let title = try #require(host.geometryReaders.last)
        host.resize(title, to: MeasuredGeometry(size: CGSize(width: 120, height: 20)))
        host.resize(title, to: MeasuredGeometry(size: CGSize(width: 120, height: 24)))
        host.resize(title, to: MeasuredGeometry(size: CGSize(width: 150, height: 24)))
        #expect(host.labelTexts.contains("reported 120,150"), "the width, when it changed only")
    }

    struct Growing: View {
        var body: some View {
            GeometryReader { proxy in
                Text("width \(Int(proxy.size.width))").frame(width: proxy.size.width + 10)
            }
        }
    }

    @Test func aReaderWhoseContentGrowsWithItStopsWithAWarning() throws {
        let host = ViewHost(Growing())
        let reader = try #require(host.geometryReaders.first)
        let (_, warnings) = Diagnostics.collectingWarnings {
            // GTK would give the reader its content's new width each time.
            for step in 0..<40 { host.resize(reader, to: MeasuredGeometry(size: CGSize(width: 100 + Double(step) * 10, height: 50))) }
        }
        #expect(host.labelTexts.contains("width 390"), "30 sizes taken")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("GeometryReader") == true)
    }
}

@MainActor @Suite struct TimelineViewTests {
    struct Clock: View {
        @Owned var taps = 0
        var body: some View {
            VStack {
                TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                    Text("second \(Int(context.date.timeIntervalSinceReferenceDate) % 60)")
                }
                Button("Tap") { taps += 1 }
                Text("taps \(taps)")
            }
        }
    }

    @Test func aTimelinesContentIsBuiltForEachUpdatesDate() throws {
        let host = ViewHost(Clock())
        let timeline = try #require(host.timelines.first)
        #expect(timeline.properties(as: TimelineTickerProperties.self)?.timing == .periodic(start: Date(timeIntervalSinceReferenceDate: 0), interval: 1))
        host.tick(timeline, at: Date(timeIntervalSinceReferenceDate: 125))
        #expect(host.labelTexts.contains("second 5"))
        let writes = try host.label("taps 0").writes(of: "text")
        host.tick(timeline, at: Date(timeIntervalSinceReferenceDate: 126))
        #expect(host.labelTexts.contains("second 6"))
        #expect(try host.label("taps 0").writes(of: "text") == writes, "a tick builds the timeline's content, nothing else")
    }

    @Test func schedulesNameTheirNextUpdate() {
        let periodic = TimelineTickerProperties(timing: PeriodicTimelineSchedule.periodic(from: Date(timeIntervalSinceReferenceDate: 10), by: 5).timing)
        #expect(periodic.nextDate(after: Date(timeIntervalSinceReferenceDate: 12)) == Date(timeIntervalSinceReferenceDate: 15))
        #expect(periodic.nextDate(after: Date(timeIntervalSinceReferenceDate: 15)) == Date(timeIntervalSinceReferenceDate: 20))
        #expect(periodic.nextDate(after: Date(timeIntervalSinceReferenceDate: 0)) == Date(timeIntervalSinceReferenceDate: 10), "not before the start")
        let explicit = TimelineTickerProperties(timing: ExplicitTimelineSchedule.explicit([Date(timeIntervalSinceReferenceDate: 3), Date(timeIntervalSinceReferenceDate: 1)]).timing)
        #expect(explicit.nextDate(after: Date(timeIntervalSinceReferenceDate: 2)) == Date(timeIntervalSinceReferenceDate: 3))
        #expect(explicit.nextDate(after: Date(timeIntervalSinceReferenceDate: 3)) == nil, "none left")
        #expect(TimelineTickerProperties(timing: AnimationTimelineSchedule.animation.timing).nextDate(after: .now) == nil)
    }
}
