// The score plate with an @Observable model, in the three ways a view can hold it. Not in the
// seed: the seed asks for both model kinds, and these are the @Observable counterparts of
// ObservedScorePlate, OwnedScorePlate and EnvironmentScorePlate.
import Cells

/// Holds its model in a plain stored property with a default: like `@ObservedObject` with a
/// default, every re-creation of the struct makes a new model.
public struct TrackedObservedScorePlate: View {
    var model = TrackedModel()
    @Owned private var niceScore = false

    public init() {}

    public var body: some View {
        TrackedPlateContent(model: model, niceScore: $niceScore)
    }
}

/// Owns its model: made once per plate.
public struct TrackedOwnedScorePlate: View {
    @OwnedObject var model = TrackedModel()
    @Owned private var niceScore = false

    public init() {}

    public var body: some View {
        TrackedPlateContent(model: model, niceScore: $niceScore)
    }
}

/// Reads the model put in the environment with `.environment(TrackedModel())`.
public struct TrackedEnvironmentScorePlate: View {
    @Environment(TrackedModel.self) private var model
    @Owned private var niceScore = false

    public init() {}

    public var body: some View {
        TrackedPlateContent(model: model, niceScore: $niceScore)
    }
}

/// The plate's controls and labels, shared by the three @Observable plates.
struct TrackedPlateContent: View {
    let model: TrackedModel
    @Binding var niceScore: Bool

    var body: some View {
        VStack {
            Button("+1") {
                if model.score > 3 { niceScore = true }
                model.score += 1
            }
            Text("Score: \(model.score)")
            Text("Nice? \(niceScore ? "YES" : "NO")")
            TrackedScoreText(model: model).padding(.top, 20)
        }
    }
}

/// The verdict, reading only the model's score.
public struct TrackedScoreText: View {
    let model: TrackedModel

    public init(model: TrackedModel) {
        self.model = model
    }

    public var body: some View {
        if model.score > 10 {
            Text("Fantastic")
        } else if model.score > 3 {
            Text("Good")
        } else {
            Text("Ummmm...")
        }
    }
}
