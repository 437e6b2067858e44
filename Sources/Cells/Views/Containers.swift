/// Content that scrolls when it is larger than the space offered (`GtkScrolledWindow`), along
/// `axes`. The content is stacked vertically (horizontally for `.horizontal` alone).
///
/// ```swift
/// ScrollView { VStack { ForEach(items) { Text($0.name) } } }
/// ScrollView(.horizontal) { HStack { ... } }
/// ```
public struct ScrollView<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let showsIndicators: Bool
    public let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> ScrollProperties {
        ScrollProperties(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical), showsIndicators: showsIndicators)
    }
}

/// What a ``ScrollView`` shows.
public struct ScrollProperties: Equatable, Sendable {
    /// Whether the content scrolls sideways.
    public var horizontal: Bool
    /// Whether the content scrolls up and down.
    public var vertical: Bool
    public var showsIndicators: Bool

    public init(horizontal: Bool, vertical: Bool, showsIndicators: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.showsIndicators = showsIndicators
    }
}

extension Axis {
    /// A set of axes: `.horizontal`, `.vertical`, or `[.horizontal, .vertical]`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Views laid over each other, the first at the back (`GtkOverlay`: the first child sets the
/// size, the others are overlays aligned by `alignment`).
///
/// ```swift
/// ZStack { Image(filePath: path); Text("Caption").padding() }
/// ```
public struct ZStack<Content: View>: PrimitiveView {
    let alignment: Alignment
    public let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> OverlayProperties {
        OverlayProperties(alignment: alignment)
    }
}

/// What a ``ZStack`` shows.
public struct OverlayProperties: Equatable, Sendable {
    /// Where the overlaid views sit.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }
}

/// A title and a value or control in one row: the title at the start, the content at the end.
///
/// ```swift
/// LabeledContent("Result", value: "3.28 ft")
/// LabeledContent("Precision") { Slider(value: $digits, in: 0...6, step: 1) }
/// ```
public struct LabeledContent<Content: View>: PrimitiveView {
    let title: String
    public let content: Content

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved()
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> LabeledContentProperties {
        LabeledContentProperties(title: title, isFormRow: environment.isFormRow)
    }
}

extension LabeledContent where Content == Text {
    /// A title and a value shown as text.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(titleKey) { Text(value) }
    }

    @_disfavoredOverload
    public init<T: StringProtocol, S: StringProtocol>(_ title: T, value: S) {
        self.init(title) { Text(value) }
    }
}

/// What a ``LabeledContent`` shows besides its content.
public struct LabeledContentProperties: Equatable, Sendable {
    public var title: String
    /// Whether it is a form's row (FormRows.swift): GNOME's action row, the content at its end.
    public var isFormRow: Bool

    public init(title: String, isFormRow: Bool = false) {
        self.title = title
        self.isFormRow = isFormRow
    }
}

/// A settings form: sections of rows, scrolling (GNOME's preferences look).
///
/// ```swift
/// Form {
///     Section("Units", footer: "Conversions use the international foot.") {
///         Picker("From", selection: $from) { ... }
///         Toggle("Round", isOn: $round)
///     }
/// }
/// ```
public struct Form<Content: View>: PrimitiveView {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> FormProperties {
        FormProperties()
    }
}

/// What a ``Form`` shows: a scrolling column of sections.
public struct FormProperties: Equatable, Sendable {
    public init() {}
}

/// A group of rows in a ``Form`` (or anywhere): an optional header above, the rows in a boxed
/// list (GTK: a `GtkListBox` with Adwaita's "boxed-list" style), an optional footer below.
public struct Section<Content: View>: PrimitiveView {
    let header: String?
    let footer: String?
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        header = nil
        footer = nil
        self.content = content()
    }

    /// A section titled with the translation of `titleKey`, with an optional footer.
    public init(_ titleKey: LocalizedStringKey, footer: LocalizedStringKey? = nil, @ViewBuilder content: () -> Content) {
        header = titleKey.resolved()
        self.footer = footer?.resolved()
        self.content = content()
    }

    /// A section with text header and footer views, as SwiftUI's `Section { } header: { } footer: { }`.
    public init(@ViewBuilder content: () -> Content, header: () -> Text, footer: () -> Text) {
        self.header = header().content
        self.footer = footer().content
        self.content = content()
    }

    /// A section with a text header.
    public init(@ViewBuilder content: () -> Content, header: () -> Text) {
        self.header = header().content
        self.footer = nil
        self.content = content()
    }

    /// A section with its header's and footer's texts worked out (the view-taking spellings
    /// in SectionHeaderFooterViews.swift).
    init(headerText: String?, footerText: String?, content: Content) {
        header = headerText
        footer = footerText
        self.content = content
    }

    public func properties(in environment: EnvironmentValues) -> SectionProperties {
        SectionProperties(header: header, footer: footer)
    }
}

/// What a ``Section`` shows besides its rows.
public struct SectionProperties: Equatable, Sendable {
    public var header: String?
    public var footer: String?

    public init(header: String? = nil, footer: String? = nil) {
        self.header = header
        self.footer = footer
    }
}
