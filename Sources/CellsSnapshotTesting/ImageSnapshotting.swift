import CellsGtk
import CellsUITesting
import Foundation
import SnapshotTesting

extension Diffing where Value == WindowImage {
    /// Pictures compared pixel by pixel: `precision` is the share of pixels that must match
    /// (1: all), and a pixel matches when each of its channels is within
    /// `perceptualPrecision` of the reference's (1: exactly; 0.98: within 2% of 255, which
    /// absorbs the last bit of anti-aliasing). On a mismatch the failure names the pixels'
    /// bounds and writes a difference picture (the reference faded, the changed pixels
    /// magenta) beside the failed snapshot.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 0.98) -> Diffing {
        .diff(toData: PNGCoding.encode, fromData: { PNGCoding.decode($0) ?? WindowImage(width: 0, height: 0, pixels: []) }) { reference, actual in
            guard reference.width > 0, actual.width > 0 else {
                return ("no picture was taken (\(reference.width == 0 ? "the reference" : "this run's") is empty; the reason is printed above)", [])
            }
            let comparison = ImageComparison(
                reference: reference, actual: actual, channelTolerance: Int(((1 - perceptualPrecision) * 255).rounded())
            )
            guard let differing = comparison.differingPixels else {
                return ("the picture is \(actual.width) × \(actual.height) pixels; the reference is \(reference.width) × \(reference.height)",
                        [.data(PNGCoding.encode(actual), name: "actual.png")])
            }
            let total = max(1, reference.width * reference.height)
            guard Double(total - differing.count) / Double(total) < precision else { return nil }
            let difference = PNGCoding.encode(comparison.differenceImage(marking: differing))
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("cells-snapshot-difference-\(UUID().uuidString.prefix(8)).png")
            try? difference.write(to: file)
            return ("\(differing.count) of \(total) pixels differ, in \(comparison.bounds(of: differing)); "
                    + "the difference, changed pixels in magenta: \(file.path)",
                    [.data(difference, name: "difference.png")])
        }
    }
}

extension Snapshotting where Value == UIApplication, Format == WindowImage {
    /// The app's active window as it is on screen, once its pixels settle (see
    /// `UIApplication.windowImage()`), stored as a PNG.
    public static var image: Snapshotting { image() }

    public static func image(precision: Double = 1, perceptualPrecision: Double = 0.98) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { app in
            MainActor.assumeIsolated { picture { try app.windowImage() } }
        }
    }
}

extension Snapshotting where Value == UIApplication, Format == String {
    /// The app's windows as a screen reader reads them (`UIApplication.accessibilityTree`),
    /// stored as text: a changed name, role or state fails with a line diff.
    public static var accessibilityTree: Snapshotting {
        SimplySnapshotting.lines.pullback { app in MainActor.assumeIsolated { app.settledAccessibilityTree() } }
    }
}

extension Snapshotting where Value: View, Format == WindowImage {
    /// The view in a real window of this process, `width` pixels wide and `height` tall (nil:
    /// as tall as the view needs at that width), in the light or dark style, once its pixels
    /// settle. The window is closed afterwards; an app the test had open is closed first.
    public static func image(
        width: Int = 360, height: Int? = nil, colorScheme: ColorScheme = .light,
        precision: Double = 1, perceptualPrecision: Double = 0.98
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            // The strategy runs where assertSnapshot is called: on the main actor, where the
            // view is made and shown.
            nonisolated(unsafe) let view = view
            return MainActor.assumeIsolated {
                picture {
                    SnapshotFonts.pin()
                    let app = try UIApplication(view.preferredColorScheme(colorScheme), title: "Snapshot", width: width, height: height ?? 1)
                    defer { try? app.terminate() }
                    // The window's frame, as a person sees it, is made exactly this size (the
                    // default size GTK is asked for counts its edge in).
                    let window = app.windows.firstMatch
                    _ = window.waitForExistence(timeout: UIApplication.defaultTimeout)
                    try window.resize(toWidth: width, height: height ?? Int(window.frame.height))
                    return try app.windowImage()
                }
            }
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view's accessible tree in a real window of this process, as text (see
    /// `UIApplication.accessibilityTree`).
    public static var accessibilityTree: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            nonisolated(unsafe) let view = view
            return MainActor.assumeIsolated {
                do {
                    let app = try UIApplication(view, title: "Snapshot")
                    defer { try? app.terminate() }
                    return app.settledAccessibilityTree()
                } catch {
                    return "no accessible tree: \(error)\n"
                }
            }
        }
    }
}

/// The picture `take` returns, or an empty one (which fails any comparison) when it throws,
/// with the reason on standard error: a snapshot strategy cannot throw.
@MainActor
private func picture(_ take: () throws -> WindowImage) -> WindowImage {
    do { return try take() } catch {
        FileHandle.standardError.write(Data("CellsSnapshotTesting: no picture of the window: \(error)\n".utf8))
        return WindowImage(width: 0, height: 0, pixels: [])
    }
}
