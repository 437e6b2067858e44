import CellsGtk

/// The "Motion" window: a disclosure whose details slide in and out with a spring
/// (`withAnimation` and `.transition(.move(edge: .top))`), and a star whose opacity follows a
/// switch with an ease (`.animation(_:value:)`), and a `GeometryReader` reading the space
/// left below them; a tile moved, scaled, shadowed and blurred by GTK's snapshot, animated. Turn animations off in the desktop's settings
/// and both jump, as GNOME apps do.
struct MotionWindow: View {
    @Owned private var showsDetails = false
    @Owned private var isStarred = false
    @Owned private var isGrown = false
    @Owned private var isBlurred = false

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
            // Effects drawn by GTK's snapshot, not by layout: a spring moves and scales the
            // tile, and the toggle's binding blurs it with an ease.
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue.gradient)
                    .frame(width: 56, height: 56)
                    .shadow(radius: 6, y: 3)
                    .scaleEffect(isGrown ? 1.25 : 1)
                    .offset(x: isGrown ? 60 : 0)
                    .blur(radius: isBlurred ? 4 : 0)
                    .accessibilityLabel("Tile")
                Spacer()
                Button(isGrown ? "Shrink" : "Grow") { withAnimation(.bouncy) { isGrown.toggle() } }
                Toggle("Blur", isOn: $isBlurred.animation(.easeInOut(duration: 0.3))).toggleStyle(.switch)
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
