/// Several views side by side, as written one after another in a builder.
///
/// Holds the builder's tuple as it is, and makes the array of its views only when asked: a
/// list runs the content of every element to know which make rows, and drops it at once.
public struct TupleView<T>: View, BuiltinView, ReadsNothingWhenResolved {
    // `contents` comes first, at offset 0, and `value` at the first offset after it that `T`
    // allows: ``keyedChildren(ofViewAt:)`` finds both without this type's metadata.
    /// Reads the views out of `value` (the builder knows their types).
    @usableFromInline let contents: any TupleContents.Type
    @usableFromInline let value: T

    @usableFromInline init(value: T, contents: any TupleContents.Type) {
        self.value = value
        self.contents = contents
    }

    /// The views, in order.
    var children: [any View] {
        withPointer(to: value) { contents.children(at: UnsafeRawPointer($0)) }
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: keyedChildren)
    }

    /// The views, each keyed by its position.
    var keyedChildren: [KeyedView] {
        withPointer(to: value) { contents.keyedChildren(at: UnsafeRawPointer($0)) }
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
        // Reads the tuple where it is: a copy of the stack's tuple copies every view in it.
        let valueOffset = alignedOffset(of: T.self, after: MemoryLayout<any TupleContents.Type>.size)
        assert(MemoryLayout<Self>.offset(of: \Self.contents) == 0 && MemoryLayout<Self>.offset(of: \Self.value) == valueOffset)
        return view.load(as: (any TupleContents.Type).self).keyedChildren(at: view + valueOffset)
    }
}

/// The views of a ``TupleView``'s tuple, read through a pointer to it.
@usableFromInline @MainActor
protocol TupleContents {
    static func children(at value: UnsafeRawPointer) -> [any View]
    /// The views, each keyed by its position among them.
    static func keyedChildren(at value: UnsafeRawPointer) -> [KeyedView]
    static func isEmptyListRow(at value: UnsafeRawPointer) -> Bool
}

/// The ``TupleContents`` of a tuple of these view types.
///
/// Each view is read from its place in the tuple (a tuple lays its elements out in order,
/// each at the next offset its alignment allows), so reading the views copies each once,
/// never the whole tuple.
@usableFromInline
struct TupleOf<each Content: View>: TupleContents {
    @usableFromInline static func children(at value: UnsafeRawPointer) -> [any View] {
        var children: [any View] = []
        children.reserveCapacity(count)
        var offset = 0
        for type in repeat (each Content).self { children.append(element(type, of: value, offset: &offset)) }
        return children
    }

    @usableFromInline static func keyedChildren(at value: UnsafeRawPointer) -> [KeyedView] {
        var children: [KeyedView] = []
        children.reserveCapacity(count)
        var offset = 0
        for type in repeat (each Content).self {
            children.append(KeyedView(key: .position(children.count), view: element(type, of: value, offset: &offset)))
        }
        return children
    }

    @usableFromInline static func isEmptyListRow(at value: UnsafeRawPointer) -> Bool {
        var offset = 0
        for type in repeat (each Content).self {
            if !elementIsEmptyListRow(type, of: value, offset: &offset) { return false }
        }
        return true
    }

    /// The element of type `V` that comes at `offset` or after it (its alignment decides),
    /// with `offset` moved past it.
    private static func element<V: View>(_: V.Type, of tuple: UnsafeRawPointer, offset: inout Int) -> V {
        tuple.advanced(by: place(of: V.self, offset: &offset)).assumingMemoryBound(to: V.self).pointee
    }

    private static func elementIsEmptyListRow<V: View>(_: V.Type, of tuple: UnsafeRawPointer, offset: inout Int) -> Bool {
        tuple.advanced(by: place(of: V.self, offset: &offset)).assumingMemoryBound(to: V.self).pointee._isEmptyListRow()
    }

    /// Where an element of type `V` starts at `offset` or after it; moves `offset` past it.
    private static func place<V>(of _: V.Type, offset: inout Int) -> Int {
        let start = alignedOffset(of: V.self, after: offset)
        offset = start + MemoryLayout<V>.size
        return start
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
public struct AnyView: View, ErasedContent, ReadsNothingWhenResolved {
    let content: any View

    public init<Content: View>(_ content: Content) {
        self.content = content
    }

    public var body: Never { neverBody() }
}

/// A built-in view that stands for a view it holds with its type erased (`AnyView`, a style's
/// label, a modifier's content): the held view is its one child.
protocol ErasedContent: BuiltinView {
    var content: any View { get }
}

extension ErasedContent {
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

/// Where a stored value of type `V` starts when it follows `offset` bytes of others: the first
/// offset from there that its alignment allows (as a tuple or a struct lays out its fields).
private func alignedOffset<V>(of _: V.Type, after offset: Int) -> Int {
    let alignment = MemoryLayout<V>.alignment
    return (offset + alignment - 1) / alignment * alignment
}
