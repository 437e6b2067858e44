import SwiftUI

/// A check mark before the label instead of a switch.
struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                configuration.label
            }
        }
        .buttonStyle(.plain)
        .accessibilityValue(configuration.isOn ? "On" : "Off")
    }
}

/// The reset button: its label in a soft frame that darkens while pressed.
struct ResetButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// The paid-off share as a bar with the percentage beside it.
struct PaidOffProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            ProgressView(value: configuration.fractionCompleted ?? 0)
            Text(configuration.fractionCompleted ?? 0, format: .percent.precision(.fractionLength(0)))
                .monospacedDigit()
        }
    }
}
