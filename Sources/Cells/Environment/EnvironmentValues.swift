/// The values a view inherits from its ancestors: colours, whether controls are enabled,
/// and any custom ``EnvironmentKey``.
///
/// A view that reads a key is re-evaluated when an ancestor changes that key's value, and
/// only then: reads are recorded per key.
@MainActor
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            DependencyTracker.recordEnvironmentRead(id)
            // Most keys are not set: no cast from `Any` for those.
            guard let value = values[id] else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set {
            values[ObjectIdentifier(key)] = newValue
        }
    }

    /// `self` with the values that changed from `old` to `new` (an ancestor's environment
    /// before and after a change) taken from `new`, for the keys where `self` held `old`'s
    /// value: what it inherited follows, what a modifier set for it stays.
    func inheriting(changesFrom old: EnvironmentValues, to new: EnvironmentValues) -> EnvironmentValues {
        var result = self
        for key in Set(old.values.keys).union(new.values.keys)
        where !old.hasSameValue(as: new, for: key) && hasSameValue(as: old, for: key) {
            result.values[key] = new.values[key]
        }
        return result
    }

    /// Whether `other` is a copy of this very environment (the same storage): then every
    /// value is the same, whether it can be compared or not. False says nothing.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        // The dictionaries' storage references, compared without a closure: a closure handed
        // to the standard library checks its actor on every call, and every child of every
        // evaluation asks this. (A dictionary is one reference; the cast checks the size.)
        unsafeBitCast(values, to: UnsafeRawPointer.self) == unsafeBitCast(other.values, to: UnsafeRawPointer.self)
    }

    /// Whether `other` holds the same value for the key identified by `key`.
    func hasSameValue(as other: EnvironmentValues, for key: ObjectIdentifier) -> Bool {
        switch (values[key], other.values[key]) {
        case (nil, nil): return true
        case let (mine?, theirs?): return ValueEquality.areEqual(mine, theirs)
        default: return false
        }
    }
}

// MARK: - Built-in values

private struct ForegroundColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct StackAxisKey: EnvironmentKey {
    static let defaultValue: Axis? = nil
}

extension EnvironmentValues {
    /// The colour of text below; `nil` means the theme's colour. Set with `.foregroundColor(_:)`.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// Whether controls below accept input. Set with `.disabled(_:)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether the system shows light or dark windows. The GTK backend sets it from the
    /// desktop's preference and updates it (and the views that read it) when that changes.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The axis of the nearest enclosing stack, so a `Spacer` knows which way to grow.
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}

/// Light or dark appearance (`@Environment(\.colorScheme)`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}
