import CGtk
import CellsGtk
import Examples
import Foundation
import Glibc
import Gtk
import XCTest

/// The demo's zh_CN translation on real widgets: po/zh_CN.po compiled with msgfmt, looked up
/// through gettext with LANG=zh_CN.UTF-8, as `App.main()` sets it up.
final class TranslationWindowTests: XCTestCase {
    private var localeDirectory = ""
    private var savedEnvironment: [String: String?] = [:]
    private var savedLocale = "C"

    override func setUpWithError() throws {
        try onMainActor { try RealWindow.requireDisplay() }
        localeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("cells-locale-\(getpid())").path
        try compile(language: "zh_CN", into: localeDirectory)
        for name in ["LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"] {
            savedEnvironment[name] = getenv(name).map { String(cString: $0) }
        }
        savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
        unsetenv("LANGUAGE")
        unsetenv("LC_ALL")
        unsetenv("LC_MESSAGES")
        setenv("LANG", "zh_CN.UTF-8", 1)
        // Works whether or not zh_CN.UTF-8 was generated (locale-gen): without it, C.UTF-8 and
        // LANGUAGE=zh_CN.
        Gettext.setLocaleFromEnvironment()
        Localization.catalog = GettextCatalog(domain: "dev.cells.Demo", localeDirectory: localeDirectory)
    }

    override func tearDown() {
        Localization.catalog = nil
        for (name, value) in savedEnvironment {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        setlocale(LC_ALL, savedLocale)
        try? FileManager.default.removeItem(atPath: localeDirectory)
    }

    func testTheTitleEditorInChinese() throws {
        try onMainActor {
            let window = try RealWindow(TitleEditor())
            defer { window.close() }
            XCTAssertNoThrow(try window.label("Default Title（13）"), "the key \"%@ (%@)\" translated, the values put in")
            XCTAssertNoThrow(try window.button("切换有效性"))
            try window.type("你好", into: "输入标题")
            try window.click("更改标题")
            XCTAssertNoThrow(try window.label("你好（2）"))
        }
    }

    func testTheNameFormPutsItsValuesWhereTheTranslationSays() throws {
        try onMainActor {
            let window = try RealWindow(NameForm())
            defer { window.close() }
            XCTAssertNoThrow(try window.label("你的名字是Bilbo·Baggins。"))
            XCTAssertNoThrow(try window.entry("名"))
            XCTAssertNoThrow(try window.entry("姓"))
            try window.click("计数 +1")
            XCTAssertNoThrow(try window.label("计数：1"))
        }
    }

    func testNavigationAndTogglesInChinese() throws {
        try onMainActor {
            let products = try RealWindow(ProductsView())
            defer { products.close() }
            try products.clickCheckBox("只显示收藏")

            let navigation = try RealWindow(NavigatingScoreView())
            defer { navigation.close() }
            try navigation.click("下一个")
            XCTAssertTrue(try XCTUnwrap(navigation.hosted).backButton.isVisible, "the header bar's back button")
            XCTAssertNoThrow(try navigation.label("分数：0"))
            XCTAssertNoThrow(try navigation.label("嗯……"))
        }
    }

    func testMissingTranslationsAndStringValuesShowAsWritten() throws {
        try onMainActor {
            let name = "Change Title"
            let next = "Next"
            let window = try RealWindow(VStack {
                Text("Not in the catalog: \(3)")
                Text(name)
                Cells.Button(next) {}
            })
            defer { window.close() }
            XCTAssertNoThrow(try window.label("Not in the catalog: 3"))
            XCTAssertNoThrow(try window.label("Change Title"), "a String value is not translated")
            XCTAssertNoThrow(try window.button("Next"))
        }
    }

    /// A fresh Debian 12 has no zh_CN.UTF-8 locale until locale-gen: the process then runs in
    /// C.UTF-8 and asks gettext for zh_CN through LANGUAGE.
    func testALanguageWhoseLocaleIsNotInstalledIsStillShown() throws {
        setenv("LANG", "zh_CN.NOT-INSTALLED", 1)
        unsetenv("LANGUAGE")
        XCTAssertEqual(Gettext.setLocaleFromEnvironment(), "C.UTF-8")
        XCTAssertEqual(getenv("LANGUAGE").map { String(cString: $0) }, "zh_CN")
        try onMainActor {
            let window = try RealWindow(TitleEditor())
            defer { window.close() }
            XCTAssertNoThrow(try window.button("更改标题"))
            XCTAssertNoThrow(try window.entry("输入标题"))
        }
    }

    func testWindowTitlesAreTranslated() throws {
        try onMainActor {
            let window = WindowGroup("Title Editor") { TitleEditor() }.windowDescriptions[0]
            XCTAssertEqual(window.title, "标题编辑器")
            XCTAssertEqual(window.id, "title-editor")
        }
    }

    /// Runs msgfmt on po/LANGUAGE.po of this checkout.
    private func compile(language: String, into directory: String) throws {
        let checkout = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        let folder = "\(directory)/\(language)/LC_MESSAGES"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        msgfmt.arguments = ["msgfmt", "--check", "-o", "\(folder)/dev.cells.Demo.mo", "\(checkout)/po/\(language).po"]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0, "msgfmt failed (Debian package gettext)")
    }
}
