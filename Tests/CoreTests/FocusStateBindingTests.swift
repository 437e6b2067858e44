import Cells
import CellsTesting
import Testing

/// `FocusState<Value>.Binding`: a parent's `$focus` handed to a child view, which reads,
/// writes and binds the same focus (both spellings: a plain parameter and `@FocusState.Binding`).
private enum Field: Hashable { case name, email }

private struct NameFields: View {
    var focus: FocusState<Field?>.Binding
    @Owned var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused(focus, equals: .name)
            Button("To Email") { focus.wrappedValue = .email }
        }
    }
}

private struct EmailField: View {
    @FocusState.Binding var focus: Field?
    @Owned var email = ""

    var body: some View {
        VStack {
            TextField("Email", text: $email).focused($focus, equals: .email)
            Text("child sees \(focus.map { "\($0)" } ?? "none")")
        }
    }
}

private struct NotesField: View {
    var isFocused: FocusState<Bool>.Binding
    @Owned var notes = ""

    var body: some View {
        TextField("Notes", text: $notes).focused(isFocused)
    }
}

private struct SignUpForm: View {
    @FocusState private var focus: Field?
    @FocusState private var notesFocused: Bool

    var body: some View {
        VStack {
            NameFields(focus: $focus)
            EmailField(focus: $focus)
            NotesField(isFocused: $notesFocused)
            Text("parent sees \(focus.map { "\($0)" } ?? "none"), notes \(notesFocused)")
            Button("To Notes") { notesFocused = true }
        }
    }
}

@MainActor private func wantsFocus(_ widget: RecordedWidget) -> Bool {
    (widget.attributes[FocusAttribute.self] ?? []).contains { $0.wantsFocus }
}

@MainActor @Suite struct FocusStateBindingTests {
    @Test func aChildWritesTheParentsFocusThroughItsBinding() throws {
        let host = ViewHost(SignUpForm())
        try host.tap("To Email")
        _ = try host.label("parent sees email, notes false")
        _ = try host.label("child sees email")
        #expect(wantsFocus(try host.textField("Email")))
        #expect(!wantsFocus(try host.textField("Name")))
        try host.tap("To Notes")
        #expect(wantsFocus(try host.textField("Notes")))
    }

    @Test func theUserFocusingAChildsFieldWritesTheParentsState() throws {
        let host = ViewHost(SignUpForm())
        for request in try host.textField("Name").attributes[FocusAttribute.self] ?? [] { request.reporter.focusChanged(true) }
        host.settle()
        _ = try host.label("parent sees name, notes false")
        _ = try host.label("child sees name")
        for request in try host.textField("Notes").attributes[FocusAttribute.self] ?? [] { request.reporter.focusChanged(true) }
        host.settle()
        _ = try host.label("parent sees name, notes true")
    }
}
