import Cells
import CellsTesting
import Testing

/// `TextField(value:format:)` as SwiftUI's: typing leaves the value alone; Return or the
/// focus leaving the field commits it (text that does not parse shows the value again); over
/// an optional, empty text or text that is not a value commits nil.
private struct Amounts: View {
    @Owned var amount = 1.5
    @Owned var quantity: Int? = 3
    @Owned var submitted = "nothing"

    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .number)
                .onSubmit { submitted = "\(amount)" }
            TextField("Quantity", value: $quantity, format: .number)
            Text("amount \(amount), quantity \(quantity.map { "\($0)" } ?? "none"), submitted \(submitted)")
            Button("Model") { amount = 42 }
        }
    }
}

@MainActor @Suite struct TextFieldCommitTests {
    @Test func typingLeavesTheValueAloneUntilReturnCommitsIt() throws {
        let host = ViewHost(Amounts())
        try host.replaceText(in: "Amount", with: "")
        try host.type("12", into: "Amount")
        _ = try host.label("amount 1.5, quantity 3, submitted nothing")
        #expect(try host.textField("Amount").text == "12", "the field keeps what is typed")
        try host.submit("Amount")
        _ = try host.label("amount 12.0, quantity 3, submitted 12.0")  // .onSubmit sees the committed value
        #expect(try host.textField("Amount").text == "12")
    }

    @Test func theFocusLeavingTheFieldCommitsIt() throws {
        let host = ViewHost(Amounts())
        try host.replaceText(in: "Amount", with: "7.25")
        _ = try host.label(startingWith: "amount 1.5,")
        try host.moveFocus(outOf: "Amount")
        _ = try host.label("amount 7.25, quantity 3, submitted nothing")
    }

    @Test func committedTextShowsFormattedAndTextThatIsNotAValueShowsTheValueAgain() throws {
        let host = ViewHost(Amounts())
        try host.replaceText(in: "Amount", with: "2.50")
        try host.submit("Amount")
        _ = try host.label(startingWith: "amount 2.5,")
        #expect(try host.textField("Amount").text == 2.5.formatted(.number))
        try host.replaceText(in: "Amount", with: "2.5x!")
        try host.moveFocus(outOf: "Amount")
        _ = try host.label(startingWith: "amount 2.5,")
        #expect(try host.textField("Amount").text == 2.5.formatted(.number), "the text goes back to the value")
        try host.tap("Model")
        #expect(try host.textField("Amount").text == "42")
    }

    @Test func anOptionalValueCommitsNilForEmptyTextOrTextThatIsNotAValue() throws {
        let host = ViewHost(Amounts())
        #expect(try host.textField("Quantity").text == "3")
        try host.replaceText(in: "Quantity", with: "")
        _ = try host.label(startingWith: "amount 1.5, quantity 3,")
        try host.submit("Quantity")
        _ = try host.label(startingWith: "amount 1.5, quantity none,")
        #expect(try host.textField("Quantity").text == "", "nil shows the placeholder")
        try host.type("5", into: "Quantity")
        try host.moveFocus(outOf: "Quantity")
        _ = try host.label(startingWith: "amount 1.5, quantity 5,")
        try host.replaceText(in: "Quantity", with: "five")
        try host.submit("Quantity")
        _ = try host.label(startingWith: "amount 1.5, quantity none,")
        #expect(try host.textField("Quantity").text == "")
    }
}
