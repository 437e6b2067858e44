/// The values a view inherits from its ancestors: colours, whether controls are enabled,
/// and any custom ``EnvironmentKey``.
///
/// A view that reads a key is re-evaluated when an ancestor changes that key's value, and
/// only then: reads are recorded per key.
@MainActor
public struct EnvironmentValues {
    /// The values set, each under its key's identity. An environment holds a few (those a
    /// stack or a modifier above set, and the app's own), and every view that shows something
    /// reads several: comparing identities along an array finds one in less than hashing the
    /// key for a dictionary costs (about 150 instructions a read).
    private var values: [Entry] = []

    private struct Entry {
        let key: ObjectIdentifier
        var value: Any
    }

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            DependencyTracker.recordEnvironmentRead(id)
            // Most keys are not set: no cast from `Any` for those.
            guard let value = value(for: id) else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set { setValue(newValue, for: ObjectIdentifier(key)) }
    }

    /// Where the value of the key identified by `key` is in `values`, if set. (A loop, not
    /// `firstIndex(where:)`: a main-actor closure handed to the standard library checks its
    /// actor at every call.)
    private func index(of key: ObjectIdentifier) -> Int? {
        for index in values.indices where values[index].key == key { return index }
        return nil
    }

    private func value(for key: ObjectIdentifier) -> Any? {
        index(of: key).map { values[$0].value }
    }

    /// Sets the value of the key identified by `key`, or unsets it (nil).
    private mutating func setValue(_ value: Any?, for key: ObjectIdentifier) {
        switch (index(of: key), value) {
        case let (index?, value?): values[index].value = value
        case let (nil, value?): values.append(Entry(key: key, value: value))
        case let (index?, nil): values.remove(at: index)
        case (nil, nil): break
        }
    }

    /// Whether `key` is set here, read without recording a dependency (for the graph's own
    /// bookkeeping, which no view's body depends on).
    func isSetUntracked<Key: EnvironmentKey>(_ key: Key.Type) -> Bool {
        index(of: ObjectIdentifier(key)) != nil
    }

    /// Unsets `key`: it reads as its default value again.
    mutating func unset<Key: EnvironmentKey>(_ key: Key.Type) {
        setValue(nil, for: ObjectIdentifier(key))
    }

    /// `self` with the values that changed from `old` to `new` (an ancestor's environment
    /// before and after a change) taken from `new`, for the keys where `self` held `old`'s
    /// value: what it inherited follows, what a modifier set for it stays.
    func inheriting(changesFrom old: EnvironmentValues, to new: EnvironmentValues) -> EnvironmentValues {
        var result = self
        for key in old.keys(unitedWith: new)
        where !old.hasSameValue(as: new, for: key) && hasSameValue(as: old, for: key) {
            result.setValue(new.value(for: key), for: key)
        }
        return result
    }

    /// The keys set here or in `other`, each once.
    private func keys(unitedWith other: EnvironmentValues) -> [ObjectIdentifier] {
        var keys = values.map(\.key)
        for entry in other.values where index(of: entry.key) == nil { keys.append(entry.key) }
        return keys
    }

    /// Whether `other` is a copy of this very environment (the same storage): then every
    /// value is the same, whether it can be compared or not. False says nothing.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        // The arrays' storage references, compared without a closure: a closure handed to
        // the standard library checks its actor on every call, and every child of every
        // evaluation asks this. (An array is one reference; the cast checks the size.)
        unsafeBitCast(values, to: UnsafeRawPointer.self) == unsafeBitCast(other.values, to: UnsafeRawPointer.self)
    }

    /// Whether `other` holds the same value for the key identified by `key`.
    func hasSameValue(as other: EnvironmentValues, for key: ObjectIdentifier) -> Bool {
        switch (value(for: key), other.value(for: key)) {
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
