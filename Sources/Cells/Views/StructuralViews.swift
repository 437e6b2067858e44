/// Several views side by side, as written one after another in a builder.
public struct TupleView<T>: View, BuiltinView {
    @usableFromInline let children: [any View]

    @usableFromInline init(children: [any View]) {
        self.children = children
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: children.enumerated().map { KeyedView(key: .position($0.offset), view: $0.element) })
    }
}

/// One of two views, chosen by an `if`/`else`. Each branch has its own identity: switching
/// branches creates the other branch's views with fresh state.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, BuiltinView {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage

    @usableFromInline init(storage: Storage) {
        self.storage = storage
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        switch storage {
        case .trueContent(let content):
            Resolution(children: [KeyedView(key: .position(0), view: content)])
        case .falseContent(let content):
            Resolution(children: [KeyedView(key: .position(1), view: content)])
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { neverBody() }
}

extension Optional: BuiltinView where Wrapped: View {
    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: map { [KeyedView(key: .position(0), view: $0)] } ?? [])
    }
}

/// Nothing: no widget and no space.
public struct EmptyView: View, BuiltinView {
    @inlinable public init() {}
    public var body: Never { neverBody() }
    func resolve(in environment: EnvironmentValues) -> Resolution { Resolution() }
}

/// Any view, with its type erased. Its identity still includes the wrapped view's type, so
/// changing the type replaces the view.
public struct AnyView: View, BuiltinView {
    let content: any View

    public init<Content: View>(_ content: Content) {
        self.content = content
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .position(0), view: content)])
    }
}

/// Groups views without adding a widget, so modifiers apply to all of them.
public struct Group<Content: View>: View, BuiltinView {
    @usableFromInline let content: Content

    @inlinable public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .position(0), view: content)])
    }
}
