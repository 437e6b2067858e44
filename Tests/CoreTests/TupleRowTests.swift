import Cells
import CellsTesting
import Testing

/// Six numbers; each row shows "Even n" and/or "Third n", and numbers that are neither make
/// no row.
private struct TwoConditionRows: View {
    var body: some View {
        List {
            ForEach(0..<6) { number in
                if number.isMultiple(of: 2) { Text("Even \(number)") }
                if number.isMultiple(of: 3) { Text("Third \(number)") }
            }
        }
    }
}

/// A `TupleView` keeps the builder's tuple and reads its views only when asked (a list asks
/// each element's content only whether it is empty).
@MainActor
@Suite struct TupleRowTests {
    @Test func aRowOfSeveralViewsIsLeftOutOnlyWhenAllAreEmptyAndShowsThemInOrder() throws {
        let host = ViewHost(TwoConditionRows())
        let list = try host.list()
        #expect(list.rowCount == 4)
        #expect(host.labelTexts == ["Even 0", "Third 0", "Even 2", "Third 3", "Even 4"])
    }
}
