/// A `NavigationStack`'s path bound to a typed collection (`[Int]`, `[Route]`), seen by the
/// stack as a ``NavigationPath``: its elements are the collection's, then the pages pushed
/// with a view (or a value of another type), which are kept by the stack above them.
@MainActor
struct TypedNavigationPath {
    private let makePath: @MainActor (Binding<[AnyHashable]>) -> Binding<NavigationPath>

    /// The path over the collection, with `tail` holding the pages that are not its elements.
    func navigationPath(above tail: Binding<[AnyHashable]>) -> Binding<NavigationPath> {
        makePath(tail)
    }

    init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(_ data: Binding<Data>)
    where Data.Element: Hashable {
        makePath = { tail in
            Binding(
                get: {
                    var path = NavigationPath(data.wrappedValue)
                    path.elements += tail.wrappedValue
                    return path
                },
                set: { path in
                    // The collection's elements are the leading run of its element type; the
                    // rest (view pages, other values) stays above them.
                    let values = path.elements.prefix { $0.base is Data.Element }
                    let typed = Data(values.compactMap { $0.base as? Data.Element })
                    let rest = Array(path.elements.dropFirst(values.count))
                    if !data.wrappedValue.elementsEqual(typed) { data.wrappedValue = typed }
                    if tail.wrappedValue != rest { tail.wrappedValue = rest }
                }
            )
        }
    }
}
