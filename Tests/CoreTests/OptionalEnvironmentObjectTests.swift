import Cells
import CellsTesting
import Observation
import Testing

@Observable private final class Library {
    var name: String
    init(name: String) { self.name = name }
}

/// Reads the library if there is one: SwiftUI's `@Environment(Library.self) var library: Library?`.
private struct LibraryCaption: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library.map { "Library: \($0.name)" } ?? "No library") }
}

/// The non-optional form, inferred from the initializer alone, next to the optional one.
private struct RequiredCaption: View {
    @Environment(Library.self) private var library
    var body: some View { Text("Required: \(library.name)") }
}

@MainActor
@Suite struct OptionalEnvironmentObjectTests {
    @Test func anOptionalEnvironmentObjectIsNilWhenNoAncestorPutOneThere() throws {
        let host = ViewHost(LibraryCaption())
        _ = try host.label("No library")
        #expect(host.graph.failures.isEmpty, "a missing optional object is not an error: \(host.graph.failures)")
    }

    @Test func anOptionalEnvironmentObjectIsTheObjectWhenOneIsThereAndFollowsIt() throws {
        let library = Library(name: "Town")
        let host = ViewHost(VStack { LibraryCaption(); RequiredCaption() }.environment(library))
        _ = try host.label("Library: Town")
        _ = try host.label("Required: Town")
        library.name = "City"
        host.settle()
        _ = try host.label("Library: City")
        #expect(host.graph.failures.isEmpty)
    }

    @Test func theNonOptionalFormStillNamesTheMissingType() throws {
        let host = ViewHost(RequiredCaption())
        #expect(host.graph.failures.first?.contains("No environment object of type Library") == true)
    }
}
