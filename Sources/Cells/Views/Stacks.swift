/// Arranges its children in a column, `spacing` pixels apart (a vertical GTK box).
///
/// ```swift
/// VStack(alignment: .leading, spacing: 8) {
///     Text("Title")
///     TextField("Name", text: $name)
/// }
/// ```
public struct VStack<Content: View>: View, BuiltinView {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        stackResolution(
            axis: .vertical, content: content, environment: environment,
            properties: [.spacing(spacing ?? defaultStackSpacing), .horizontalAlignment(alignment)]
        )
    }
}

/// Arranges its children in a row, `spacing` pixels apart (a horizontal GTK box).
public struct HStack<Content: View>: View, BuiltinView {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    @inlinable public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        stackResolution(
            axis: .horizontal, content: content, environment: environment,
            properties: [.spacing(spacing ?? defaultStackSpacing), .verticalAlignment(alignment)]
        )
    }
}

/// Space between stack children when none is given, in pixels.
let defaultStackSpacing: Double = 8

@MainActor
private func stackResolution(
    axis: Axis, content: some View, environment: EnvironmentValues, properties: [WidgetProperty]
) -> Resolution {
    var childEnvironment = environment
    childEnvironment.stackAxis = axis
    return Resolution(
        widget: WidgetSpec(.stack(axis), properties),
        children: [KeyedView(key: .position(0), view: content)],
        childEnvironment: childEnvironment
    )
}

/// Flexible space that pushes its neighbours apart along the enclosing stack's axis.
public struct Spacer: View, BuiltinView {
    public init() {}

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(widget: WidgetSpec(.spacer, [.expansion(environment.stackAxis)]))
    }
}

extension VStack: NamedInPaths {}
extension HStack: NamedInPaths {}
