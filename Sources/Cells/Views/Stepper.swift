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

    /// A stepper over whole numbers.
    public init<V: BinaryInteger>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryInteger {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(Int(step))
        self.digits = 0
        self.label = label()
    }

    /// A stepper over floating-point numbers; shows as many decimals as `step` has.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
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
        let value = self.value, bounds = self.bounds
        return StepperActions { newValue in
            let kept = min(max(newValue, bounds.lowerBound), bounds.upperBound)
            if value.wrappedValue != kept { value.wrappedValue = kept }
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper over whole numbers labelled with the translation of `titleKey`.
    public init<V: BinaryInteger>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper over floating-point numbers labelled with the translation of `titleKey`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
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
