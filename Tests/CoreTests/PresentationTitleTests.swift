import Cells
import CellsTesting
import Testing

/// An alert's or a dialog's title given as a `String` value or a `Text`, as SwiftUI allows:
/// ported code titles alerts with a model's text (`alert(item.name, …)`).
@MainActor
@Suite struct PresentationTitleTests {
    struct Titled: View {
        let name: String
        @Owned var alerts = false
        @Owned var asks = false
        @Owned var asksAbout = false
        @Owned var chose = "nothing"

        var body: some View {
            VStack {
                Text("Chose: \(chose)")
                Button("Alert") { alerts = true }
                Button("Ask") { asks = true }
                Button("Ask About") { asksAbout = true }
            }
            .alert(name, isPresented: $alerts) {
                Button("Fine") { chose = "fine" }
            }
            .confirmationDialog(Text("Keep \(name)?"), isPresented: $asks, titleVisibility: .visible) {
                Button("Keep") { chose = "keep" }
            }
            .confirmationDialog(name, isPresented: $asksAbout, titleVisibility: .visible, presenting: name.count) { length in
                Button("Count \(length)") { chose = "count \(length)" }
            } message: { length in
                Text("\(length) letters")
            }
        }
    }

    @Test func aStringValueTitlesAnAlertAsItIs() throws {
        // "%d" would be a format placeholder in a translated key; a String value is shown as it is.
        let host = ViewHost(Titled(name: "100%d Pure"))
        try host.tap("Alert")
        _ = try host.label("100%d Pure")
        try host.tap("Fine")
        _ = try host.label("Chose: fine")
        #expect(host.presentations.isEmpty)
    }

    @Test func aTextTitlesAConfirmationDialog() throws {
        let host = ViewHost(Titled(name: "Dune"))
        try host.tap("Ask")
        _ = try host.label("Keep Dune?")
        try host.tap("Keep")
        _ = try host.label("Chose: keep")
    }

    @Test func aStringValueTitlesADialogPresentingData() throws {
        let host = ViewHost(Titled(name: "Emma"))
        try host.tap("Ask About")
        _ = try host.label("Emma")
        _ = try host.label("4 letters")
        try host.tap("Count 4")
        _ = try host.label("Chose: count 4")
    }
}

/// `presenting:` keeps the data the alert was presented with: SwiftUI ignores changes made to
/// it afterwards, so a button acts on the item the user was asked about.
@MainActor
@Suite struct PresentedDataTests {
    struct Queue: View {
        @Owned var current = "Dune"
        @Owned var asks = false
        @Owned var deleted = "nothing"

        var body: some View {
            VStack {
                Text("Deleted \(deleted)")
                Button("Ask") { asks = true }
                Button("Next") { current = "Emma" }
            }
            .alert("Delete?", isPresented: $asks, presenting: current) { title in
                Button("Delete \(title)", role: .destructive) { deleted = title }
            } message: { title in
                Text("\(title) goes.")
            }
        }
    }

    @Test func dataChangedWhileTheAlertIsUpIsIgnored() throws {
        let host = ViewHost(Queue())
        try host.tap("Ask")
        try host.tap("Next")  // the data changes behind the alert
        _ = try host.label("Dune goes.")
        try host.tap("Delete Dune")
        _ = try host.label("Deleted Dune")
        // The next presentation takes the data as it is then.
        try host.tap("Ask")
        _ = try host.label("Emma goes.")
        try host.tap("Delete Emma")
        _ = try host.label("Deleted Emma")
    }
}
