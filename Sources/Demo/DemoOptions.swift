import CellsGtk
import Examples

/// The demo's own command-line options.
@MainActor
enum DemoOptions {
    /// `--count N`: the product filter shows N generated products instead of the seed's three.
    static var productCount: Int? {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(where: { $0 == "--count" || $0.hasPrefix("--count=") }) else { return nil }
        let text = arguments[flag].hasPrefix("--count=")
            ? String(arguments[flag].dropFirst("--count=".count))
            : (arguments.indices.contains(flag + 1) ? arguments[flag + 1] : "")
        guard let count = Int(text), count > 0 else {
            print("demo: warning: --count needs a positive number, not \"\(text)\"; showing the three seed products")
            return nil
        }
        return count
    }

    /// `--now 2026-01-15T09:30:00Z`: the time the windows take as now (what the Styles
    /// window's dates and timer show, the Controls window's measured date), standing still:
    /// snapshot tests picture the same window on any day.
    static let now: Date? = {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--now"), arguments.indices.contains(flag + 1) else { return nil }
        guard let date = try? Date(arguments[flag + 1], strategy: .iso8601) else {
            print("demo: warning: --now needs a date such as 2026-01-15T09:30:00Z, not \"\(arguments[flag + 1])\"; using the clock")
            return nil
        }
        return date
    }()

    /// The clock the windows' live texts count from: the system's, or one standing at `--now`.
    static let textClock: TextClock = now.map { TextClock(now: $0) } ?? .system

    static func productsView() -> ProductsView {
        productCount.map { ProductsView(products: Product.generated(count: $0)) } ?? ProductsView()
    }
}
