import CellsGtk

/// A length unit, by its size in metres.
public enum Unit: String, CaseIterable, Identifiable, Hashable, Sendable {
    case metres, feet, inches

    public var id: Self { self }
    var metres: Double {
        switch self {
        case .metres: 1
        case .feet: 0.3048
        case .inches: 0.0254
        }
    }
}

/// The converter, written as a SwiftUI view would be (only `@State` is `@Owned` here).
public struct ConverterView: View {
    private enum Field: Hashable { case amount, notes }

    @Owned private var amount = 12.0
    @Owned private var from = Unit.feet
    @Owned private var to = Unit.metres
    @Owned private var precision = 2.0
    @Owned private var rounds = false
    @Owned private var copies = 1
    @Owned private var notes = ""
    @Owned private var pin = ""
    @Owned private var label: String? = "Door"
    @Owned private var conversions = 0
    @Owned private var path = NavigationPath()
    @FocusState private var focus: Field?

    public init() {}

    var result: Double {
        let value = amount * from.metres / to.metres
        return rounds ? value.rounded() : value
    }

    public var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Image(systemName: "accessories-calculator-symbolic")
                        Text("Unit Converter").font(.title).bold()
                    }
                    Form {
                        Section("Convert") {
                            TextField("Amount", value: $amount, format: .number)
                                .focused($focus, equals: .amount)
                                .onSubmit { focus = .notes }
                                .help("The length to convert")
                            Picker("From", selection: $from) {
                                ForEach(Unit.allCases) { unit in Text(unit.rawValue).tag(unit) }
                            }
                            Picker("To", selection: $to) {
                                ForEach(Unit.allCases) { unit in Text(unit.rawValue).tag(unit) }
                            }
                            .pickerStyle(.segmented)
                            Label(String(format: "%.\(Int(precision))f", result), systemImage: "go-next-symbolic")
                                .font(.headline)
                        }
                        Section("Options") {
                            LabeledContent("Precision") {
                                Slider(value: $precision, in: 0...4, step: 1)
                            }
                            Toggle("Round", isOn: $rounds).toggleStyle(.switch)
                            Stepper("Copies: \(copies)", value: $copies, in: 1...5)
                            if let binding = Binding($label) {
                                TextField("Label", text: binding)
                            }
                        }
                        Section("Notes") {
                            TextEditor(text: $notes)
                                .frame(height: 60)
                                .focused($focus, equals: .notes)
                                .accessibilityLabel("Notes")
                            SecureField("PIN", text: $pin)
                        }
                    }
                    Divider()
                    ProgressView(value: Double(conversions % 10), total: 10)
                    Text("Conversions: \(conversions)").font(.caption)
                    NavigationLink("About units", value: "about")
            }
            .padding()
            .navigationDestination(for: String.self) { _ in AboutUnits() }
        }
        .onChange(of: result) { _, _ in conversions += 1 }
        .onAppear { focus = .amount }
        .task { conversions = 0 }
    }
}

/// A pushed page that closes itself.
struct AboutUnits: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("A foot is 0.3048 metres; an inch 0.0254.")
            Button("Done") { dismiss() }
        }
    }
}

#Preview("Converter") {
    ConverterView()
}

#Preview("Converter at phone width", traits: .portrait) {
    ConverterView()
}
