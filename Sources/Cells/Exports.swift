// Apps write `@Observable` models next to their views; importing the view layer brings the
// Observation module (and its macro) with it, as SwiftUI does.
@_exported import Observation
// As `import SwiftUI` does, importing the view layer brings Foundation (Date, URL, the
// FormatStyles of `Text(_:format:)`), so a ported file needs no import of its own.
@_exported import Foundation
