// iOS names a SwiftUI app uses that a GNOME desktop has little or no use for. They compile,
// so a SwiftUI file ports by renames only, and each maps to the nearest GNOME behaviour or
// does nothing; every one says which.

// MARK: Navigation

/// SwiftUI's older navigation container: here a ``NavigationStack`` (pages pushed in the
/// window, the back button in the header bar). Its split-view style on iPad has no GNOME
/// counterpart here.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// How iOS draws a navigation bar's title (`.inline`, `.large`). GNOME's header bar has one
/// title size: accepted and ignored.
public enum NavigationBarItem {
    /// iOS's title sizes.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// SwiftUI's navigation view styles (`.stack`, `.columns`): accepted and ignored (a
/// ``NavigationView`` is always a stack here).
public enum NavigationViewStyleChoice: Hashable, Sendable {
    case automatic, stack, columns

    public static let `default` = NavigationViewStyleChoice.automatic
}

extension View {
    /// iOS's large or inline navigation bar title. GNOME's header bar has one title size:
    /// accepted and ignored.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// The older name of `.navigationTitle(_:)`: the window's header bar title.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// The older name of `.navigationTitle(_:)`, with a string shown as it is.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The older `.navigationTitle(_:)` with iOS's display mode (ignored).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey)
    }

    /// iPad's split or stacked navigation: accepted and ignored (always a stack).
    public func navigationViewStyle(_ style: NavigationViewStyleChoice) -> some View {
        self
    }
}

// MARK: Text input

/// The on-screen keyboard iOS shows for a text field. On GNOME it is the entry's input
/// purpose (GtkInputPurpose), which an on-screen keyboard (and input methods) follow:
/// `.decimalPad` and `.numberPad` are numbers, `.phonePad` a phone number, `.emailAddress` an
/// e-mail address, `.URL` a URL; the others free text.
public enum UIKeyboardType: Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How iOS capitalizes what the user types. On GNOME, an input hint of the entry
/// (GTK_INPUT_HINT_UPPERCASE_WORDS, _SENTENCES, _CHARS), which input methods and on-screen
/// keyboards follow.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let mode: TextInputTraits.Capitalization

    /// No automatic capitals.
    public static let never = TextInputAutocapitalization(mode: .none)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(mode: .words)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(mode: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(mode: .characters)
}

/// What the text fields below tell input methods about their text: the purpose
/// (`.keyboardType`), capitals (`.textInputAutocapitalization`) and spell checking
/// (`.autocorrectionDisabled`). The GTK backend sets the entry's "input-purpose" and
/// "input-hints".
public struct TextInputTraits: Hashable, Sendable {
    /// What the text is, for GTK's input purpose.
    public enum Purpose: Hashable, Sendable {
        case freeForm, number, digits, phone, email, url
    }

    /// Which letters input methods capitalize.
    public enum Capitalization: Hashable, Sendable {
        case `default`, none, words, sentences, characters
    }

    /// What the text is (`.keyboardType`).
    public var purpose: Purpose = .freeForm
    /// Automatic capitals (`.textInputAutocapitalization`).
    public var capitalization: Capitalization = .default
    /// Whether spell checking and word completion are off.
    public var disablesCorrection = false

    public init() {}
}

/// `.keyboardType`, `.textInputAutocapitalization`, `.autocorrectionDisabled` on a text field.
public enum TextInputTraitsAttribute: WidgetAttributeKey {
    public typealias Value = TextInputTraits

    /// The inner modifier wins per trait; traits it leaves at their default come from outside.
    public static func combine(outer: TextInputTraits, inner: TextInputTraits) -> TextInputTraits {
        var combined = outer
        if inner.purpose != .freeForm { combined.purpose = inner.purpose }
        if inner.capitalization != .default { combined.capitalization = inner.capitalization }
        if inner.disablesCorrection { combined.disablesCorrection = true }
        return combined
    }
}

extension View {
    /// iOS's keyboard for this text field: on GNOME, the entry's input purpose (numbers, phone,
    /// e-mail, URL), which on-screen keyboards follow.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        var traits = TextInputTraits()
        traits.purpose = switch type {
        case .numberPad, .asciiCapableNumberPad: .digits
        case .decimalPad, .numbersAndPunctuation: .number
        case .phonePad, .namePhonePad: .phone
        case .emailAddress: .email
        case .URL, .webSearch: .url
        case .default, .asciiCapable, .twitter: .freeForm
        }
        return widgetAttribute(TextInputTraitsAttribute.self, traits)
    }

    /// Automatic capitals in this text field: on GNOME, the entry's input hints.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        var traits = TextInputTraits()
        traits.capitalization = autocapitalization?.mode ?? .default
        return widgetAttribute(TextInputTraitsAttribute.self, traits)
    }

    /// Turns spell checking and word completion off in this text field (GTK's
    /// GTK_INPUT_HINT_NO_SPELLCHECK and _NO_EMOJI are not set otherwise: GNOME entries do
    /// not correct by default, so `false` changes nothing).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        var traits = TextInputTraits()
        traits.disablesCorrection = disable
        return widgetAttribute(TextInputTraitsAttribute.self, traits)
    }

    /// The older name of ``autocorrectionDisabled(_:)``.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }
}

// MARK: Lists

/// SwiftUI's list styles (`.plain`, `.insetGrouped`, `.sidebar`…). GNOME lists have one look
/// here (a `GtkListView`; `Form` sections are the boxed-list look): accepted and ignored.
@MainActor
public protocol ListStyle {}

/// Every SwiftUI list style, accepted and drawn as GNOME's list.
public struct AcceptedListStyle: ListStyle, Hashable, Sendable {
    let name: String
}

/// SwiftUI's list styles, each drawn as GNOME's list.
extension ListStyle where Self == AcceptedListStyle {
    public static var automatic: AcceptedListStyle { AcceptedListStyle(name: "automatic") }
    public static var plain: AcceptedListStyle { AcceptedListStyle(name: "plain") }
    public static var grouped: AcceptedListStyle { AcceptedListStyle(name: "grouped") }
    public static var inset: AcceptedListStyle { AcceptedListStyle(name: "inset") }
    public static var insetGrouped: AcceptedListStyle { AcceptedListStyle(name: "insetGrouped") }
    public static var sidebar: AcceptedListStyle { AcceptedListStyle(name: "sidebar") }
}

extension View {
    /// SwiftUI's list look: accepted and ignored (GNOME's list look).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        self
    }
}
