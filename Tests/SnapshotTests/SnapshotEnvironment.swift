import CellsSnapshotTesting

/// What makes a launched demo's picture the same on every machine: the snapshot fonts
/// (`SnapshotFonts`), and the light or dark style asked for whatever the machine prefers.
enum SnapshotEnvironment {
    static func variables(dark: Bool) -> [String: String] {
        SnapshotFonts.environment.merging(["ADW_DEBUG_COLOR_SCHEME": dark ? "prefer-dark" : "prefer-light"]) { $1 }
    }
}
