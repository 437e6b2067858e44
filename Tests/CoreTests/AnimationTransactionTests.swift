import Cells
import CellsTesting
import Foundation
import Testing

@MainActor @Suite struct AnimationTransactionTests {
    struct Disclosure: View {
        @Owned var isExpanded = false
        @Owned var taps = 0
        var body: some View {
            VStack {
                Button("Toggle") { withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() } }
                Button("Tap") { taps += 1 }
                Button("Nothing") { withAnimation(.bouncy) {} }
                Text("taps \(taps)")
                if isExpanded {
                    Text("Details").transition(.move(edge: .top))
                }
            }
        }
    }

    @Test func withAnimationGivesItsAnimationToTheUpdateItsWritesCauseAndNoOther() throws {
        let host = ViewHost(Disclosure())
        try host.tap("Toggle")
        let details = try host.label("Details")
        #expect(details.attributes[TransitionAttribute.self] == .move(edge: .top))
        let stack = try #require(host.widgets(of: StackProperties.self).first)
        #expect(stack.lastWriteAnimation == .easeInOut(duration: 0.3), "the insertion is animated")
        #expect(Transaction.current == nil, "the transaction ends with its pass")

        try host.tap("Tap")
        #expect(try host.label("taps 1").lastWriteAnimation == nil, "a write outside withAnimation jumps")

        try host.tap("Nothing")
        try host.tap("Tap")
        #expect(try host.label("taps 2").lastWriteAnimation == nil, "a withAnimation that wrote nothing animates no later update")

        try host.tap("Toggle")
        #expect(!host.labelTexts.contains("Details"))
        #expect(stack.lastWriteAnimation == .easeInOut(duration: 0.3), "the removal is animated too")
    }

    struct Star: View {
        @Owned var isStarred = false
        @Owned var title = "Dune"
        var body: some View {
            VStack {
                Text(title).opacity(isStarred ? 1 : 0.4).animation(.spring, value: isStarred)
                Button("Star") { isStarred.toggle() }
                Button("Rename") { title = "Emma" }
            }
        }
    }

    @Test func animationValueAnimatesOnlyTheUpdatesInWhichTheValueChanged() throws {
        let host = ViewHost(Star())
        let label = try host.label("Dune")
        #expect(label.lastWriteAnimation == nil, "the first showing does not animate")
        try host.tap("Star")
        #expect(label.attributes[OpacityAttribute.self] == 1)
        #expect(label.lastWriteAnimation == .spring, "the value changed: the opacity moves with a spring")

        try host.tap("Rename")
        #expect(try host.label("Emma").lastWriteAnimation == nil, "a change without the value's jumps")
    }

    @Test func animationsSayHowTheyRun() {
        #expect(Animation.easeInOut(duration: 0.3).duration == 0.3)
        #expect(Animation.linear(duration: 1).speed(2).duration == 0.5)
        #expect(Animation.default.delay(0.2).delay == 0.2)
        #expect(Animation.easeIn.repeatForever().repeatCount == nil)
        #expect(Animation.smooth.duration > 0.5, "a spring settles after its response")
        let bouncy = Animation.spring(duration: 0.4, bounce: 0.3)
        #expect(bouncy.curve == .spring(response: 0.4, dampingFraction: 0.7))
        // Transitions: asymmetric and combined keep each side's motion.
        let push = AnyTransition.push(from: .bottom)
        #expect(push.insertion == .slide(from: .bottom) && push.removal == .slide(from: .top))
        let mixed = AnyTransition.opacity.combined(with: .move(edge: .leading))
        #expect(mixed.insertion == .slide(from: .leading))
        #expect(AnyTransition.asymmetric(insertion: .opacity, removal: .slide).removal == .slide(from: .trailing))
    }
}

@MainActor @Suite struct VisualEffectTests {
    struct Tile: View {
        @Owned var isGrown = false
        var body: some View {
            VStack {
                Circle().scaleEffect(isGrown ? 2 : 1).offset(x: isGrown ? 10 : 0)
                Button("Grow") { withAnimation(.bouncy) { isGrown.toggle() } }
            }
        }
    }

