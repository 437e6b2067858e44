import Cells
import Testing

/// A scene without `.defaultSize` lets its windows grow to their content; one with it does not.
@MainActor
@Suite struct WindowGroupSizeTests {
    @Test func aWindowGroupWithoutADefaultSizeGrowsToItsContent() {
        let description = WindowGroup("Loan") { Text("Form") }.windowDescriptions[0]
        #expect(description.growsToContent)
        #expect(description.defaultSize == (480, 320))
    }

    @Test func aDefaultSizeIsKeptAsGiven() {
        let description = WindowGroup("Loan") { Text("Form") }.defaultSize(width: 600, height: 400).windowDescriptions[0]
        #expect(!description.growsToContent)
        #expect(description.defaultSize == (600, 400))
    }

    @Test func anUntitledWindowGroupKeepsItsSizing() {
        let description = WindowGroup { Text("Form") }.windowDescriptions[0].titled("FocusTimer")
        #expect(description.growsToContent)
        #expect(description.title == "FocusTimer")
    }
}
