/// Finds the dynamic properties stored in a view (also inside custom dynamic properties) and
/// links each to its node's storage, so a re-created struct sees the node's state.
@MainActor
enum PropertyLinker {
    /// Links `view`'s dynamic properties to `node` and runs `update()` on its custom dynamic
    /// properties in place, so what `update()` stores is what `body` reads; returns whether
    /// the view holds custom dynamic properties (which need linking before every `body`).
    static func link(_ view: inout any View, to node: ViewNode) -> Bool {
        linkInPlace(&view, to: node)
    }

    private static func linkInPlace<V: View>(_ view: inout V, to node: ViewNode) -> Bool {
        // The view's type never changes at a node: its layout is found once, then kept.
        if node.propertyLayout == nil { node.propertyLayout = .some(DynamicPropertyLayout.of(V.self)) }
        if let layout = node.propertyLayout ?? nil {
            withUnsafeMutablePointer(to: &view) { layout.link(at: UnsafeMutableRawPointer($0), to: node) }
            return layout.hasCustomProperties
        }
        // Not a struct (a class view): its fields are walked by reflection, on a copy.
        return linkChildren(of: view, prefix: "", to: node)
    }

    /// Links the dynamic properties among `value`'s children, found by reflection, under
    /// places named `prefix` + label (kept by name: reflection finds what the value holds now).
    static func linkChildren(of value: Any, prefix: String, to node: ViewNode) -> Bool {
        var hasCustom = false
        let mirror = Mirror(reflecting: value)
        for (index, child) in mirror.children.enumerated() {
            let name = prefix + (child.label ?? "#\(index)")
            if let linked = child.value as? NodeLinkedProperty {
                linked.link(to: node, place: PropertyPlace(slot: nil, name: name))
            } else if var custom = child.value as? DynamicProperty {
                _ = linkChildren(of: custom, prefix: name + ".", to: node)
                custom.update()
                hasCustom = true
            }
        }
        return hasCustom
    }
}
