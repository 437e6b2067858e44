/// Declares a preview of a view, as SwiftUI's `#Preview` does: the preview window
/// (`swift run cells-preview`) lists it, shows it, and redraws it when the file is saved;
/// snapshot tests can render it. In the app it costs nothing: nothing calls it.
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Phone width", traits: .portrait) { ContentView() }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CellsPreviewMacros", type: "PreviewMacro")

/// A preview with traits: a fixed size, the size the view fits, or a phone's width.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait,
    _ additionalTraits: PreviewTrait...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CellsPreviewMacros", type: "PreviewMacro")
