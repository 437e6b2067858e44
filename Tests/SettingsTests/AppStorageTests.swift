import CellsGtk
import CellsTesting
import Examples
import Foundation
import Gtk
import Testing

private enum Size: Int { case small = 1, large = 2 }

/// One view with a setting of every supported type, and buttons that set them.
private struct EveryType: View {
    @AppStorage("bool") var bool = false
    @AppStorage("int") var int = 1
    @AppStorage("double") var double = 1.5
    @AppStorage("string") var string = "a"
    @AppStorage("url") var url = URL(string: "https://example.org")!
    @AppStorage("data") var data = Data([1, 2])
    @AppStorage("optionalInt") var optionalInt: Int?
    @AppStorage("optionalString") var optionalString: String?
    @AppStorage("theme") var theme: Theme = .system
    @AppStorage("size") var size: Size = .small

    var summary: String {
        "\(bool) \(int) \(double) \(string) \(url.absoluteString) \(Array(data)) \(optionalInt.map(String.init) ?? "nil") \(optionalString ?? "nil") \(theme.rawValue) \(size.rawValue)"
    }

    var body: some View {
        VStack {
            Text(summary)
            Button("Change all") {
                bool = true
                int = -42
                double = 2.25
                string = "line one, \"quoted\" = [x]"
                url = URL(string: "file:///tmp/a%20b")!
                data = Data([0, 255, 7])
                optionalInt = 9
                optionalString = "set"
                theme = .dark
                size = .large
            }
            Button("Clear") { optionalInt = nil }
        }
    }
}

@MainActor
@Suite(.serialized) struct AppStorageTests {
    @Test func everySupportedTypeRoundTripsThroughARealKeyFile() throws {
        let fixture = SettingsFixture()
        let (store, _) = fixture.openStore()
        let host = ViewHost(EveryType().defaultAppStorage(store))
        let defaults = "false 1 1.5 a https://example.org [1, 2] nil nil system 1"
        _ = try host.label(defaults)
        try host.tap("Change all")
        let changed = "true -42 2.25 line one, \"quoted\" = [x] file:///tmp/a%20b [0, 255, 7] 9 set dark 2"
        _ = try host.label(changed)
        store.flush()
        #expect(fixture.readFile()?.contains("theme=dark") == true, "enums are stored by raw value")
        #expect(fixture.readFile()?.contains("size=2") == true)

        // A restart: a new store on the same file.
        let (restarted, _) = fixture.openStore()
        let second = ViewHost(EveryType().defaultAppStorage(restarted))
        _ = try second.label(changed)

        // Writing nil removes the key, and a restart reads nil.
        try second.tap("Clear")
        restarted.flush()
        #expect(fixture.readFile()?.contains("optionalInt") == false)
        let (third, _) = fixture.openStore()
        _ = try ViewHost(EveryType().defaultAppStorage(third)).label(changed.replacingOccurrences(of: " 9 set ", with: " nil set "))
    }

    @Test func twoWrappersOfOneKeyStayInSync() throws {
        let fixture = SettingsFixture()
        let (store, _) = fixture.openStore()
        let first = ViewHost(SettingsView().defaultAppStorage(store))
        let second = ViewHost(SettingsView().defaultAppStorage(store))
        try first.tap("Older")
        second.settle()
        _ = try second.label("Age 13, theme system, tab 0")
        try second.replaceText(in: "Nickname", with: "wei")
        first.settle()
        #expect(try first.textField("Nickname").text == "wei")
    }

    @Test func anEditByAnotherProgramReachesTheViews() throws {
        let fixture = SettingsFixture()
        try fixture.writeFile("[Settings]\nage=20\n")
        let (store, persistence) = fixture.openStore()
        let host = ViewHost(SettingsView().defaultAppStorage(store))
        _ = try host.label("Age 20, theme system, tab 0")

        try fixture.writeFile("[Settings]\nage=33\ntheme=dark\n")
        fixture.waitFor { persistence.externalChangeCount > 0 }
        host.settle()
        _ = try host.label("Age 33, theme dark, tab 0")
    }

