import CellsGtk

/// The "Drawing" window: gradients as shape styles (linear, radial, angular, elliptical and a
/// colour's `.gradient`) and a bar chart drawn by a `Canvas`, whose bars follow a stepper and
/// whose labels are drawn text.
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
            chart
                .frame(height: 180)
                .accessibilityLabel("Sales chart")
            HStack {
                Picker("Day", selection: $highlighted) {
                    ForEach(days.indices, id: \.self) { Text(days[$0]).tag($0) }
                }
                Stepper("Sales: \(Int(sales[highlighted]))", value: $sales[highlighted], in: 0...10, step: 1)
            }
        }
        .padding()
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
