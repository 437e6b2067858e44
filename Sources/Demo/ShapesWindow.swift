import CellsGtk

/// A triangle of our own: any `Shape` draws like the built-in ones.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

/// The "Shapes" window: shapes filled and stroked, backgrounds, overlays, clipping, tinted
/// controls, a progress ring moved by `Timer.publish`, and the window's scene phase.
struct ShapesWindow: View {
    @Owned private var progress = 0.3
    @Owned private var isRunning = true
    @Owned private var sharpness = 0.6
    @Environment(\.scenePhase) private var scenePhase
    /// Moves the ring: a Foundation timer on the main run loop, inside the GLib loop.
    private let ticker = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            // Two rows of three, so the window fits a phone's width.
            HStack(spacing: 12) {
                Circle().fill(.blue).frame(width: 48, height: 48)
                Rectangle().fill(.orange).frame(width: 48, height: 48)
                RoundedRectangle(cornerRadius: 12).stroke(.green, lineWidth: 4).frame(width: 48, height: 48)
            }
            HStack(spacing: 12) {
                Capsule().strokeBorder(.purple, style: StrokeStyle(lineWidth: 3, dash: [6, 4])).frame(width: 72, height: 48)
                Ellipse().fill(Color.red.opacity(0.6)).frame(width: 72, height: 48)
                Triangle().fill(.tint).frame(width: 48, height: 48)
            }
            HStack(spacing: 16) {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.25), lineWidth: 14)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(.blue, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("\(Int((progress * 100).rounded()))%").font(.title)
                }
                .frame(width: 140, height: 140)
                VStack(alignment: .leading, spacing: 10) {
                    Text("Card on a material")
                        .padding(12)
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Text("Tinted background")
                        .padding(8)
                        .background(Color.blue.opacity(0.2))
                        .cornerRadius(8)
                    Text("With a badge")
                        .padding(10)
                        .overlay(alignment: .topTrailing) {
                            Circle().fill(.red).frame(width: 10, height: 10)
                        }
                        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(.secondary, lineWidth: 1))
                    Text("Window is \(String(describing: scenePhase))").foregroundStyle(.secondary)
                }
            }
            VStack(alignment: .leading, spacing: 8) {
                Toggle("Ring moves", isOn: $isRunning).toggleStyle(.switch)
                LabeledContent("Sharpness") { Slider(value: $sharpness, in: 0...1) }
                ProgressView(value: progress)
            }
            .tint(.green)
        }
        .padding()
        .onReceive(ticker) { _ in
            if isRunning { progress = progress >= 1 ? 0 : min(1, progress + 0.01) }
        }
    }
}
