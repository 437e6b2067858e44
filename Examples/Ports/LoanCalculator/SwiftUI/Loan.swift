import Combine
import Foundation

/// How often the borrower pays.
enum PaymentFrequency: String, CaseIterable, Identifiable {
    case monthly = "Monthly"
    case biweekly = "Every 2 weeks"
    case weekly = "Weekly"

    var id: Self { self }

    var paymentsPerYear: Int {
        switch self {
        case .monthly: 12
        case .biweekly: 26
        case .weekly: 52
        }
    }

    /// The time between two payments.
    var interval: DateComponents {
        switch self {
        case .monthly: DateComponents(month: 1)
        case .biweekly: DateComponents(day: 14)
        case .weekly: DateComponents(day: 7)
        }
    }
}

/// An annuity loan: a fixed payment each period pays the interest and part of the principal.
final class LoanModel: ObservableObject {
    static let defaultAmount = 250_000.0
    static let defaultRate = 0.035

    @Published var amount = LoanModel.defaultAmount
    @Published var annualRate = LoanModel.defaultRate
    @Published var years = 25
    @Published var frequency = PaymentFrequency.monthly
    @Published var paysExtra = false
    @Published var extraPayment = 100.0
    @Published var paymentsMade = 0
    @Published var startDate: Date
    /// One line saying what is borrowed, kept up to date from the three fields it names.
    @Published private(set) var summary = ""

    init(startDate: Date = Date()) {
        self.startDate = startDate
        Publishers.CombineLatest3($amount, $annualRate, $years)
            .map { amount, rate, years in
                "\(amount.formatted(.currency(code: "EUR"))) over \(years) years at \(rate.formatted(.percent))"
            }
            .removeDuplicates()
            .assign(to: &$summary)
    }

    var numberOfPayments: Int { years * frequency.paymentsPerYear }

    var periodicRate: Double { annualRate / Double(frequency.paymentsPerYear) }

    /// The fixed payment per period (without the extra).
    var payment: Double {
        let count = Double(numberOfPayments)
        guard amount > 0, count > 0 else { return 0 }
        guard periodicRate > 0 else { return amount / count }
        let growth = pow(1 + periodicRate, count)
        return amount * periodicRate * growth / (growth - 1)
    }

    /// What the borrower pays each period, the extra included.
    var totalPayment: Double { payment + (paysExtra ? extraPayment : 0) }

    /// The schedule: the balance left after each payment until the loan is paid off.
    var balances: [Double] {
        var balance = amount
        var result: [Double] = []
        let perPeriod = totalPayment
        guard perPeriod > balance * periodicRate else { return [] }
        while balance > 0.005, result.count < numberOfPayments + 1 {
            balance = max(balance * (1 + periodicRate) - perPeriod, 0)
            result.append(balance)
        }
        return result
    }

    /// How many payments it takes.
    var actualNumberOfPayments: Int { balances.count }

    var totalInterest: Double {
        let schedule = balances
        guard let last = schedule.last else { return 0 }
        let paid = totalPayment * Double(schedule.count) - last
        return max(paid - amount, 0)
    }

    /// The date of the last payment.
    var payoffDate: Date {
        var date = startDate
        for _ in 0..<actualNumberOfPayments {
            date = Calendar.current.date(byAdding: frequency.interval, to: date) ?? date
        }
        return date
    }

    /// The share of the principal repaid after the payments made so far.
    var paidShare: Double {
        let schedule = balances
        guard amount > 0, paymentsMade > 0, !schedule.isEmpty else { return 0 }
        let left = schedule[min(paymentsMade, schedule.count) - 1]
        return 1 - left / amount
    }

    func reset() {
        amount = LoanModel.defaultAmount
        annualRate = LoanModel.defaultRate
        years = 25
        frequency = .monthly
        paysExtra = false
        extraPayment = 100
        paymentsMade = 0
    }
}
