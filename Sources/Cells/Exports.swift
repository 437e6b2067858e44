// Apps write `@Observable` models next to their views; importing the view layer brings the
// Observation module (and its macro) with it, as SwiftUI does.
@_exported import Observation
// Foundation too, as SwiftUI does: shapes take CGRect and CGPoint, apps use Date and Timer.
@_exported import Foundation
