/// A key for a value that the focused part of a window publishes with `.focusedValue(_:_:)`
/// (or a window with `.focusedSceneValue(_:_:)`), and views elsewhere (a toolbar, a status
/// line, the app's commands) read with `@FocusedValue`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values published by the views that have the focus, by key.
@MainActor
public struct FocusedValues {
    var values: [ObjectIdentifier: Any] = [:]

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// One scene's (one window's) focused values, as in SwiftUI each window has its own: what the
/// view with the focus publishes (`.focusedValue`), over what the scene publishes for
/// itself (`.focusedSceneValue`). A window's views read their window's; the app's commands
/// read the key window's (``key``).
///
/// A window's host makes one, puts it in the environment (``EnvironmentValues/sceneFocusedValues``)
/// and calls ``becomeKey()``/``resignKey()`` as its window gains and loses the focus.
@MainActor
public final class SceneFocusedValues {
    /// Published by `.focusedValue` while its view has the focus.
    let focused = OwnedCell(FocusedValues())
    /// Published by `.focusedSceneValue` while its view is in the window.
    let scene = OwnedCell(FocusedValues())
    /// Which publisher wrote each key last (per layer), so one that leaves removes only its own value.
    private var owners: [AnyHashable: ObjectIdentifier] = [:]

    public init() {}

    /// The value under `keyPath`: the focused view's, else the scene's.
    func value<Value>(_ keyPath: KeyPath<FocusedValues, Value?>) -> Value? {
        focused.value[keyPath: keyPath] ?? scene.value[keyPath: keyPath]
    }

    /// Publishes `value` under `keyPath` for `owner` (nil withdraws the owner's value).
    func publish<Value>(_ value: Value?, at keyPath: WritableKeyPath<FocusedValues, Value?>, by owner: ObjectIdentifier, forScene: Bool) {
        let cell = forScene ? scene : focused
        let key = AnyHashable([AnyHashable(keyPath), AnyHashable(forScene)])
        if let value {
            let old = cell.untrackedValue[keyPath: keyPath]
            if owners[key] == owner, let old, ValueEquality.areEqual(old, value) { return }
            owners[key] = owner
            cell.value[keyPath: keyPath] = value
        } else if owners[key] == owner {
            owners[key] = nil
            cell.value[keyPath: keyPath] = nil
        } else {
            return
        }
        if Self.keyScene === self { Self.keyValuesChanged() }
    }

    // MARK: The key scene

    private static weak var keyScene: SceneFocusedValues?
    /// Written when the key scene changes: readers of ``key`` depend on it.
    private static let keyChanges = OwnedCell(0)
    private static var keyObservers: [@MainActor () -> Void] = []

    /// The scene of the key window (the active one, with the keyboard focus), whose values
    /// the app's commands read; nil while no window of the app is active.
    public static var key: SceneFocusedValues? {
        _ = keyChanges.value
        return keyScene
    }

    /// This scene's window became the key window.
    public func becomeKey() {
        guard Self.keyScene !== self else { return }
        Self.keyScene = self
        Self.keyChanges.value &+= 1
        Self.keyValuesChanged()
    }

    /// This scene's window is no longer the key window (another may have become it first).
    public func resignKey() {
        guard Self.keyScene === self else { return }
        Self.keyScene = nil
        Self.keyChanges.value &+= 1
        Self.keyValuesChanged()
    }

    /// Runs `observer` whenever the key scene or its values change (for the backend to bring
    /// the app's commands up to date: what `.disabled` says, the values their actions read).
    public static func observeKeyValues(_ observer: @escaping @MainActor () -> Void) {
        keyObservers.append(observer)
    }

    private static func keyValuesChanged() {
        for observer in keyObservers { observer() }
    }

    /// For views outside any window (a graph hosted without a scene).
    static let unattached = SceneFocusedValues()
}

private struct SceneFocusedValuesKey: EnvironmentKey {
    static var defaultValue: SceneFocusedValues? { nil }
}

extension EnvironmentValues {
    /// The window's focused values, for `@FocusedValue` and `.focusedValue`; set by the
    /// window's host.
    public var sceneFocusedValues: SceneFocusedValues? {
        get { self[SceneFocusedValuesKey.self] }
        set { self[SceneFocusedValuesKey.self] = newValue }
    }
}

/// Where a `@FocusedValue` reads: its view's window once linked to its node; the key
/// window's when it is not in a view (in `Commands`).
@MainActor
final class FocusedValueLink {
    weak var scene: SceneFocusedValues?
    var isLinked = false

    nonisolated init() {}

    var values: SceneFocusedValues? {
        isLinked ? scene : SceneFocusedValues.key
    }

