import Cells
import CellsTesting
import Foundation
import Testing

@MainActor @Suite struct LazyGridTests {
    struct Tile: Identifiable {
        let id: Int
        var isStarred = false
    }

    struct Photos: View {
        @Owned var tiles = (0..<100_000).map { Tile(id: $0) }
        var body: some View {
            VStack {
                Text("\(tiles.filter(\.isStarred).count) starred")
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], spacing: 6) {
                        ForEach($tiles) { $tile in
                            Button(tile.isStarred ? "★ \(tile.id)" : "\(tile.id)") { tile.isStarred.toggle() }
                        }
                    }
                }
            }
        }
    }

    @Test func aLazyGridMakesOnlyTheItemsInSightAndKeepsTheirState() throws {
        let host = ViewHost(Photos())
        let grid = try #require(host.widgets(of: LazyGridProperties.self).first)
        #expect(grid.rowCount == 100_000)
        #expect(host.backend.rowWidgetsMade == host.backend.visibleRowCount, "a screenful of items, not 100,000")
        #expect((try? host.button("0")) != nil, "the first item is made")
        #expect((try? host.button("50000")) == nil, "an item out of sight is not made")

        try host.tap("3")
        #expect(host.labelTexts.contains("1 starred"))
        #expect((try? host.button("★ 3")) != nil, "the item shows its element's new value")

        host.backend.scroll(grid, toRow: 99_990)
        host.settle()
        #expect((try? host.button("99995")) != nil, "items come as they scroll into sight")
        #expect((try? host.button("★ 3")) == nil, "and those out of sight go")
        #expect(host.backend.rowWidgetsMade <= 2 * host.backend.visibleRowCount)
        host.backend.scroll(grid, toRow: 0)
        host.settle()
        #expect((try? host.button("★ 3")) != nil, "a starred item scrolled back is still starred")
    }

    @Test func gridItemsGiveGTKsColumnCountsAndSizes() {
        let adaptive = LazyGridProperties(axis: .vertical, items: [GridItem(.adaptive(minimum: 96, maximum: 160))])
        #expect(adaptive.itemsAcross == 1...64, "as many as fit")
        #expect(adaptive.itemMinimumLength == 96)
        #expect(adaptive.itemMaximumLength == 160)
        let three = LazyGridProperties(axis: .vertical, items: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.fixed(80))])
        #expect(three.itemsAcross == 3...3, "one column per item")
        #expect(three.itemMinimumLength == 80)
        #expect(three.itemMaximumLength == nil, "flexible items grow")
        let rows = LazyGridProperties(axis: .horizontal, items: [GridItem(.fixed(40), spacing: 4), GridItem(.fixed(40))], lineSpacing: 12)
        #expect(rows.itemsAcross == 2...2 && rows.itemSpacing == 4 && rows.lineSpacing == 12)
    }
}

@MainActor @Suite struct LazyStackTests {
    struct Messages: View {
        let count: Int
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(0..<count, id: \.self) { Text("Message \($0)") }
                }
            }
        }
    }

    @Test func aLazyStackMakesOnlyTheViewsInSight() throws {
        let host = ViewHost(Messages(count: 100_000))
        let stack = try #require(host.widgets(of: LazyStackProperties.self).first)
        #expect(stack.properties(as: LazyStackProperties.self) == LazyStackProperties(axis: .vertical, spacing: 12))
        #expect(stack.rowCount == 100_000)
        #expect(host.backend.rowWidgetsMade == host.backend.visibleRowCount)
        #expect(host.labelTexts.contains("Message 0"))
        #expect(!host.labelTexts.contains("Message 50000"))
        host.backend.scroll(stack, toRow: 50_000)
        host.settle()
        #expect(host.labelTexts.contains("Message 50000"))
        #expect(!host.labelTexts.contains("Message 0"))
    }
}
