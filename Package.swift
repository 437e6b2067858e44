// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

// Swift checks at run time that no two accesses to one class property or global variable
// overlap. Cells' graph touches its nodes', cells' and settings' fields several times per
// write, per evaluation and per list element, on the main actor, one access at a time; the
// checks cost a quarter of a keystroke's handler (14,300 of 56,700 instructions,
// `Benchmarks/instructions --only keystroke`). Release builds of Cells and CellsGtk skip them
// (inlined code they ship included), as `@exclusivity(unchecked)` did field by field; debug
// builds, and so every test, keep them on every field. Tools version 6.2: a package that
// depends on Cells by version accepts the flag from that version on.
let releaseWithoutExclusivityChecks: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

// Optimized builds copy and destroy a large value (a row's views: `HStack<TupleView<(Toggle<Text>,
// Text)>>?`) by calling its type's value witnesses, found through its metadata: Optional's,
// then HStack's, TupleView's, the runtime's generic tuple code, then each view's. Debug builds
// copy and destroy it field by field, and `-disable-type-layout` makes optimized builds do
// the same: one release a reference. A list scan makes and drops a row's views per element,
// in the app's module, where the closure is specialised: with the flag on the app as well as
// on the libraries, turning the product filter on over 100,000 rows costs 140.7M instructions
// instead of 147.7M, off 175.1M instead of 194.9M, a keystroke 54,709 instead of 56,263
// (`Benchmarks/instructions`), and the binary is no larger. An app gets it by adding this
// setting to its own target (Performance.md, "Build settings").
let releaseValueOperationsByField: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-type-layout"], .when(configuration: .release)),
]

let package = Package(
    name: "Cells",
    products: [
        .library(name: "Cells", targets: ["Cells"]),
        .library(name: "CellsTesting", targets: ["CellsTesting"]),
        .library(name: "CellsGtk", targets: ["CellsGtk"]),
        .library(name: "Gtk", targets: ["Gtk"]),
        // UI tests of real windows, found as a screen reader finds them, driven by real input.
        .library(name: "CellsUITesting", targets: ["CellsUITesting"]),
        // swift-snapshot-testing strategies for Cells: a window's pixels, its accessible tree.
        .library(name: "CellsSnapshotTesting", targets: ["CellsSnapshotTesting"]),
        // The live preview window's code, loaded by the host `cells-preview` builds.
        .library(name: "CellsPreviewer", targets: ["CellsPreviewer"]),
        // `swift run cells-preview [--watch]` in a package: its previews in a live window.
        .executable(name: "cells-preview", targets: ["CellsPreviewTool"]),
        .executable(name: "demo", targets: ["Demo"]),
        .executable(name: "cells-bench", targets: ["CellsBench"]),
    ],
    dependencies: [
        // `swift package generate-documentation` builds the DocC catalogs of Cells and CellsGtk.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Combine for Linux: Cells re-exports it as SwiftUI re-exports Combine, so a port's
        // `.debounce`, `.removeDuplicates`, `.sink` and `.assign(to:)` compile as written.
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // Snapshot tests (`assertSnapshot`); CellsSnapshotTesting adds Cells' strategies. Only its
        // SnapshotTesting target is built: swift-syntax, which its other products need, is
        // fetched but not compiled.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // libadwaita 1.2 (GNOME's widgets and stylesheet, on the same GTK 4.8): every Cells app
        // is an AdwApplication, and its alerts, About window, header bars and forms are Adw's.
        .systemLibrary(name: "CAdw", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        // Generated/ is written by scripts/generate-gtk-bindings from GTK's GIR data; its list of
        // signals it could not type is documentation, not source.
        .target(name: "Gtk", dependencies: ["CGtk", "CAdw"], exclude: ["Generated/SkippedSignals.txt"], swiftSettings: releaseValueOperationsByField),
        // `#Preview`'s compiler plugin. It speaks the compiler's plugin protocol itself, with
        // no swift-syntax: a clean build stays about two minutes shorter (see its sources).
        .macro(name: "CellsPreviewMacros"),
        .target(name: "Cells", dependencies: [
            "CellsPreviewMacros",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        ], swiftSettings: releaseWithoutExclusivityChecks + releaseValueOperationsByField),
        .target(name: "CellsGtk", dependencies: ["Cells", "Gtk"], swiftSettings: releaseWithoutExclusivityChecks + releaseValueOperationsByField),
        .target(name: "CellsTesting", dependencies: ["Cells"]),
        .target(name: "CellsPreviewer", dependencies: ["CellsGtk", "Gtk"]),
        // Plain Foundation: it writes the generated packages and builds them, so it builds
        // in seconds in a user's package.
        .executableTarget(name: "CellsPreviewTool"),
        // The demo is an app: its targets take the setting an app is told to take.
        .target(name: "Examples", dependencies: ["Cells"], swiftSettings: releaseValueOperationsByField),
        .executableTarget(name: "Demo", dependencies: ["CellsGtk", "Examples"], swiftSettings: releaseValueOperationsByField),
        // libX11 (a dependency of libgtk-4-dev) places the benchmark's windows under Xvfb.
        .target(name: "CBaseline", dependencies: ["CGtk", "CAdw"], path: "Benchmarks/CBaseline", linkerSettings: [.linkedLibrary("X11")]),
        // Counts every heap allocation of the benchmark process (it defines malloc and kin).
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        // Malloc'd and resident bytes, for the long-session tests and benchmarks.
        .target(name: "MemoryStats", path: "Tests/MemoryStats"),
        .executableTarget(
            name: "CellsBench", dependencies: ["CellsGtk", "CellsTesting", "Examples", "CBaseline", "MemoryStats", "AllocationCounter"],
            path: "Benchmarks/Runner",
            swiftSettings: releaseValueOperationsByField
        ),
        .testTarget(name: "CoreTests", dependencies: ["Cells", "CellsTesting", "Examples", "MemoryStats"]),
        .testTarget(name: "SettingsTests", dependencies: ["CellsGtk", "Gtk", "CellsTesting", "Examples", "MemoryStats"]),
        // XTEST (apt `libxtst-dev`): UI tests and the GTK tests send real pointer and key events
        // through the X server.
        .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        // Reads the app's accessibility tree over AT-SPI (D-Bus, through GIO) and acts with XTEST.
        .target(name: "CellsUITesting", dependencies: ["CellsGtk", "Gtk", "CGtk", "CXTest"]),
        .target(name: "CellsSnapshotTesting", dependencies: [
            "CellsUITesting", "CellsGtk", "CGtk", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "UITests", dependencies: ["CellsUITesting", "Examples"]),
        // Pictures and accessible trees of the demo's windows and of views, compared with the
        // references in __Snapshots__.
        .testTarget(name: "SnapshotTests", dependencies: ["CellsSnapshotTesting", "Examples"], exclude: ["__Snapshots__"]),
        // The demo's windows, launched from the built `demo` product and used as a person does.
        .testTarget(name: "DemoUITests", dependencies: ["CellsUITesting"]),
        .testTarget(name: "GtkTests", dependencies: ["CellsGtk", "CellsUITesting", "Gtk", "CGtk", "CXTest", "Examples", "MemoryStats"]),
    ]
)
