import Cells
import CellsTesting
import Foundation
import Testing

/// A shape of a user's, not `Equatable`: compared by its stored properties.
struct Wedge: Shape {
    var fraction: Double
    func path(in rect: CGRect) -> Path {
        Path { p in
            let center = CGPoint(x: rect.midX, y: rect.midY)
            p.move(to: center)
            p.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                     startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
            p.closeSubpath()
        }
    }
}

@MainActor @Suite struct DrawingTests {
    @Test func pathsAreBuiltAsSwiftUIBuildsThem() {
        let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(rect.description == "M 0.0 0.0 L 10.0 0.0 L 10.0 20.0 L 0.0 20.0 Z")
        #expect(rect.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))

        // An ellipse starts at its trailing point and goes clockwise on screen (y down).
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.elements.first == .move(to: CGPoint(x: 100, y: 50)))
        guard case .curve(let quarter, _, _)? = circle.elements.dropFirst().first else { Issue.record("no curve"); return }
        #expect(abs(quarter.x - 50) < 1e-9 && abs(quarter.y - 100) < 1e-9, "first quarter ends at the bottom")
        #expect(abs(circle.length - .pi * 100) < 0.05)

        // clockwise: false sweeps with growing angles (clockwise on screen), as in SwiftUI.
        var arc = Path()
        arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(abs(arc.length - .pi * 5) < 0.01)
        var longWay = Path()
        longWay.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(abs(longWay.length - .pi * 15) < 0.02)

