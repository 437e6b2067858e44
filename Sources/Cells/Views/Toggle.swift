/// An on/off control bound to a Boolean. Shown as a check box unless `.toggleStyle(_:)` says
/// otherwise.
///
/// ```swift
/// Toggle(isOn: $showFavorited) { Text("Show favorites only") }
/// Toggle("Starred", isOn: $product.isFavorited)
/// ```
public struct Toggle<Label: View>: View, BuiltinView {
    @usableFromInline let isOn: Binding<Bool>
    @usableFromInline let label: Label

    @inlinable public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        let isOn = self.isOn
        return Resolution(
            widget: WidgetSpec(
                .toggle(environment.toggleStyle),
                [.isOn(isOn.wrappedValue), .isEnabled(environment.isEnabled)],
                onToggle: { newValue in
                    if DependencyTracker.untracked({ isOn.wrappedValue }) != newValue {
                        isOn.wrappedValue = newValue
                    }
                }
            ),
            children: isUnlabeled ? [] : [KeyedView(key: .position(0), view: label)]
        )
    }

    /// `Toggle("", isOn:)`: the control alone, with no empty label beside it.
    private var isUnlabeled: Bool {
        (label as? Text)?.content.isEmpty ?? false
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with `title` (an empty title shows the control alone).
    @inlinable public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = ToggleStyle.checkbox
}

extension EnvironmentValues {
    /// How toggles below are drawn. Set with `.toggleStyle(_:)`.
    public var toggleStyle: ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view as check boxes, switches or buttons.
    public func toggleStyle(_ style: ToggleStyle) -> some View {
        environment(\.toggleStyle, style)
    }
}

extension Toggle: NamedInPaths {}
