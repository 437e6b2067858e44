import Cells
import CellsTesting
import Testing

/// A header bar's icon buttons and a body with icon buttons, named or not.
private struct Editor: View {
    @Owned var saves = 0
    @Owned var prints = 0
    @Owned var copies = 0

    var body: some View {
        VStack {
            Text("Saved \(saves), printed \(prints), copied \(copies)")
            Button("Print", systemImage: "document-print-symbolic") { prints += 1 }
            Button { copies += 1 } label: { Image(systemName: "edit-copy-symbolic") }
                .accessibilityLabel("Copy")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Save", systemImage: "document-save-symbolic") { saves += 1 }
            }
        }
    }
}

private struct Unnamed: View {
    var body: some View {
        HStack {
            Button {} label: { Image(systemName: "edit-delete-symbolic") }
        }
    }
}

@MainActor
@Suite struct IconOnlyButtonTests {
    @Test func aSystemImageButtonIsNamedByItsTitleAndShowsOnlyItsIconInAToolbar() throws {
        let (host, warnings) = Diagnostics.collectingWarnings { ViewHost(Editor()) }
        #expect(warnings.isEmpty, "every icon button has a name: \(warnings)")

        let save = try host.button(named: "Save")
        #expect(save.labelText.isEmpty, "in the toolbar: the icon only")
        #expect(save.allDescendants.contains { $0.properties(as: ImageProperties.self)?.source == .icon("document-save-symbolic") })
        #expect(host.accessibilityName(of: save) == "Save")
        try host.tap(named: "Save")
        _ = try host.label("Saved 1, printed 0, copied 0")

        // Outside a toolbar: the icon and the title, which names it.
        let print = try host.button("Print")
        #expect(print.properties(as: ButtonProperties.self)?.accessibilityName == nil)
        #expect(host.accessibilityName(of: print) == "Print")

        // An image label with an accessibility label: that is its name.
        let copy = try host.button(named: "Copy")
        #expect(copy.labelText.isEmpty)
        try host.tap(named: "Copy")
        _ = try host.label("Saved 1, printed 0, copied 1")
    }

    @Test func anUnnamedIconOnlyButtonWarnsWithItsPathAndFallsBackToTheIconsName() throws {
        let (host, warnings) = Diagnostics.collectingWarnings { ViewHost(Unnamed()) }
        #expect(warnings == [
            "icon-only button needs .accessibilityLabel(_:); screen readers get the icon's name \"edit delete\" instead (path: Unnamed > HStack > Button)",
        ])
        let button = try host.button(named: "edit delete")
        #expect(button.properties(as: ButtonProperties.self)?.accessibilityName == "edit delete")

        // Once per button, not per update.
        let (_, later) = Diagnostics.collectingWarnings { host.settle() }
        #expect(later.isEmpty)
    }

    @Test func iconNamesBecomeWords() {
        #expect(IconNameWords.of("go-previous-symbolic") == "go previous")
        #expect(IconNameWords.of("weather-clear") == "weather clear")
    }
}

/// The words an icon name gives, through a button's derived name.
@MainActor
private enum IconNameWords {
    static func of(_ icon: String) -> String? {
        let host = ViewHost(Button {} label: { Image(systemName: icon) }.accessibilityLabel("x"))
        return host.widgets(of: ButtonProperties.self).first?.properties(as: ButtonProperties.self)?.accessibilityName
    }
}
