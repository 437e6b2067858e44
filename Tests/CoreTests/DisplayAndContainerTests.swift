import Cells
import CellsTesting
import Foundation
import Testing

private struct Gallery: View {
    @Owned var done = 0.25
    @Owned var busy = true

    var body: some View {
        Form {
            Section("Units", footer: "One foot is 0.3048 m.") {
                LabeledContent("Result", value: "3.28 ft")
                Label("Convert", systemImage: "view-refresh-symbolic")
            }
            Section {
                ProgressView(value: done)
                if busy { ProgressView() }
                Divider()
                Link("GNOME", destination: URL(string: "https://www.gnome.org")!)
            }
        }
        ScrollView(.horizontal) { HStack { Text("a"); Divider(); Text("b") } }
        ZStack(alignment: .topLeading) { Image(systemName: "image-x-generic"); Text("over") }
        Grid {
            GridRow { Text("Metres"); Text("1.00") }
            GridRow { Text("Feet"); Text("3.28"); Text("ft") }
            Divider()
        }
        Button("Step") { done = 0.5; busy = false }
    }
}

@MainActor @Suite struct DisplayAndContainerTests {
    @Test func displaysAreRecordedWithWhatTheyShow() throws {
        let host = ViewHost(Gallery())
        #expect(try host.widget(of: ImageProperties.self).properties(as: ImageProperties.self)?.source == .icon("view-refresh-symbolic"))
        _ = try host.label("Convert")
        let bars = host.widgets(of: ProgressProperties.self).compactMap { $0.properties(as: ProgressProperties.self) }
        #expect(bars == [ProgressProperties(fraction: 0.25), ProgressProperties(fraction: nil)])
        #expect(try host.widget(of: LinkProperties.self).properties(as: LinkProperties.self)?.destination == "https://www.gnome.org")
        let dividers = host.widgets(of: DividerProperties.self).compactMap { $0.properties(as: DividerProperties.self)?.isVertical }
        #expect(dividers == [false, true, false], "a divider in an HStack is vertical")
        try host.tap("Step")
        #expect(host.widgets(of: ProgressProperties.self).compactMap { $0.properties(as: ProgressProperties.self) } == [ProgressProperties(fraction: 0.5)])
    }

    @Test func containersHoldTheirViews() throws {
        let host = ViewHost(Gallery())
        let sections = host.widgets(of: SectionProperties.self)
        #expect(sections.first?.properties(as: SectionProperties.self) == SectionProperties(header: "Units", footer: "One foot is 0.3048 m."))
        #expect(sections.first?.children.count == 2)
        let labeled = try host.widget(of: LabeledContentProperties.self, labelled: "3.28 ft")
        #expect(labeled.properties(as: LabeledContentProperties.self)?.title == "Result")
        #expect(try host.widget(of: ScrollProperties.self).properties(as: ScrollProperties.self) == ScrollProperties(horizontal: true, vertical: false))
        #expect(try host.widget(of: OverlayProperties.self).children.count == 2)
        let grid = try host.widget(of: GridProperties.self)
        #expect(grid.properties(as: GridProperties.self)?.rowLengths == [2, 3, 1])
        #expect(grid.children.count == 6)
    }
}
