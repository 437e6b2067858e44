// An app imports CellsGtk alone and gets the whole view layer with it.
@_exported import Cells
// Foundation too, as `import SwiftUI` brings it (Cells re-exports it as well; said here so
// a reader of this target sees it).
@_exported import Foundation
