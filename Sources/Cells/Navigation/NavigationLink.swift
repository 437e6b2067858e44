/// A button that pushes `destination` onto the enclosing ``NavigationStack``.
///
/// As in SwiftUI, the pushed page shows the destination the link's body gives now: after the
/// parent's state changes, a page pushed with `DetailView(item: item)` shows the new item,
/// keeping its own `@Owned` state.
///
/// ```swift
/// NavigationLink("Next", destination: OwnedScorePlate())
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    private let title: String
    private let destination: Destination?
    private let value: AnyHashable?
    /// The value the link pushes, if it pushes one (a list's selection of such rows writes it).
    var linkValue: AnyHashable? { value }
    private let label: Label
    @Environment(\.navigator) private var navigator
    /// The page this link pushed, while it is pushed: it follows `destination`.
    @OwnedObject private var pushed = PusherPage()

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.title = ""
        self.destination = destination
        self.value = nil
        self.label = label()
    }

    public var body: some View {
        let navigator = self.navigator
        let title = self.title
        let destination = self.destination
        let value = self.value
        let pusher = self.pushed
        if let destination, let page = pusher.pushed { page.follow(AnyView(destination)) }
        var button = Button(action: {
            guard let navigator else {
                Diagnostics.warn("a NavigationLink outside a NavigationStack does nothing")
                return
            }
            if let value {
                navigator.pushValue(value)
            } else if let destination {
                let page = PushedDestination(title: title, content: AnyView(destination))
                pusher.page = page
                navigator.push(page)
            }
        }, label: { label })
        // In a list or form row, the link is the row (NavigationLinkRow.swift).
        button.isNavigationLink = true
        return button.disabled(navigator == nil)
    }

    fileprivate init(title: String, destination: Destination?, value: AnyHashable? = nil, label: Label) {
        self.title = title
        self.destination = destination
        self.value = value
        self.label = label
    }
}

extension NavigationLink {
    /// A link whose destination is built by a closure, as SwiftUI's
    /// `NavigationLink { Detail() } label: { Label("Detail", systemImage: "info") }`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with the translation of `titleKey`, its destination built by a closure
    /// (`NavigationLink("Settings") { SettingsPage() }`).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination())
    }

    /// A link titled with a string shown as it is, its destination built by a closure.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination())
    }

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

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` on the enclosing stack (appending it to a bound
    /// `NavigationPath`); the stack shows it with the view its `.navigationDestination(for:)`
    /// gives. Labelled with the translation of `titleKey`.
    ///
    /// ```swift
    /// NavigationLink("Feet", value: Unit.feet)
    /// .navigationDestination(for: Unit.self) { UnitDetail(unit: $0) }
    /// ```
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P) where Label == Text {
        self.init(title: "", destination: nil, value: AnyHashable(value), label: Text(titleKey))
    }

    /// A link that pushes `value`, labelled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P) where Label == Text {
        self.init(title: "", destination: nil, value: AnyHashable(value), label: Text(title))
    }

    /// A link that pushes `value`, labelled with any view.
    public init<P: Hashable>(value: P, @ViewBuilder label: () -> Label) {
        self.init(title: "", destination: nil, value: AnyHashable(value), label: label())
    }
}
