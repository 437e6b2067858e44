import Cells
import CellsTesting
import Observation
import Testing

/// A model read by the views below only some of the time.
@Observable @MainActor
final class LateReadModel {
    var name = "Ada"
    var isStarred = false
}

/// Reads no `@Observable` until its own state says so: its first evaluations read nothing.
private struct LateReader: View {
    let model: LateReadModel
    @Owned var reads = false
    var body: some View {
        VStack {
            Text(reads ? "Name: \(model.name)" : "Not reading")
            Button("Read") { reads = true }
        }
    }
}

/// A toggle bound to a model's property: its view type reads the model only through the
/// binding's getter.
private struct StarToggle: View {
    @Bindable var model: LateReadModel
    var body: some View {
        Toggle("Starred", isOn: $model.isStarred)
    }
}

/// An evaluation reads its registration token only when it may have read an `@Observable`
/// (see `ObservationRegistrations`): these check that every read still updates its view.
@MainActor
@Suite struct ObservationTokenTests {
    /// A view type that read nothing before, read in a later evaluation: that evaluation
    /// registers without a token, and a write still updates the view, then and after.
    @Test func aViewThatStartsReadingAModelLaterIsUpdatedByItsWrites() throws {
        let model = LateReadModel()
        let host = ViewHost(LateReader(model: model))
        model.name = "Grace"
        host.settle()
        #expect(try host.label("Not reading").text == "Not reading")
        try host.tap("Read")
        #expect(try host.label("Name: Grace").text == "Name: Grace")
        model.name = "Ada"
        host.settle()
        #expect(try host.label("Name: Ada").text == "Name: Ada")
        model.name = "Hedy"
        host.settle()
        #expect(try host.label("Name: Hedy").text == "Name: Hedy")

        // A second view of the type reads its token from its first evaluation on.
        let second = ViewHost(LateReader(model: model))
        try second.tap("Read")
        model.name = "Ada"
        second.settle()
        #expect(try second.label("Name: Ada").text == "Name: Ada")
    }

    /// A control whose binding's getter reads the model (the view type reads nothing
    /// itself): a write to the model reaches the widget.
    @Test func aControlBoundToAModelPropertyFollowsItsWrites() throws {
        let model = LateReadModel()
        let host = ViewHost(StarToggle(model: model))
        #expect(try host.toggles["Starred"].isOn == false)
        model.isStarred = true
        host.settle()
        #expect(try host.toggles["Starred"].isOn == true)
        try host.tap(toggle: "Starred")
        #expect(model.isStarred == false)
        model.isStarred = true
        host.settle()
        #expect(try host.toggles["Starred"].isOn == true)
    }
}
