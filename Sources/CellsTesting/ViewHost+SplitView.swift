import Cells

/// A split view as a user meets it: in a wide window, or folded in a narrow one (a phone's
/// width), where the columns show one at a time.
extension ViewHost {
    /// What the split view on screen shows: its columns, which are on screen, whether folded.
    public var splitView: SplitColumnsProperties? {
        widgets(of: SplitColumnsProperties.self).first?.properties(as: SplitColumnsProperties.self)
    }

    /// Makes the window narrow enough to fold the split view (`true`), or wide again, as
    /// resizing the window does.
    public func foldSplitView(_ folded: Bool) throws {
        let split = try widget(of: SplitColumnsProperties.self, "split view")
        try perform(SplitColumnsActions.self, on: split) { $0.collapsedChanged(folded) }
    }
}
