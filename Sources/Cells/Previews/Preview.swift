/// One preview: its name, its layout, where it is declared, and how to make its view.
///
/// `#Preview` and `PreviewProvider` make these; ``PreviewCatalog`` and snapshot
/// tests read them. Making one does not run its body: the view is made when it is shown.
public struct Preview: Sendable {
    /// The name a list of previews shows, or the file and line when the preview has none.
    public var name: String {
        givenName ?? (line > 0 ? "\(fileID.split(separator: "/").last ?? ""):\(line)" : "Preview")
    }
    private let givenName: String?
    public let traits: PreviewTrait
    /// `Module/File.swift`, as `#fileID` gives it.
    public let fileID: String
    public let line: Int
    /// Makes the view, on the main actor.
    public let makeView: @MainActor @Sendable () -> any View

    public init(
        _ name: String? = nil,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name, traits: [], fileID: "", line: 0, body: body)
    }

    public init(
        _ name: String? = nil,
        traits: PreviewTrait,
        _ additionalTraits: PreviewTrait...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name, traits: [traits] + additionalTraits, fileID: "", line: 0, body: body)
    }

    init(
        _ name: String?, traits: [PreviewTrait], fileID: String, line: Int,
        body: @escaping @MainActor () -> any View
    ) {
        self.givenName = name
        self.traits = PreviewTrait.combined(traits)
        self.fileID = fileID
        self.line = line
        self.makeView = body
    }

    /// The preview's view, made now.
    @MainActor public var content: AnyView { AnyView(makeView()) }

    /// This preview with its place in the source, which `#Preview` knows and the initializer
    /// does not.
    func placed(fileID: String, line: Int) -> Preview {
        Preview(givenName, traits: [traits], fileID: fileID, line: line, body: makeView)
    }

    /// This preview under another name (a list of previews tells two of one name apart).
    public func renamed(_ name: String) -> Preview {
        Preview(name, traits: [traits], fileID: fileID, line: line, body: makeView)
    }

    /// Used by `#Preview`'s expansion: the preview, placed, in a retained box whose address
    /// a C-named function returns. `Preview.take(_:)` opens it.
    public static func _registration(fileID: String, line: Int, _ preview: Preview) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(PreviewBox(preview.placed(fileID: fileID, line: line))).toOpaque()
    }

    /// The preview a `cells_preview_…` function returned, taking the box's ownership.
    public static func take(_ registration: UnsafeMutableRawPointer) -> Preview {
        Unmanaged<PreviewBox>.fromOpaque(registration).takeRetainedValue().preview
    }

    /// The prefix of every preview's C name.
    public static let symbolPrefix = "cells_preview_"
}

/// A preview behind a pointer, to cross the C-named function.
final class PreviewBox: Sendable {
    let preview: Preview
    init(_ preview: Preview) { self.preview = preview }
}