    @Test func effectsAreWidgetsAroundTheViewAndTheirChangesCarryTheTransaction() throws {
        let host = ViewHost(Tile())
        let effects = host.widgets(of: VisualEffectProperties.self)
        #expect(effects.map { $0.properties(as: VisualEffectProperties.self)?.effect }
                == [.offset(.zero), .scale(CGSize(width: 1, height: 1), anchor: .center)], "outermost first")
        try host.tap("Grow")
        #expect(effects[0].properties(as: VisualEffectProperties.self)?.effect == .offset(CGSize(width: 10, height: 0)))
        #expect(effects[0].lastWriteAnimation == .bouncy)
        #expect(effects[1].lastWriteAnimation == .bouncy)
    }

    struct Follower: View {
        @Owned var source = 0
        @Owned var isMoved = false
        var body: some View {
            VStack {
                Circle().offset(x: isMoved ? 10 : 0)
                Button("Bump") { source += 1 }
                Button("Bump and move") { withAnimation(.smooth) { source += 1 } }
            }
            .onChange(of: source) { withAnimation(.bouncy) { isMoved.toggle() } }
        }
    }

    /// SwiftUI animates what `withAnimation` changes inside an `onChange` action, which runs
    /// after the pass that changed the value: the action's writes cause a pass of their own.
    @Test func withAnimationInsideOnChangeAnimatesTheChangesItsWritesCause() throws {
        let host = ViewHost(Follower())
        let offset = try #require(host.widgets(of: VisualEffectProperties.self).first)
        try host.tap("Bump")
        #expect(offset.properties(as: VisualEffectProperties.self)?.effect == .offset(CGSize(width: 10, height: 0)))
        #expect(offset.lastWriteAnimation == .bouncy, "the action's own animation")
        try host.tap("Bump and move")
        #expect(offset.properties(as: VisualEffectProperties.self)?.effect == .offset(.zero))
        #expect(offset.lastWriteAnimation == .bouncy, "the action's withAnimation, not the button's")
    }

    @Test func effectsInterpolateWithinTheirKind() {
        let half = VisualEffect.scale(CGSize(width: 1, height: 1), anchor: .center)
            .interpolated(to: .scale(CGSize(width: 3, height: 2), anchor: .center), 0.5)
        #expect(half == .scale(CGSize(width: 2, height: 1.5), anchor: .center))
        #expect(VisualEffect.rotation(.zero, anchor: .center).interpolated(to: .rotation(.degrees(90), anchor: .center), 0.5)
                == .rotation(.degrees(45), anchor: .center))
        #expect(VisualEffect.blur(radius: 4).identity == .blur(radius: 0))
        #expect(VisualEffect.blur(radius: 4).interpolated(to: .grayscale(1), 0.5) == .grayscale(1), "another kind: at once")
    }
}

@MainActor @Suite struct AnimatableShapeTests {
    struct Pie: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.midY))
                p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                         startAngle: .zero, endAngle: .degrees(360 * fraction), clockwise: false)
            }
        }
    }

    @Test func shapesMoveByTheirAnimatableData() throws {
        let halfway = try #require(AnyShape(Pie(fraction: 0.8)).interpolated(from: AnyShape(Pie(fraction: 0.2)), 0.5))
        #expect(halfway == AnyShape(Pie(fraction: 0.5)), "a user's shape, by its own animatableData")
        let ring = try #require(AnyShape(Circle().trim(from: 0, to: 1)).interpolated(from: AnyShape(Circle().trim(from: 0, to: 0.5)), 0.5))
        #expect(ring.trim == 0...0.75, "a trim's ends")
        #expect(AnyShape(Circle()).interpolated(from: AnyShape(Rectangle()), 0.5) == nil, "another shape: no way between")
        #expect(!AnyShape(Circle()).isAnimatable)
        #expect(AnyShape(Pie(fraction: 1)).isAnimatable)
    }
}
