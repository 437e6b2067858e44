/// A control for picking a number in a range by dragging a thumb, bound two ways to a value
/// (a `GtkScale` under GTK).
///
/// ```swift
/// Slider(value: $precision, in: 0...6, step: 1) { editing in isDragging = editing }
/// ```
///
/// A value the user picks is rounded to the nearest `step` above the lower bound and kept
/// inside the range; `onEditingChanged` gets `true` when the user grabs the thumb and
/// `false` when they let go.
public struct Slider: PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: @MainActor (Bool) -> Void
    /// The label view (`Slider(value:in:) { Text("Volume") }`), whose text names the slider.
    var label: (any View)?
    /// The views at the track's ends (`minimumValueLabel:`, `maximumValueLabel:`), shown as text.
    var minimumValueLabel: (any View)?
    var maximumValueLabel: (any View)?

    /// A slider over `bounds`, any value between.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = nil
        self.onEditingChanged = onEditingChanged
    }

    /// A slider over `bounds` that moves in steps of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        self.onEditingChanged = onEditingChanged
    }

    public func properties(in environment: EnvironmentValues) -> SliderProperties {
        SliderProperties(value: value.wrappedValue, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound,
                         step: step, isEnabled: environment.isEnabled,
                         title: label.flatMap { LabelText.of($0, in: environment) },
                         minimumValueLabel: minimumValueLabel.flatMap { LabelText.of($0, in: environment) },
                         maximumValueLabel: maximumValueLabel.flatMap { LabelText.of($0, in: environment) })
    }

    public func actions(in environment: EnvironmentValues) -> SliderActions {
        let value = self.value, bounds = self.bounds, step = self.step
        return SliderActions(
            valueChanged: { picked in
                let snapped = SliderProperties.snap(picked, to: bounds, step: step)
                if value.wrappedValue != snapped { value.wrappedValue = snapped }
            },
            editingChanged: onEditingChanged
        )
    }
}

/// What a ``Slider`` shows: a thumb on a track.
public struct SliderProperties: Equatable, Sendable {
    /// Where the thumb is. A widget writes it only when it shows another value.
    public var value: Double
    public var lowerBound: Double
    public var upperBound: Double
    /// The distance between the values the slider stops at; nil for any value.
    public var step: Double?
    /// Whether the slider accepts input.
    public var isEnabled: Bool
    /// The label's text: the slider's name for screen readers.
    public var title: String?
    /// Shown under the start of the track.
    public var minimumValueLabel: String?
    /// Shown under the end of the track.
    public var maximumValueLabel: String?

    public init(value: Double, lowerBound: Double = 0, upperBound: Double = 1, step: Double? = nil, isEnabled: Bool = true,
                title: String? = nil, minimumValueLabel: String? = nil, maximumValueLabel: String? = nil) {
        self.value = value
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.step = step
        self.isEnabled = isEnabled
        self.title = title
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// `value` kept in `bounds` and rounded to the nearest step above the lower bound.
    public static func snap(_ value: Double, to bounds: ClosedRange<Double>, step: Double?) -> Double {
        var result = min(max(value, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
            result = min(result, bounds.upperBound)
        }
        return result
    }
}

/// What a ``Slider`` reports.
public struct SliderActions {
    /// The user moved the thumb to this value.
    public let valueChanged: @MainActor (Double) -> Void
    /// The user grabbed (true) or let go of (false) the thumb.
    public let editingChanged: @MainActor (Bool) -> Void

    public init(valueChanged: @escaping @MainActor (Double) -> Void, editingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.valueChanged = valueChanged
        self.editingChanged = editingChanged
    }
}