    @Test func aFileDamagedByAnotherProgramWhileRunningIsMovedAsideAndRewritten() throws {
        let fixture = SettingsFixture()
        try fixture.writeFile("[Settings]\nage=20\n")
        let (store, persistence) = fixture.openStore()
        let host = ViewHost(SettingsView().defaultAppStorage(store))
        try fixture.writeFile("not a key file [[[")
        fixture.waitFor { fixture.readFile()?.contains("age=20") == true }
        host.settle()
        _ = try host.label("Age 20, theme system, tab 0")
        #expect(persistence.warnings.count == 1)
        #expect(persistence.warnings.first?.contains("the app keeps its current settings") == true)
        let side = try #require(fixture.sideFiles().first)
        #expect(try String(contentsOfFile: side, encoding: .utf8) == "not a key file [[[")
    }

    @Test func ourOwnWritesDoNotComeBackAsExternalEdits() throws {
        let fixture = SettingsFixture()
        let (store, persistence) = fixture.openStore()
        let host = ViewHost(SettingsView().defaultAppStorage(store))
        try host.tap("Older")
        fixture.waitFor { persistence.saveCount == 1 }
        fixture.waitFor({ false }, timeout: 0.3)
        #expect(persistence.externalChangeCount == 0)
        _ = try host.label("Age 13, theme system, tab 0")
    }

    @Test func aBurstOfWritesIsSavedOnceWithTheLastValue() throws {
        let fixture = SettingsFixture()
        let (store, persistence) = fixture.openStore(saveDelay: 100)
        let host = ViewHost(SettingsView().defaultAppStorage(store))
        for _ in 0..<100 { try host.tap("Older") }
        #expect(persistence.saveCount == 0, "nothing is written on the keystroke path")
        fixture.waitFor { persistence.saveCount > 0 }
        fixture.waitFor({ false }, timeout: 0.2)
        #expect(persistence.saveCount <= 2)
        #expect(fixture.readFile()?.contains("age=112") == true)
    }

    @Test func flushWritesPendingValuesAtOnce() throws {
        let fixture = SettingsFixture()
        let (store, _) = fixture.openStore(saveDelay: 60_000)
        let host = ViewHost(SettingsView().defaultAppStorage(store))
        try host.tap("Dark")
        store.flush()
        #expect(fixture.readFile()?.contains("theme=dark") == true)
    }
}

@MainActor
@Suite(.serialized) struct DamagedSettingsTests {
    /// Checks the common promise: defaults, one warning naming the file, the original kept
    /// aside byte for byte, and the app keeps working (and saving).
    private func checkRecovery(
        fixture: SettingsFixture, original: String?, problem: String
    ) throws {
        let (store, persistence) = fixture.openStore()
        let host = ViewHost(SettingsView().defaultAppStorage(store))
        _ = try host.label("Age 12, theme system, tab 0")
        #expect(persistence.warnings.count == 1, "\(persistence.warnings)")
        let warning = try #require(persistence.warnings.first)
        #expect(warning.contains(fixture.path))
        #expect(warning.contains(problem), "\(warning)")
        let side = try #require(fixture.sideFiles().first, "the damaged file was not kept")
        if let original {
            #expect(try String(contentsOfFile: side, encoding: .utf8) == original)
        }
        try host.tap("Older")
        store.flush()
        #expect(fixture.readFile()?.contains("age=13") == true, "the app keeps saving")
        if let original {
            #expect(try String(contentsOfFile: side, encoding: .utf8) == original, "the damaged copy was overwritten")
        }
    }

    @Test func aCorruptFileIsMovedAside() throws {
        let fixture = SettingsFixture()
        let garbage = "[Settings\nage==\u{1}\n[[[\n"
        try fixture.writeFile(garbage)
        try checkRecovery(fixture: fixture, original: garbage, problem: "is not a valid settings file")
    }

