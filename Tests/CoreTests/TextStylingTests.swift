import Cells
import CellsTesting
import Foundation
import Testing

/// `Text`'s own modifiers and `+`, fonts by size, weight and design, the text layout
/// modifiers, and the colours and styles SwiftUI names.
@MainActor
@Suite struct TextStylingTests {
    private func text(_ view: some View, _ shown: String) throws -> TextProperties {
        try #require(try ViewHost(view).label(shown).properties(as: TextProperties.self))
    }

    @Test func joinedTextsKeepEachPiecesLook() throws {
        let joined = Text("Total: ") + Text("4 < 5 & more").bold().foregroundColor(.green) + Text(" each").italic()
        let shown = try text(joined, "Total: 4 < 5 & more each")
        #expect(shown.markup == "Total: <span weight=\"bold\" foreground=\"#26a269\">4 &lt; 5 &amp; more</span><span style=\"italic\"> each</span>")
        #expect(shown.styleClasses.isEmpty)
    }

    @Test func oneTextsLookIsItsLabelsStyleClasses() throws {
        let shown = try text(Text("Score").font(.system(size: 48, weight: .semibold, design: .serif)).italic(), "Score")
        #expect(shown.markup == nil)
        #expect(shown.styleClasses == ["cells-size-48", "cells-weight-600", "cells-serif", "cells-italic"])
        #expect(try text(Text("Draft").underline(), "Draft").markup == "<span underline=\"single\">Draft</span>")
        #expect(Font.system(.title, design: .monospaced, weight: .black).styleClasses == ["title-2", "monospace", "cells-weight-900"])
        #expect(try text(Text("Ready").fontWeight(.medium), "Ready").styleClasses == ["cells-weight-500"])
    }

    @Test func alignmentTruncationAndReservedLinesReachTheLabel() throws {
        let view = Text("A long title").lineLimit(3, reservesSpace: true).multilineTextAlignment(.center).truncationMode(.middle)
        let shown = try text(view, "A long title")
        #expect(shown.alignment == .center)
        #expect(shown.truncation == .middle)
        #expect(shown.reservedLines == 3)
        #expect(shown.lines == .limited(3))
        let plain = try text(Text("Short").minimumScaleFactor(0.5), "Short")
        #expect(plain.reservedLines == nil && plain.alignment == .leading && plain.truncation == .tail)
    }

    @Test func swiftUIsOtherNamedColoursAndStyles() throws {
        let colours: [Color] = [.indigo, .teal, .mint, .pink, .brown, .cyan]
        #expect(colours.map(\.name) == ["indigo", "teal", "mint", "pink", "brown", "cyan"])
        #expect(colours.allSatisfy { $0.css?.hasPrefix("mix(") == true }, "drawn towards the text colour, for contrast")
        #expect(BackgroundStyle().resolvedColor(in: EnvironmentValues())?.css == "@theme_base_color")
        let host = ViewHost(Text("Draft").border(.orange, width: 2))
        let border = try host.shape("Rectangle").shapeProperties
        #expect(border?.lineWidth == 2)
        #expect(border?.color == .orange)
        #expect(border?.drawing == .strokeBorder(StrokeStyle(lineWidth: 2)))
    }
}
