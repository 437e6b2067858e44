// Title editor, from shared/examples/TitleEditor.swift. Changes from the seed: `import Cells`
// and `public` on the views the demo opens; "Change Title" is the default button
// (`.keyboardShortcut(.defaultAction)`), so Enter in the entry presses it.
//
// Window "Title Editor". A label shows the title with its length: "Default Title (13)".
// Below it an entry with placeholder "Insert Title" and a button "Change Title".
// - Typing into the entry changes nothing above it; each keystroke is stored in titleInput.
// - "Change Title" copies the entry's text into the title, clears the entry, and the label
//   shows the new title and its length; the title turns blue once it differs from the default.
// - "Change Validation" flips isValid and sets the title to "Valid" / "Invalid".
// - Starting the editor with an initial input (init(initialInput:)) puts that text in the entry.
// - The header view only holds bindings: the state lives in TitleEditor.
import Cells

public struct TitleEditor: View {
    @Owned private var title: String = "Default Title"
    @Owned private var titleInput: String = ""
    @Owned private var isValid: Bool = true

    public init(initialInput: String = "") {
        _titleInput = Owned(initialValue: initialInput)
    }

    public var body: some View {
        VStack(spacing: 8) {
            HeaderView(title: $title, titleInput: $titleInput)
            HStack {
                Button("Change Title") {
                    title = titleInput
                    titleInput = ""
                }
                .keyboardShortcut(.defaultAction)
                Button(action: {
                    isValid.toggle()
                    title = isValid ? "Valid" : "Invalid"
                }, label: { Text("Change Validation") })
            }
            Spacer()
        }
        .padding()
    }
}

public struct HeaderView: View {
    @Binding var title: String
    @Binding var titleInput: String
    let counter: Int

    public init(title: Binding<String>, titleInput: Binding<String>) {
        _title = title
        _titleInput = titleInput
        counter = _title.wrappedValue.count
    }

    public var body: some View {
        VStack {
            Text("\(title) (\(counter))")
                .foregroundColor(title == "Default Title" ? .primary : .blue)
                .padding(10)
            TextField("Insert Title", text: $titleInput)
        }
    }
}

// A header on its own, fed with constant and hand-made bindings (no owner at all).
public struct HeaderPreview: View {
    public init() {}

    public var body: some View {
        // Each header is a group named for a screen reader, so its "Insert Title" field is
        // told apart from the other's (as SwiftUI code does with the same modifiers).
        VStack {
            HeaderView(title: .constant("My Preview Title"), titleInput: .constant(""))
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Constant title")
            HeaderView(
                title: Binding(get: { "Computed" }, set: { print("title set to \($0)") }),
                titleInput: Binding(get: { "" }, set: { _ in })
            )
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Computed title")
        }
    }
}

#Preview("Title editor") {
    TitleEditor()
}
