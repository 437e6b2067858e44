import Cells
import CellsTesting
import Testing

private enum Field: Hashable { case name, email }

private struct FieldNameKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var fieldName: String? {
        get { self[FieldNameKey.self] }
        set { self[FieldNameKey.self] = newValue }
    }
}

private struct DraftKey: FocusedValueKey { typealias Value = Binding<String> }

extension FocusedValues {
    fileprivate var draft: Binding<String>? {
        get { self[DraftKey.self] }
        set { self[DraftKey.self] = newValue }
    }
}

/// A toolbar outside the form that edits whichever draft has the focus.
private struct Toolbar: View {
    @FocusedBinding(\.draft) var draft
    var body: some View {
        Button("Shout") { draft = draft?.uppercased() }
    }
}

private struct Drafts: View {
    @Owned var first = "one"
    @Owned var second = "two"
    var body: some View {
        VStack {
            TextField("First", text: $first).focusedValue(\.draft, $first)
            TextField("Second", text: $second).focusedValue(\.draft, $second)
            Text("\(first) \(second)")
            Toolbar()
        }
    }
}

private struct StatusLine: View {
    @FocusedValue(\.fieldName) var fieldName
    var body: some View { Text("editing \(fieldName ?? "nothing")") }
}

private struct SignUp: View {
    @FocusState var focus: Field?
    @FocusState var notesFocused: Bool
    @Owned var name = ""
    @Owned var email = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name).focusedValue(\.fieldName, "name")
            TextField("Email", text: $email).focused($focus, equals: .email).focusedValue(\.fieldName, "email")
            TextField("Notes", text: $name).focused($notesFocused)
            Text("focus \(focus.map { "\($0)" } ?? "none"), notes \(notesFocused)")
            Button("Email") { focus = .email }
            Button("Notes") { notesFocused = true }
            StatusLine()
        }
    }
}

@MainActor private func requests(_ widget: RecordedWidget) throws -> [FocusRequest] {
    try #require(widget.attributes[FocusAttribute.self])
}

@MainActor @Suite struct FocusTests {
    @Test func writingTheFocusStateAsksTheWidgetForTheFocus() throws {
        let host = ViewHost(SignUp())
        #expect(try requests(host.textField("Email")).contains { $0.wantsFocus } == false)
        try host.tap("Email")
        #expect(try requests(host.textField("Email")).contains { $0.wantsFocus })
        #expect(try requests(host.textField("Name")).contains { $0.wantsFocus } == false)
        try host.tap("Notes")
        #expect(try requests(host.textField("Notes")).contains { $0.wantsFocus })
    }

    @Test func theUserMovingTheFocusWritesTheStateAndTheFocusedValue() throws {
        let host = ViewHost(SignUp())
        _ = try host.label("editing nothing")
        for request in try requests(host.textField("Name")) { request.reporter.focusChanged(true) }
        host.settle()
        _ = try host.label("focus name, notes false")
        _ = try host.label("editing name")
        for request in try requests(host.textField("Name")) { request.reporter.focusChanged(false) }
        for request in try requests(host.textField("Email")) { request.reporter.focusChanged(true) }
        host.settle()
        _ = try host.label("focus email, notes false")
        _ = try host.label("editing email")
        for request in try requests(host.textField("Email")) { request.reporter.focusChanged(false) }
        host.settle()
        _ = try host.label("focus none, notes false")
        _ = try host.label("editing nothing")
    }

    @Test func aFocusedBindingEditsTheFocusedViewsValue() throws {
        let host = ViewHost(Drafts())
        for request in try requests(host.textField("Second")) { request.reporter.focusChanged(true) }
        host.settle()
        try host.tap("Shout")
        _ = try host.label("one TWO")
        for request in try requests(host.textField("Second")) { request.reporter.focusChanged(false) }
        for request in try requests(host.textField("First")) { request.reporter.focusChanged(true) }
        host.settle()
        try host.tap("Shout")
        _ = try host.label("ONE TWO")
        for request in try requests(host.textField("First")) { request.reporter.focusChanged(false) }
        host.settle()
    }
}

/// A focused field that leaves the view: the focus goes with it, and its `@FocusState` reads
/// nil (false), as SwiftUI's does, rather than naming a field that is not there.
private struct Collapsible: View {
    @FocusState var focus: Field?
    @FocusState var emailFocused: Bool
    @Owned var showsName = true
    @Owned var showsEmail = true
    @Owned var name = ""

    var body: some View {
        VStack {
            if showsName { TextField("Name", text: $name).focused($focus, equals: .name) }
            if showsEmail { TextField("Email", text: $name).focused($emailFocused) }
            Text("focus \(focus.map { "\($0)" } ?? "none"), email \(emailFocused)")
            Button("Hide Name") { showsName = false }
            Button("Hide Email") { showsEmail = false }
        }
    }
}

@MainActor @Suite struct FocusedViewRemovedTests {
    @Test func aFocusedFieldThatLeavesClearsItsFocusState() throws {
        let host = ViewHost(Collapsible())
        for request in try requests(host.textField("Name")) { request.reporter.focusChanged(true) }
        host.settle()
        _ = try host.label("focus name, email false")
        try host.tap("Hide Name")
        _ = try host.label("focus none, email false")
    }

    @Test func aFocusedBoolFieldThatLeavesClearsItsFocusState() throws {
        let host = ViewHost(Collapsible())
        for request in try requests(host.textField("Email")) { request.reporter.focusChanged(true) }
        host.settle()
        _ = try host.label("focus none, email true")
        try host.tap("Hide Email")
        _ = try host.label("focus none, email false")
    }
}
