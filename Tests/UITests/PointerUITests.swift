import CellsGtk
import CellsUITesting
import Testing

/// Texts that count single and double taps, and a scrolling column of rows.
struct TapsAndRows: View {
    @Owned private var taps = 0
    @Owned private var doubleTaps = 0

    var body: some View {
        VStack {
            Text("Tap here").onTapGesture { taps += 1 }
            Text("Double-tap here").onTapGesture(count: 2) { doubleTaps += 1 }
            Text("\(taps) taps, \(doubleTaps) double taps")
            ScrollView {
                VStack {
                    ForEach(0..<60, id: \.self) { row in Text("Row \(row)") }
                }
            }
            .frame(height: 120)
        }
    }
}

/// Clicks, double clicks and the wheel go through GTK's gestures and scrolling as a person's do.
@MainActor
@Suite(.serialized)
struct PointerUITests {
    @Test func clicksAndDoubleClicksReachTheTapGestures() throws {
        let app = try UIApplication(TapsAndRows(), height: 360)
        defer { try? app.terminate() }
        try app.staticTexts["Tap here"].click()
        #expect(app.staticTexts["1 taps, 0 double taps"].exists)
        try app.staticTexts["Double-tap here"].doubleClick()
        #expect(app.staticTexts["1 taps, 1 double taps"].exists, "\(app.staticTexts.labels)")
        try app.terminate()
    }

    @Test func theWheelScrollsTheRowsUnderThePointer() throws {
        let app = try UIApplication(TapsAndRows(), height: 360)
        defer { try? app.terminate() }
        let first = app.staticTexts["Row 0"]
        let before = first.frame
        try app.staticTexts["Row 2"].scroll(byDeltaX: 0, deltaY: 3)
        #expect(first.frame.y < before.y)
        // Row 0 is above the viewport now: the pointer goes over a row still in sight.
        try app.staticTexts["Row 5"].scroll(byDeltaX: 0, deltaY: -10)
        #expect(first.frame == before)
        try app.terminate()
    }
}
