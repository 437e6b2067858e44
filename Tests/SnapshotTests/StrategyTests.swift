import CellsSnapshotTesting
import Foundation
import Testing

/// The strategies themselves: a view drawn in this process becomes a picture; a changed
/// colour fails with a difference picture, a renamed button with a line diff, and the same
/// view twice is the same picture.
@MainActor
@Suite(.serialized)
struct StrategyTests {
    private func picture<V: View>(of view: V, colorScheme: ColorScheme = .light) -> WindowImage {
        var image: WindowImage?
        Snapshotting<V, WindowImage>.image(width: 360, height: 200, colorScheme: colorScheme).snapshot(view).run { image = $0 }
        return image!
    }

    private func swatch(_ color: Color) -> some View {
        Rectangle().fill(color).frame(width: 60, height: 40)
    }

    @Test func theSameViewTwiceIsTheSamePicture() {
        let first = picture(of: swatch(.blue)), second = picture(of: swatch(.blue))
        #expect(first.width == 360 && first.height == 200)
        #expect(first == second)
        #expect(Diffing<WindowImage>.image().diffV2(first, second) == nil)
    }

    @Test func aChangedColourFailsWithADifferencePicture() throws {
        let blue = picture(of: swatch(.blue)), red = picture(of: swatch(.red))
        let (message, attachments) = try #require(Diffing<WindowImage>.image().diffV2(blue, red))
        #expect(message.contains("pixels differ"))
        // The swatch's 60 × 40 pixels changed, and nothing else.
        #expect(message.contains("of 72000 pixels differ") && message.hasPrefix("2400 "), "\(message)")
        let path = try #require(message.split(separator: " ").last.map(String.init))
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(attachments.count == 1)
    }

    @Test func aPNGRoundTripKeepsEveryPixel() {
        let image = picture(of: swatch(.green))
        let strategy = Snapshotting<Rectangle, WindowImage>.image()
        #expect(strategy.diffing.fromData(strategy.diffing.toData(image)) == image)
    }

    @Test func darkIsDarkerThanLight() {
        func brightness(_ image: WindowImage) -> Int { image.pixels.reduce(0) { $0 + Int($1) } }
        let view = Text("Hello")
        #expect(brightness(picture(of: view, colorScheme: .dark)) < brightness(picture(of: view, colorScheme: .light)))
    }

    @Test func aRenamedButtonFailsWithALineDiff() throws {
        func tree<V: View>(_ view: V) -> String {
            var text = ""
            Snapshotting<V, String>.accessibilityTree.snapshot(view).run { text = $0 }
            return text
        }
        let before = tree(Button("Save") {}), after = tree(Button("Store") {})
        #expect(before.contains("push button \"Save\""))
        let (message, _) = try #require(Diffing<String>.lines.diffV2(before, after))
        #expect(message.contains("−") || message.contains("-"))
        #expect(message.contains("push button \"Save\"") && message.contains("push button \"Store\""))
    }
}
