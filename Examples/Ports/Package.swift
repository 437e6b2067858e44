// swift-tools-version:6.0
// The porting corpus: SwiftUI apps kept as SwiftUI source (<App>/SwiftUI) and ported to Cells
// by renames only (port.sed, run by ./port into .ported/<App>). Every <App> folder becomes an
// executable target built from its ported copy, and a test target from <App>/Tests that drives
// it headlessly.
import Foundation
import PackageDescription

let folder = URL(fileURLWithPath: Context.packageDirectory)
let apps = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/SwiftUI").path) }
    .sorted()

let package = Package(
    name: "Ports",
    dependencies: [.package(name: "Cells", path: "../..")],
    targets: apps.flatMap { app -> [Target] in
        [
            .executableTarget(
                name: app,
                dependencies: [.product(name: "CellsGtk", package: "Cells")],
                path: ".ported/\(app)"
            ),
            .testTarget(
                name: "\(app)Tests",
                dependencies: [.target(name: app), .product(name: "CellsTesting", package: "Cells")],
                path: "\(app)/Tests"
            ),
        ]
    }
)
