/// A text written in the source as a string literal, used as a key to look its translation
/// up. `Text("Change Title")`, `Button("Next")`, `TextField("First name", text:)` and the
/// other built-in views take their literal as a `LocalizedStringKey`, as in SwiftUI; a
/// `String` value picks their other initialiser and is shown as it is:
///
/// ```swift
/// Text("Change Title")            // translated: key "Change Title"
/// Text("Score: \(model.score)")   // translated: key "Score: %@", then the score put in
/// Text(product.title)             // a String variable: shown as it is
/// Text(verbatim: "v1.0")          // a literal shown as it is
/// ```
///
/// Each interpolation becomes the placeholder `%@` in the key (whatever its type, so that
/// `scripts/extract-strings` can compute the key from the source alone), and a `%` of the
/// literal becomes `%%`. A translation may reorder the values with positional placeholders:
/// `"%2$@ – %1$@"`. A key with no translation shows the key itself, with the values put in.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key as gettext sees it (the `msgid`).
    public let key: String
    /// The interpolated values, as text, in the order of their placeholders.
    public let arguments: [String]
    /// Whether `key` is a format (it had interpolations): its `%%` and placeholders are
    /// replaced when shown. A plain literal is shown exactly as written or translated.
    @usableFromInline let isFormat: Bool
    /// The text as written, values put in: what shows when the key has no translation.
    @usableFromInline let untranslated: String

    // The initialisers a literal goes through are inlinable: a list row's `Toggle("", isOn:)`
    // made a key, and destroyed it, through calls for each of 100,000 rows.

    /// A key made at run time from a string (no placeholders).
    @inlinable public init(_ key: String) {
        self.init(key: key, arguments: [], isFormat: false, untranslated: key)
    }

    @usableFromInline init(key: String, arguments: [String], isFormat: Bool, untranslated: String) {
        self.key = key
        self.arguments = arguments
        self.isFormat = isFormat
        self.untranslated = untranslated
    }

    @inlinable public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        if stringInterpolation.arguments.isEmpty {
            // Only literal segments: the key is the literal as written, without %% escapes.
            self.init(stringInterpolation.text)
        } else {
            self.init(
                key: stringInterpolation.key, arguments: stringInterpolation.arguments, isFormat: true,
                untranslated: stringInterpolation.text
            )
        }
    }

    /// The text to show: the translation of ``key`` in the current ``Localization`` catalog
    /// (or the key itself), with ``arguments`` put in place of its placeholders.
    public func resolved() -> String {
        guard let translation = Localization.translation(for: key) else { return untranslated }
        return isFormat ? Self.format(translation, arguments) : translation
    }

    /// Puts `arguments` into `format`: `%@` takes the next value, `%N$@` the Nth, `%%` is a
    /// `%`. C-style conversions a translator may write (`%s`, `%d`, `%lld`, `%1$s`) take a
    /// value the same way; anything else after a `%` is kept as written.
    static func format(_ format: String, _ arguments: [String]) -> String {
        let characters = Array(format)
        var result = ""
        var next = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%" else {
                result.append(character)
                continue
            }
            if index < characters.count, characters[index] == "%" {
                result.append("%")
                index += 1
                continue
            }
            // %[N$][length]conversion
            var cursor = index
            var position: Int?
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber { cursor += 1 }
            if cursor > index, cursor < characters.count, characters[cursor] == "$" {
                position = Int(String(characters[index..<cursor]))
                cursor += 1
            } else {
                cursor = index
            }
            while cursor < characters.count, "lhqzjt".contains(characters[cursor]) { cursor += 1 }
            guard cursor < characters.count, "@sdiuxXfgeEc".contains(characters[cursor]) else {
                result.append("%")  // not a placeholder: kept as written
                continue
            }
            let argument = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            if arguments.indices.contains(argument) {
                result += arguments[argument]
            } else {
                result += String(characters[(index - 1)...cursor])
            }
            index = cursor + 1
        }
        return result
    }

    /// The parts of an interpolated literal: literal segments and values.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var text = ""
        var arguments: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
            arguments.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            key += literal.replacingPercents()
        }

        /// A value shown as its description: a `%@` in the key.
        public mutating func appendInterpolation<T>(_ value: T) {
            let description = String(describing: value)
            key += "%@"
            text += description
            arguments.append(description)
        }

        /// A string shown as it is (not translated): a `%@` in the key.
        public mutating func appendInterpolation(_ value: String) {
            key += "%@"
            text += value
            arguments.append(value)
        }

        /// A value that describes itself (a number, most values): its `description`, as
        /// `String(describing:)` gives it, without the dynamic casts that function makes to
        /// find out how (a text interpolating a count runs this on every evaluation).
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            appendInterpolation(value.description)
        }
    }
}

extension String {
    fileprivate func replacingPercents() -> String {
        // Byte by byte: `contains("%")` is Foundation's substring search, which bridges the
        // string to an NSString (allocations for each literal segment of each evaluation).
        utf8.contains(UInt8(ascii: "%")) ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
    }
}
