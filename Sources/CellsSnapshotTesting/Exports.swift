// A test imports CellsSnapshotTesting and gets swift-snapshot-testing's `assertSnapshot`
// with it, and the UI-testing app it snapshots.
@_exported import CellsUITesting
@_exported import SnapshotTesting
@_exported import CellsGtk
