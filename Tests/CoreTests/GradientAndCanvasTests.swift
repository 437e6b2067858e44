import Cells
import CellsTesting
import Foundation
import Testing

@MainActor @Suite struct GradientAndCanvasTests {
    @Test func aGradientStyleReachesTheShapeAsAGradientInPaletteColours() throws {
        struct Card: View {
            var body: some View {
                VStack {
                    Text("Card").background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                    Circle().fill(.radialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 30))
                    Circle().fill(.orange)
                }
            }
        }
        let host = ViewHost(Card())
        let shapes = host.shapes
        #expect(shapes.count == 3)
        let card = try #require(shapes[0].gradient)
        #expect(card.geometry == .linear(start: .top, end: .bottom))
        // The palette values a blue or purple shape has, not the shades text takes.
        #expect(card.stops.map(\.color?.css) == ["#1c71d8", "#813d9c"])
        #expect(card.stops.map(\.location) == [0, 1])
        #expect(shapes[0].fillsSpace == false, "a background takes the size of the view it decorates")
        #expect(shapes[1].gradient?.geometry == .radial(center: .center, startRadius: 2, endRadius: 30))
        #expect(shapes[2].gradient == nil, "a colour stays a colour")
        #expect(shapes[2].color == .orange)
    }

    @Test func aDarkWindowPaintsANamedColoursDarkVariantInAGradient() throws {
        NamedColors.register("GradientTestSky", light: "#99c1f1", dark: "#1a5fb4")
        struct Sky: View {
            var body: some View {
                Rectangle().fill(LinearGradient(colors: [Color("GradientTestSky"), .white], startPoint: .top, endPoint: .bottom))
            }
        }
        let light = ViewHost(Sky())
        #expect(light.shapes.first?.gradient?.stops.first?.color?.css == "#99c1f1")
        let dark = ViewHost(Sky().environment(\.colorScheme, .dark))
        #expect(dark.shapes.first?.gradient?.stops.first?.color?.css == "#1a5fb4")
    }

    @Test func stopsAreSortedAndColoursAreSpreadEvenly() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        let stops = Gradient(stops: [.init(color: .red, location: 0.8), .init(color: .blue, location: 0.1)]).stops
        #expect(stops.map(\.location) == [0.1, 0.8])
        // Equal angles are a whole turn, as in SwiftUI.
        let wheel = AngularGradient(colors: [.red, .blue], center: .center)
        #expect(wheel.endAngle == .degrees(360))
    }

    @Test func aForegroundGradientFillsShapesAndGivesTextItsMiddleColour() throws {
        struct Badge: View {
            var body: some View {
                VStack {
                    Circle()
                    Text("New")
                }
                .foregroundStyle(LinearGradient(colors: [.red, .orange, .yellow], startPoint: .leading, endPoint: .trailing))
            }
        }
        let host = ViewHost(Badge())
        #expect(host.shapes.first?.gradient?.stops.count == 3)
        #expect(try host.label("New").properties(as: TextProperties.self)?.foregroundColor?.css == Color.orange.paint.css)
    }

    @Test func aCanvasDrawsForTheSizeItIsGivenAndAgainOnlyWhenWhatItReadChanges() throws {
        struct Chart: View {
            @Owned var values: [Double] = [1, 3]
            @Owned var taps = 0
            var body: some View {
                VStack {
                    Canvas { context, size in
                        let width = size.width / Double(values.count)
                        for (index, value) in values.enumerated() {
                            let bar = CGRect(x: Double(index) * width, y: size.height - value * 10, width: width, height: value * 10)
                            context.fill(Path(bar), with: .color(.blue))
                        }
                        context.draw(Text("max \(Int(values.max() ?? 0))"), at: CGPoint(x: size.width / 2, y: 5), anchor: .top)
                    }
                    Button("Add") { values.append(5) }
                    Button("Tap") { taps += 1 }
                    Text("taps \(taps)")
                }
            }
        }
        let host = ViewHost(Chart())
        let canvas = try #require(host.canvases.first)
        #expect(canvas.canvasCommands == [], "nothing is drawn before the canvas has a size")

        host.resize(canvas, to: CGSize(width: 100, height: 50))
        let commands = try #require(canvas.canvasCommands)
        #expect(commands.count == 3)
        guard case .fill(let second, _) = commands[1].operation else { Issue.record("no bar"); return }
        #expect(second.boundingRect == CGRect(x: 50, y: 20, width: 50, height: 30))
        #expect(commands[1].paint == .color(Color.blue.paint))
        guard case .text(let label, let point, let anchor) = commands[2].operation else { Issue.record("no text"); return }
        #expect(label.text == "max 3")
        #expect(point == CGPoint(x: 50, y: 5) && anchor == .top)
        let writes = canvas.writes(of: "commands")

        try host.tap("Tap")
        #expect(host.labelTexts.contains("taps 1"))
        #expect(canvas.writes(of: "commands") == writes, "a value the renderer did not read draws nothing again")

        try host.tap("Add")
        #expect(canvas.canvasCommands?.count == 4, "a value it read: drawn again with the new bar")
        #expect(canvas.writes(of: "commands") == writes + 1)
        guard case .text(let newLabel, _, _)? = canvas.canvasCommands?.last?.operation else { Issue.record("no text"); return }
        #expect(newLabel.text == "max 5")

        host.resize(canvas, to: CGSize(width: 300, height: 50))
        guard case .fill(let wider, _)? = canvas.canvasCommands?.first?.operation else { Issue.record("no bar"); return }
        #expect(wider.boundingRect.width == 100, "a new size draws again for that size")
    }

    @Test func aGraphicsContextsStateIsItsOwnAndCommandsCarryIt() throws {
        var recorded: [CanvasCommand] = []
        let environment = EnvironmentValues()
        recorded = CanvasDrawing.record({ context, size in
            var turned = context
            turned.translateBy(x: 10, y: 0)
            turned.scaleBy(x: 2, y: 2)
            turned.opacity = 0.5
            turned.blendMode = .multiply
            turned.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            // The original context is unchanged by its copy.
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)), options: .inverse)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .linearGradient(
                Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: size.width, y: 0)), lineWidth: 2)
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .style(.tint))
            }
        }, size: CGSize(width: 200, height: 100), environment: environment)
        #expect(recorded.count == 3)
        #expect(recorded[0].transform == PathTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0),
                "scaled after the translation: points scale first, then move")
        #expect(recorded[0].opacity == 0.5 && recorded[0].blendMode == .multiply)
        #expect(recorded[1].transform == .identity && recorded[1].opacity == 1)
        #expect(recorded[1].clips.first?.isInverse == true)
        guard case .gradient(let gradient, let bounds) = recorded[1].paint else { Issue.record("no gradient"); return }
        #expect(bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(gradient.geometry == .linear(start: .zero, end: UnitPoint(x: 1, y: 0)), "canvas points become unit points of its bounds")
        guard case .layer(let inner) = recorded[2].operation else { Issue.record("no layer"); return }
        #expect(inner.count == 1)
        #expect(inner[0].paint == .color(Color.accentColor.paint), "the tint is the accent colour, as a shape paints it")
    }
}
