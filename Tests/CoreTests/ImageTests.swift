import Cells
import CellsTesting
import Foundation
import Testing

/// Image modifiers, SF Symbols names, images made off the main actor, and `AsyncImage`'s
/// phases for files, refused connections and data that is no image.
@MainActor
@Suite struct ImageTests {
    /// A model making images, off the main actor, as SwiftUI allows.
    struct Weather: Sendable {
        let icon: Image
        nonisolated init(sunny: Bool) {
            icon = Image(systemName: sunny ? "sun.max" : "cloud.rain")
        }
    }

    @Test func imagesAreMadeOffTheMainActorAndSFSymbolsNamesMapToGNOMEIcons() async throws {
        let weather = await Task.detached { Weather(sunny: true) }.value
        let host = ViewHost(weather.icon)
        #expect(try host.widget(of: ImageProperties.self).properties(as: ImageProperties.self)?.source == .icon("weather-clear-symbolic"))
        #expect(SystemImageNames.listed.contains { $0 == ("trash", "user-trash-symbolic") })
        SystemImageNames.register("custom.glyph", as: "starred-symbolic")
        #expect(SystemImageNames.themeName(for: "custom.glyph") == "starred-symbolic")
    }

    @Test func aResizableImageIsAPictureThatFitsOrFillsAndAnIconHasAScale() throws {
        let host = ViewHost(VStack {
            Image(filePath: "/tmp/cover.png").resizable().scaledToFit()
            Image(filePath: "/tmp/banner.png").resizable().aspectRatio(contentMode: .fill)
            Image(filePath: "/tmp/stretched.png").resizable().interpolation(.none)
            Image(systemName: "star").renderingMode(.original).imageScale(.large)
        })
        let pictures = host.widgets(of: ResizableImageProperties.self).compactMap { $0.properties(as: ResizableImageProperties.self) }
        #expect(pictures.map(\.contentMode) == [.fit, .fill, nil])
        #expect(pictures.last?.interpolation == Image.Interpolation.none)
        let icon = try #require(try host.widget(of: ImageProperties.self).properties(as: ImageProperties.self))
        #expect(icon.scale == .large)
        #expect(icon.renderingMode == .original)
        #expect(icon.source == .icon("non-starred-symbolic"))
    }

    struct Cover: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Text("Loading")
                case .success(let image): image.resizable()
                case .failure(let error): Text("Failed: \(error)")
                }
            }
        }
    }

    /// Waits (up to 5 seconds) for the load to show something other than "Loading".
    private func loaded(_ host: ViewHost) async throws -> [String] {
        for _ in 0..<500 {
            host.settle()
            if !host.labelTexts.contains("Loading") { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        return host.labelTexts
    }

    private func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-image-tests-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    @Test func aFileURLLoadsIntoTheSuccessPhase() async throws {
        // A 1×1 PNG.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89,
                            0, 0, 0, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0, 0x05, 0, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D,
                            0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        let url = try temporaryFile("cover.png", png)
        let host = ViewHost(Cover(url: url))
        #expect(host.labelTexts == ["Loading"])
        _ = try await loaded(host)
        let picture = try #require(host.widgets(of: ResizableImageProperties.self).first?.properties(as: ResizableImageProperties.self))
        #expect(picture.image.source == .file(url.path))
    }

    @Test func missingFilesDataThatIsNoImageAndRefusedConnectionsFail() async throws {
        let notImage = try temporaryFile("notes.png", Array("just text".utf8))
        for (url, expected) in [
            (notImage, "is not an image"),
            (URL(fileURLWithPath: "/nonexistent/cover.png"), "Failed: "),
            (URL(string: "http://127.0.0.1:9/cover.png")!, "Failed: "),
            (URL(string: "ftp://example.org/cover.png")!, "not ftp:"),
        ] {
            let host = ViewHost(Cover(url: url))
            let texts = try await loaded(host)
            #expect(texts.count == 1 && texts[0].hasPrefix("Failed: ") && texts[0].contains(expected), "\(url): \(texts)")
        }
        #expect(ViewHost(Cover(url: nil)).labelTexts == ["Loading"], "no URL stays empty")
    }
}
