/// A setting of the widget below a modifier that every widget has, whatever its kind: a
/// tooltip, opacity, visibility, a size request, CSS classes, an accessible label. Open like
/// ``EnvironmentKey``: declare a key, set it with ``View/widgetAttribute(_:_:)``, and teach a
/// backend to apply it (in CellsGtk: conform the key to `GtkWidgetAttribute`).
///
/// Like padding, an attribute reaches the first widgets below the modifier, and the backend
/// gets it only when it changed.
///
/// ```swift
/// enum CursorKey: WidgetAttributeKey { typealias Value = String }
/// Text("Drag me").widgetAttribute(CursorKey.self, "grab")
/// ```
public protocol WidgetAttributeKey {
    associatedtype Value: Equatable
    /// The value when the same key is set twice on one widget: `outer` by a modifier further
    /// from the widget. The default keeps `inner`.
    static func combine(outer: Value, inner: Value) -> Value
}

extension WidgetAttributeKey {
    public static func combine(outer: Value, inner: Value) -> Value { inner }
}

/// The attributes set on one widget by modifiers above it, by key.
public struct WidgetAttributes: Equatable {
    private struct Entry {
        let key: Any.Type
        let value: Any
        let isEqual: (Any) -> Bool
        let combine: (_ outer: Any) -> Entry
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    public init() {}

    /// Whether no attribute is set.
    public var isEmpty: Bool { entries.isEmpty }

    /// The value set for `key`, nil when none is.
    public subscript<Key: WidgetAttributeKey>(key: Key.Type) -> Key.Value? {
        get { entries[ObjectIdentifier(key)]?.value as? Key.Value }
        set {
            guard let newValue else {
                entries[ObjectIdentifier(key)] = nil
                return
            }
            entries[ObjectIdentifier(key)] = Self.entry(Key.self, newValue)
        }
    }

    private static func entry<Key: WidgetAttributeKey>(_ key: Key.Type, _ value: Key.Value) -> Entry {
        Entry(
            key: key, value: value,
            isEqual: { ($0 as? Key.Value) == value },
            combine: { outer in entry(Key.self, Key.combine(outer: outer as! Key.Value, inner: value)) }
        )
    }

    /// The keys whose value differs between `self` and `other` (set in one only, or to
    /// different values).
    public func changedKeys(from other: WidgetAttributes) -> [Any.Type] {
        // Most widgets have none: every evaluation of every node compares them.
        if entries.isEmpty && other.entries.isEmpty { return [] }
        var keys: [Any.Type] = []
        for (id, entry) in entries where !(other.entries[id].map { entry.isEqual($0.value) } ?? false) { keys.append(entry.key) }
        for (id, entry) in other.entries where entries[id] == nil { keys.append(entry.key) }
        return keys
    }

    /// The value for `key`, erased; nil when none is set.
    public func value(for key: Any.Type) -> Any? {
        entries[ObjectIdentifier(key)]?.value
    }

    /// These attributes (set further out) with `inner`'s set on top, combined per key.
    func adding(_ inner: WidgetAttributes) -> WidgetAttributes {
        if inner.entries.isEmpty { return self }
        if entries.isEmpty { return inner }
        var result = self
        for (id, entry) in inner.entries {
            result.entries[id] = entries[id].map { entry.combine($0.value) } ?? entry
        }
        return result
    }

    public static func == (lhs: WidgetAttributes, rhs: WidgetAttributes) -> Bool {
        lhs.entries.count == rhs.entries.count && (lhs.entries.isEmpty || lhs.changedKeys(from: rhs).isEmpty)
    }
}

extension View {
    /// Sets the widget attribute `key` of the first widgets in this view.
    public func widgetAttribute<Key: WidgetAttributeKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
        var attributes = WidgetAttributes()
        attributes[key] = value
        return WidgetAttributeView(content: self, attributes: attributes)
    }
}

/// A modifier that sets widget attributes on the first widgets below it.
struct WidgetAttributeView<Content: View>: View, BuiltinView, ReadsNothingWhenResolved {
    let content: Content
    let attributes: WidgetAttributes

    var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .position(0), view: content)], addedAttributes: attributes)
    }
}
