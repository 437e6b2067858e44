/// A colour, bound two ways, chosen in the desktop's colour chooser (under GTK: a
/// `GtkColorButton`).
///
/// ```swift
/// ColorPicker("Highlight", selection: $highlight)
/// ```
public struct ColorPicker<Label: View>: PrimitiveView {
    let selection: Binding<Color>
    let label: Label

    public init(selection: Binding<Color>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var content: Label { label }

    public func properties(in environment: EnvironmentValues) -> ColorPickerProperties {
        ColorPickerProperties(css: selection.wrappedValue.hex ?? "#000000", isEnabled: environment.isEnabled)
    }

    public func actions(in environment: EnvironmentValues) -> ColorPickerActions {
        let selection = self.selection
        return ColorPickerActions { red, green, blue in
            let picked = Color(red: red, green: green, blue: blue)
            if selection.wrappedValue.hex != picked.hex { selection.wrappedValue = picked }
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>) {
        self.init(selection: selection) { Text(titleKey) }
    }
}

/// What a ``ColorPicker`` shows besides its label.
public struct ColorPickerProperties: Equatable, Sendable {
    /// The colour as CSS ("#1c71d8").
    public var css: String
    public var isEnabled: Bool

    public init(css: String, isEnabled: Bool = true) {
        self.css = css
        self.isEnabled = isEnabled
    }
}

/// What a ``ColorPicker`` reports: the user chose a colour (components 0…1).
public struct ColorPickerActions {
    public let pick: @MainActor (Double, Double, Double) -> Void

    public init(pick: @escaping @MainActor (Double, Double, Double) -> Void) {
        self.pick = pick
    }
}
