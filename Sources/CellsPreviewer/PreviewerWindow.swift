import Cells
import CellsGtk

/// The preview window: the package's previews in a sidebar, the chosen one beside it with
/// the appearance and width switches above it, and a failed build's errors in place.
struct PreviewerWindow: View {
    let session: PreviewSession

    var body: some View {
        NavigationSplitView {
            List(session.previews.map(\.name), id: \.self, selection: selection) { name in
                Text(name)
            }
            .navigationTitle("Previews")
        } detail: {
            VStack(spacing: 0) {
                PreviewSwitches(session: session)
                if let diagnostics = session.diagnostics {
                    BuildErrors(text: diagnostics)
                }
                if session.previews.isEmpty {
                    ContentUnavailableView(
                        "No Previews", systemImage: "view-paged-symbolic",
                        description: Text("Add #Preview { … } to a view's file and save it.")
                    )
                } else {
                    ScrollView([.horizontal, .vertical]) {
                        PreviewCanvas(
                            host: session.shown, generation: session.generation, width: session.width,
                            presented: { session.presented(generation: $0) }
                        )
                    }
                }
            }
            .navigationTitle(session.selectedName ?? "Previews")
        }
        .preferredColorScheme(session.appearance == .dark ? .dark : .light)
        .onAppear { session.start() }
    }

    private var selection: Binding<String?> {
        Binding(get: { session.selectedName }, set: { session.select($0) })
    }
}

/// The switches above the preview: light or dark, and the width, with the build's status.
struct PreviewSwitches: View {
    @Bindable var session: PreviewSession

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 12) {
                Picker("Appearance", selection: $session.appearance) {
                    ForEach(PreviewSession.Appearance.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                Picker("Width", selection: $session.width) {
                    ForEach(PreviewSession.widths, id: \.self) { Text("\($0) px").tag($0) }
                }
                .pickerStyle(.segmented)
            }
            Text(statusText).font(.caption).foregroundStyle(.secondary).lineLimit(1)
        }
        .padding(12)
    }

    private var statusText: String {
        switch session.status {
        case .ready(let text): text
        case .building: "Building…"
        case .failed: "Build failed"
        }
    }
}

/// A failed build's errors, as the compiler wrote them.
struct BuildErrors: View {
    let text: String

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 6) {
                Label("The build failed. The preview shows the last code that built.", systemImage: "dialog-error-symbolic")
                    .font(.headline)
                Text(text).font(.body.monospaced())
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(maxHeight: 220)
        .background(Color.red.opacity(0.12))
    }
}
