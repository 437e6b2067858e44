import Foundation

extension TextField {
    /// An entry bound to a value through a format, as SwiftUI's
    /// `TextField("Amount", value: $amount, format: .number)`.
    ///
    /// As in SwiftUI, typing does not write the value: the field writes it when the user
    /// commits the text, by pressing Return or by moving the focus out of the field. Text
    /// that parses writes the value and shows it formatted ("1.50" shows "1.5"); text that
    /// does not parse leaves the value and shows it again. While the user types, text that
    /// does not parse shows itself invalid (GTK's "error" style). A model write shows the
    /// formatted value, unless the user is in the middle of an edit.
    ///
    /// ```swift
    /// TextField("Metres", value: $metres, format: .number)
    /// ```
    public init<F: ParseableFormatStyle>(_ placeholderKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        self.init(placeholder: placeholderKey.resolved(), value: value, format: format)
    }

    /// The same, with a placeholder shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ placeholder: S, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        self.init(placeholder: String(placeholder), value: value, format: format)
    }

    /// An entry bound to an optional value through a format, as SwiftUI's
    /// `TextField("Quantity", value: $quantity, format: .number)` over an `Int?`: nil shows
    /// an empty field (its placeholder); committing empty text, or text that is not a value,
    /// writes nil.
    public init<F: ParseableFormatStyle>(_ placeholderKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        self.init(placeholder: placeholderKey.resolved(), optional: value, format: format)
    }

    /// The same, with a placeholder shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ placeholder: S, value: Binding<F.FormatInput?>, format: F)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        self.init(placeholder: String(placeholder), optional: value, format: format)
    }

    private init<F: ParseableFormatStyle>(placeholder: String, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        let parse = Self.strictParser(format)
        self.placeholder = placeholder
        self.text = Binding(get: { format.format(value.wrappedValue) }, set: { _ in })
        self.normalize = { text in parse(text).map { format.format($0) } }
        self.commit = { text in
            if let parsed = parse(text), value.wrappedValue != parsed { value.wrappedValue = parsed }
            return format.format(value.wrappedValue)  // what does not parse shows the value again
        }
    }

    private init<F: ParseableFormatStyle>(placeholder: String, optional value: Binding<F.FormatInput?>, format: F)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        let parse = Self.strictParser(format)
        let isEmpty: (String) -> Bool = { $0.allSatisfy(\.isWhitespace) }
        self.placeholder = placeholder
        self.text = Binding(get: { value.wrappedValue.map { format.format($0) } ?? "" }, set: { _ in })
        self.normalize = { text in isEmpty(text) ? "" : parse(text).map { format.format($0) } }
        self.commit = { text in
            let parsed = isEmpty(text) ? nil : parse(text)  // text that is not a value is nil
            if value.wrappedValue != parsed { value.wrappedValue = parsed }
            return value.wrappedValue.map { format.format($0) } ?? ""
        }
    }

    /// Parses text as `format`'s value; nil unless all of it is the value.
    private static func strictParser<F: ParseableFormatStyle>(_ format: F) -> @MainActor (String) -> F.FormatInput?
    where F.FormatOutput == String {
        { text in
            guard let value = try? format.parseStrategy.parse(text.trimmingCharacters(in: .whitespaces)) else { return nil }
            // Foundation's strategies accept a number followed by anything ("2.5 metres?"):
            // accept only characters the formatted value could hold.
            let formatted = format.format(value)
            let strict = text.allSatisfy { $0.isNumber || $0.isWhitespace || "+-.,'".contains($0) || formatted.contains($0) }
            return strict ? value : nil
        }
    }
}
