import CellsGtk

/// A photo of the grid: a number and a hue.
struct GridPhoto: Identifiable, Hashable {
    let id: Int
    var isFavorite = false

    static let hues: [Color] = [.blue, .teal, .green, .yellow, .orange, .red, .pink, .purple]
    var color: Color { Self.hues[id % Self.hues.count] }
}

/// The "Photo Grid" window: 100,000 tiles in a `LazyVGrid` with adaptive columns (as many
/// 120-pixel columns as fit), made only as they scroll into sight; a click on a tile stars
/// it.
struct PhotoGridWindow: View {
    @Owned private var photos = (0..<100_000).map { GridPhoto(id: $0) }

    var body: some View {
        VStack(spacing: 0) {
            Text("\(photos.count) photos, \(photos.lazy.filter(\.isFavorite).count) starred")
                .padding(8)
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], spacing: 8) {
                    ForEach($photos) { $photo in
                        Button(action: { photo.isFavorite.toggle() }, label: {
                            Text(photo.isFavorite ? "★ \(photo.id + 1)" : "\(photo.id + 1)")
                                .font(.title3)
                                .foregroundStyle(.white)
                                .frame(maxWidth: .infinity, minHeight: 96)
                                .background(photo.color.gradient, in: RoundedRectangle(cornerRadius: 8))
                        })
                        .styleClasses("flat")
                        .accessibilityLabel("Photo \(photo.id + 1)\(photo.isFavorite ? ", starred" : "")")
                    }
                }
                .padding(8)
            }
        }
    }
}
