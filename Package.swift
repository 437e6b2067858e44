// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Cells",
    products: [
        .library(name: "Cells", targets: ["Cells"]),
        .library(name: "CellsTesting", targets: ["CellsTesting"]),
    ],
    targets: [
        .target(name: "Cells"),
        .target(name: "CellsTesting", dependencies: ["Cells"]),
        .target(name: "Examples", dependencies: ["Cells"]),
        .testTarget(name: "CoreTests", dependencies: ["Cells", "CellsTesting", "Examples"]),
    ]
)
