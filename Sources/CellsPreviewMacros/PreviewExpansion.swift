// What `#Preview { … }` becomes: a C-named function that hands the preview to whoever asks.
//
//     #Preview("Narrow", traits: .portrait) { ContentView() }
//
// expands, in the file `UnitConverter/ContentView.swift` at line 40, to
//
//     @_cdecl("cells_preview_UnitConverter_ContentView_swift_40")
//     func $s…7previewfMu_() -> UnsafeMutableRawPointer {
//         Cells.Preview._registration(fileID: "UnitConverter/ContentView.swift", line: 40,
//             Cells.Preview("Narrow", traits: .portrait) { ContentView() })
//     }
//
// The arguments and the body are the user's own text after `#Preview`, so the compiler checks
// them as the initializer `Preview(_:traits:body:)` and reports an error at the user's code.
// Nothing in the app calls the function, so it costs nothing at run time; `PreviewCatalog`
// finds it by its C name (`cells_preview_` and the file and line) in a program or a library.

/// The expansion of one `#Preview`, or the error to show at it.
enum PreviewExpansion {
    static let symbolPrefix = "cells_preview_"

    static func expand(_ request: MacroExpansionRequest) -> Result<String, Diagnostic> {
        let source = request.syntax.source
        let location = request.syntax.location
        let spelling = "#" + request.macro.name
        guard let start = source.firstRange(of: spelling) else {
            return .failure(diagnostic("#\(request.macro.name) was not found in its own expansion", at: location))
        }
        let rest = source[start.upperBound...]
        guard rest.contains("{") || rest.contains("body:") else {
            return .failure(diagnostic("#Preview needs a body: #Preview { MyView() }", at: location))
        }
        let fileID = location.fileID
        // The syntax starts with the comments and blank lines before `#Preview`, and its
        // location is theirs: the preview's line is the line of `#Preview` itself.
        let line = location.line + source[..<start.lowerBound].count { $0 == "\n" }
        let functionName = request.discriminator + "7previewfMu_"
        let expansion = """
            @_cdecl("\(symbolName(fileID: fileID, line: line))")
            func \(functionName)() -> UnsafeMutableRawPointer {
                Cells.Preview._registration(fileID: \(stringLiteral(fileID)), line: \(line), Cells.Preview\(rest))
            }
            """
        return .success(expansion)
    }

    /// The C name of a preview: `cells_preview_`, then its file ID and line with every
    /// character that is not a letter or a digit made `_`.
    static func symbolName(fileID: String, line: Int) -> String {
        let file = String(fileID.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return "\(symbolPrefix)\(file)_\(line)"
    }

    private static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    private static func diagnostic(_ message: String, at location: MacroExpansionRequest.SourceLocation) -> Diagnostic {
        Diagnostic(message: message, position: .init(fileName: location.fileName, offset: location.offset))
    }
}
