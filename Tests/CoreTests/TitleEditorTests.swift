import Cells
import CellsTesting
import Examples
import Testing

/// The behaviours in the header of shared/examples/TitleEditor.swift, driven like a user.
@MainActor
@Suite struct TitleEditorTests {
    @Test func showsTheDefaultTitleWithItsLength() throws {
        let host = ViewHost(TitleEditor())
        let title = try host.label("Default Title (13)")
        #expect(title.foregroundColor == nil)
        #expect(try host.textField("Insert Title").text == "")
        _ = try host.button("Change Title")
        _ = try host.button("Change Validation")
    }

    @Test func typingChangesNothingAboveTheEntry() throws {
        let host = ViewHost(TitleEditor())
        let title = try host.label("Default Title (13)")
        let editorEvaluations = host.bodyEvaluations(of: TitleEditor.self)
        let titleWrites = title.writes(of: "text")

        try host.type("Hello", into: "Insert Title")

        #expect(try host.textField("Insert Title").text == "Hello")
        #expect(title.text == "Default Title (13)")
        #expect(title.writes(of: "text") == titleWrites)
        #expect(host.bodyEvaluations(of: TitleEditor.self) == editorEvaluations)
    }

    @Test func changeTitleCopiesTheInputAndClearsTheEntry() throws {
        let host = ViewHost(TitleEditor())
        try host.type("Hello", into: "Insert Title")
        try host.tap("Change Title")

        let title = try host.label("Hello (5)")
        #expect(title.foregroundColor == .blue)
        #expect(try host.textField("Insert Title").text == "")
    }

    @Test func theEditorItselfIsEvaluatedOnlyWhenTheTitleChanges() throws {
        let host = ViewHost(TitleEditor())
        try host.type("Hello", into: "Insert Title")
        try host.tap("Change Title")
        #expect(host.bodyEvaluations(of: TitleEditor.self) == 2)
        #expect(host.bodyEvaluations(of: HeaderView.self) == 2)
    }

    @Test func titleTurnsBlueOnlyWhenItDiffersFromTheDefault() throws {
        let host = ViewHost(TitleEditor())
        try host.type("Default Title", into: "Insert Title")
        try host.tap("Change Title")
        #expect(try host.label("Default Title (13)").foregroundColor == nil)
    }

    @Test func changeValidationFlipsBetweenInvalidAndValid() throws {
        let host = ViewHost(TitleEditor())
        try host.tap("Change Validation")
        #expect(try host.label("Invalid (7)").foregroundColor == .blue)
        try host.tap("Change Validation")
        _ = try host.label("Valid (5)")
    }

    @Test func initialInputIsPutInTheEntry() throws {
        let host = ViewHost(TitleEditor(initialInput: "Draft"))
        #expect(try host.textField("Insert Title").text == "Draft")
        try host.tap("Change Title")
        _ = try host.label("Draft (5)")
    }

    @Test func initialInputIsUsedOnlyOnce() throws {
        // A parent that re-creates the editor with a new initial input on every render.
        struct Parent: View {
            @Owned var renders = 0
            var body: some View {
                VStack {
                    Button("Render \(renders)") { renders += 1 }
                    TitleEditor(initialInput: "Input \(renders)")
                }
            }
        }
        let host = ViewHost(Parent())
        try host.tap("Render 0")
        #expect(try host.textField("Insert Title").text == "Input 0")
    }

    @Test func headerPreviewWorksWithConstantAndHandMadeBindings() throws {
        let host = ViewHost(HeaderPreview())
        _ = try host.label("My Preview Title (16)")
        _ = try host.label("Computed (8)")
        #expect(host.widgets.filter { $0.is(TextFieldProperties.self) }.count == 2)
    }

    @Test func typingIntoAConstantBindingIsUndone() throws {
        let host = ViewHost(HeaderPreview())
        try host.type("x", into: "Insert Title")
        #expect(host.widgets.filter { $0.is(TextFieldProperties.self) }.allSatisfy { $0.text == "" })
    }
}
