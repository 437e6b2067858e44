/// Declares a preview of a view, as SwiftUI's `#Preview` does. ``PreviewCatalog`` finds
/// it (a snapshot test can picture every preview of a module); in the app it costs nothing:
/// nothing calls it.
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
