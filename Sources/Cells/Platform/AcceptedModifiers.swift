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

// MARK: Animation

/// A SwiftUI animation curve (`.default`, `.easeInOut`, `.spring()`…). Changes here are not
/// animated: the views update at once, as after any state change (GTK animates its own
/// widgets' transitions, a switch's knob or a stack's page, whatever the app asks).
public struct Animation: Hashable, Sendable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let linear = Animation(name: "linear")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static let interactiveSpring = Animation(name: "interactiveSpring")

    /// The curves with parameters: accepted, as the plain ones.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func linear(duration: Double) -> Animation { .linear }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { .spring }
    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { .spring }

    /// Timing changes: accepted, the animation unchanged (nothing is animated).
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// The context of a state change, as SwiftUI's: which animation it asks for. A gesture's
/// `.updating` callback receives one. Changes are not animated yet (see ``Animation``).
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}

/// Runs `body`, SwiftUI's animated state change: here the change is made and the views
/// update at once (in the next update pass, as after any write).
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view comes and goes in SwiftUI (`.opacity`, `.slide`, `.move(edge:)`…): accepted;
/// views appear and leave at once here (a `GtkRevealer` for `if` content is not built).
public struct AnyTransition: Sendable {
    /// The transitions SwiftUI names, all accepted (the view appears and leaves at once).
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static func scale(scale: Double, anchor: Alignment = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    /// Combining or timing transitions: accepted.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// SwiftUI animates changes of `value` in this view: accepted; the view updates at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// The older, value-less `.animation(_:)`: accepted; the view updates at once.
    public func animation(_ animation: Animation?) -> some View {
        self
    }

    /// How this view comes and goes: accepted; it appears and leaves at once.
    public func transition(_ transition: AnyTransition) -> some View {
        self
    }
}
