import Cells
import CellsGtk
import Foundation
import Gtk
import Observation

/// What the preview window shows and does: the package's previews, the chosen one in a
/// graph of its own, the appearance and width switches, and (with `--watch`) the rebuild
/// and reload that follow a save, carrying the preview's `@Owned` values over.
@MainActor @Observable
final class PreviewSession {
    /// Light or dark, as the window's switch says.
    enum Appearance: String, CaseIterable, Hashable { case light = "Light", dark = "Dark" }
    /// Where the rebuilding stands, for the status line.
    enum Status: Equatable {
        case ready(String)
        case building
        case failed
    }

    /// The widths the switch offers: a phone upright, a phone on its side, a desktop window.
    static let widths = [360, 720, 1000]

    private(set) var previews: [Preview] = []
    private(set) var selectedName: String?
    var appearance = Appearance.light
    var width = 720
    private(set) var status = Status.ready("")
    /// The last build's errors; nil once a build succeeds.
    private(set) var diagnostics: String?
    /// The chosen preview, hosted in its own view graph so a reload can replace it whole.
    private(set) var shown: HostingWidget?
    /// Counts the hosts made, so the canvas knows when to swap.
    private(set) var generation = 0

    @ObservationIgnored private let configuration: PreviewerConfiguration
    @ObservationIgnored private var library: PreviewLibrary?
    @ObservationIgnored private var watcher: SourceWatcher?
    @ObservationIgnored private var isBuilding = false
    @ObservationIgnored private var needsAnotherBuild = false
    /// When the save that started the pending reload happened, for the save-to-pixels time.
    @ObservationIgnored private var firstUnbuiltSave: Date?
    /// A rebuild's save and build time, reported once the canvas painted its new view.
    private struct Reload { let savedAt: Date?; let buildSeconds: Double; var generation = 0 }
    @ObservationIgnored private var pendingReport: Reload?

    init(configuration: PreviewerConfiguration) {
        self.configuration = configuration
        selectedName = configuration.initialPreview
    }

    /// Loads the built library and, with `--watch`, starts watching the sources. Called once
    /// the window exists (hosting a view needs GTK).
    func start() {
        guard library == nil else { return }
        do {
            library = PreviewLibrary(builtPath: configuration.libraryPath)
            try loadLibrary(after: nil)
        } catch {
            diagnostics = "cells-preview: \(error)"
            status = .failed
        }
        if configuration.watches {
            watcher = SourceWatcher(directories: configuration.watchedDirectories) { [weak self] path in
                self?.sourceSaved(path)
            }
            status = .ready("Watching \(configuration.watchedDirectories.count) source folders")
        } else {
            status = .ready("Built once: run cells-preview with --watch to rebuild on save")
        }
    }

    /// Shows the preview named `name`, its state new.
    func select(_ name: String?) {
        guard name != selectedName, let name else { return }
        selectedName = name
        if let width = selected?.traits.width, Self.widths.contains(width) { self.width = width }
        show(after: nil)
    }

    private var selected: Preview? {
        previews.first { $0.name == selectedName } ?? previews.first
    }

    // MARK: Rebuilding

    private func sourceSaved(_ path: String) {
        if firstUnbuiltSave == nil { firstUnbuiltSave = Date() }
        if isBuilding { needsAnotherBuild = true; return }
        isBuilding = true
        // An editor's save is several events (write, rename, touch): build once they are in.
        _ = MainLoop.schedule(afterMilliseconds: 30) { [weak self] in self?.build() }
    }

    private func build() {
        status = .building
        needsAnotherBuild = false
        let savedAt = firstUnbuiltSave
        firstUnbuiltSave = nil
        PreviewBuild(command: configuration.buildCommand, pathRewrites: configuration.pathRewrites).start { [weak self] outcome in
            self?.buildEnded(outcome, savedAt: savedAt)
        }
    }

    private func buildEnded(_ outcome: PreviewBuild.Outcome, savedAt: Date?) {
        isBuilding = false
        switch outcome {
        case .succeeded(let seconds):
            diagnostics = nil
            do {
                try loadLibrary(after: Reload(savedAt: savedAt, buildSeconds: seconds))
            } catch {
                diagnostics = "cells-preview: \(error)"
                status = .failed
            }
        case .failed(let text):
            diagnostics = text
            status = .failed
            print("cells-preview: the build failed; the window shows its errors", to: &standardError)
        }
        if needsAnotherBuild { isBuilding = true; build() }
    }

    /// Loads the library as built now; after a rebuild (`reload`), the shown preview's
    /// values carry over.
    private func loadLibrary(after reload: Reload?) throws {
        guard var library else { return }
        let loaded = try library.loadPreviews()
        self.library = library
        previews = Self.uniquelyNamed(loaded)
        if selectedName == nil || !previews.contains(where: { $0.name == selectedName }) {
            selectedName = previews.first?.name
        }
        show(after: reload)
    }

    /// Replaces the hosted preview with a new graph of the selected preview's view, with the
    /// old graph's `@Owned` values after a rebuild.
    private func show(after reload: Reload?) {
        let old = shown
        let carried = CarriedOwnedValues(of: reload == nil ? nil : old?.graph)
        shown = selected.map { preview in carried.whileMakingViews { HostingWidget(preview.content) } }
        old?.tearDown()
        generation += 1
        if var reload {
            status = .ready(String(format: "Rebuilt in %.1f s; %d values kept", reload.buildSeconds, carried.count))
            reload.generation = generation
            pendingReport = reload
        }
    }

    /// The canvas painted a frame showing host `generation`: report the save-to-pixels time.
    func presented(generation: Int) {
        guard let report = pendingReport, report.generation == generation, let savedAt = report.savedAt else { return }
        pendingReport = nil
        let line = String(
            format: "cells-preview: reloaded: save to pixels %.3f s (build %.3f s) at %.3f\n",
            Date().timeIntervalSince(savedAt), report.buildSeconds, Date().timeIntervalSince1970
        )
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    /// Previews with the same name get " (2)", " (3)": the list tells them apart by name.
    private static func uniquelyNamed(_ previews: [Preview]) -> [Preview] {
        var seen: [String: Int] = [:]
        return previews.map { preview in
            seen[preview.name, default: 0] += 1
            let count = seen[preview.name]!
            return count == 1 ? preview : preview.renamed("\(preview.name) (\(count))")
        }
    }
}

/// Standard error, for `print(_:to:)`.
nonisolated(unsafe) var standardError = StandardErrorStream()
struct StandardErrorStream: TextOutputStream {
    mutating func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
