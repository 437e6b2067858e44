@_spi(Reflection) import Swift

/// Where the dynamic properties of one view type are, worked out once per type: the steps that
/// link a struct of that type to its node, with each property's byte offset in the struct and
/// its slot in the node's storage.
///
/// Linking a view used to walk its fields through the runtime's field records and build each
/// property's key ("model.held.count") as a string on every link, then find its storage by
/// hashing that string. The walk and the strings are now made once per type; a link is a
/// loop over the steps, and a property finds its storage by index (``NodePropertyStorage``).
///
/// The order of the steps is the order of the old walk: a custom ``DynamicProperty``'s
/// contents are linked, then (for a view modifier or an app, held in a ``HoldsLinkedFields``)
/// the held value's, then its `update()` runs on the stored field, so what `update()` stores is
/// what `body` reads.
@MainActor
final class DynamicPropertyLayout {
    /// One step of linking a struct of the type.
    enum Step {
        /// A property kept in the node (`@Owned`, `@Environment`, …) at `offset`.
        case link(offset: Int, type: any NodeLinkedProperty.Type, place: PropertyPlace)
        /// The `update()` of the custom dynamic property at `offset`, whose contents the steps
        /// before linked.
        case update(offset: Int, type: any DynamicProperty.Type)
        /// A custom dynamic property that is not a struct (a class): its contents are found by
        /// reflection at every link, then its `update()` runs.
        case reflect(offset: Int, type: any DynamicProperty.Type, prefix: String)
    }

    let steps: [Step]
    /// The name of each slot's property, by slot: a node of the type needs this many slots.
    let slotNames: [String]
    /// Whether a link runs custom properties' `update()`: then a struct already linked is
    /// linked again before every `body`.
    let hasCustomProperties: Bool

    private init(steps: [Step]) {
        self.steps = steps
        slotNames = steps.compactMap { step in
            if case .link(_, _, let place) = step { return place.name }
            return nil
        }
        hasCustomProperties = steps.contains { step in
            if case .link = step { return false }
            return true
        }
    }

    /// The layout of `type`, or nil when it is not a struct (a class view is reflected on every
    /// link instead).
    static func of(_ type: Any.Type) -> DynamicPropertyLayout? {
        known.answer(for: type) {
            var steps: [Step] = []
            var slotCount = 0
            guard appendSteps(of: type, at: 0, prefix: "", to: &steps, slotCount: &slotCount) else { return nil }
            return DynamicPropertyLayout(steps: steps)
        }
    }

    private static var known = PerTypeCache<DynamicPropertyLayout>()

    /// Appends the steps of the struct of type `type` found `offset` bytes into the view;
    /// false when `type` is not a struct (or a tuple).
    private static func appendSteps(
        of type: Any.Type, at offset: Int, prefix: String, to steps: inout [Step], slotCount: inout Int
    ) -> Bool {
        var fields: [(name: String, offset: Int, type: Any.Type)] = []
        // Without `.classType`, the walk fails for anything but a struct (or a tuple).
        let walked = _forEachField(of: type) { name, fieldOffset, fieldType, _ in
            fields.append((String(cString: name), fieldOffset, fieldType))
            return true
        }
        guard walked else { return false }
        for field in fields {
            let name = prefix + field.name
            let fieldOffset = offset + field.offset
            if let linkedType = field.type as? any NodeLinkedProperty.Type {
                steps.append(.link(offset: fieldOffset, type: linkedType, place: PropertyPlace(slot: slotCount, name: name)))
                slotCount += 1
            } else if let customType = field.type as? any DynamicProperty.Type {
                guard appendSteps(of: customType, at: fieldOffset, prefix: name + ".", to: &steps, slotCount: &slotCount) else {
                    steps.append(.reflect(offset: fieldOffset, type: customType, prefix: name + "."))
                    continue
                }
                // A view modifier's fields are its view's: its `@Owned` and `@Environment` are
                // linked where they are (ModifiedContent keeps the modifier in a
                // ModifierStorage); so are an app's, in the node that evaluates its body.
                if let holder = customType as? any HoldsLinkedFields.Type {
                    _ = appendSteps(of: holder.heldType, at: fieldOffset + holder.heldOffset, prefix: name + ".held.",
                                    to: &steps, slotCount: &slotCount)
                }
                steps.append(.update(offset: fieldOffset, type: customType))
            }
        }
        return true
    }

    /// Links the struct of this layout's type at `base` to `node`.
    func link(at base: UnsafeMutableRawPointer, to node: ViewNode) {
        for step in steps {
            switch step {
            case .link(let offset, let type, let place):
                Self.link(type, at: base + offset, place: place, to: node)
            case .update(let offset, let type):
                Self.update(type, at: base + offset)
            case .reflect(let offset, let type, let prefix):
                Self.reflect(type, at: base + offset, prefix: prefix, to: node)
            }
        }
    }

    private static func link<P: NodeLinkedProperty>(_: P.Type, at pointer: UnsafeMutableRawPointer, place: PropertyPlace, to node: ViewNode) {
        pointer.assumingMemoryBound(to: P.self).pointee.link(to: node, place: place)
    }

    private static func update<P: DynamicProperty>(_: P.Type, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: P.self).pointee.update()
    }

    private static func reflect<P: DynamicProperty>(_: P.Type, at pointer: UnsafeMutableRawPointer, prefix: String, to node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: P.self)
        _ = PropertyLinker.linkChildren(of: property.pointee, prefix: prefix, to: node)
        property.pointee.update()
    }
}

/// A dynamic property holding a value that is not one (a view modifier, an app) whose fields
/// the graph links in place as those of the view holding it.
@MainActor
protocol HoldsLinkedFields {
    /// The held value's type.
    static var heldType: Any.Type { get }
    /// Where the held value is inside the holder, in bytes.
    static var heldOffset: Int { get }
}
