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
    /// The text as written, values put in: what shows when the key has no translation.
    @usableFromInline let untranslated: String
    /// Where each interpolated value sits in ``untranslated``, as UTF-8 offsets, in order.
    /// The key and the arguments are made from these only when a translation is looked up:
    /// a text that interpolates a value is made on every evaluation of its view, and an app
    /// without translations never needs them.
    @usableFromInline let valueRanges: [Range<Int>]

    /// The key as gettext sees it (the `msgid`): the literal as written, or, for an
    /// interpolation, its literal segments (each `%` as `%%`) with `%@` for each value.
    public var key: String {
        guard !valueRanges.isEmpty else { return untranslated }
        var key = ""
        var position = 0
        for range in valueRanges {
            key += untranslated[utf8Offsets: position..<range.lowerBound].replacingPercents()
            key += "%@"
            position = range.upperBound
        }
        key += untranslated[utf8Offsets: position..<untranslated.utf8.count].replacingPercents()
        return key
    }

    /// The interpolated values, as text, in the order of their placeholders.
    public var arguments: [String] {
        valueRanges.map { untranslated[utf8Offsets: $0] }
    }

    // The initialisers a literal goes through are inlinable: a list row's `Toggle("", isOn:)`
    // made a key, and destroyed it, through calls for each of 100,000 rows.

    /// A key made at run time from a string (no placeholders).
    @inlinable public init(_ key: String) {
        self.init(untranslated: key, valueRanges: [])
    }

    @usableFromInline init(untranslated: String, valueRanges: [Range<Int>]) {
        self.untranslated = untranslated
        self.valueRanges = valueRanges
    }

    @inlinable public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(untranslated: stringInterpolation.text, valueRanges: stringInterpolation.valueRanges)
    }

    /// The text to show: the translation of ``key`` in the current ``Localization`` catalog
    /// (or the key itself), with ``arguments`` put in place of its placeholders.
    public func resolved() -> String {
        guard Localization.isTranslating, let translation = Localization.translation(for: key) else { return untranslated }
        return valueRanges.isEmpty ? translation : Self.format(translation, arguments)
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

    /// The parts of an interpolated literal: the text as written with its values put in, and
    /// where the values are (the key is made from these only when it is looked up).
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        var valueRanges: [Range<Int>] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            valueRanges.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// A value shown as its description: a `%@` in the key.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendInterpolation(String(describing: value))
        }

        /// A string shown as it is (not translated): a `%@` in the key.
        public mutating func appendInterpolation(_ value: String) {
            let start = text.utf8.count
            text += value
            valueRanges.append(start..<text.utf8.count)
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
    /// The text with each `%` doubled, as a format's literal text has it.
    fileprivate func replacingPercents() -> String {
        // Byte by byte: `contains("%")` is Foundation's substring search, which bridges the
        // string to an NSString (allocations for each literal segment of each evaluation).
        utf8.contains(UInt8(ascii: "%")) ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
    }

    /// The text between two UTF-8 offsets where a ``LocalizedStringKey``'s value starts or
    /// ends, taken from the bytes: a value may start inside a character (a combining accent
    /// after a literal "e").
    fileprivate subscript(utf8Offsets range: Range<Int>) -> String {
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return String(decoding: utf8[lower..<utf8.index(lower, offsetBy: range.count)], as: UTF8.self)
    }
}