        let rounded = RoundedRectangle(cornerRadius: 5).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(rounded.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
                == RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 0, y: 0, width: 40, height: 20)))
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle(radians: .pi / 2).degrees == 90)
    }

    @Test func trimmingCutsTheOutlineByLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 0.5).description == "M 0.0 0.0 L 10.0 0.0 L 10.0 10.0")
        #expect(square.trimmedPath(from: 0.125, to: 0.375).description == "M 5.0 0.0 L 10.0 0.0 L 10.0 5.0")
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        let ring = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(ring.length - .pi * 25) < 0.05)
        let end = ring.currentPoint!
        #expect(abs(end.x - 50) < 0.1 && abs(end.y - 100) < 0.1, "a quarter of a circle ends at 6 o'clock")
        let turned = Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(turned.elements.first.map { if case .move(let p) = $0 { p.y } else { -1 } }! - 0) < 1e-9,
                "turned by -90°, the ring starts at 12 o'clock")
    }

    @Test func aProgressRingIsDescribedByItsTrimAndRedrawnOnlyWhenItChanges() throws {
        struct Ring: View {
            @Owned var progress = 0.0
            @Owned var taps = 0
            var body: some View {
                VStack {
                    ZStack {
                        Circle().stroke(Color.gray.opacity(0.3), lineWidth: 12)
                        Circle()
                            .trim(from: 0, to: progress)
                            .stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                        Text("\(Int(progress * 100))%")
                    }
                    .frame(width: 120, height: 120)
                    Button("Advance") { progress += 0.25 }
                    Button("Tap") { taps += 1 }
                    Text("taps \(taps)")
                }
            }
        }
        let host = ViewHost(Ring())
        #expect(host.shapes.count == 2)
        let ring = try host.shape("TrimmedShape<Circle>")
        #expect(ring.shapeProperties?.trim == 0...0)
        #expect(ring.shapeProperties?.color == .blue)
        #expect(ring.shapeProperties?.lineWidth == 12)
        #expect(ring.shapeProperties?.drawing == .stroke(StrokeStyle(lineWidth: 12, lineCap: .round)))
        #expect(host.widgets(of: VisualEffectProperties.self).map { $0.properties(as: VisualEffectProperties.self)?.effect }
            == [.rotation(.degrees(-90), anchor: .center)])
        #expect(ring.shapeProperties?.fillsSpace == true)
        let track = try host.shape("Circle")
        #expect(track.shapeProperties?.color == Color.gray.opacity(0.3))

        try host.tap("Advance")
        try host.tap("Advance")
        #expect(host.trimmedShape?.trim == 0...0.5)
        #expect(host.labelTexts.contains("50%"))
        #expect(ring.writeCounts["shape"] == 3)

        try host.tap("Tap")
        #expect(host.labelTexts.contains("taps 1"))
        #expect(ring.writeCounts["shape"] == 3, "an unrelated change does not redraw the ring")
        #expect(track.writeCounts["shape"] == 1)
    }

    @Test func aUserShapeIsComparedByItsStoredProperties() throws {
        struct Pie: View {
            @Owned var fraction = 0.25
            @Owned var other = 0
            var body: some View {
                VStack {
                    Wedge(fraction: fraction).fill(.orange)
                    Button("Other") { other += 1 }
                    Button("Half") { fraction = 0.5 }
                    Text("other \(other)")
                }
            }
        }
        let host = ViewHost(Pie())
        let wedge = try host.shape("Wedge")
        try host.tap("Other")
        #expect(wedge.writeCounts["shape"] == 1)
        try host.tap("Half")
        #expect(wedge.writeCounts["shape"] == 2)
        let path = wedge.shapeProperties!.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(path.length - (50 + 50 + .pi * 50)) < 0.1, "two radii and half the circle")
    }

    @Test func stylesResolveInTheEnvironment() throws {
        struct Styled: View {
            var body: some View {
                VStack {
                    Circle().fill(.tint)
                    Rectangle().fill()
                    Capsule().strokeBorder(.secondary, lineWidth: 2)
                    Ellipse().fill(.regularMaterial)
                    RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 3).rotation(.degrees(45))
                }
                .foregroundStyle(.red)
                .tint(.green)
            }
        }
        let host = ViewHost(Styled())
        #expect(try host.shape("Circle").shapeProperties?.color == .green)
        #expect(try host.shape("Rectangle").shapeProperties?.color == .red)
        #expect(try host.shape("Capsule").shapeProperties?.color == Color.red.opacity(0.75))
        #expect(try host.shape("Capsule").shapeProperties?.drawing == .strokeBorder(StrokeStyle(lineWidth: 2)))
        #expect(try host.shape("Ellipse").shapeProperties?.color == Material.regularMaterial.color)
        let turned = try host.shape("RotatedShape<RoundedRectangle>").shapeProperties!
        #expect(turned.drawing == .stroke(StrokeStyle(lineWidth: 3)))
        #expect(turned.color == .red)
    }

    @Test func backgroundsOverlaysClipsAndTintsDescribeTheirLayers() throws {
        struct Decorated: View {
            var body: some View {
                VStack {
                    Text("Card").padding(12).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Text("Badge").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
                    Text("Clipped").cornerRadius(6)
                    Text("Round").clipShape(Capsule())
                    Text("Odd").clipShape(Wedge(fraction: 0.5))
                    Toggle("Tinted", isOn: .constant(true)).tint(.green)
                }
            }
        }
        let (host, warnings) = Diagnostics.collectingWarnings { ViewHost(Decorated()) }
        #expect(warnings.isEmpty, "GTK warns about a clip it cannot do, not the core")
        let layers = host.widgets(of: LayerProperties.self)
        #expect(layers.map { $0.properties(as: LayerProperties.self)?.placement } == [.background, .overlay])
        // The decorated view first, then its layer: the card's material in a rounded rectangle.
        let card = layers[0]
        #expect(card.children.first?.labelText == "Card")
        let material = try #require(card.children.last?.shapeProperties)
        #expect(material.color == Material.thinMaterial.color)
        #expect(material.fillsSpace == false, "a layer takes the decorated view's size")
        #expect(material.shape.typeName == "RoundedRectangle")
        let badge = try #require(layers[1].children.last?.shapeProperties)
        #expect(badge.color == .red && badge.fillsSpace == false)
        #expect(layers[1].properties(as: LayerProperties.self)?.alignment == .topTrailing)
        #expect(try host.label("Clipped").attributes[ClipShapeAttribute.self] == .roundedRectangle(cornerRadius: 6))
        #expect(try host.label("Round").attributes[ClipShapeAttribute.self] == .capsule)
        #expect(try host.label("Odd").attributes[ClipShapeAttribute.self] == .frameOnly(shapeType: "Wedge"))
        #expect(try host.toggles["Tinted"].attributes[TintAttribute.self] == TintColor(color: .green))
    }
}
