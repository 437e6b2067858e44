/// A key for a value passed down the view tree through ``EnvironmentValues``.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
@MainActor
public protocol EnvironmentKey {
    associatedtype Value
    /// The value a view sees when no ancestor set one.
    static var defaultValue: Value { get }
}
