/// A number with buttons that step it up and down, bound two ways to a value (a
/// `GtkSpinButton` beside its label under GTK). The user may also type a number.
///
/// ```swift
/// Stepper("Copies: \(copies)", value: $copies, in: 1...10)
/// Stepper("Weight", value: $weight, in: 0...100, step: 0.5)
/// ```
public struct Stepper<Label: View>: PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double
    let digits: Int
    let label: Label
    let onEditingChanged: @MainActor (Bool) -> Void

    /// A stepper over whole numbers. `onEditingChanged` gets `true` when the user starts a
    /// change (a press of + or −, a typed number) and `false` when it is done, as in SwiftUI.
    public init<V: BinaryInteger>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryInteger {
        self.onEditingChanged = onEditingChanged
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(Int(step))
        self.digits = 0
        self.label = label()
    }

    /// A stepper over floating-point numbers; shows as many decimals as `step` has.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.onEditingChanged = onEditingChanged
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        var digits = 0
        var scaled = Double(step)
        while digits < 6, (scaled - scaled.rounded()).magnitude > 1e-9 { scaled *= 10; digits += 1 }
        self.digits = digits
        self.label = label()
    }

    public var content: Label { label }

    public func properties(in environment: EnvironmentValues) -> StepperProperties {
        StepperProperties(value: value.wrappedValue, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound,
                          step: step, digits: digits, isEnabled: environment.isEnabled)
    }

    public func actions(in environment: EnvironmentValues) -> StepperActions {
        let value = self.value, bounds = self.bounds, onEditingChanged = self.onEditingChanged
        return StepperActions { newValue in
            let kept = min(max(newValue, bounds.lowerBound), bounds.upperBound)
            guard value.wrappedValue != kept else { return }
            // Each press or typed number is one edit: begun, the value written, ended.
            onEditingChanged(true)
            value.wrappedValue = kept
            onEditingChanged(false)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper over whole numbers labelled with the translation of `titleKey`.
    public init<V: BinaryInteger>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper over floating-point numbers labelled with the translation of `titleKey`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
}

/// What a ``Stepper`` shows besides its label.
public struct StepperProperties: Equatable, Sendable {
    /// The number. A widget writes it only when it shows another one.
    public var value: Double
    public var lowerBound: Double
    public var upperBound: Double
    /// How much one press of + or − changes the value.
    public var step: Double
    /// Decimals shown.
    public var digits: Int
    public var isEnabled: Bool

    public init(value: Double, lowerBound: Double, upperBound: Double, step: Double = 1, digits: Int = 0, isEnabled: Bool = true) {
        self.value = value
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.step = step
        self.digits = digits
        self.isEnabled = isEnabled
    }
}

/// What a ``Stepper`` reports: the user stepped or typed a new value.
public struct StepperActions {
    public let valueChanged: @MainActor (Double) -> Void

    public init(valueChanged: @escaping @MainActor (Double) -> Void) {
        self.valueChanged = valueChanged
    }
}
