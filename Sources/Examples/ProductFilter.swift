// Product filter, from shared/examples/ProductFilter.swift. Changes from the seed:
// `import Cells`, `public` on what the demo uses, and an initializer taking the products, so
// the demo can show 100,000 generated ones.
//
// Product filter: a child toggle edits the parent's state through a binding.
// Window "Products". A check box "Show favorites only" above a list of products.
// - Off: every product is listed, in order. On: only favorites. Toggling back restores all.
// - Each row has its own star toggle bound to that product's isFavorited
//   (ForEach($products) { $product in ... }); un-starring a row while the filter is on removes it.
// - The filter choice is remembered across restarts (@AppStorage).
// - With 100,000 generated products (demo flag) scrolling and toggling stay smooth: the list
//   creates widgets for visible rows only.
import Cells

public struct Product: Identifiable {
    public var isFavorited: Bool
    public var title: String
    public var id: String

    public init(isFavorited: Bool, title: String, id: String) {
        self.isFavorited = isFavorited
        self.title = title
        self.id = id
    }
}

struct FilterView: View {
    @Binding var showFavorited: Bool

    var body: some View {
        Toggle(isOn: $showFavorited) {
            Text("Show favorites only")
        }
    }
}

public struct ProductsView: View {
    @Owned private var products: [Product] = [
        Product(isFavorited: true, title: "Tea kettle", id: "1"),
        Product(isFavorited: false, title: "Desk lamp", id: "2"),
        Product(isFavorited: true, title: "Notebook", id: "3"),
    ]
    @AppStorage("showFavorited") private var showFavorited: Bool = false

    public init() {}

    /// The window with `products` instead of the three of the seed.
    public init(products: [Product]) {
        _products = Owned(initialValue: products)
    }

    public var body: some View {
        List {
            FilterView(showFavorited: $showFavorited)
            ForEach($products) { $product in
                if !showFavorited || product.isFavorited {
                    HStack {
                        Toggle("", isOn: $product.isFavorited)
                        Text(product.title)
                    }
                }
            }
        }
    }
}

extension Product {
    /// `count` products named "Product 1", "Product 2", …, every third one a favorite.
    public static func generated(count: Int) -> [Product] {
        (1...max(count, 1)).map { Product(isFavorited: $0 % 3 == 0, title: "Product \($0)", id: String($0)) }
    }
}

#Preview("Products at phone width", traits: .portrait) {
    ProductsView()
}