    func link(to node: ViewNode) {
        scene = node.environment.sceneFocusedValues ?? .unattached
        isLinked = true
    }
}

/// Reads the value the focused part of the window publishes for a key (or the window itself,
/// with `.focusedSceneValue`), nil when nothing publishes one. In a view, that is its own
/// window's; in the app's `Commands`, the key window's. It updates as the focus moves.
///
/// ```swift
/// struct NoteTitleKey: FocusedValueKey { typealias Value = String }
/// extension FocusedValues { var noteTitle: String? { get { self[NoteTitleKey.self] } set { self[NoteTitleKey.self] = newValue } } }
///
/// @FocusedValue(\.noteTitle) var title    // in a status line
/// TextField("Title", text: $title).focusedValue(\.noteTitle, title)   // in the form
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>
    let link = FocusedValueLink()

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    @MainActor public var wrappedValue: Value? {
        link.values?.value(keyPath)
    }
}

/// Reads a binding the focused part of the window publishes (`.focusedValue(\.key, $value)`),
/// as a binding: a toolbar or a command edits the focused document's value. In a view, its
/// own window's; in the app's `Commands`, the key window's.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let link = FocusedValueLink()

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    @MainActor public var wrappedValue: Value? {
        get { link.values?.value(keyPath)?.wrappedValue }
        nonmutating set {
            if let newValue, let binding = link.values?.value(keyPath) { binding.wrappedValue = newValue }
        }
    }
}

extension FocusedValue: NodeLinkedProperty {
    func link(to node: ViewNode, place: PropertyPlace) { link.link(to: node) }
}

extension FocusedBinding: NodeLinkedProperty {
    func link(to node: ViewNode, place: PropertyPlace) { link.link(to: node) }
}

extension FocusedValue: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { (other as? Self)?.keyPath == keyPath }
}

extension FocusedBinding: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { (other as? Self)?.keyPath == keyPath }
}

/// A publisher of one focused value: the same object while its view stays.
@MainActor
final class FocusedValuePublisher {
    /// Publishes the view's latest value (true), or withdraws it (false).
    var publish: @MainActor (Bool) -> Void = { _ in }
    var isFocused = false

    nonisolated init() {}

    func focusChanged(_ focused: Bool) {
        isFocused = focused
        publish(focused)
    }

    isolated deinit {
        if isFocused { publish(false) }
    }
}

struct FocusedValueView<Content: View, Value>: View {
    let content: Content
    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?
    @Environment(\.sceneFocusedValues) private var sceneValues
    /// Made by the node, once: its deinit withdraws the value when the view leaves (an
    /// `@Owned` object is made with every copy of the struct and held by each).
    @OwnedObject private var publisher = FocusedValuePublisher()
    @OwnedObject private var reporter = FocusReporter()

    var body: some View {
        let publisher = self.publisher, reporter = self.reporter
        let keyPath = self.keyPath, value = self.value
        let owner = ObjectIdentifier(publisher)
        let scene = sceneValues ?? .unattached
        publisher.publish = { [weak scene] focused in scene?.publish(focused ? value : nil, at: keyPath, by: owner, forScene: false) }
        if publisher.isFocused {
            // The value changed while the view has the focus: publish the new one.
            UpdateFeedback.sharingPass { DependencyTracker.untracked { publisher.publish(true) } }
        }
        reporter.report = { [weak publisher] in publisher?.focusChanged($0) }
        return content.widgetAttribute(FocusAttribute.self, [FocusRequest(wantsFocus: false, reporter: reporter)])
    }
}

/// `.focusedSceneValue`: publishes for the scene while the view is in it.
struct FocusedSceneValueView<Content: View, Value>: View {
    let content: Content
    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?
    @Environment(\.sceneFocusedValues) private var sceneValues
    /// Made by the node, once (see `FocusedValueView`).
    @OwnedObject private var publisher = FocusedValuePublisher()

    var body: some View {
        let publisher = self.publisher
        let keyPath = self.keyPath, value = self.value
        let owner = ObjectIdentifier(publisher)
        let scene = sceneValues ?? .unattached
        publisher.publish = { [weak scene] present in scene?.publish(present ? value : nil, at: keyPath, by: owner, forScene: true) }
        // Published from the first evaluation, again at each (the value may have changed),
        // withdrawn when the view goes (the publisher's deinit).
        UpdateFeedback.sharingPass { DependencyTracker.untracked { publisher.focusChanged(true) } }
        return content
    }
}

extension View {
    /// Publishes `value` under `keyPath` while this view (or a control in it) has the focus,
    /// for the window's `@FocusedValue` readers and, while the window is key, the app's commands.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        FocusedValueView(content: self, keyPath: keyPath, value: value)
    }

    /// Publishes `value` under `keyPath` for the whole window while this view is in it,
    /// wherever the focus is in the window (SwiftUI's `focusedSceneValue`): the app's
    /// commands see it while the window is the key window. A value the focused view publishes
    /// under the same key (`.focusedValue`) comes first.
    ///
    /// ```swift
    /// DetailView(item: item).focusedSceneValue(\.shownItem, item)
    /// ```
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        FocusedSceneValueView(content: self, keyPath: keyPath, value: value)
    }
}
