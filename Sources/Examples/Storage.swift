// Settings and custom dynamic properties, from shared/examples/Storage.swift. Changes from
// the seed: `import Cells`, `public` on what the demo and tests use, and the theme setting
// applied with `.preferredColorScheme` (with a "System" button to go back).
//
// - @AppStorage: the value survives a restart of the app; two windows bound to the same key
//   show each other's writes at once; editing the settings file by hand while the app runs
//   updates the views; a RawRepresentable enum is stored by its raw value.
// - @SceneStorage: each window keeps its own selection; closing a window forgets it;
//   quitting and relaunching the app restores it.
// - A custom property wrapper conforming to DynamicProperty, built from other dynamic
//   properties, updates its view like a built-in one, and two such wrappers with the same key
//   share one record.
import Cells

public enum Theme: String { case light, dark, system }

public struct SettingsView: View {
    @AppStorage("age") private var age = 12
    @AppStorage("nickname") private var nickname = "onevcat"
    @AppStorage("theme") private var theme: Theme = .system
    @SceneStorage("selectedTab") private var selectedTab = 0

    public init() {}

    public var body: some View {
        VStack {
            TextField("Nickname", text: $nickname)
            Button("Older") { age += 1 }
            Text("Age \(age), theme \(theme.rawValue), tab \(selectedTab)")
            Button("Next tab") { selectedTab = (selectedTab + 1) % 3 }
            Button("Dark") { theme = .dark }
            Button("System") { theme = .system }
        }
        // The stored choice changes how the app looks, not only the text above.
        .preferredColorScheme(theme.colorScheme)
    }
}

extension Theme {
    /// The appearance the theme asks for; nil follows the desktop's.
    var colorScheme: ColorScheme? {
        switch self {
        case .light: .light
        case .dark: .dark
        case .system: nil
        }
    }
}

public final class Record<Value: Equatable>: ObservableObject {
    let key: String
    @Published var value: Value?
    init(key: String) { self.key = key }
}

@MainActor public final class RecordRegistry {
    public static let shared = RecordRegistry()
    private var records: [String: AnyObject] = [:]
    func record<Value>(for key: String, as: Value.Type) -> Record<Value> {
        if let existing = records[key] as? Record<Value> { return existing }
        let created = Record<Value>(key: key)
        records[key] = created
        return created
    }
}

@propertyWrapper
struct Remembered<Value: Equatable>: DynamicProperty {
    private let defaultValue: Value
    @OwnedObject private var record: Record<Value>

    init(wrappedValue: Value, _ key: String) {
        defaultValue = wrappedValue
        _record = OwnedObject(wrappedValue: RecordRegistry.shared.record(for: key, as: Value.self))
    }

    var wrappedValue: Value {
        get { record.value ?? defaultValue }
        nonmutating set { record.value = newValue }
    }

    var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

public struct RememberedView: View {
    @Remembered("counter") private var counter = 0
    @Remembered("counter") private var sameCounter = 0

    public init() {}

    public var body: some View {
        VStack {
            Button("Add") { counter += 1 }
            Text("Counter \(counter) / \(sameCounter)")
        }
    }
}

/// The demo's settings window: both views of the seed, one above the other.
public struct SettingsWindow: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            SettingsView()
            RememberedView()
        }
        .padding()
    }
}
