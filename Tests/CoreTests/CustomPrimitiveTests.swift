import Cells
import CellsTesting
import Testing

/// A widget the library does not ship, written as a user would: a star rating.
private struct StarRating: PrimitiveView {
    @Binding var stars: Int
    let maximum: Int

    struct Properties: Equatable {
        var stars: Int
        var maximum: Int
        var isEnabled: Bool
    }

    struct Actions {
        let rate: @MainActor (Int) -> Void
    }

    func properties(in environment: EnvironmentValues) -> Properties {
        Properties(stars: stars, maximum: maximum, isEnabled: environment.isEnabled)
    }

    func actions(in environment: EnvironmentValues) -> Actions {
        let stars = $stars
        return Actions { stars.wrappedValue = $0 }
    }
}

private struct Review: View {
    @Owned var stars = 2
    @Owned var notes = 0
    var body: some View {
        VStack {
            StarRating(stars: $stars, maximum: 5)
            Text("\(stars) of 5")
            Button("Reset") { stars = 0 }
            Button("Note") { notes += 1 }
            Text("\(notes) notes")
        }
    }
}

private struct FixedReview: View {
    var body: some View {
        StarRating(stars: .constant(3), maximum: 5)
    }
}

@MainActor @Suite struct CustomPrimitiveTests {
    @Test func aUsersWidgetIsRecordedWithItsDescription() throws {
        let host = ViewHost(Review())
        let rating = try host.widget(of: StarRating.Properties.self)
        #expect(rating.properties(as: StarRating.Properties.self) == .init(stars: 2, maximum: 5, isEnabled: true))
        #expect(host.widgets(of: StarRating.Properties.self).count == 1)
    }

    @Test func theUsersActWritesTheBindingAndNothingEchoesBack() throws {
        let host = ViewHost(Review())
        let rating = try host.widget(of: StarRating.Properties.self)
        let starWrites = rating.writes(of: "stars")
        rating.userEdit(StarRating.Properties.self) { $0.stars = 4 }
        try host.perform(StarRating.Actions.self, on: rating) { $0.rate(4) }
        _ = try host.label("4 of 5")
        #expect(rating.writes(of: "stars") == starWrites, "the widget already shows 4: nothing is written back")
    }

    @Test func aModelWriteReachesTheWidgetAndOnlyTheFieldThatChanged() throws {
        let host = ViewHost(Review())
        let rating = try host.widget(of: StarRating.Properties.self)
        let before = rating.writeCounts
        try host.tap("Reset")
        #expect(rating.properties(as: StarRating.Properties.self)?.stars == 0)
        #expect(rating.writes(of: "stars") == before["stars"]! + 1)
        #expect(rating.writes(of: "maximum") == before["maximum"])
        #expect(rating.writes(of: "isEnabled") == before["isEnabled"])
    }

    @Test func anUnchangedDescriptionIsNotHandedToTheWidgetAgain() throws {
        let host = ViewHost(Review())
        let rating = try host.widget(of: StarRating.Properties.self)
        let before = rating.writeCounts
        try host.tap("Note")
        _ = try host.label("1 notes")
        #expect(rating.writeCounts == before)
    }

    @Test func aBindingThatRefusesTheValuePutsTheModelsValueBack() throws {
        let host = ViewHost(FixedReview())
        let rating = try host.widget(of: StarRating.Properties.self)
        rating.userEdit(StarRating.Properties.self) { $0.stars = 5 }
        try host.perform(StarRating.Actions.self, on: rating) { $0.rate(5) }
        #expect(rating.properties(as: StarRating.Properties.self)?.stars == 3)
    }

    @Test func aDisabledWidgetCannotBeUsed() throws {
        struct Locked: View {
            @Owned var stars = 1
            var body: some View { StarRating(stars: $stars, maximum: 5).disabled(true) }
        }
        let host = ViewHost(Locked())
        let rating = try host.widget(of: StarRating.Properties.self)
        #expect(throws: ViewHostError.self) {
            try host.perform(StarRating.Actions.self, on: rating) { $0.rate(3) }
        }
    }

    @Test func actionsOfTheWrongTypeAreAClearError() throws {
        let host = ViewHost(Review())
        let rating = try host.widget(of: StarRating.Properties.self)
        #expect(throws: ViewHostError.self) {
            try host.perform(ButtonActions.self, on: rating) { $0.press() }
        }
    }

    @Test func aUsersWidgetIsFoundByTheLabelsInsideIt() throws {
        struct Labelled: PrimitiveView {
            struct Properties: Equatable {}
            var content: Text { Text("Pick a colour") }
            func properties(in environment: EnvironmentValues) -> Properties { Properties() }
        }
        let host = ViewHost(VStack { Labelled() })
        let widget = try host.widget(of: Labelled.Properties.self, labelled: "Pick a colour")
        #expect(widget.children.count == 1)
        #expect(throws: ViewHostError.self) { try host.widget(of: Labelled.Properties.self, labelled: "Other") }
    }
}