    @Test func anUnreadableFileIsMovedAside() throws {
        let fixture = SettingsFixture()
        try fixture.writeFile("")
        let bytes: [UInt8] = Array("[Settings]\nage=".utf8) + [0xff, 0xfe, 0x0a]
        try Data(bytes).write(to: URL(fileURLWithPath: fixture.path))
        try checkRecovery(fixture: fixture, original: nil, problem: "cannot be read")
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.sideFiles()[0])) == Data(bytes))
    }

    @Test func aDirectoryWhereTheFileShouldBeIsMovedAside() throws {
        let fixture = SettingsFixture()
        try FileManager.default.createDirectory(atPath: fixture.path, withIntermediateDirectories: true)
        try checkRecovery(fixture: fixture, original: nil, problem: "is a directory")
    }

    @Test func aValueOfTheWrongTypeGivesTheDefaultAndKeepsTheFile() throws {
        let fixture = SettingsFixture()
        let original = "[Settings]\nage=twelve\nnickname=frodo\n"
        try fixture.writeFile(original)
        let (store, persistence) = fixture.openStore()
        let host = ViewHost(SettingsView().defaultAppStorage(store))
        _ = try host.label("Age 12, theme system, tab 0")
        #expect(try host.textField("Nickname").text == "frodo", "readable values are still used")
        #expect(persistence.warnings.count == 1)
        #expect(persistence.warnings.first?.contains("\"age\" is \"twelve\", which is not an integer") == true)
        let copy = try #require(fixture.sideFiles().first)
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == original)
        try host.tap("Dark")
        store.flush()
        #expect(fixture.readFile()?.contains("age=twelve") == false, "the unreadable value is dropped")
        #expect(fixture.readFile()?.contains("nickname=frodo") == true)
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == original, "the copy keeps it")
    }

    /// Opens the settings window on the file as a launch does; returns the warnings it gave,
    /// once the save that follows (if any) is done.
    private func launch(_ fixture: SettingsFixture) throws -> [String] {
        let (store, persistence) = fixture.openStore()
        let host = ViewHost(SettingsView().defaultAppStorage(store))
        _ = try host.label("Age 12, theme system, tab 0")
        fixture.waitFor({ fixture.readFile()?.contains("purple") == false }, timeout: 1)
        store.flush()
        return persistence.warnings
    }

    @Test func aValueOfTheWrongTypeIsCleanedUpSoTheNextLaunchDoesNotWarnOrCopyAgain() throws {
        let fixture = SettingsFixture()
        let original = "[Settings]\ntheme=purple\nnickname=frodo\n"
        try fixture.writeFile(original)

        let first = try launch(fixture)
        #expect(first.count == 1 && first[0].contains("\"theme\" is \"purple\""), "\(first)")
        #expect(fixture.readFile()?.contains("theme=purple") == false, "the file no longer holds the bad value")
        #expect(fixture.readFile()?.contains("nickname=frodo") == true, "readable values stay")
        #expect(fixture.sideFiles().count == 1)

        let second = try launch(fixture)
        #expect(second.isEmpty, "\(second)")
        #expect(fixture.sideFiles().count == 1, "no new copy")
    }

    @Test func theSameDamageAgainKeepsOneCopyAndANewDamageAnother() throws {
        let fixture = SettingsFixture()
        let damaged = "[Settings]\ntheme=purple\n"
        try fixture.writeFile(damaged)
        _ = try launch(fixture)
        try fixture.writeFile(damaged)  // the user writes the same bad value by hand again
        let again = try launch(fixture)
        #expect(again.count == 1, "it is a bad value again: warned")
        #expect(fixture.sideFiles().count == 1, "one copy per distinct damage")
        #expect(try String(contentsOfFile: fixture.sideFiles()[0], encoding: .utf8) == damaged)

        try fixture.writeFile("[Settings]\ntheme=mauve\n")
        _ = try launch(fixture)
        #expect(fixture.sideFiles().count == 2, "another damage, another copy")
    }
}
