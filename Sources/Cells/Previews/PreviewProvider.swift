/// The older way to declare previews, kept as SwiftUI keeps it: a type whose `previews`
/// is the view to show. It compiles as in SwiftUI; `Preview(MyView_Previews.self)` makes it
/// a ``Preview`` a test can show or picture.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View { ContentView() }
/// }
/// ```
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

extension Preview {
    /// The preview a `PreviewProvider` declares, named after its type.
    public init<Provider: PreviewProvider>(_ provider: Provider.Type, fileID: String = #fileID, line: Int = #line) {
        let name = String(describing: provider).replacingOccurrences(of: "_Previews", with: "")
        self.init(name, traits: [], fileID: fileID, line: line) { Provider.previews }
    }
}
