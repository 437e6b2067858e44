import SwiftUI

struct LoanCalculatorView: View {
    @StateObject private var loan = LoanModel()
    @State private var showsSchedule = false

    private let termChoices = [10, 15, 20, 25, 30]

    var body: some View {
        NavigationStack {
            Form {
                Section("Loan") {
                    TextField("Amount", value: $loan.amount, format: .currency(code: "EUR"))
                        .keyboardType(.decimalPad)
                    TextField("Interest rate", value: $loan.annualRate, format: .percent)
                        .keyboardType(.decimalPad)
                    Picker("Term", selection: $loan.years) {
                        ForEach(termChoices, id: \.self) { years in
                            Text("\(years) y").tag(years)
                        }
                    }
                    .pickerStyle(.segmented)
                    Picker("Frequency", selection: $loan.frequency) {
                        ForEach(PaymentFrequency.allCases) { frequency in
                            Text(frequency.rawValue).tag(frequency)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Extra") {
                    Toggle("Pay extra each period", isOn: $loan.paysExtra)
                        .toggleStyle(CheckmarkToggleStyle())
                    if loan.paysExtra {
                        TextField("Extra payment", value: $loan.extraPayment, format: .currency(code: "EUR"))
                            .keyboardType(.decimalPad)
                    }
                    Stepper("Payments made: \(loan.paymentsMade)", value: $loan.paymentsMade, in: 0...max(loan.actualNumberOfPayments, 1))
                }

                Section("Results") {
                    Text(loan.summary)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    HStack {
                        Text("Payment")
                        Spacer()
                        Text(loan.totalPayment, format: .currency(code: "EUR"))
                            .bold()
                    }
                    .accessibilityElement(children: .combine)
                    HStack {
                        Text("Rate per period")
                        Spacer()
                        Text(loan.periodicRate, format: .percent.precision(.fractionLength(3)))
                    }
                    HStack {
                        Text("Total interest")
                        Spacer()
                        Text(loan.totalInterest, format: .currency(code: "EUR"))
                    }
                    HStack {
                        Text("Number of payments")
                        Spacer()
                        Text(loan.actualNumberOfPayments, format: .number)
                    }
                    HStack {
                        Label("Paid off on", systemImage: "calendar")
                            .labelStyle(.titleAndIcon)
                        Spacer()
                        Text(loan.payoffDate, style: .date)
                    }
                    ProgressView(value: loan.paidShare)
                        .progressViewStyle(PaidOffProgressStyle())
                        .accessibilityValue(Text(loan.paidShare, format: .percent.precision(.fractionLength(0))))
                }

                Section {
                    Button("Reset") {
                        withAnimation {
                            loan.reset()
                        }
                    }
                    .buttonStyle(ResetButtonStyle())
                    .accessibilityHint("Puts every field back to its first value")
                }
            }
            .navigationTitle("Loan Calculator")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Start Today") { loan.startDate = Date() }
                }
            }
        }
    }
}

struct LoanCalculatorView_Previews: PreviewProvider {
    static var previews: some View {
        LoanCalculatorView()
    }
}

#Preview("Phone width", traits: .portrait) {
    LoanCalculatorView()
}
