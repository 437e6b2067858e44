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
