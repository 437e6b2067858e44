import Cells
import CellsTesting
import Testing

/// A custom dynamic property that caches a value derived from its `@Owned` cell in `update()`.
@propertyWrapper
private struct Doubled: DynamicProperty {
    @Owned private var base = 1
    private var cached = 0

    var wrappedValue: Int { cached }

    /// Raises the base value.
    func increment() { base += 1 }

    mutating func update() { cached = base * 2 }
}

/// Two levels: a custom property holding another, each caching in `update()`.
@propertyWrapper
private struct Labelled: DynamicProperty {
    @Doubled private var doubled: Int
    private var label = "unset"

    var wrappedValue: String { label }
    func increment() { _doubled.increment() }

    mutating func update() { label = "twice: \(doubled)" }
}

@MainActor
@Suite struct DynamicPropertyUpdateTests {
    @Test func whatUpdateStoresIsWhatBodyReads() throws {
        struct Screen: View {
            @Doubled var doubled: Int
            var body: some View { Button("Doubled \(doubled)") { _doubled.increment() } }
        }
        let host = ViewHost(Screen())
        try host.tap("Doubled 2")
        try host.tap("Doubled 4")
        _ = try host.button("Doubled 6")
    }

    @Test func aNestedCustomPropertySeesItsInnerUpdate() throws {
        struct Screen: View {
            @Labelled var label: String
            var body: some View { Button(label) { _label.increment() } }
        }
        let host = ViewHost(Screen())
        try host.tap("twice: 2")
        _ = try host.button("twice: 4")
    }

    @Test func aRecreatedStructIsUpdatedBeforeItsBody() throws {
        struct Child: View {
            let title: String
            @Doubled var doubled: Int
            var body: some View { Button("\(title) \(doubled)") { _doubled.increment() } }
        }
        struct Parent: View {
            @Owned private var title = "a"
            var body: some View {
                VStack {
                    Button("Rename") { title += "a" }
                    Child(title: title)
                }
            }
        }
        let host = ViewHost(Parent())
        try host.tap("a 2")
        try host.tap("Rename")
        _ = try host.button("aa 4")
    }
}
