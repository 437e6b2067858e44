// Score plate, from shared/examples/ScorePlate.swift. Changes from the seed: `import Cells`,
// `public` on what the demo and tests use, and a creation counter beside each "Model created".
//
// Score plate: who owns a model object, and for how long.
// Window "Score Plate". "Toggle Name" switches "Current User: onevcat" / "Current User: Wei Wang".
// Below, a plate: "+1" raises the score; labels "Score: N", "Nice? YES|NO" (YES once the score
// passed 3 before a press) and a verdict "Ummmm..." (<= 3), "Good" (4...10), "Fantastic" (> 10).
// A selector chooses how the plate holds its model; pressing "Toggle Name" then shows:
// - observed (@ObservedObject var model = Model()): the parent's re-render re-creates the plate
//   struct and with it a new Model: score and verdict reset to 0 / "Ummmm...", while the
//   @Owned niceScore keeps its value. "Model created" is logged each time.
// - owned (@OwnedObject var model = Model()): the model is created once per plate; nothing resets.
// - environment (@EnvironmentObject var model: Model, injected above the window content):
//   nothing resets, and the plate and its ScoreText share the one object.
// A "Next" link pushes a fresh plate page; going back and pressing "Next" again gives a plate
// that starts from 0 with @OwnedObject.
// Both ObservableObject/@Published and @Observable models must work.
import Cells
import Dispatch

public final class Model: ObservableObject {
    @Published public var score: Int = 0
    public init() {
        print("Model created")
        ModelCreations.shared.recordCreation()
    }
}

@Observable public final class TrackedModel {
    public var score = 0
    public var unrelated = ""   // writing this must not re-evaluate a view that reads only score
    public init() {
        print("Model created")
        ModelCreations.shared.recordCreation()
    }
}

/// How many models of either kind were made, for the demo's window and the tests.
///
/// Models are made while views update (a plate's initializer runs in its parent's `body`), so
/// the count a window shows is published on the next main-loop turn, outside any update: a
/// window that showed a count written during another window's update would update that
/// window again, and two open windows would make models for each other forever.
@Observable public final class ModelCreations: @unchecked Sendable {  // used on the main thread only
    public static let shared = ModelCreations()
    /// Models made so far, counted at once; not observed.
    @ObservationIgnored public private(set) var count = 0
    /// `count` as of the last main-loop turn: what a window shows.
    public private(set) var shownCount = 0
    @ObservationIgnored private var isPublishing = false

    /// Counts one model made, and publishes the count on the next main-loop turn.
    func recordCreation() {
        count += 1
        guard !isPublishing else { return }
        isPublishing = true
        DispatchQueue.main.async {
            self.isPublishing = false
            self.shownCount = self.count
        }
    }
}

public struct ScoreContentView: View {
    @Owned private var showRealName = false

    public init() {}

    public var body: some View {
        VStack {
            Button("Toggle Name") { showRealName.toggle() }
            Text("Current User: \(showRealName ? "Wei Wang" : "onevcat")")
            OwnedScorePlate().padding(.top, 20)
        }
    }
}

public struct ObservedScorePlate: View {
    @ObservedObject var model = Model()
    @Owned private var niceScore = false

    public init() {}

    public var body: some View {
        VStack {
            Button("+1") {
                if model.score > 3 { niceScore = true }
                model.score += 1
            }
            Text("Score: \(model.score)")
            Text("Nice? \(niceScore ? "YES" : "NO")")
            ScoreText(model: model).padding(.top, 20)
        }
    }
}

public struct OwnedScorePlate: View {
    @OwnedObject var model = Model()
    @Owned private var niceScore = false

    public init() {}

    public var body: some View {
        VStack {
            Button("+1") {
                if model.score > 3 { niceScore = true }
                model.score += 1
            }
            Text("Score: \(model.score)")
            Text("Nice? \(niceScore ? "YES" : "NO")")
            ScoreText(model: model).padding(.top, 20)
        }
    }
}

struct ScoreText: View {
    @ObservedObject var model: Model

    var body: some View {
        if model.score > 10 {
            Text("Fantastic")
        } else if model.score > 3 {
            Text("Good")
        } else {
            Text("Ummmm...")
        }
    }
}

public struct EnvironmentScorePlate: View {
    @EnvironmentObject var model: Model

    public init() {}

    public var body: some View {
        VStack {
            Button("+1") { model.score += 1 }
            EnvironmentScoreText()
        }
    }
}

struct EnvironmentScoreText: View {
    @EnvironmentObject var model: Model
    var body: some View { Text("Score: \(model.score)") }
}

public struct NavigatingScoreView: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            NavigationLink("Next", destination: OwnedScorePlate().padding(.top, 20))
        }
    }
}
// Injection: ScoreContentView().environmentObject(Model())
