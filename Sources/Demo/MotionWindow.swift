import CellsGtk

/// The "Motion" window: a disclosure whose details slide in and out with a spring
/// (`withAnimation` and `.transition(.move(edge: .top))`), and a star whose opacity follows a
/// switch with an ease (`.animation(_:value:)`), and a `GeometryReader` reading the space
/// left below them. Turn animations off in the desktop's settings
/// and both jump, as GNOME apps do.
struct MotionWindow: View {
    @Owned private var showsDetails = false
    @Owned private var isStarred = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button(showsDetails ? "Hide details" : "Show details") {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.9)) { showsDetails.toggle() }
            }
            if showsDetails {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Dune").font(.title2)
                    Text("Frank Herbert, 1965. A desert planet, a spice, and a family's fall and rise.")
                        .foregroundStyle(.secondary)
                }
                .padding(12)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                .transition(.move(edge: .top))
            }
            HStack {
                Text("★").font(.title)
                    .foregroundStyle(.orange)
                    .opacity(isStarred ? 1 : 0.2)
                    .animation(.easeInOut(duration: 0.4), value: isStarred)
                Toggle("Starred", isOn: $isStarred).toggleStyle(.switch)
            }
            // The rest of the window, measured: resize the window and the numbers follow.
            GeometryReader { proxy in
                Text("The space below is \(Int(proxy.size.width)) × \(Int(proxy.size.height)) points")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
