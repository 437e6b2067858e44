/// Combine, on Linux: SwiftUI re-exports Combine, so `import SwiftUI` code uses publishers
/// without importing anything else. Cells does the same with OpenCombine, a reimplementation
/// of Combine's API: `.debounce`, `.removeDuplicates`, `.map`, `.sink`, `.assign(to:on:)`,
/// `PassthroughSubject`, `AnyCancellable` and the rest are OpenCombine's, and `DispatchQueue`
/// (OpenCombineDispatch) and `RunLoop` (``RunLoopScheduler``) are schedulers. Both run inside
/// the GLib main loop in a GTK app (see DESIGN.md).
///
/// Cells keeps its own ``ObservableObject``, ``Published`` and ``ObservableObjectPublisher``:
/// views follow them. They are publishers too, and Cells's declarations shadow OpenCombine's
/// of the same name in any file that imports Cells (a module's names win over those of a
/// module it imports), so `final class Model: ObservableObject { @Published var query = "" }`
/// means Cells's, with or without `import OpenCombine` beside it.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
