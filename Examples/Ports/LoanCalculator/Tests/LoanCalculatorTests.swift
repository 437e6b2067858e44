@testable import LoanCalculator
import Cells
import CellsTesting
import Foundation
import Testing

/// Drives the ported calculator as its user does and checks what it shows.
@MainActor @Suite struct LoanCalculatorTests {
    private func euros(_ value: Double) -> String {
        value.formatted(.currency(code: "EUR"))
    }

    /// The text shown at the end of the row that starts with `title`.
    private func value(in host: ViewHost, after title: String) throws -> String {
        let texts = host.labelTexts
        guard let index = texts.firstIndex(of: title), texts.indices.contains(index + 1) else {
            throw LoanTestError.noRow(title, texts)
        }
        return texts[index + 1]
    }

    @Test func typingTheLoanShowsTheFormattedPayment() throws {
        let host = ViewHost(LoanCalculatorView())
        #expect(host.navigationTitle == "Loan Calculator")
        #expect(try value(in: host, after: "Payment") == euros(1251.56))
        try host.replaceText(in: "Amount", with: "100000")
        try host.submit("Amount")  // a value field commits on Return, as in SwiftUI
        try host.replaceText(in: "Interest rate", with: "6")
        try host.moveFocus(outOf: "Interest rate")  // or when the focus leaves it
        // 100,000 at 6 % over 25 years, monthly: 644.30 a month.
        #expect(try value(in: host, after: "Payment") == euros(644.30))
        #expect(try value(in: host, after: "Rate per period") == "0.500%")
        #expect(try value(in: host, after: "Number of payments") == "300")
        #expect(try value(in: host, after: "Total interest") == euros(93_290.42))
        let field = try host.textField("Amount")
        #expect(field.text == euros(100_000), "the field shows the amount in the currency's format once typed")
        // The summary comes from a Combine pipeline (CombineLatest3, map, assign(to:)).
        let percent = (0.06).formatted(.percent)
        #expect(host.labelTexts.contains("\(euros(100_000)) over 25 years at \(percent)"), "\(host.labelTexts)")
    }

    @Test func termAndFrequencyPickersChangeTheSchedule() throws {
        let host = ViewHost(LoanCalculatorView())
        let term = try host.widget(of: PickerProperties.self, "term") { $0.titles.first == "10 y" }
        #expect(term.properties(as: PickerProperties.self)?.style == .segmented)
        try host.perform(PickerActions.self, on: term) { $0.select(0) }
        #expect(try value(in: host, after: "Number of payments") == "120")
        let frequency = try host.widget(of: PickerProperties.self, "frequency") { $0.titles.first == "Monthly" }
        try host.perform(PickerActions.self, on: frequency) { $0.select(2) }
        #expect(try value(in: host, after: "Number of payments") == "520")
        #expect(try value(in: host, after: "Rate per period") == (0.035 / 52).formatted(.percent.precision(.fractionLength(3))))
    }

    @Test func anExtraPaymentShortensTheLoanAndTheStepperFillsTheBar() throws {
        let host = ViewHost(LoanCalculatorView())
        #expect(throws: (any Error).self) { try host.textField("Extra payment") }
        try host.tap("Pay extra each period")  // the check-mark style is a button
        _ = try host.textField("Extra payment")
        #expect(try value(in: host, after: "Payment") == euros(1351.56))
        #expect(try Int(value(in: host, after: "Number of payments"))! < 300)
        #expect(host.labelTexts.contains("0%"))

        let stepper = try host.widget(of: StepperProperties.self)
        for count in 1...12 {
            stepper.userEdit(StepperProperties.self) { $0.value = Double(count) }
            try host.perform(StepperActions.self, on: stepper) { $0.valueChanged(Double(count)) }
        }
        _ = try host.label("Payments made: 12")
        let bar = try host.widget(of: ProgressProperties.self)
        let share = try #require(bar.properties(as: ProgressProperties.self)?.fraction)
        #expect(abs(share - 0.030359) < 0.000_01, "a year of payments with 100 extra repays 3.04 %")
        #expect(host.labelTexts.contains(share.formatted(.percent.precision(.fractionLength(0)))))
    }

    @Test func resetPutsEveryFieldBack() throws {
        let host = ViewHost(LoanCalculatorView())
        try host.replaceText(in: "Amount", with: "1000")
        try host.submit("Amount")
        try host.tap("Reset")
        #expect(try host.textField("Amount").text == euros(250_000))
        #expect(try value(in: host, after: "Payment") == euros(1251.56))
        let reset = try host.button("Reset")
        #expect(reset.properties(as: ButtonProperties.self)?.look == .custom, "drawn by the app's ButtonStyle")
    }

    @Test func thePayoffDateIsShownAsADate() throws {
        let host = ViewHost(LoanCalculatorView())
        let texts = host.labelTexts
        let index = try #require(texts.firstIndex(of: "Paid off on"))
        let shown = texts[index + 1]
        let expected = Calendar.current.date(byAdding: .month, value: 300, to: Date())!
        #expect(shown == expected.formatted(date: .long, time: .omitted))
    }
}

enum LoanTestError: Error {
    case noRow(String, [String])
}
