import Cells
import CellsTesting
import Foundation
import Testing

/// Gestures recognized from pointer events as SwiftUI documents them: taps and double taps,
/// long presses, drags past their minimum distance with `@GestureState`, pinches and turns,
/// and the three ways of combining two gestures.
@MainActor
@Suite struct GestureTests {
    static func press(_ x: Double, _ y: Double = 0, at time: Double) -> GestureEvent { .pressed(CGPoint(x: x, y: y), time: time) }
    static func move(_ x: Double, _ y: Double = 0, at time: Double) -> GestureEvent { .moved(CGPoint(x: x, y: y), time: time) }
    static func release(_ x: Double, _ y: Double = 0, at time: Double) -> GestureEvent { .released(CGPoint(x: x, y: y), time: time) }

    struct DoubleTap: View {
        @Owned var likes = 0
        var body: some View {
            Text("Likes: \(likes)").gesture(TapGesture(count: 2).onEnded { likes += 1 })
        }
    }

    @Test func aDoubleTapNeedsTwoTapsCloseInTime() throws {
        let host = ViewHost(DoubleTap())
        try host.tapGesture(on: "Likes: 0", at: 0)
        #expect(host.labelTexts == ["Likes: 0"], "one tap is not a double tap")
        try host.tapGesture(on: "Likes: 0", at: 0.3)
        #expect(host.labelTexts == ["Likes: 1"])
        try host.tapGesture(on: "Likes: 1", at: 5)
        try host.tapGesture(on: "Likes: 1", at: 5.7)
        #expect(host.labelTexts == ["Likes: 1"], "the second tap came too late")
        try host.sendGesture([Self.press(0, at: 9), Self.release(0, at: 9.1), Self.press(0, at: 9.2), Self.move(30, at: 9.25), Self.release(30, at: 9.3)], to: "Likes: 1")
        #expect(host.labelTexts == ["Likes: 1"], "the second tap strayed 30 pixels")
    }

