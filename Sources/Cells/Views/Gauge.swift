/// A value within a range, shown as a filled bar (SwiftUI's `Gauge`; a `GtkLevelBar` under
/// GTK): the label above, the current value's label beside it, and the minimum and maximum
/// labels at the ends of the bar. Screen readers read it as a level bar named by its label,
/// with its value.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// ```
///
/// The value is kept inside the range, as in SwiftUI. The labels are shown as text (their
/// `Text`s and `Label` titles); `.gaugeStyle(_:)` is accepted and every style draws the bar.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: PrimitiveView {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// A gauge of `value` in `bounds` with a label, the current value's label and labels for
    /// the range's ends.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public func properties(in environment: EnvironmentValues) -> GaugeProperties {
        let clamped = min(max(value, bounds.lowerBound), bounds.upperBound)
        return GaugeProperties(
            value: clamped, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound,
            label: LabelText.of(label, in: environment),
            currentValueLabel: LabelText.of(currentValueLabel, in: environment),
            minimumValueLabel: LabelText.of(minimumValueLabel, in: environment),
            maximumValueLabel: LabelText.of(maximumValueLabel, in: environment))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// What a ``Gauge`` shows.
public struct GaugeProperties: Equatable, Sendable {
    /// The value, inside the range.
    public var value: Double
    public var lowerBound: Double
    public var upperBound: Double
    /// The label's text, shown above the bar and naming it for screen readers.
    public var label: String?
    /// The current value's label, shown at the end of the label's line and read as the bar's
    /// value.
    public var currentValueLabel: String?
    /// Shown at the start of the bar.
    public var minimumValueLabel: String?
    /// Shown at the end of the bar.
    public var maximumValueLabel: String?

    public init(value: Double, lowerBound: Double = 0, upperBound: Double = 1, label: String? = nil,
                currentValueLabel: String? = nil, minimumValueLabel: String? = nil, maximumValueLabel: String? = nil) {
        self.value = value
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

/// How a ``Gauge`` looks (SwiftUI's `GaugeStyle`). Every style draws GNOME's level bar here:
/// GNOME has no circular gauge, and a watch complication's styles have no place on a desktop.
public protocol GaugeStyle: Sendable {}

/// The platform's gauge: a level bar.
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
/// A bar filling from the start: a level bar.
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// A watch's compact bar: a level bar here.
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
/// A watch's compact filled bar: a level bar here.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// A watch's open ring: a level bar here.
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
/// A watch's closed ring: a level bar here.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style: a level bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filling from the start: a level bar.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A watch's compact bar: a level bar here.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A watch's compact filled bar: a level bar here.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A watch's open ring: a level bar here.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A watch's closed ring: a level bar here.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension View {
    /// Sets the style of the gauges in this view. Accepted so that SwiftUI code compiles;
    /// every style draws GNOME's level bar (see ``GaugeStyle``).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        self
    }
}
