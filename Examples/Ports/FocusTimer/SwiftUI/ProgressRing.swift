import SwiftUI

/// A ring that fills clockwise from the top as `progress` goes from 0 to 1.
struct ProgressRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 16

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            TickMarks()
                .stroke(.secondary, lineWidth: 1)
                .padding(lineWidth + 6)
        }
    }
}

/// Twelve short ticks around a dial, like a kitchen timer's.
struct TickMarks: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        for index in 0..<12 {
            let angle = Angle.degrees(Double(index) * 30).radians
            let outer = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            let inner = CGPoint(x: center.x + cos(angle) * (radius - 6), y: center.y + sin(angle) * (radius - 6))
            path.move(to: inner)
            path.addLine(to: outer)
        }
        return path
    }
}

#Preview("Two thirds") {
    ProgressRing(progress: 0.66, color: .orange)
        .frame(width: 200, height: 200)
        .padding()
}

#Preview("Empty", traits: .sizeThatFitsLayout) {
    ProgressRing(progress: 0, color: .blue)
        .frame(width: 120, height: 120)
}
