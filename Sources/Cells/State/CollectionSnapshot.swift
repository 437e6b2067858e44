/// A bound collection as `ForEach($items)` last took it, shared by every evaluation that took
/// it at the same version of its cell.
///
/// The element bindings of a `ForEach` read their elements from here while the collection has
/// not changed (an array access, no lookup by id). Holding the collection shares its storage
/// with the cell, and a write to one element would then copy all of it (100,000 products for
/// one star). So the cell lends its snapshot back during an element write that keeps every
/// element's id where it is: it takes the snapshot's value out, writes the element in place,
/// and puts the new value back with the new version. The ids the bindings follow are the same
/// before and after, and the values they read are the current ones.
@usableFromInline @MainActor
final class CollectionSnapshot<Value> {
    /// The collection; nil only while its cell writes an element.
    ///
    /// Both properties are read once or twice per element of a list scan, and only ever
    /// assigned whole (by `OwnedCell.modifyElement`), never lent out `inout`: accesses cannot
    /// overlap. (The runtime's exclusivity check was a tenth of each element read; release
    /// builds skip it, see Package.swift.)
    @usableFromInline var value: Value?
    /// The cell's version the value is from; nil when the storage has no version.
    @usableFromInline var version: Int?

    @usableFromInline init(value: Value, version: Int?) {
        self.value = value
        self.version = version
    }

    /// The collection. Only a cell writing an element takes it out, and no binding reads it
    /// meanwhile (the write's `change` does not read its cell).
    @inlinable var elements: Value {
        guard let value else { preconditionFailure("a collection snapshot was read while its cell wrote an element") }
        return value
    }
}
