import Cells
import CellsTesting
import Testing

/// `.onReceive(model.objectWillChange)` and `.onReceive(model.$property)` with Cells'
/// `ObservableObject`, as with Combine's.
@MainActor
@Suite(.serialized) struct ObjectWillChangeReceiveTests {
    final class Document: ObservableObject {
        @Published var text = ""
        @Published var revision = 0
    }

    private struct Editor: View {
        let document: Document
        @Owned private var unsaved = 0
        @Owned private var lastRevision = -1
        var body: some View {
            VStack {
                Text("unsaved \(unsaved)")
                Text("revision \(lastRevision)")
                Button("Save") { unsaved = 0 }
            }
            .onReceive(document.objectWillChange) { _ in unsaved += 1 }
            .onReceive(document.$revision) { revision in lastRevision = revision }
        }
    }

    @Test func objectWillChangeRunsTheActionBeforeEachChange() throws {
        let document = Document()
        let (host, warnings) = Diagnostics.collectingWarnings { ViewHost(Editor(document: document)) }
        _ = try host.label("unsaved 0")
        document.text = "a"
        document.text = "ab"
        host.settle()
        _ = try host.label("unsaved 2")
        try host.tap("Save")
        _ = try host.label("unsaved 0")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aPublishedPropertysPublisherSendsTheCurrentValueThenEachNewOne() throws {
        let document = Document()
        document.revision = 3
        let (host, warnings) = Diagnostics.collectingWarnings { ViewHost(Editor(document: document)) }
        _ = try host.label("revision 3")
        document.revision = 4
        host.settle()
        _ = try host.label("revision 4")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func theSubscriptionEndsWhenTheViewLeaves() throws {
        struct Holder: View {
            let document: Document
            @Owned private var shown = true
            var body: some View {
                VStack {
                    if shown { Editor(document: document) }
                    Button("Hide") { shown = false }
                }
            }
        }
        let document = Document()
        let host = ViewHost(Holder(document: document))
        #expect(document.objectWillChange.subscriberCount == 1)
        try host.tap("Hide")
        #expect(document.objectWillChange.subscriberCount == 0)
        var received: [Int] = []
        let cancellable = document.$revision.sink { received.append($0) }
        document.revision = 1
        cancellable.cancel()
        document.revision = 2
        #expect(received == [0, 1])
    }
}
