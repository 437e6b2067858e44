import SwiftUI

/// The board: pinned photos and the others, each a card; a double tap favours a photo, a drag
/// to the side takes it off the board, a long press pins it.
struct BoardView: View {
    let board: PhotoBoard
    @State private var selected: Photo.ID?

    var body: some View {
        NavigationStack {
            List(selection: $selected) {
                Section("Pinned") {
                    ForEach(board.pinned) { PhotoCard(photo: $0, board: board) }
                }
                Section {
                    ForEach(board.others) { PhotoCard(photo: $0, board: board) }
                } header: {
                    Text("All Photos")
                } footer: {
                    Text("\(board.photos.count) photos, \(board.photos.filter(\.isFavorite).count) favourites")
                }
            }
            .refreshable { await board.reload() }
            .navigationTitle("Photo Board")
        }
    }
}

/// One photo as a card: its image (loaded from its URL), its title and a heart.
struct PhotoCard: View {
    let photo: Photo
    let board: PhotoBoard
    @GestureState private var dragOffset: CGFloat = 0

    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: photo.url) { phase in
                switch phase {
                case .success(let image):
                    image.resizable().scaledToFill()
                case .failure:
                    Image(systemName: "photo").imageScale(.large)
                case .empty:
                    ProgressView()
                @unknown default:
                    EmptyView()
                }
            }
            .frame(width: 64, height: 48)

            Text(photo.title)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
            if photo.isFavorite {
                Image(systemName: "heart.fill").foregroundStyle(.pink)
            }
            Text(dragOffset < -40 ? "Release to remove" : "")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .card(highlighted: photo.isFavorite)
        .contentShape(Rectangle())
        .gesture(
            TapGesture(count: 2).onEnded { board.toggleFavorite(photo) }
                .exclusively(before: DragGesture(minimumDistance: 20)
                    .updating($dragOffset) { value, state, _ in state = value.translation.width }
                    .onEnded { value in
                        if value.translation.width < -80 { board.remove(photo) }
                    })
        )
        .accessibilityAction(named: "Favourite") { board.toggleFavorite(photo) }
    }
}

#Preview {
    BoardView(board: PhotoBoard.sample())
}
