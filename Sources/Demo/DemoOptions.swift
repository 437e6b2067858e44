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

    static func productsView() -> ProductsView {
        productCount.map { ProductsView(products: Product.generated(count: $0)) } ?? ProductsView()
    }
}
