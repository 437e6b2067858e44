/// Arranges its children in a column, `spacing` pixels apart (a vertical GTK box).
///
/// ```swift
/// VStack(alignment: .leading, spacing: 8) {
///     Text("Title")
///     TextField("Name", text: $name)
/// }
/// ```
public struct VStack<Content: View>: PrimitiveView, DerivesChildEnvironment, ContentComesFirst, ReadsNothingWhenDescribed {
    public let content: Content  // first: see ContentComesFirst
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: Double?

    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> StackProperties {
        StackProperties(axis: .vertical, spacing: spacing ?? defaultStackSpacing, alignment: StackProperties.Alignment(alignment))
    }

    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.withStackAxis(.vertical)
    }
}

/// Arranges its children in a row, `spacing` pixels apart (a horizontal GTK box).
public struct HStack<Content: View>: PrimitiveView, DerivesChildEnvironment, ContentComesFirst, ReadsNothingWhenDescribed {
    public let content: Content  // first: see ContentComesFirst
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: Double?

    @inlinable public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> StackProperties {
        StackProperties(axis: .horizontal, spacing: spacing ?? defaultStackSpacing, alignment: StackProperties.Alignment(alignment))
    }

    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? {
        environment.withStackAxis(.horizontal)
    }
}

/// Space between stack children when none is given, in pixels.
let defaultStackSpacing: Double = 8

/// What a ``VStack`` or ``HStack`` shows: a box of children along an axis.
public struct StackProperties: Equatable, Sendable {
    /// Where children narrower (in a column) or shorter (in a row) than the stack go.
    public enum Alignment: Hashable, Sendable {
        case start, center, end

        init(_ alignment: HorizontalAlignment) {
            switch alignment {
            case .leading: self = .start
            case .center: self = .center
            case .trailing: self = .end
            }
        }

        init(_ alignment: VerticalAlignment) {
            switch alignment {
            case .top: self = .start
            case .center: self = .center
            case .bottom: self = .end
            }
        }
    }

    /// The axis children are stacked along.
    public var axis: Axis
    /// Space between children, in pixels.
    public var spacing: Double
    /// Placement of the children across the axis.
    public var alignment: Alignment

    public init(axis: Axis, spacing: Double = 8, alignment: Alignment = .center) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension EnvironmentValues {
    /// A copy for the children of a stack along `axis`.
    func withStackAxis(_ axis: Axis) -> EnvironmentValues {
        var environment = self
        environment.stackAxis = axis
        return environment
    }
}

/// Flexible space that pushes its neighbours apart along the enclosing stack's axis.
public struct Spacer: PrimitiveView {
    public init() {}

    public func properties(in environment: EnvironmentValues) -> SpacerProperties {
        SpacerProperties(axis: environment.stackAxis)
    }
}

/// What a ``Spacer`` is: empty space that grows along an axis.
public struct SpacerProperties: Equatable, Sendable {
    /// The axis it grows along (its stack's); nil grows both ways.
    public var axis: Axis?

    public init(axis: Axis?) {
        self.axis = axis
    }
}


extension Spacer: HiddenInPaths {}

extension VStack {
    static var contentStartsTheView: Bool { MemoryLayout<Self>.offset(of: \Self.content) == 0 }
}

extension HStack {
    static var contentStartsTheView: Bool { MemoryLayout<Self>.offset(of: \Self.content) == 0 }
}
