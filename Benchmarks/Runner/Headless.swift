import Cells
import CellsTesting
import Examples

/// 1,000 sibling views, each owning its own cell; one of them is written.
struct OwnedSiblings: View {
    var body: some View {
        VStack {
            ForEach(0..<1_000) { index in OwnedSibling(index: index) }
        }
    }
}

struct OwnedSibling: View {
    let index: Int
    @Owned private var taps = 0
    var body: some View { Button("Cell \(index): \(taps)") { taps += 1 } }
}

/// A parent that re-evaluates (its button counts taps) over 1,000 children that do not
/// change: each child's new struct is compared with its last one and its body is not run.
/// The children are plain structs, not `Equatable`, as most apps' views are.
struct ParentOfUnchangedChildren: View {
    @Owned private var taps = 0
    var body: some View {
        VStack {
            Button("Taps: \(taps)") { taps += 1 }
            ForEach(0..<1_000) { index in UnchangedChild(index: index, title: "Child \(index)", isHighlighted: index % 7 == 0) }
        }
    }
}

struct UnchangedChild: View {
    let index: Int
    let title: String
    let isHighlighted: Bool
    var body: some View { Text(isHighlighted ? title + " ★" : title) }
}

/// Taps the parent's button `count` times: each tap is one update pass that re-evaluates the
/// parent and compares its 1,000 children (`cells-bench --headless-children N`, for callgrind:
/// `--toggle-collect` on the graph's pass).
@MainActor
func tapParentOfUnchangedChildren(_ count: Int) throws {
    let host = ViewHost(ParentOfUnchangedChildren())
    for tap in 0..<count {
        try host.tap("Taps: \(tap)")
    }
}

/// Result of a headless scenario: body evaluations measured against the number of views
/// that read the changed value.
struct EvaluationCount {
    let scenario: String
    let evaluations: Int
    let readers: Int
    let microseconds: Double
}

@MainActor
func headlessScenarios() throws -> [EvaluationCount] {
    var results: [EvaluationCount] = []

    let siblings = ViewHost(OwnedSiblings())
    let button = try siblings.button("Cell 500: 0")
    let before = siblings.graph.statistics.totalBodyEvaluations
    let start = now()
    button.press()
    siblings.settle()
    results.append(EvaluationCount(
        scenario: "write one @Owned cell among 1,000 sibling views",
        evaluations: siblings.graph.statistics.totalBodyEvaluations - before, readers: 1,
        microseconds: (now() - start) * 1000
    ))

    let parent = ViewHost(ParentOfUnchangedChildren())
    try parent.tap("Taps: 0")
    let beforeParent = parent.graph.statistics.totalBodyEvaluations
    let parentStart = now()
    try parent.tap("Taps: 1")
    results.append(EvaluationCount(
        scenario: "write the @Owned cell of a parent of 1,000 unchanged (not Equatable) children",
        evaluations: parent.graph.statistics.totalBodyEvaluations - beforeParent, readers: 1,
        microseconds: (now() - parentStart) * 1000
    ))

    func perKeystroke<V: View>(_ name: String, _ view: V, field: String, readers: Int) throws {
        let host = ViewHost(view)
        try host.type("x", into: field)
        let before = host.graph.statistics.totalBodyEvaluations
        let start = now()
        try host.type("y", into: field)
        results.append(EvaluationCount(
            scenario: "one keystroke in \(name)", evaluations: host.graph.statistics.totalBodyEvaluations - before,
            readers: readers, microseconds: (now() - start) * 1000
        ))
    }
    // Readers: views whose body reads the written value. TitleEditor's input is read by no
    // body (the entry shows it); NameForm's user is read by NameForm; the settings nickname
    // by no body.
    try perKeystroke("TitleEditor (\"Insert Title\")", TitleEditor(), field: "Insert Title", readers: 0)
    try perKeystroke("NameForm (\"First name\")", NameForm(), field: "First name", readers: 1)
    try perKeystroke(
        "SettingsView (\"Nickname\")",
        SettingsView().defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence())),
        field: "Nickname", readers: 0
    )
    return results
}
