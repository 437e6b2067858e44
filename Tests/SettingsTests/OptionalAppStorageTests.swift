import CellsGtk
import CellsTesting
import Foundation
import Testing

private enum Sort: String { case title, author }
private enum Density: Int { case compact = 1, roomy = 2 }

/// SwiftUI's optional settings: every optional type, and optional enums of String and Int raw
/// values, declared without a default.
private struct OptionalSettings: View {
    @AppStorage("name") var name: String?
    @AppStorage("count") var count: Int?
    @AppStorage("ratio") var ratio: Double?
    @AppStorage("flag") var flag: Bool?
    @AppStorage("blob") var blob: Data?
    @AppStorage("link") var link: URL?
    @AppStorage("sort") var sort: Sort?
    @AppStorage("density") var density: Density?

    var summary: String {
        [
            name ?? "nil", count.map(String.init) ?? "nil", ratio.map { "\($0)" } ?? "nil", flag.map { "\($0)" } ?? "nil",
            blob.map { "\(Array($0))" } ?? "nil", link?.absoluteString ?? "nil", sort?.rawValue ?? "nil",
            density.map { "\($0.rawValue)" } ?? "nil",
        ].joined(separator: " ")
    }

    var body: some View {
        VStack {
            Text(summary)
            Button("Set all") {
                name = "Ann"
                count = 3
                ratio = 0.5
                flag = false
                blob = Data([9])
                link = URL(string: "https://gnome.org")
                sort = .author
                density = .roomy
            }
            Button("Clear all") {
                name = nil
                count = nil
                ratio = nil
                flag = nil
                blob = nil
                link = nil
                sort = nil
                density = nil
            }
        }
    }
}

/// `@SceneStorage` of an optional enum.
private struct SceneSort: View {
    @SceneStorage("sort") var sort: Sort?
    var body: some View {
        VStack {
            Text("Sort: \(sort?.rawValue ?? "none")")
            Button("By author") { sort = .author }
            Button("Unsorted") { sort = nil }
        }
    }
}

@MainActor
@Suite(.serialized) struct OptionalAppStorageTests {
    static let allNil = "nil nil nil nil nil nil nil nil"
    static let allSet = "Ann 3 0.5 false [9] https://gnome.org author 2"

    @Test func optionalsAreNilWhenAbsentStoredWhenSetAndRemovedWhenNil() throws {
        let fixture = SettingsFixture()
        let (store, _) = fixture.openStore()
        let host = ViewHost(OptionalSettings(), defaultAppStorage: store)
        _ = try host.label(Self.allNil)
        try host.tap("Set all")
        _ = try host.label(Self.allSet)
        store.flush()
        let file = try #require(fixture.readFile())
        #expect(file.contains("sort=author"), "an optional enum is stored by its raw value: \(file)")
        #expect(file.contains("density=2"))
        #expect(file.contains("name=Ann") && file.contains("count=3"))

        // A restart reads them back.
        let (restarted, _) = fixture.openStore()
        let second = ViewHost(OptionalSettings(), defaultAppStorage: restarted)
        _ = try second.label(Self.allSet)

        // Writing nil removes each key from the file.
        try second.tap("Clear all")
        _ = try second.label(Self.allNil)
        restarted.flush()
        let cleared = fixture.readFile() ?? ""
        for key in ["name", "count", "ratio", "flag", "blob", "link", "sort", "density"] {
            #expect(!cleared.contains("\(key)="), "writing nil removes \(key): \(cleared)")
        }
    }

    @Test func anUnreadableOptionalEnumReadsAsNilWithAWarning() throws {
        let fixture = SettingsFixture()
        try fixture.writeFile("[Settings]\nsort=shelf\ndensity=7\ncount=many\nname=Bo\n")
        let (store, persistence) = fixture.openStore()
        let host = ViewHost(OptionalSettings(), defaultAppStorage: store)
        _ = try host.label("Bo nil nil nil nil nil nil nil")
        let warnings = persistence.warnings.joined(separator: "\n")
        #expect(warnings.contains("\"sort\" is \"shelf\", which is not one of the Sort values"), "\(warnings)")
        #expect(warnings.contains("\"density\" is \"7\""), "\(warnings)")
        #expect(warnings.contains("\"count\" is \"many\", which is not an integer"), "\(warnings)")
    }

    @Test func sceneStorageKeepsAnOptionalEnumPerWindow() throws {
        let scene = SceneStore.make()
        var environment = EnvironmentValues()
        environment.sceneStore = scene
        let host = ViewHost(SceneSort(), environment: environment)
        _ = try host.label("Sort: none")
        try host.tap("By author")
        _ = try host.label("Sort: author")
        #expect(scene.allRawValues["sort"] == "author")
        try host.tap("Unsorted")
        _ = try host.label("Sort: none")
        #expect(scene.allRawValues["sort"] == nil, "writing nil removes the value")
    }
}
