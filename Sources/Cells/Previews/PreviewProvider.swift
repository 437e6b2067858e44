/// The older way to declare previews, kept as SwiftUI keeps it: a type whose `previews`
/// is the view to show, or a `Group` of views to show one by one. It compiles as in
/// SwiftUI, with its modifiers (`previewDisplayName`, `previewLayout`, `previewDevice`,
/// `previewInterfaceOrientation`); ``PreviewCatalog`` finds it as it finds `#Preview`, and
/// `Preview.all(of: MyView_Previews.self)` makes its ``Preview``s.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         Group {
///             ContentView().previewDisplayName("Light")
///             ContentView().previewInterfaceOrientation(.landscapeLeft)
///         }
///     }
/// }
/// ```
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

extension Preview {
    /// The whole of what a `PreviewProvider` declares as one preview, named after its type.
    public init<Provider: PreviewProvider>(_ provider: Provider.Type, fileID: String = #fileID, line: Int = #line) {
        self.init(Self.baseName(of: provider), traits: [], fileID: fileID, line: line) { Provider.previews }
    }

    /// The previews a `PreviewProvider` declares: one per view of its `previews` (a `Group`
    /// of several gives several), each named by its `previewDisplayName`, else after the
    /// provider's type (and its device), with the size its layout, device and orientation say.
    /// Runs `previews` once to count them; each preview runs it again when shown.
    @MainActor
    public static func all<Provider: PreviewProvider>(
        of provider: Provider.Type, fileID: String? = nil, line: Int = 0
    ) -> [Preview] {
        let fileID = fileID ?? String(reflecting: provider).split(separator: ".").first.map { "\($0)/" } ?? ""
        let views = Self.previewedViews(in: Provider.previews)
        let baseName = Self.baseName(of: provider)
        return views.indices.map { index in
            let annotation = Self.annotation(of: views[index])
            let counted = views.count > 1 ? "\(baseName) \(index + 1)" : baseName
            let name = annotation.displayName ?? annotation.device.map { "\(counted) (\($0))" } ?? counted
            return Preview(name, traits: annotation.traits, fileID: fileID, line: line) {
                Self.previewedViews(in: Provider.previews)[index]
            }
        }
    }

    private static func baseName(of provider: Any.Type) -> String {
        String(describing: provider).replacingOccurrences(of: "_Previews", with: "")
    }

    /// The views a provider's `previews` lists: a `Group`'s or a builder's views one by one.
    @MainActor
    static func previewedViews(in view: any View) -> [any View] {
        if let group = view as? any GroupOfViews { return previewedViews(in: group.groupedContent) }
        if let tuple = view as? any TupleOfViews { return tuple.tupleChildren }
        return [view]
    }

    /// What the preview modifiers around `view` say, outermost last (it wins).
    @MainActor
    static func annotation(of view: any View) -> PreviewAnnotation {
        var layers: [(inout PreviewAnnotation) -> Void] = []
        var current = view
        while let annotated = current as? AnnotatedForPreview {
            layers.append(annotated.annotate)
            current = annotated.annotatedContent
        }
        var annotation = PreviewAnnotation()
        for layer in layers.reversed() { layer(&annotation) }
        return annotation
    }
}

/// A `Group`, opened for ``Preview/all(of:fileID:line:)``.
@MainActor protocol GroupOfViews { var groupedContent: any View { get } }
extension Group: GroupOfViews { var groupedContent: any View { content } }

/// A builder's views, opened for ``Preview/all(of:fileID:line:)``.
@MainActor protocol TupleOfViews { var tupleChildren: [any View] { get } }
extension TupleView: TupleOfViews { var tupleChildren: [any View] { children } }
