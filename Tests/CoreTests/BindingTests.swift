import Cells
import CellsTesting
import Testing

private struct Person {
    var name = "Ann"
    var age = 30
}

private struct PersonEditor: View {
    @Owned private var person = Person()
    var body: some View {
        VStack {
            Text("\(person.name), \(person.age)")
            NameEditor(name: $person.name)
        }
    }
}

private struct NameEditor: View {
    @Binding var name: String
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Shout") { name = name.uppercased() }
        }
    }
}

@MainActor
@Suite struct BindingTests {
    @Test func aKeyPathBindingWritesThroughToTheOwner() throws {
        let host = ViewHost(PersonEditor())
        try host.tap("Shout")
        _ = try host.label("ANN, 30")
        try host.type("E", into: "Name")
        _ = try host.label("ANNE, 30")
    }

    @Test func aKeyPathBindingOnGetterAndSetterReplacesTheWholeValue() {
        var stored = Person()
        var replacements = 0
        let person = Binding(get: { stored }, set: { stored = $0; replacements += 1 })
        let name = person.name
        name.wrappedValue = "Bo"
        #expect(stored.name == "Bo")
        #expect(stored.age == 30)
        #expect(replacements == 1)
        #expect(name.wrappedValue == "Bo")
    }

    @Test func aConstantIgnoresWrites() {
        let constant = Binding.constant(5)
        constant.wrappedValue = 6
        #expect(constant.wrappedValue == 5)
        let projected = Binding.constant(Person()).name
        projected.wrappedValue = "Changed"
        #expect(projected.wrappedValue == "Ann")
    }

    @Test func aChildWithTheSameBindingIsNotReEvaluated() throws {
        struct Parent: View {
            @Owned var person = Person()
            @Owned var unrelated = 0
            var body: some View {
                VStack {
                    Text("\(unrelated)")
                    Button("Unrelated") { unrelated += 1 }
                    NameEditor(name: $person.name)
                }
            }
        }
        let host = ViewHost(Parent())
        let before = host.bodyEvaluations(of: NameEditor.self)
        try host.tap("Unrelated")
        _ = try host.label("1")
        #expect(host.bodyEvaluations(of: NameEditor.self) == before)
    }
}
