import SwiftUI

@main
struct LoanCalculatorApp: App {
    var body: some Scene {
        WindowGroup("Loan Calculator") {
            LoanCalculatorView()
        }
    }
}
