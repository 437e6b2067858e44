import Cells
import CellsTesting
import Examples
import Testing

/// Literals of the built-in views are localization keys; string values are shown as they are.
@MainActor
@Suite struct LocalizationTests {
    private let chinese: [String: String] = [
        "Change Title": "更改标题",
        "Insert Title": "输入标题",
        "Change Validation": "切换有效性",
        "Your name is %@ %@.": "你的名字是%2$@%1$@。",
        "Count: %@": "计数：%@",
        "Show favorites only": "只显示收藏",
        "Next": "下一个",
        "Score: %@": "分数：%@",
    ]

    @Test func interpolationsBecomePlaceholdersInTheKey() {
        let count = 5
        let name = "Bilbo"
        let key: LocalizedStringKey = "Hello \(name), \(count) left at 100%"
        #expect(key.key == "Hello %@, %@ left at 100%%")
        #expect(key.arguments == ["Bilbo", "5"])
        #expect(key.resolved() == "Hello Bilbo, 5 left at 100%")
        let plain: LocalizedStringKey = "100% plain"
        #expect(plain.key == "100% plain")
        #expect(plain.resolved() == "100% plain")
    }

    @Test func keysAndValuesSurviveCharactersOfSeveralBytes() {
        let name = "Zoë"
        let key: LocalizedStringKey = "Grüße, \(name) – \(3)% 🎉"
        #expect(key.key == "Grüße, %@ – %@%% 🎉")
        #expect(key.arguments == ["Zoë", "3"])
        #expect(key.resolved() == "Grüße, Zoë – 3% 🎉")
        Localization.withCatalog(["Grüße, %@ – %@%% 🎉": "%2$@%% – salut, %1$@"]) {
            #expect(key.resolved() == "3% – salut, Zoë")
        }
        // A value that starts inside a character: a combining accent after a literal "e".
        let accent = "\u{301}"
        let combined: LocalizedStringKey = "Cafe\(accent) 100%"
        #expect(combined.key == "Cafe%@ 100%%")
        #expect(combined.arguments == [accent])
        #expect(combined.resolved() == "Café 100%")
    }

    @Test func keysWithTheSameTextButOtherValuesDiffer() {
        let (a, b) = ("a", "b")
        let first: LocalizedStringKey = "\(a)b"
        let second: LocalizedStringKey = "a\(b)"
        #expect(first != second, "the same text, but the value is another part of it")
        #expect(first.key == "%@b" && second.key == "a%@")
        #expect(first == "\(a)b" as LocalizedStringKey)
        #expect(LocalizedStringKey("ab") != first, "a plain key is not a format")
    }

    @Test func translationsMayReorderTheValues() {
        let (a, b) = ("a", "b")
        let catalog = [
            "%@ – %@ (%%)": "%2$@ – %1$@ (%%)",
            "%@ and %@ and %@": "%@ and %lld and %s",
            "%@ then %@": "%@ %@ %@",
            "%@ off": "50% off, 3%, %@",
        ]
        Localization.withCatalog(catalog) {
            #expect(("\(a) – \(b) (%)" as LocalizedStringKey).resolved() == "b – a (%)")
            #expect(("\(a) and \(1) and \(b)" as LocalizedStringKey).resolved() == "a and 1 and b")
            #expect(("\(a) then \(b)" as LocalizedStringKey).resolved() == "a b %@", "a missing value keeps its placeholder")
            #expect(("\(a) off" as LocalizedStringKey).resolved() == "50% off, 3%, a")
        }
    }

    @Test func literalsAreTranslatedAndStringValuesAreNot() {
        let title = "Change Title"
        Localization.withCatalog(chinese) {
            #expect(shown(Text("Change Title")) == "更改标题")
            #expect(shown(Text(title)) == "Change Title", "a String variable picks the StringProtocol initialiser")
            #expect(shown(Text(verbatim: "Change Title")) == "Change Title")
            #expect(shown(Text(title[...])) == "Change Title")
            #expect(shown(Text(LocalizedStringKey(title))) == "更改标题", "a key made from a value is looked up")
            #expect(shown(Text("No translation for this")) == "No translation for this")
            #expect(Localization.string("Next") == "下一个")
        }
        #expect(shown(Text("Change Title")) == "Change Title", "outside the catalog's scope, the key")
    }

    @Test func theTitleEditorInChinese() throws {
        try Localization.withCatalog(chinese) {
            let host = ViewHost(TitleEditor())
            _ = try host.label("Default Title (13)")  // "%@ (%@)": no translation, values put in
            _ = try host.button("切换有效性")
            try host.type("你好", into: "输入标题")
            try host.tap("更改标题")
            _ = try host.label("你好 (2)")
        }
    }

    @Test func theNameFormReordersItsValues() throws {
        try Localization.withCatalog(chinese) {
            let host = ViewHost(NameForm())
            _ = try host.label("你的名字是BagginsBilbo。")
            try host.tap("Count +1")
            _ = try host.label("计数：1")
        }
    }

    @Test func toggleAndNavigationTitles() throws {
        try Localization.withCatalog(chinese) {
            let host = ViewHost(ProductsView())
            _ = try host.toggles["只显示收藏"]
            let navigation = ViewHost(NavigatingScoreView())
            try navigation.tap("下一个")
            _ = try navigation.label("下一个")  // the pushed page's title
            _ = try navigation.label("分数：0")
        }
    }

    @Test func bothLiteralsOfATernaryAreKeys() throws {
        try Localization.withCatalog(["Flag is off": "标志已关闭", "Flag is on": "标志已开启"]) {
            let host = ViewHost(MutabilityDemo())
            try host.tap("标志已关闭")
            _ = try host.button("标志已开启")
        }
    }

    @Test func windowTitlesAreTranslatedAndIdsAreNot() {
        Localization.withCatalog(["Title Editor": "标题编辑器"]) {
            let window = WindowGroup("Title Editor") { Text(verbatim: "") }.windowDescriptions[0]
            #expect(window.title == "标题编辑器")
            #expect(window.id == "title-editor")
            let name = "Title Editor"
            #expect(WindowGroup(name) { Text(verbatim: "") }.windowDescriptions[0].title == "Title Editor")
        }
    }

    private func shown(_ text: Text) -> String {
        ViewHost(text).labelTexts.first ?? "(no label)"
    }

    @Test func theEmptyKeyIsNeverLookedUp() {
        Localization.withCatalog(["": "Project-Id-Version: header"]) {
            #expect(shown(Text("")) == "")
        }
    }
}
