# Ports a SwiftUI source file to Cells by renames only (sed -f port.sed). Each line is one
# rename a SwiftUI developer makes by find-and-replace; the porting guide lists them.
#
# The module: `import CellsGtk` brings Cells, the GTK backend and Foundation, as
# `import SwiftUI` brings SwiftUI and Foundation.
s/^import SwiftUI$/import CellsGtk/
# A model file that imports only Foundation gets the one added import it needs: on Apple
# platforms Foundation brings Combine's ObservableObject and @Published (and Observation's
# @Observable needs `import Observation` there too); here they come from Cells.
s/^import Foundation$/import Foundation\
import Cells/
s/^import Observation$/import Cells/
s/^import Combine$/import Cells/
# CoreGraphics is Apple's; Foundation on Linux has CGFloat, CGPoint, CGSize and CGRect.
s/^import CoreGraphics$/import Foundation/
# The property wrappers whose names differ: @State is @Owned (a view-owned cell), @StateObject
# is @OwnedObject. @StateObject first, so that @State does not take its prefix.
s/@StateObject\b/@OwnedObject/g
s/@State\b/@Owned/g
# The same two in a custom initializer: `_count = State(initialValue: 0)`,
# `_model = StateObject(wrappedValue: Model())`.
s/\bStateObject(wrappedValue:/OwnedObject(wrappedValue:/g
s/\bState(initialValue:/Owned(initialValue:/g
s/\bState(wrappedValue:/Owned(wrappedValue:/g
