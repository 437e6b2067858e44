/// The storage behind one `@Owned` property of one node: a value that records who reads it
/// and marks those readers for update when it is written.
@MainActor
final class OwnedCell<Value>: DependencySource {
    private var storedValue: Value
    /// Counts the writes that changed the value (or may have: values that are not
    /// `Equatable` count every write).
    @exclusivity(unchecked) private(set) var version = 0

    init(_ value: Value) {
        storedValue = value
    }

    var value: Value {
        get {
            noteRead()
            return storedValue
        }
        set {
            let unchanged = ValueEquality.areEqual(storedValue, newValue)
            storedValue = newValue
            if !unchanged {
                version &+= 1
                invalidateReaders()
            }
        }
    }

    /// The value without recording a dependency (for binding setters that modify in place).
    var untrackedValue: Value { storedValue }
}
