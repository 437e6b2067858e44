import Foundation

extension TextField {
    /// An entry bound two ways to a value through a format, as SwiftUI's
    /// `TextField("Amount", value: $amount, format: .number)`.
    ///
    /// Text that parses writes the value; text that does not keeps the last valid value, and
    /// the entry shows itself invalid (GTK's "error" style) until it parses again. A model
    /// write shows the formatted value, unless the entry's text already means that value
    /// (typing "1.50" is not rewritten to "1.5").
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

    private init<F: ParseableFormatStyle>(placeholder: String, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        let parse: @MainActor (String) -> F.FormatInput? = { text in
            guard let value = try? format.parseStrategy.parse(text.trimmingCharacters(in: .whitespaces)) else { return nil }
            // Foundation's strategies accept a number followed by anything ("2.5 metres?"):
            // accept only characters the formatted value could hold.
            let formatted = format.format(value)
            let strict = text.allSatisfy { $0.isNumber || $0.isWhitespace || "+-.,'".contains($0) || formatted.contains($0) }
            return strict ? value : nil
        }
        self.placeholder = placeholder
        self.text = Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                guard let parsed = parse(text) else { return }  // invalid text keeps the last valid value
                if value.wrappedValue != parsed { value.wrappedValue = parsed }
            }
        )
        self.normalize = { text in parse(text).map { format.format($0) } }
    }
}
