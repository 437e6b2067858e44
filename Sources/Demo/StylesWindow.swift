import CellsGtk
import Foundation

/// A button style of the app's own: the label with an icon that dims while held down.
struct PressDimmingButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            Image(systemName: "edit-undo-symbolic")
            configuration.label
        }
        .padding(8)
        .opacity(configuration.isPressed ? 0.4 : 1)
    }
}

/// A toggle drawn as a star button.
struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            Image(systemName: configuration.isOn ? "starred-symbolic" : "non-starred-symbolic")
            configuration.label
        }
        .buttonStyle(.borderless)
        .accessibilityValue(configuration.isOn ? "on" : "off")
    }
}

/// A label with its icon after the title.
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.title
            configuration.icon
        }
    }
}

/// A progress view as its title and the share done, in words.
struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            ProgressView(value: configuration.fractionCompleted ?? 0)
            HStack {
                configuration.label
                Spacer()
                Text(configuration.fractionCompleted ?? 0, format: .percent.precision(.fractionLength(0)))
            }
        }
    }
}

/// The "Styles" window: built-in and user-written button, toggle, label and progress
/// styles, formatted and self-updating text, and accessibility traits.
struct StylesWindow: View {
    @Owned private var presses = 0
    @Owned private var isStarred = false
    @Owned private var notifies = true
    @Owned private var paid = 0.35
    @Owned private var amount = 1234.5
    private let opened = DemoOptions.now ?? Date()

    var body: some View {
        // The heading sits above the form: a Text directly in a Form is a row of its boxed list.
        VStack(alignment: .leading, spacing: 0) {
            Text("Built-in and user-written styles")
                .font(.title3)
                .accessibilityAddTraits(.isHeader)
                .accessibilityHint("Each section shows one kind of style")
                .padding([.horizontal, .top])
                .padding(.bottom, 6)
            Form {
                Section("Buttons") {
                    // Two rows of buttons, so the window fits a phone's width.
                    HStack {
                        Button("Save") { presses += 1 }.buttonStyle(.borderedProminent)
                        Button("Bordered") { presses += 1 }.buttonStyle(.bordered)
                        Button("Borderless") { presses += 1 }.buttonStyle(.borderless)
                    }
                    HStack {
                        Button { presses += 1 } label: {
                            Label("Add one", systemImage: "list-add-symbolic")
                        }
                        .labelStyle(.iconOnly)
                        Button("Reset") { presses = 0 }
                            .buttonStyle(PressDimmingButtonStyle())
                            .accessibilityHint("Sets the count back to zero")
                    }
                    Text("Pressed \(presses) times")
                }
                Section("Toggles") {
                    Toggle("Notifications", isOn: $notifies).toggleStyle(.switch)
                    Toggle("Check box", isOn: $notifies).toggleStyle(.checkbox)
                    Toggle("Button", isOn: $notifies).toggleStyle(.button)
                    Toggle("Favourite", isOn: $isStarred).toggleStyle(StarToggleStyle())
                }
                Section("Labels and progress") {
                    HStack(spacing: 18) {
                        Label("Title and icon", systemImage: "mail-unread-symbolic").labelStyle(.titleAndIcon)
                        Label("Title only", systemImage: "mail-unread-symbolic").labelStyle(.titleOnly)
                    }
                    HStack(spacing: 18) {
                        Label("Icon only", systemImage: "mail-unread-symbolic").labelStyle(.iconOnly)
                        Label("Trailing", systemImage: "mail-unread-symbolic").labelStyle(TrailingIconLabelStyle())
                    }
                    HStack(spacing: 12) {
                        ProgressView("Paid off", value: paid).progressViewStyle(PercentProgressStyle())
                        Button("Pay 5%") { paid = min(paid + 0.05, 1) }
                    }
                }
                Section("Formatted text") {
                    HStack {
                        Text("Amount")
                        Spacer()
                        Text(amount, format: .currency(code: "EUR"))
                    }
                    .accessibilityElement(children: .combine)
                    LabeledContent("Rate") { Text(0.0425, format: .percent) }
                    LabeledContent("Opened") {
                        HStack {
                            Text(opened, style: .date)
                            Text(opened, style: .time)
                            Text("·")
                            Text(opened, style: .timer)
                        }
                    }
                    LabeledContent("Relative") { Text(opened, style: .relative) }
                }
            }
        }
        .navigationTitle("Styles")
        .environment(\.textClock, DemoOptions.textClock)
    }
}
