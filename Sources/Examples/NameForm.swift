// Name form, from shared/examples/NameForm.swift. Changes from the seed: `import Cells` and
// `public` on the views the demo opens.
//
// Name form: a value-type model edited through key-path bindings.
// - The label reads "Your name is Bilbo Baggins." at start.
// - Typing in the "First name" entry changes the label on every keystroke; same for "Last name".
// - "Count +1" increments the count shown as "Count: N"; the entries keep their text and cursor.
// - The struct is replaced as a whole on each write, and the view sees every replacement.
import Cells

struct User {
    var firstName = "Bilbo"
    var lastName = "Baggins"
    var count = 0
}

public struct NameForm: View {
    @Owned private var user = User()

    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            Text("Your name is \(user.firstName) \(user.lastName).")
            TextField("First name", text: $user.firstName)
            TextField("Last name", text: $user.lastName)
            HStack {
                Button("Count +1") { user.count += 1 }
                Text("Count: \(user.count)")
            }
        }
        .padding()
    }
}

// A plain stored property cannot be changed from an action; an @Owned one can,
// because its setter writes storage outside the struct.
public struct MutabilityDemo: View {
    @Owned private var flag = false

    public init() {}

    public var body: some View {
        Button(flag ? "Flag is on" : "Flag is off") { flag = true }
    }
}

#Preview("Name form", traits: .portrait) {
    NameForm()
}
