import Foundation

/// A type `@AppStorage` can store: written as text in the settings file.
public protocol SettingsValue {
    /// The value as stored text.
    var settingsText: String { get }
    /// The value read back from stored text; nil if the text is not such a value.
    init?(settingsText: String)
    /// How the type is named in a warning about an unreadable value ("an integer").
    static var settingsTypeDescription: String { get }
}

extension Bool: SettingsValue {
    public var settingsText: String { self ? "true" : "false" }
    public init?(settingsText: String) {
        switch settingsText.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
    public static var settingsTypeDescription: String { "true or false" }
}

extension Int: SettingsValue {
    public var settingsText: String { String(self) }
    public init?(settingsText: String) { self.init(settingsText.trimmingCharacters(in: .whitespaces)) }
    public static var settingsTypeDescription: String { "an integer" }
}

extension Double: SettingsValue {
    public var settingsText: String { String(self) }
    public init?(settingsText: String) { self.init(settingsText.trimmingCharacters(in: .whitespaces)) }
    public static var settingsTypeDescription: String { "a number" }
}

extension String: SettingsValue {
    public var settingsText: String { self }
    public init?(settingsText: String) { self = settingsText }
    public static var settingsTypeDescription: String { "text" }
}

extension URL: SettingsValue {
    public var settingsText: String { absoluteString }
    public init?(settingsText: String) {
        guard !settingsText.isEmpty else { return nil }
        self.init(string: settingsText)
    }
    public static var settingsTypeDescription: String { "a URL" }
}

extension Data: SettingsValue {
    public var settingsText: String { base64EncodedString() }
    public init?(settingsText: String) { self.init(base64Encoded: settingsText) }
    public static var settingsTypeDescription: String { "base64 data" }
}

/// How one `@AppStorage` property turns its value into stored text and back.
struct SettingsCoding<Value> {
    /// Text to store, or nil to remove the key.
    let encode: (Value) -> String?
    /// The value for stored text, or nil if unreadable.
    let decode: (String) -> Value?
    let typeDescription: String

    static func plain(_ type: Value.Type) -> SettingsCoding where Value: SettingsValue {
        SettingsCoding(encode: { $0.settingsText }, decode: { Value(settingsText: $0) }, typeDescription: Value.settingsTypeDescription)
    }

    static func optional<Wrapped: SettingsValue>(_ type: Wrapped.Type) -> SettingsCoding where Value == Wrapped? {
        SettingsCoding(
            encode: { $0?.settingsText },
            decode: { Wrapped(settingsText: $0).map { .some($0) } },
            typeDescription: Wrapped.settingsTypeDescription
        )
    }

    /// An optional raw-representable: nil is no text; text that is not one of the raw values
    /// is unreadable (nil from `decode`, so the store reports it and the default, nil, is used).
    static func optionalRawRepresentable<Wrapped: RawRepresentable>(_ type: Wrapped.Type) -> SettingsCoding
    where Value == Wrapped?, Wrapped.RawValue: SettingsValue {
        SettingsCoding(
            encode: { $0?.rawValue.settingsText },
            decode: { Wrapped.RawValue(settingsText: $0).flatMap(Wrapped.init(rawValue:)).map { .some($0) } },
            typeDescription: "one of the \(Wrapped.self) values"
        )
    }

    static func rawRepresentable(_ type: Value.Type) -> SettingsCoding where Value: RawRepresentable, Value.RawValue: SettingsValue {
        SettingsCoding(
            encode: { $0.rawValue.settingsText },
            decode: { Value.RawValue(settingsText: $0).flatMap(Value.init(rawValue:)) },
            typeDescription: "one of the \(Value.self) values"
        )
    }
}