    struct DraggedCard: View {
        @GestureState var dragging = CGSize.zero
        @Owned var position = CGSize.zero
        @Owned var changes = 0
        var body: some View {
            Text("At \(Int(position.width + dragging.width)),\(Int(position.height + dragging.height)) changes \(changes)")
                .gesture(
                    DragGesture()
                        .updating($dragging) { value, state, _ in state = value.translation }
                        .onChanged { _ in changes += 1 }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                        }
                )
        }
    }

    @Test func aDragUpdatesItsGestureStateWhileItLastsAndCommitsOnRelease() throws {
        let host = ViewHost(DraggedCard())
        try host.sendGesture([Self.press(10, 10, at: 0), Self.move(15, 10, at: 0.05)], to: "At 0,0 changes 0")
        #expect(host.labelTexts == ["At 0,0 changes 0"], "5 pixels is short of the minimum distance")
        try host.sendGesture([Self.move(40, 30, at: 0.1)], to: "At 0,0 changes 0")
        #expect(host.labelTexts == ["At 30,20 changes 1"])
        try host.sendGesture([Self.move(60, 10, at: 0.2)], to: "At 30,20 changes 1")
        #expect(host.labelTexts == ["At 50,0 changes 2"])
        try host.sendGesture([Self.release(60, 10, at: 0.3)], to: "At 50,0 changes 2")
        #expect(host.labelTexts == ["At 50,0 changes 2"], "committed, and the gesture state back at zero")
        try host.sendGesture([Self.press(0, 0, at: 1), Self.move(0, 40, at: 1.1)], to: "At 50,0 changes 2")
        #expect(host.labelTexts == ["At 50,40 changes 3"], "the second drag starts from the committed place")
        try host.sendGesture([.cancelled], to: "At 50,40 changes 3")
        #expect(host.labelTexts == ["At 50,0 changes 3"], "a cancelled drag resets its state and commits nothing")
    }

    @Test func aDragValueReportsItsStartTranslationAndSpeed() {
        var ended: DragGesture.Value?
        let recognizer = DragGesture(minimumDistance: 0).onEnded { ended = $0 }._makeRecognizer()
        _ = recognizer.handle(Self.press(10, 10, at: 0))
        _ = recognizer.handle(Self.move(20, 10, at: 0.1))
        _ = recognizer.handle(Self.release(30, 10, at: 0.2))
        #expect(ended?.startLocation == CGPoint(x: 10, y: 10))
        #expect(ended?.location == CGPoint(x: 30, y: 10))
        #expect(ended?.translation == CGSize(width: 20, height: 0))
        #expect(abs((ended?.velocity.width ?? 0) - 100) < 0.001, "10 pixels in a tenth of a second")
        #expect(abs((ended?.predictedEndLocation.x ?? 0) - 55) < 0.001)
    }

    struct Pressable: View {
        @GestureState var isPressing = false
        @Owned var held = 0
        var body: some View {
            Text(isPressing ? "pressing, held \(held)" : "idle, held \(held)")
                .gesture(LongPressGesture(minimumDuration: 0.5)
                    .updating($isPressing) { value, state, _ in state = value }
                    .onEnded { _ in held += 1 })
        }
    }

    @Test func aLongPressEndsWhenItsDurationHasPassedAndNotIfReleasedSooner() throws {
        let host = ViewHost(Pressable())
        try host.sendGesture([Self.press(0, at: 0)], to: "idle, held 0")
        #expect(host.labelTexts == ["pressing, held 0"])
        try host.sendGesture([.timeReached(0.5)], to: "pressing, held 0")
        #expect(host.labelTexts == ["idle, held 1"])
        try host.sendGesture([Self.release(0, at: 0.6), Self.press(0, at: 1), Self.release(0, at: 1.2)], to: "idle, held 1")
        #expect(host.labelTexts == ["idle, held 1"], "released after 0.2 seconds")
        try host.sendGesture([Self.press(0, at: 2), Self.move(20, at: 2.1), .timeReached(2.5)], to: "idle, held 1")
        #expect(host.labelTexts == ["idle, held 1"], "moved 20 pixels while held")
    }

    struct TapOrDoubleTap: View {
        @Owned var log: [String] = []
        var body: some View {
            Text("Log: \(log.joined(separator: " "))")
                .gesture(TapGesture(count: 2).onEnded { log.append("double") }
                    .exclusively(before: TapGesture().onEnded { log.append("single") }))
        }
    }

    @Test func exclusivelyWaitsForTheFirstToFailBeforeTheSecond() throws {
        let host = ViewHost(TapOrDoubleTap())
        try host.tapGesture(on: "Log: ", at: 0)
        #expect(host.labelTexts == ["Log: "], "maybe the first of two taps")
        try host.sendGesture([.timeReached(0.5)], to: "Log: ")
        #expect(host.labelTexts == ["Log: single"])
        try host.tapGesture(on: "Log: single", at: 3)
        try host.tapGesture(on: "Log: single", at: 3.2)
        #expect(host.labelTexts == ["Log: single double"], "a double tap is not also a single tap")
    }

    struct LongPressThenDrag: View {
        @Owned var state = "idle"
        var body: some View {
            Text(state).gesture(
                LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
                    .onChanged { value in
                        switch value {
                        case .first: state = "pressing"
                        case .second(_, let drag?): state = "dragging \(Int(drag.translation.width))"
                        case .second(_, nil): state = "ready"
                        }
                    }
                    .onEnded { _ in state = "dropped" })
        }
    }

    @Test func sequencedStartsTheSecondGestureWhenTheFirstEnds() throws {
        let host = ViewHost(LongPressThenDrag())
        try host.sendGesture([Self.press(0, at: 0)], to: "idle")
        #expect(host.labelTexts == ["pressing"])
        try host.sendGesture([.timeReached(0.5)], to: "pressing")
        #expect(host.labelTexts == ["dragging 0"], "the drag starts at once where the pointer is")
        try host.sendGesture([Self.move(25, at: 0.7)], to: "dragging 0")
        #expect(host.labelTexts == ["dragging 25"])
        try host.sendGesture([Self.release(25, at: 0.8)], to: "dragging 25")
        #expect(host.labelTexts == ["dropped"])
    }

    struct PinchAndTurn: View {
        @Owned var text = "none"
        var body: some View {
            Text(text).gesture(MagnifyGesture().simultaneously(with: RotateGesture())
                .onChanged { value in
                    text = "scale \(value.first.map { String(format: "%.1f", $0.magnification) } ?? "-") turn \(value.second.map { String(Int($0.rotation.degrees.rounded())) } ?? "-")"
                }
                .onEnded { _ in text = "done" })
        }
    }

    @Test func simultaneouslyReportsBothValues() throws {
        let host = ViewHost(PinchAndTurn())
        try host.sendGesture([.magnified(scale: 1.5, isFinal: false, time: 0)], to: "none")
        #expect(host.labelTexts == ["scale 1.5 turn -"])
        try host.sendGesture([.rotated(radians: .pi / 2, isFinal: false, time: 0.1)], to: "scale 1.5 turn -")
        #expect(host.labelTexts == ["scale 1.5 turn 90"])
        try host.sendGesture([.magnified(scale: 2, isFinal: true, time: 0.2)], to: "scale 1.5 turn 90")
        #expect(host.labelTexts == ["scale 2.0 turn 90"], "one ended, the other goes on")
        try host.sendGesture([.rotated(radians: .pi, isFinal: true, time: 0.3)], to: "scale 2.0 turn 90")
        #expect(host.labelTexts == ["done"])
    }

    /// A gesture of one's own, made of others through its `body`.
    struct Swipe: Gesture {
        let onSwipe: @MainActor (String) -> Void
        var body: some Gesture {
            DragGesture(minimumDistance: 30).onEnded { onSwipe($0.translation.width < 0 ? "left" : "right") }
        }
    }

    struct Swiped: View {
        @Owned var last = "none"
        @Owned var enabled = true
        var body: some View {
            VStack {
                Text("Swiped \(last)").gesture(Swipe { last = $0 }, including: enabled ? .all : .none)
                Button("Turn off") { enabled = false }
            }
        }
    }

    @Test func aGestureOfOnesOwnAndAMaskThatTurnsItOff() throws {
        let host = ViewHost(Swiped())
        try host.sendGesture([Self.press(100, at: 0), Self.move(40, at: 0.1), Self.release(40, at: 0.2)], to: "Swiped none")
        #expect(host.labelTexts.contains("Swiped left"))
        try host.tap("Turn off")
        try host.sendGesture([Self.press(0, at: 1), Self.move(60, at: 1.1), Self.release(60, at: 1.2)], to: "Swiped left")
        #expect(host.labelTexts.contains("Swiped left"), "GestureMask.none")
    }

    struct Hovered: View {
        @Owned var isHovered = false
        var body: some View {
            Text(isHovered ? "under the pointer" : "away").onHover { isHovered = $0 }
        }
    }

    @Test func onHoverIsToldWhenThePointerComesAndGoes() throws {
        let host = ViewHost(Hovered())
        try host.hover("away", inside: true)
        #expect(host.labelTexts == ["under the pointer"])
        try host.hover("under the pointer", inside: false)
        #expect(host.labelTexts == ["away"])
    }

    @Test func aPathContainsThePointsInsideItsOutline() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(CGPoint(x: 50, y: 50)))
        #expect(circle.contains(CGPoint(x: 90, y: 50)))
        #expect(!circle.contains(CGPoint(x: 5, y: 5)), "a corner of the square is outside the circle")
        var ring = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50)), "non-zero: both rectangles wind the same way")
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true), "even-odd: the hole")
        #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
    }
}
