import Cells
import CellsTesting
import Testing

// Previews as a SwiftUI file ends with them. The catalog finds these by their C names in the
// test binary, as the preview window finds a package's in its library.

#Preview("Greeting at phone width", traits: .portrait) {
    VStack {
        Text("Hello from a preview")
        Text("Second line")
    }
}

#Preview {
    Text("An unnamed preview")
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 120), .sizeThatFitsLayout) {
    Text("Fixed size")
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Text("From a provider")
    }
}

struct Cards_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Wide card")
                .previewInterfaceOrientation(.landscapeLeft)
                .previewDisplayName("Wide")
            Text("Phone card").previewDevice("iPhone 15")
            Text("Fixed card").previewLayout(.fixed(width: 200, height: 100))
        }
    }
}

@MainActor
@Suite struct PreviewTests {
    private func previewsOfThisFile() throws -> [Preview] {
        try PreviewCatalog.inThisProgram().filter { $0.fileID == "CoreTests/PreviewTests.swift" }
    }

    @Test func previewMacrosCompileAndTheCatalogFindsThemInSourceOrder() throws {
        let previews = try previewsOfThisFile()
        #expect(previews.map(\.name) == ["Greeting at phone width", "PreviewTests.swift:15", "Fixed"])
        #expect(previews.map(\.line) == [8, 15, 19])
    }

    @Test func aPreviewsTraitsSayItsSize() throws {
        let previews = try previewsOfThisFile()
        #expect(previews[0].traits == .portrait)
        #expect(previews[0].traits.width == 360)
        #expect(previews[1].traits == .defaultLayout)
        #expect((previews[2].traits.width, previews[2].traits.height, previews[2].traits.fitsContent) == (200, 120, true))
    }

    @Test func aPreviewsBodyRunsOnlyWhenItsViewIsMadeAndShowsTheDeclaredView() throws {
        let preview = try #require(try previewsOfThisFile().first)
        let host = ViewHost(preview.content)
        #expect(try host.label("Hello from a preview").labelText == "Hello from a preview")
        #expect(try host.label("Second line").labelText == "Second line")
    }

    @Test func aPreviewProviderIsAPreviewNamedAfterItsType() throws {
        let preview = Preview(Greeting_Previews.self)
        #expect(preview.name == "Greeting")
        #expect(preview.fileID == "CoreTests/PreviewTests.swift")
        let host = ViewHost(preview.content)
        #expect(try host.label("From a provider").labelText == "From a provider")
    }

    @Test func aProvidersGroupIsOnePreviewPerViewWithItsModifiersNamesAndSizes() throws {
        let previews = Preview.all(of: Cards_Previews.self)
        #expect(previews.map(\.name) == ["Wide", "Cards 2 (iPhone 15)", "Cards 3"])
        #expect(previews.map(\.traits.width) == [720, 360, 200])
        #expect(previews[2].traits.height == 100)
        #expect(previews.allSatisfy { $0.fileID == "CoreTests/" })
        // Each shows its own view, without the others.
        let host = ViewHost(previews[1].content)
        #expect(host.labelTexts == ["Phone card"])
    }

    @Test func theCatalogFindsTheProgramsPreviewProvidersByTheirConformances() throws {
        let providers = try PreviewCatalog.inThisProgram().filter { $0.fileID == "CoreTests/" }
        #expect(providers.map(\.name) == ["Cards 2 (iPhone 15)", "Cards 3", "Greeting", "Wide"])
        let greeting = try #require(providers.first { $0.name == "Greeting" })
        #expect(ViewHost(greeting.content).labelTexts == ["From a provider"])
    }
}
