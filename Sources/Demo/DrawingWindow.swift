import CellsGtk
import Foundation

/// The "Drawing" window: gradients as shape styles (linear, radial, angular, elliptical and a
/// colour's `.gradient`), a bar chart drawn by a `Canvas`, whose bars follow a stepper and
/// whose labels are drawn text, and a clock a `TimelineView` draws again every second.
struct DrawingWindow: View {
    @Owned private var sales: [Double] = [3, 5, 4, 7, 6, 8, 5]
    @Owned private var highlighted = 3
    private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Weekly sales")
                .font(.title2)
                .padding(16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .foregroundStyle(.white)
                .background(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing),
                            in: RoundedRectangle(cornerRadius: 12))
            HStack(spacing: 12) {
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 2, endRadius: 30))
                    .frame(width: 56, height: 56)
                    .accessibilityLabel("Sun")
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 56, height: 56)
                    .accessibilityLabel("Colour wheel")
                Capsule()
                    .fill(EllipticalGradient(colors: [.white, .teal]))
                    .frame(width: 88, height: 56)
                    .accessibilityLabel("Lagoon")
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.green.gradient)
                    .frame(width: 56, height: 56)
                    .accessibilityLabel("Leaf")
            }
            HStack(alignment: .top, spacing: 16) {
                chart
                    .frame(height: 180)
                    .accessibilityLabel("Sales chart")
                // A drawing that moves: a clock built again every second.
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    clock(at: context.date)
                        .frame(width: 96, height: 96)
                        .accessibilityLabel("Clock")
                }
            }
            HStack {
                Picker("Day", selection: $highlighted) {
                    ForEach(days.indices, id: \.self) { Text(days[$0]).tag($0) }
                }
                Stepper("Sales: \(Int(sales[highlighted]))", value: $sales[highlighted], in: 0...10, step: 1)
            }
        }
        .padding()
    }

    /// An analog clock's face and hands for `date`.
    private func clock(at date: Date) -> some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2 - 2
            context.fill(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)),
                         with: .radialGradient(Gradient(colors: [.white, .gray]), center: center, startRadius: 0, endRadius: radius * 1.4))
            let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
            let hands: [(fraction: Double, length: Double, width: Double, color: Color)] = [
                (Double((parts.hour ?? 0) % 12) / 12 + Double(parts.minute ?? 0) / 720, 0.5, 4, .black),
                (Double(parts.minute ?? 0) / 60, 0.75, 3, .black),
                (Double(parts.second ?? 0) / 60, 0.85, 1.5, .red),
            ]
            for hand in hands {
                var turned = context
                turned.translateBy(x: center.x, y: center.y)
                turned.rotate(by: .degrees(hand.fraction * 360 - 90))
                turned.stroke(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: radius * hand.length, y: 0)) },
                              with: .color(hand.color), style: StrokeStyle(lineWidth: hand.width, lineCap: .round))
            }
        }
    }

    /// Bars with a gradient, the highlighted day's in the accent colour, each day's name
    /// under its bar and its value above it.
    private var chart: some View {
        Canvas { context, size in
            let labelHeight = 20.0
            let barArea = size.height - 2 * labelHeight
            let slot = size.width / Double(sales.count)
            context.stroke(Path { $0.move(to: CGPoint(x: 0, y: size.height - labelHeight)); $0.addLine(to: CGPoint(x: size.width, y: size.height - labelHeight)) },
                           with: .color(.gray), lineWidth: 1)
            for (index, value) in sales.enumerated() {
                let height = barArea * value / 10
                let bar = CGRect(x: Double(index) * slot + 6, y: size.height - labelHeight - height, width: slot - 12, height: height)
                let shading: GraphicsContext.Shading = index == highlighted
                    ? .color(.orange)
                    : .linearGradient(Gradient(colors: [.teal, .blue]), startPoint: CGPoint(x: 0, y: labelHeight), endPoint: CGPoint(x: 0, y: size.height))
                context.fill(Path(roundedRect: bar, cornerRadius: 4), with: shading)
                context.draw(Text(days[index]), at: CGPoint(x: bar.midX, y: size.height - labelHeight / 2))
                context.draw(Text("\(Int(value))").foregroundColor(.secondary), at: CGPoint(x: bar.midX, y: bar.minY - labelHeight / 2))
            }
        }
    }
}
