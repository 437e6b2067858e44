import Cells

/// Searching as a user does in a `.searchable` view: opening the search bar (the header
/// bar's search button, or Ctrl+F), typing in it, and Escape.
extension ViewHost {
    /// The search field of the `.searchable` view on screen.
    public func searchField() throws -> RecordedWidget {
        try widget(of: SearchableProperties.self, "search field (.searchable)")
    }

    /// What the search field shows: its text, prompt, and whether the bar is open.
    public var search: SearchableProperties? {
        widgets(of: SearchableProperties.self).first?.properties(as: SearchableProperties.self)
    }

    /// Opens the search bar as the search button or Ctrl+F does.
    public func openSearch() throws {
        let field = try searchField()
        field.userEdit(SearchableProperties.self) { $0.isPresented = true }
        try perform(SearchableActions.self, on: field) { $0.presentedChanged(true) }
    }

    /// Types `text` at the end of the search field, one keystroke per character (opening the
    /// bar first, as typing into a window with a search does).
    public func typeSearch(_ text: String) throws {
        if search?.isPresented != true { try openSearch() }
        for character in text {
            let field = try searchField()
            let newText = (field.properties(as: SearchableProperties.self)?.text ?? "") + String(character)
            field.userEdit(SearchableProperties.self) { $0.text = newText }
            try perform(SearchableActions.self, on: field) { $0.textChanged(newText) }
        }
    }

    /// Presses Escape in the search field (or the search button again): the bar closes and
    /// its text is cleared, as GTK's search bar does.
    public func closeSearch() throws {
        let field = try searchField()
        field.userEdit(SearchableProperties.self) { $0.text = ""; $0.isPresented = false }
        try perform(SearchableActions.self, on: field) { $0.textChanged("") }
        try perform(SearchableActions.self, on: try searchField()) { $0.presentedChanged(false) }
    }
}
