/// One element of an app's accessibility tree as it was when read: what AT-SPI says of it (its
/// role, name, states) and where it sits in the tree. Elements are read afresh for every query,
/// as a screen reader reads them, so a node is never stale for long.
struct AccessibleNode: Sendable {
    /// The element's D-Bus address: the app's unique bus name and the object's path.
    let busName: String
    let path: String
    let role: UInt32
    let name: String
    let states: AccessibleStates
    /// Indices, in the snapshot, of the node's parent and children.
    let parent: Int?
    var children: [Int]
    /// The snapshot index of the top-level window it is in (itself, for a window).
    let window: Int
    let depth: Int

    var roleName: String { AccessibleRole.name(of: role) }

    /// Whether GTK shows it: hidden widgets (a stack's other pages, a closed popover's
    /// content) are not visible. (GTK 4.8 sets AT-SPI's "showing" state on windows only, so
    /// whether a visible element is scrolled out of sight is for its frame to tell.)
    var isShowing: Bool { states.contains(AccessibleStates.visible) }
}
