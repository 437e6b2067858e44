// An app imports CellsGtk alone and gets the whole view layer with it.
@_exported import Cells
