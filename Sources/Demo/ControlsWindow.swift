import CellsGtk
import Foundation

/// The units the converter knows, in metres.
enum LengthUnit: String, CaseIterable, Identifiable, Hashable {
    case metres, feet, inches, miles

    var id: Self { self }
    var metres: Double {
        switch self {
        case .metres: 1
        case .feet: 0.3048
        case .inches: 0.0254
        case .miles: 1609.344
        }
    }
    var symbol: String {
        switch self {
        case .metres: "m"
        case .feet: "ft"
        case .inches: "in"
        case .miles: "mi"
        }
    }
}

/// The field the converter's focus demo names in its status line.
struct EditedFieldKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var editedField: String? {
        get { self[EditedFieldKey.self] }
        set { self[EditedFieldKey.self] = newValue }
    }
}

/// The "Controls" window: a unit converter using every control, bound to `@Owned` and
/// `@AppStorage` state, with a live summary line and a status line showing the focused
/// field's `@FocusedValue`.
struct ControlsWindow: View {
    private enum Field: Hashable { case amount, notes, password }

    @AppStorage("controls.from") private var from = LengthUnit.metres
    @AppStorage("controls.to") private var to = LengthUnit.feet
    @AppStorage("controls.precision") private var precision = 2.0
    @AppStorage("controls.round") private var rounds = false
    @Owned private var amount = 1.0
    @Owned private var copies = 1
    @Owned private var notes = "Measured at the door."
    @Owned private var password = ""
    @Owned private var isDragging = false
    @Owned private var progress = 0.0
    @Owned private var showsAdvanced = true
    @Owned private var measured = DemoOptions.now ?? Date()
    @Owned private var highlight = Color.blue
    @FocusState private var focus: Field?

    private var result: Double {
        let value = amount * from.metres / to.metres
        return rounds ? value.rounded() : value
    }

    private var resultText: String {
        String(format: "%.\(Int(precision))f %@", result, to.symbol)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 8) {
                Image(systemName: "accessories-calculator-symbolic")
                Text("Unit Converter").font(.title)
                Spacer()
                Label("Live", systemImage: "emblem-synchronizing-symbolic").font(.caption)
            }
            Form {
                Section("Convert", footer: "Type a number; text that is not one turns red and keeps the last value.") {
                    TextField("Amount", value: $amount, format: .number)
                        .focused($focus, equals: .amount)
                        .focusedValue(\.editedField, "amount")
                        .onSubmit { focus = .notes }
                    Picker("From", selection: $from) {
                        ForEach(LengthUnit.allCases) { Text($0.rawValue.capitalized) }
                    }
                    Picker("To", selection: $to) {
                        ForEach(LengthUnit.allCases) { Text($0.symbol).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    LabeledContent("Result", value: resultText)
                        .help("The amount in the target unit")
                }
                Section("Options") {
                    LabeledContent("Precision") {
                        Slider(value: $precision, in: 0...6, step: 1) { isDragging = $0 }
                            .frame(minWidth: 180)
                    }
                    Toggle("Round to whole units", isOn: $rounds).toggleStyle(.switch)
                    Stepper("Copies: \(copies)", value: $copies, in: 1...10)
                    Toggle("Advanced", isOn: $showsAdvanced).toggleStyle(.switch)
                }
                if showsAdvanced {
                    Section("Notes", footer: "Enter in the amount moves here.") {
                        TextEditor(text: $notes)
                            .frame(height: 72)
                            .accessibilityLabel("Notes")
                            .focused($focus, equals: .notes)
                            .focusedValue(\.editedField, "notes")
                        DatePicker("Measured on", selection: $measured, displayedComponents: .date)
                        ColorPicker("Highlight", selection: $highlight)
                        SecureField("Share password", text: $password)
                            .focused($focus, equals: .password)
                            .focusedValue(\.editedField, "password")
                        // The bar above its buttons: side by side they need more than a
                        // phone's width (GTK's bar is at least 150 pixels).
                        VStack(alignment: .leading, spacing: 8) {
                            ProgressView(value: progress)
                            HStack {
                                Button("Step") { progress = min(1, progress + 0.25) }
                                Button("Reset") { progress = 0 }
                            }
                        }
                        Link("About units (Wikipedia)", destination: URL(string: "https://en.wikipedia.org/wiki/Foot_(unit)")!)
                    }
                }
            }
            Divider()
            Text(summary).font(.caption.monospaced()).foregroundColor(highlight)
            ControlsStatusLine()
        }
        .padding()
        .onAppear { focus = .amount }
    }

    private var summary: String {
        "\(amount.formatted(.number)) \(from.symbol) = \(resultText) · precision \(Int(precision))\(isDragging ? " (dragging)" : "")"
            + " · copies \(copies) · notes \(notes.count) chars · password \(password.isEmpty ? "unset" : "set")"
            + " · progress \(Int(progress * 100))% · \(measured.formatted(date: .numeric, time: .omitted)) · \(highlight.hex ?? "")"
    }
}

/// A status line outside the form: which field has the focus, from its `@FocusedValue`.
private struct ControlsStatusLine: View {
    @FocusedValue(\.editedField) private var editedField

    var body: some View {
        Text("Editing: \(editedField ?? "nothing")").font(.caption).opacity(0.7)
    }
}

#Preview("Controls") {
    ControlsWindow()
}

struct ControlsWindow_Previews: PreviewProvider {
    static var previews: some View {
        ControlsWindow()
            .previewDisplayName("Controls on a phone on its side")
            .previewInterfaceOrientation(.landscapeLeft)
    }
}
