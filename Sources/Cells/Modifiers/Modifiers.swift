extension View {
    // The padding modifiers are inlinable: a body ending in `.padding()` then makes its
    // `PaddingView` of a known type, instead of asking the runtime for the generic type's
    // metadata on every evaluation (a lookup in a shared table, a keystroke's update pass).

    /// Adds `length` pixels of space on the given edges (16 when no length is given).
    @inlinable public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        PaddingView(content: self, insets: EdgeInsets(edges, length ?? defaultPadding))
    }

    /// Adds `length` pixels of space on every edge.
    @inlinable public func padding(_ length: Double) -> some View {
        PaddingView(content: self, insets: EdgeInsets(.all, length))
    }

    /// Adds the given space on each edge.
    @inlinable public func padding(_ insets: EdgeInsets) -> some View {
        PaddingView(content: self, insets: insets)
    }

    /// Colours the text in this view; `nil` or `.primary` keeps the theme's colour.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Disables the controls in this view when `isDisabled` is true.
    public func disabled(_ isDisabled: Bool) -> some View {
        EnvironmentTransformView(content: self) { environment in
            environment.isEnabled = environment.isEnabled && !isDisabled
        }
    }

    /// Sets an environment value for this view and everything in it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentTransformView(content: self) { environment in
            environment[keyPath: keyPath] = value
        }
    }

    /// Gives this view an explicit identity. When `id` changes, the view is a new view: its
    /// state starts over and its widgets are made anew.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: AnyHashable(id))
    }
}

/// SwiftUI's default padding, in pixels.
@usableFromInline let defaultPadding: Double = 16

/// `.padding(...)`: space around the first widgets of its content.
@usableFromInline
struct PaddingView<Content: View>: View, BuiltinView, ReadsNothingWhenResolved {
    let content: Content
    let insets: EdgeInsets

    @usableFromInline init(content: Content, insets: EdgeInsets) {
        self.content = content
        self.insets = insets
    }

    @usableFromInline var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .position(0), view: content)], addedPadding: insets)
    }
}

/// A modifier that changes the environment its content sees.
struct EnvironmentTransformView<Content: View>: View, BuiltinView {
    let content: Content
    let transform: @MainActor (inout EnvironmentValues) -> Void

    var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        var childEnvironment = environment
        transform(&childEnvironment)
        return Resolution(children: [KeyedView(key: .position(0), view: content)], childEnvironment: childEnvironment)
    }
}

/// `.id(_:)`: its content's identity includes the id.
struct IdentifiedView<Content: View>: View, BuiltinView, ReadsNothingWhenResolved {
    let content: Content
    let id: AnyHashable

    var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .id(id), view: content)])
    }
}
