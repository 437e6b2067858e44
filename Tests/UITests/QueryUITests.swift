import CellsGtk
import CellsUITesting
import Testing

/// A list of books with a check box each, a field, and a button without a name.
struct Shelf: View {
    @Owned private var read: Set<String> = ["Dune"]
    @Owned private var note = ""
    let books = ["Dune", "Middlemarch", "Piranesi"]

    var body: some View {
        VStack {
            ForEach(books, id: \.self) { book in
                HStack {
                    Text(book)
                    Toggle("Read \(book)", isOn: Binding(get: { read.contains(book) }, set: { on in
                        if on { read.insert(book) } else { read.remove(book) }
                    }))
                }
            }
            Text("\(read.count) read")
            TextField("Note", text: $note)
        }
    }
}

/// What queries find and what a failed one says.
@MainActor
@Suite(.serialized)
struct QueryUITests {
    @Test func queriesCountMatchAndIndexInTreeOrder() throws {
        let app = try UIApplication(Shelf())
        defer { try? app.terminate() }
        #expect(app.toggles.count == 3)
        #expect(app.toggles.labels == ["Read Dune", "Read Middlemarch", "Read Piranesi"])
        #expect(app.toggles.matching { $0.isOn }.labels == ["Read Dune"])
        #expect(app.toggles.element(boundBy: 2).label == "Read Piranesi")
        #expect(!app.toggles.element(boundBy: 3).exists)
        try app.toggles.element(boundBy: 1).click()
        #expect(app.toggles["Read Middlemarch"].isOn)
        #expect(app.toggles["Read Middlemarch"].value == "1")
        #expect(app.staticTexts["2 read"].exists)
        try app.terminate()
    }

    @Test func aFailedQueryListsWhatTheWindowHas() throws {
        let app = try UIApplication(Shelf(), title: "Shelf")
        defer { try? app.terminate() }
        UIApplication.defaultTimeout = 0.2
        defer { UIApplication.defaultTimeout = 10 }
        let error = #expect(throws: UITestingError.self) { try app.buttons["Borrow"].click() }
        let message = error?.description ?? ""
        #expect(message.contains(#"no element matches buttons["Borrow"]"#))
        #expect(message.contains(#"window "Shelf""#))
        #expect(message.contains(#"toggle "Read Piranesi""#))
        #expect(message.contains(#"text field "Note""#))
        try app.terminate()
    }

    @Test func typingGoesThroughTheKeyboardIntoTheFocusedField() throws {
        let app = try UIApplication(Shelf())
        defer { try? app.terminate() }
        try app.textFields["Note"].typeText("Größe → 5")
        #expect(app.textFields["Note"].value == "Größe → 5")
        #expect(app.textFields["Note"].hasFocus)
        #expect(app.focusedElement.label == "Note")
        try app.typeKey(.delete)
        #expect(app.textFields["Note"].value == "Größe → ")
        try app.terminate()
    }

    @Test func launchingWhatIsNotThereSaysSo() throws {
        let error = #expect(throws: UITestingError.self) { try UIApplication(launching: "no-such-app") }
        #expect(error?.description.contains("no executable at") == true)
    }
}
