// The score plate window of the demo: the seed's ScoreContentView with a selector for how
// the plate holds its model (observed, owned, environment) and which kind of model it is
// (ObservableObject or @Observable), so a user sees in two clicks which plates reset.
import Cells

/// How the plate holds its model.
public enum PlateOwnership: String, CaseIterable, Sendable {
    case observed, owned, environment
}

/// Which kind of model the plate uses.
public enum PlateModelKind: String, CaseIterable, Sendable {
    case observableObject = "ObservableObject"
    case observable = "@Observable"
}

/// ScoreContentView with the plate chosen by `ownership` and `kind`.
public struct SelectableScoreContentView: View {
    let ownership: PlateOwnership
    let kind: PlateModelKind
    @Owned private var showRealName = false

    public init(ownership: PlateOwnership, kind: PlateModelKind) {
        self.ownership = ownership
        self.kind = kind
    }

    public var body: some View {
        VStack {
            Button("Toggle Name") { showRealName.toggle() }
            Text("Current User: \(showRealName ? "Wei Wang" : "onevcat")")
            plate.padding(.top, 20)
        }
    }

    @ViewBuilder private var plate: some View {
        switch (ownership, kind) {
        case (.observed, .observableObject): ObservedScorePlate()
        case (.owned, .observableObject): OwnedScorePlate()
        case (.environment, .observableObject): EnvironmentScorePlate()
        case (.observed, .observable): TrackedObservedScorePlate()
        case (.owned, .observable): TrackedOwnedScorePlate()
        case (.environment, .observable): TrackedEnvironmentScorePlate()
        }
    }
}

/// The demo window: selectors above the score content, and the models the environment
/// plates share, injected above it.
public struct ScorePlateWindow: View {
    @Owned private var ownership = PlateOwnership.observed
    @Owned private var kind = PlateModelKind.observableObject
    @OwnedObject private var sharedModel = Model()
    @OwnedObject private var sharedTrackedModel = TrackedModel()

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            // Rows: the buttons go under their title in a narrow window.
            LabeledContent("Plate holds its model:") {
                ChoiceButtons(PlateOwnership.allCases, selection: $ownership) { $0.rawValue }
            }
            LabeledContent("Model kind:") {
                ChoiceButtons(PlateModelKind.allCases, selection: $kind) { $0.rawValue }
            }
            Text("Models created so far: \(ModelCreations.shared.shownCount)")
            SelectableScoreContentView(ownership: ownership, kind: kind)
                .id("\(ownership.rawValue)-\(kind.rawValue)")
        }
        .padding()
        .environmentObject(sharedModel)
        .environment(sharedTrackedModel)
    }
}

/// A row of toggle buttons, one per choice, the selected one pressed in.
struct ChoiceButtons<Choice: Hashable>: View {
    let choices: [Choice]
    @Binding var selection: Choice
    let title: (Choice) -> String

    init(_ choices: [Choice], selection: Binding<Choice>, title: @escaping (Choice) -> String) {
        self.choices = choices
        _selection = selection
        self.title = title
    }

    var body: some View {
        HStack(spacing: 4) {
            ForEach(choices, id: \.self) { choice in
                Toggle(title(choice), isOn: Binding(
                    get: { selection == choice },
                    set: { if $0 { selection = choice } }
                ))
                .toggleStyle(.button)
            }
        }
    }
}
