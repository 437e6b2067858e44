import Foundation

// SwiftUI names this library deliberately lacks, declared unavailable so that a port using one
// fails with a message naming the way to write it here, instead of "cannot find 'GeometryReader'
// in scope". Each takes the arguments SwiftUI code usually passes, so the call type-checks and the
// message is the error the compiler gives. None can be used: their bodies never run.
// The porting guide's "What is absent" table lists the same names and messages; a name the
// library gains leaves this file.

extension Stepper {
    @available(*, unavailable, message: "Stepper(onIncrement:onDecrement:) is not available: bind the stepper to the value, Stepper(value:in:step:), and react in .onChange(of:)")
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) { fatalError() }
}

extension Stepper where Label == Text {
    @available(*, unavailable, message: "Stepper(_:onIncrement:onDecrement:) is not available: bind the stepper to the value, Stepper(_:value:in:step:), and react in .onChange(of:)")
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) { fatalError() }
}

extension View {
    @available(*, unavailable, message: "navigationBarItems is not available: use .toolbar { ToolbarItem(placement: .cancellationAction) { … }; ToolbarItem(placement: .primaryAction) { … } }")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> Never { fatalError() }

    @available(*, unavailable, message: "navigationBarItems is not available: use .toolbar { ToolbarItem(placement: .cancellationAction) { … } }")
    public func navigationBarItems<L: View>(leading: L) -> Never { fatalError() }

    @available(*, unavailable, message: "navigationBarItems is not available: use .toolbar { ToolbarItem(placement: .primaryAction) { … } }")
    public func navigationBarItems<T: View>(trailing: T) -> Never { fatalError() }
}
