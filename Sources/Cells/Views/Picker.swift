/// A choice of one value among options, bound two ways to a selection. Each option is a view
/// (usually a `Text`) marked with `.tag(_:)`; in a `ForEach` without tags, each element's id
/// is its tag, as in SwiftUI.
///
/// ```swift
/// Picker("Unit", selection: $unit) {
///     Text("Metres").tag(Unit.metres)
///     Text("Feet").tag(Unit.feet)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Styles (``PickerStyle``): `.menu` (the default, a drop-down), `.segmented` (linked toggle
/// buttons), `.radioGroup`/`.inline` (grouped radio buttons).
public struct Picker<SelectionValue: Hashable, Label: View, Content: View>: PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let options: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.options = content()
        self.label = label()
    }

    /// A picker with its label as a view, SwiftUI's older spelling:
    /// `Picker(selection: $unit, label: Text("Unit")) { … }`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.options = content()
        self.label = label
    }

    /// The label, shown before the control.
    public var content: Label { label }

    public func properties(in environment: EnvironmentValues) -> PickerProperties {
        let options = PickerOptions.collect(from: self.options, in: environment)
        let selected = selection.wrappedValue
        return PickerProperties(
            style: environment.pickerStyle,
            titles: options.map(\.title),
            selectedIndex: options.firstIndex { $0.tag == AnyHashable(selected) },
            isEnabled: environment.isEnabled,
            isFormRow: environment.isFormRow
        )
    }

    public func actions(in environment: EnvironmentValues) -> PickerActions {
        let selection = self.selection
        let tags = PickerOptions.collect(from: options, in: environment).map(\.tag)
        return PickerActions { index in
            guard tags.indices.contains(index), let value = tags[index]?.base as? SelectionValue else { return }
            if selection.wrappedValue != value { selection.wrappedValue = value }
        }
    }
}

extension Picker where Label == Text {
    /// A picker labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker labelled with a string value, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// What a ``Picker`` shows besides its label.
public struct PickerProperties: Equatable, Sendable {
    public var style: PickerStyle
    /// The options' titles, in order.
    public var titles: [String]
    /// The option showing the selection; nil when no option has its tag.
    public var selectedIndex: Int?
    public var isEnabled: Bool
    /// Whether it is a form's row (FormRows.swift): a menu picker is then GNOME's combo row.
    public var isFormRow: Bool

    public init(style: PickerStyle = .menu, titles: [String], selectedIndex: Int?, isEnabled: Bool = true, isFormRow: Bool = false) {
        self.style = style
        self.titles = titles
        self.selectedIndex = selectedIndex
        self.isEnabled = isEnabled
        self.isFormRow = isFormRow
    }
}

/// What a ``Picker`` reports: the user chose the option at an index.
public struct PickerActions {
    public let select: @MainActor (Int) -> Void

    public init(select: @escaping @MainActor (Int) -> Void) {
        self.select = select
    }
}

/// How a `Picker` looks.
public enum PickerStyle: Hashable, Sendable {
    /// A drop-down list (GtkDropDown): the default.
    case menu
    /// A row of linked buttons, one pressed.
    case segmented
    /// A column of radio buttons.
    case radioGroup
    /// The options in place: radio buttons, as `radioGroup`.
    case inline

    /// SwiftUI's automatic style: the drop-down.
    public static let automatic = PickerStyle.menu
    /// iOS's spinning wheel: a drop-down here (GNOME has no wheel).
    public static let wheel = PickerStyle.menu
    /// iOS's pushed list of options: a drop-down here.
    public static let navigationLink = PickerStyle.menu
    /// A row of icons or short titles: linked buttons, as `.segmented`.
    public static let palette = PickerStyle.segmented
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyle.menu
}

extension EnvironmentValues {
    /// How pickers below are drawn. Set with `.pickerStyle(_:)`.
    public var pickerStyle: PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the pickers in this view as a drop-down, linked buttons or radio buttons.
    public func pickerStyle(_ style: PickerStyle) -> some View {
        environment(\.pickerStyle, style)
    }

    /// Marks this view as the option of a `Picker` that selects `tag`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }
}

/// `.tag(_:)`: its content, marked with a value a `Picker` selects.
struct TaggedView<Content: View>: View, BuiltinView {
    let content: Content
    let tag: AnyHashable

    var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .position(0), view: content)])
    }
}

/// A picker's options, found by walking its content as the graph would resolve it.
@MainActor
enum PickerOptions {
    struct Option {
        var tag: AnyHashable?
        var title: String
    }

    static func collect(from content: any View, in environment: EnvironmentValues) -> [Option] {
        var options: [Option] = []
        walk(content, tag: nil, environment: environment, into: &options)
        return options
    }

    private static func walk(_ view: any View, tag: AnyHashable?, environment: EnvironmentValues, into options: inout [Option]) {
        if let tagged = view as? any TaggedOption {
            walk(tagged.taggedContent, tag: tagged.optionTag, environment: environment, into: &options)
        } else if let text = view as? Text {
            options.append(Option(tag: tag, title: text.content))
        } else if let title = (view as? any TitledOption)?.optionTitle {
            options.append(Option(tag: tag, title: title))
        } else if let builtin = view as? BuiltinView {
            for child in builtin.resolve(in: environment).children {
                var childTag = tag
                if case .id(let id) = child.key, tag == nil { childTag = id }  // a ForEach element's id
                walk(child.view, tag: childTag, environment: environment, into: &options)
            }
        } else if !(view is any PrimitiveView) {
            walk(bodyOf(view), tag: tag, environment: environment, into: &options)
        }
    }

    private static func bodyOf<V: View>(_ view: V) -> any View { view.body }
}

/// A view that is one option of a picker (`.tag`).
@MainActor
protocol TaggedOption {
    var taggedContent: any View { get }
    var optionTag: AnyHashable { get }
}

extension TaggedView: TaggedOption {
    var taggedContent: any View { content }
    var optionTag: AnyHashable { tag }
}

/// A view whose title a picker shows for it (a `Label`).
@MainActor
protocol TitledOption {
    var optionTitle: String { get }
}
