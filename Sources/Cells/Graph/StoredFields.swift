@_spi(Reflection) import Swift

/// Walks the stored fields of a struct in place, through the runtime's field offsets, so a
/// custom ``DynamicProperty``'s `update()` mutates the view struct whose `body` runs next,
/// not a reflected copy (Mirror hands out copies).
@MainActor
enum StoredFields {
    /// Links the dynamic properties among the fields of the struct of type `type` at `base`
    /// to `node` under `prefix` + field name, and calls `update()` on custom dynamic
    /// properties after linking what they contain. Returns whether there were custom
    /// dynamic properties, or nil when `type` is not a struct (the caller reflects instead).
    static func link(at base: UnsafeMutableRawPointer, of type: Any.Type, prefix: String, to node: ViewNode) -> Bool? {
        var fields: [(name: String, offset: Int, type: Any.Type)] = []
        // Without `.classType`, the walk fails for anything but a struct (or a tuple).
        let walked = _forEachField(of: type) { name, offset, fieldType, _ in
            fields.append((String(cString: name), offset, fieldType))
            return true
        }
        guard walked else { return nil }
        var hasCustom = false
        for field in fields {
            let key = prefix + field.name
            let pointer = base + field.offset
            if let linkedType = field.type as? any NodeLinkedProperty.Type {
                linkField(linkedType, at: pointer, key: key, to: node)
            } else if let customType = field.type as? any DynamicProperty.Type {
                updateField(customType, at: pointer, key: key, to: node)
                hasCustom = true
            }
        }
        return hasCustom
    }

    private static func linkField<P: NodeLinkedProperty>(_: P.Type, at pointer: UnsafeMutableRawPointer, key: String, to node: ViewNode) {
        pointer.assumingMemoryBound(to: P.self).pointee.link(to: node, key: key)
    }

    /// Links what the custom property holds, then runs its `update()` on the stored field.
    private static func updateField<P: DynamicProperty>(_: P.Type, at pointer: UnsafeMutableRawPointer, key: String, to node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: P.self)
        if StoredFields.link(at: pointer, of: P.self, prefix: key + ".", to: node) == nil {
            _ = PropertyLinker.linkChildren(of: property.pointee, prefix: key + ".", to: node)
        }
        // A view modifier's fields are its view's: its `@Owned` and `@Environment` are linked
        // where they are (ModifiedContent keeps the modifier in a ModifierStorage); so are an
        // app's, in the node that evaluates its body.
        if let holder = P.self as? any HoldsLinkedFields.Type {
            _ = StoredFields.link(at: pointer + holder.heldOffset, of: holder.heldType, prefix: key + ".held.", to: node)
        }
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
