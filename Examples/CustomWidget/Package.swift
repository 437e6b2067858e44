// swift-tools-version:6.0
// A package of a Cells user's own: it binds GtkCalendar, a widget the library does not
// ship, with public API only, and tests the binding headlessly and on a real widget.
import PackageDescription

let package = Package(
    name: "CustomWidget",
    dependencies: [
        .package(name: "Cells", path: "../.."),
    ],
    targets: [
        .target(name: "DateField", dependencies: [
            .product(name: "CellsGtk", package: "Cells"),
            .product(name: "Gtk", package: "Cells"),
        ]),
        .executableTarget(name: "DateDemo", dependencies: ["DateField"]),
        .testTarget(name: "DateFieldTests", dependencies: [
            "DateField",
            .product(name: "CellsTesting", package: "Cells"),
        ]),
    ]
)
