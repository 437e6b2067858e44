// Apps write `@Observable` models next to their views; importing the view layer brings the
// Observation module (and its macro) with it, as SwiftUI does.
@_exported import Observation
// As `import SwiftUI` does, importing the view layer brings Foundation: shapes take CGRect
// and CGPoint, apps use Date, URL and Timer, and `Text(_:format:)` Foundation's FormatStyles;
// a ported file needs no import of its own.
@_exported import Foundation
