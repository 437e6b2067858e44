/// A view that is one native widget, described by a value instead of a `body`.
///
/// A primitive view says what its widget shows (``Properties``, an `Equatable` value), what
/// the widget reports back (``Actions``, usually closures that write bindings), and which
/// views go inside it (``content``). The core compares each new description with the last
/// one and hands the backend only descriptions that changed; the backend finds the widget
/// binding for the `Properties` type (in CellsGtk: a type conforming to `GtkWidgetBinding`)
/// and lets it make and update the native widget. `CellsTesting` records any description, so
/// a primitive is testable without a display.
///
/// Every built-in control (``Text``, ``TextField``, ``Button``, ``Toggle``, the stacks,
/// ``Spacer``, ``List``) is a primitive view written this way; a module of yours adds a
/// widget the same way:
///
/// ```swift
/// public struct StarRating: PrimitiveView {
///     @Binding var stars: Int
///
///     public struct Properties: Equatable { public var stars: Int }
///     public struct Actions { public let rate: @MainActor (Int) -> Void }
///
///     public func properties(in environment: EnvironmentValues) -> Properties {
///         Properties(stars: stars)
///     }
///     public func actions(in environment: EnvironmentValues) -> Actions {
///         let stars = $stars
///         return Actions { stars.wrappedValue = $0 }
///     }
/// }
/// ```
///
/// Reads of state and environment made in ``properties(in:)`` are tracked like reads in a
/// `body`: the view's widget is updated when they change.
@MainActor
public protocol PrimitiveView: View where Body == Never {
    /// What the widget shows. Only a value that differs from the last is handed to the
    /// backend, whose binding writes only the fields that differ.
    associatedtype Properties: Equatable
    /// What the widget reports back: presses, edits. Handed to the backend on every update
    /// (never compared), so a widget's signal always reaches the current bindings.
    associatedtype Actions = NoActions
    /// The views shown inside the widget (a button's label, a stack's rows).
    associatedtype Content: View = EmptyView

    /// Describes the widget for this view in `environment`.
    func properties(in environment: EnvironmentValues) -> Properties
    /// The actions the widget calls when its user acts on it.
    func actions(in environment: EnvironmentValues) -> Actions
    /// The views placed inside the widget, in order.
    var content: Content { get }
}

/// The actions of a widget that reports nothing back (a label, a stack).
public struct NoActions: Sendable {
    public init() {}
}

extension PrimitiveView {
    public var body: Never { neverBody() }
}

extension PrimitiveView where Actions == NoActions {
    public func actions(in environment: EnvironmentValues) -> NoActions { NoActions() }
}

extension PrimitiveView where Content == EmptyView {
    public var content: EmptyView { EmptyView() }
}

/// Implemented by built-in primitives whose children see another environment than their
/// own (a stack tells them its axis).
@MainActor
protocol DerivesChildEnvironment {
    /// The environment the children see, if this view changes it. A function of `environment`
    /// alone: while a node's environment stays the very same, the node reuses the result.
    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues?
}

extension DerivesChildEnvironment {
    /// ``childEnvironment(from:)`` of the view at `view`, a `Self`: a resolver knows its
    /// view's type, and casting the view to the protocol would allocate a box for a copy of
    /// it on every call. (Reading `pointee` here still copies the view, without a box.)
    static func childEnvironment(ofViewAt view: UnsafeRawPointer, from environment: EnvironmentValues) -> EnvironmentValues? {
        view.assumingMemoryBound(to: Self.self).pointee.childEnvironment(from: environment)
    }
}

/// Implemented by built-in primitives whose children are not one content view: pages with
/// explicit ids, the rows of a list.
@MainActor
protocol PrimitiveChildren: DerivesChildEnvironment {
    /// The children with their keys (default: ``PrimitiveView/content`` at position 0).
    var keyedChildren: [KeyedView]? { get }
    /// For a list: its rows, made into views only when shown.
    func rowTable() -> ListRowTable?
}

extension PrimitiveChildren {
    var keyedChildren: [KeyedView]? { nil }
    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues? { nil }
    func rowTable() -> ListRowTable? { nil }

    // The same, for the view at `view`, a `Self` (see ``DerivesChildEnvironment``).
    static func keyedChildren(ofViewAt view: UnsafeRawPointer) -> [KeyedView]? {
        view.assumingMemoryBound(to: Self.self).pointee.keyedChildren
    }
    static func rowTable(ofViewAt view: UnsafeRawPointer) -> ListRowTable? {
        view.assumingMemoryBound(to: Self.self).pointee.rowTable()
    }
}
