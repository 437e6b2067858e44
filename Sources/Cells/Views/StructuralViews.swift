/// Several views side by side, as written one after another in a builder.
///
/// Holds the builder's tuple as it is, and makes the array of its views only when asked: a
/// list runs the content of every element to know which make rows, and drops it at once.
public struct TupleView<T>: View, BuiltinView, ReadsNothingWhenResolved {
    @usableFromInline let value: T
    /// Reads the views out of `value` (the builder knows their types).
    @usableFromInline let contents: any TupleContents.Type

    @usableFromInline init(value: T, contents: any TupleContents.Type) {
        self.value = value
        self.contents = contents
    }

    /// The views, in order.
    var children: [any View] {
        withUnsafePointer(to: value) { contents.children(at: UnsafeRawPointer($0)) }
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: keyedChildren)
    }

    /// The views, each keyed by its position.
    var keyedChildren: [KeyedView] {
        // Every `contents` is a `TupleOf`, which is.
        let keyed = contents as! KeyedTupleContents.Type
        return withUnsafePointer(to: value) { keyed.keyedChildren(at: UnsafeRawPointer($0)) }
    }
}

/// A view a widget takes apart into its own children (a tuple of views in a stack): the
/// widget's node then holds them without a node of their own in between, which would be
/// evaluated on every update of the widget for nothing.
@MainActor
protocol FlattenedContent {
    /// The children of the view at `view`, a `Self`, each keyed by its position.
    static func keyedChildren(ofViewAt view: UnsafeRawPointer) -> [KeyedView]
}

extension TupleView: FlattenedContent {
    static func keyedChildren(ofViewAt view: UnsafeRawPointer) -> [KeyedView] {
        view.assumingMemoryBound(to: Self.self).pointee.keyedChildren
    }
}

/// The views of a ``TupleView``'s tuple, read through a pointer to it.
@usableFromInline @MainActor
protocol TupleContents {
    static func children(at value: UnsafeRawPointer) -> [any View]
    static func isEmptyListRow(at value: UnsafeRawPointer) -> Bool
}

/// The views of a tuple as children of the ``TupleView`` (without an intermediate array).
@MainActor
protocol KeyedTupleContents: TupleContents {
    static func keyedChildren(at value: UnsafeRawPointer) -> [KeyedView]
}

/// The ``TupleContents`` of a tuple of these view types.
@usableFromInline
struct TupleOf<each Content: View>: KeyedTupleContents {
    private static func views(at value: UnsafeRawPointer) -> (repeat each Content) {
        value.assumingMemoryBound(to: (repeat each Content).self).pointee
    }

    @usableFromInline static func children(at value: UnsafeRawPointer) -> [any View] {
        var children: [any View] = []
        children.reserveCapacity(count)
        for child in repeat each views(at: value) { children.append(child) }
        return children
    }

    static func keyedChildren(at value: UnsafeRawPointer) -> [KeyedView] {
        var children: [KeyedView] = []
        children.reserveCapacity(count)
        for child in repeat each views(at: value) { children.append(KeyedView(key: .position(children.count), view: child)) }
        return children
    }

    @usableFromInline static func isEmptyListRow(at value: UnsafeRawPointer) -> Bool {
        for child in repeat each views(at: value) {
            if !child._isEmptyListRow() { return false }
        }
        return true
    }

    private static var count: Int {
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        return count
    }
}

/// One of two views, chosen by an `if`/`else`. Each branch has its own identity: switching
/// branches creates the other branch's views with fresh state.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, BuiltinView, ReadsNothingWhenResolved {
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

extension Optional: ReadsNothingWhenResolved where Wrapped: View {}

/// Nothing: no widget and no space.
public struct EmptyView: View, BuiltinView, ReadsNothingWhenResolved {
    @inlinable public init() {}
    public var body: Never { neverBody() }
    func resolve(in environment: EnvironmentValues) -> Resolution { Resolution() }
}

/// Any view, with its type erased. Its identity still includes the wrapped view's type, so
/// changing the type replaces the view.
public struct AnyView: View, BuiltinView, ReadsNothingWhenResolved {
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
public struct Group<Content: View>: View, BuiltinView, ReadsNothingWhenResolved {
    @usableFromInline let content: Content

    @inlinable public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .position(0), view: content)])
    }
}
