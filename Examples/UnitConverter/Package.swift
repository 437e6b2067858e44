// swift-tools-version:6.0
// A small SwiftUI-style app from a package of its own, with public API only: the unit
// converter the controls issue asked to port (number entry, unit picker, precision slider,
// round switch, notes, an icon, a progress bar, focus, navigation). Its tests show three kinds:
// UnitConverterTests drives the view headlessly (CellsTesting), UnitConverterUITests uses its
// real window as a person and a screen reader do (CellsUITesting), UnitConverterSnapshotTests
// pictures its previews (CellsSnapshotTesting).
import PackageDescription

let package = Package(
    name: "UnitConverter",
    dependencies: [
        .package(name: "Cells", path: "../.."),
    ],
    targets: [
        .target(name: "UnitConverter", dependencies: [.product(name: "CellsGtk", package: "Cells")]),
        .executableTarget(name: "UnitConverterApp", dependencies: ["UnitConverter"]),
        .testTarget(name: "UnitConverterTests", dependencies: [
            "UnitConverter",
            .product(name: "CellsTesting", package: "Cells"),
        ]),
        .testTarget(name: "UnitConverterUITests", dependencies: [
            "UnitConverter",
            .product(name: "CellsUITesting", package: "Cells"),
        ]),
        // Its previews as snapshot tests (CellsSnapshotTesting); the references are in
        // __Snapshots__ beside the test.
        .testTarget(name: "UnitConverterSnapshotTests", dependencies: [
            "UnitConverter",
            .product(name: "CellsSnapshotTesting", package: "Cells"),
        ], exclude: ["__Snapshots__"]),
    ]
)
