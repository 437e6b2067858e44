// A test imports CellsTesting alone and gets the view layer it hosts (`View`, `Text`,
// `KeyboardShortcut`, `Color`…), as an app gets it from `import CellsGtk`.
@_exported import Cells
