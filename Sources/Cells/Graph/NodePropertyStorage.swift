/// Where a linked property keeps its state in its node: a slot of the node's storage, laid out
/// once per view type (``DynamicPropertyLayout``), and the property's path in the view
/// ("title", "filter.held.query"), which names it in messages and in a live preview's carried
/// values.
struct PropertyPlace: Sendable {
    /// The index in the node's ``NodePropertyStorage``; nil for a property found by reflection
    /// (a class view's, a style's), which is kept by its name.
    let slot: Int?
    let name: String
}

/// The state a node keeps for its view's dynamic properties (`@Owned` cells, `@OwnedObject`
/// boxes), by ``PropertyPlace``: an array indexed by slot, and by name only for properties
/// found by reflection. (The slots' names are the view type's layout's.)
@MainActor
struct NodePropertyStorage {
    private var slots: [AnyObject?] = []
    private var reflected: [String: AnyObject] = [:]

    subscript(place: PropertyPlace) -> AnyObject? {
        get {
            guard let slot = place.slot else { return reflected[place.name] }
            return slot < slots.count ? slots[slot] : nil
        }
        set {
            guard let slot = place.slot else {
                reflected[place.name] = newValue
                return
            }
            if slot >= slots.count {
                slots.append(contentsOf: repeatElement(nil, count: slot + 1 - slots.count))
            }
            slots[slot] = newValue
        }
    }

    /// Drops every object (the view starts over, or leaves).
    mutating func removeAll() {
        if !slots.isEmpty { slots.removeAll() }
        if !reflected.isEmpty { reflected.removeAll() }
    }

    /// Each object stored, with its property's name (`slotNames`: the names of the view
    /// type's slots, from its ``DynamicPropertyLayout``).
    func forEach(slotNames: [String], _ body: (_ name: String, _ object: AnyObject) -> Void) {
        for (slot, object) in slots.enumerated() {
            if let object, slot < slotNames.count { body(slotNames[slot], object) }
        }
        for (name, object) in reflected { body(name, object) }
    }
}
