/// A button that pushes `destination` onto the enclosing ``NavigationStack``.
///
/// ```swift
/// NavigationLink("Next", destination: OwnedScorePlate())
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    private let title: String
    private let destination: Destination
    private let label: Label
    @Environment(\.navigator) private var navigator

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.title = ""
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let navigator = self.navigator
        let title = self.title
        let destination = self.destination
        Button(action: {
            guard let navigator else {
                Diagnostics.warn("a NavigationLink outside a NavigationStack does nothing")
                return
            }
            navigator.push(title, AnyView(destination))
        }, label: { label })
        .disabled(navigator == nil)
    }

    fileprivate init(title: String, destination: Destination, label: Label) {
        self.title = title
        self.destination = destination
        self.label = label
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with the translation of `titleKey` (a literal: see
    /// ``LocalizedStringKey``); the pushed page shows the title beside its back button.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        let title = titleKey.resolved()
        self.init(title: title, destination: destination, label: Text(verbatim: title))
    }

    /// A link titled with a string value, shown as it is (not translated).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(title: String(title), destination: destination, label: Text(title))
    }
}
