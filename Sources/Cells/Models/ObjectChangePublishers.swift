/// An object's `objectWillChange` is a publisher, as in Combine: `.onReceive` runs an action
/// each time the object is about to change (before the new value is stored).
///
/// ```swift
/// .onReceive(model.objectWillChange) { _ in unsavedChanges = true }
/// ```
extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    /// Calls `receiveValue` on the main actor before each change of the object, until the
    /// returned cancellable is cancelled or released.
    @MainActor public func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        let subscription = subscribe { receiveValue(()) }
        return AnyCancellable { withExtendedLifetime(subscription) {} }
    }
}

extension Published {
    /// The publisher of a `@Published` property, `$property` inside its class, as Combine's:
    /// a subscriber receives the current value at once, then each new value as it is set,
    /// before it is stored (the property still reads the old value).
    ///
    /// ```swift
    /// .onReceive(model.$score) { score in best = max(best, score) }
    /// ```
    public struct Publisher: Cells.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        /// Calls `receiveValue` with the value now and then with each new value, until the
        /// returned cancellable is cancelled or released.
        @MainActor public func sink(receiveValue: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
            storage.subscribe(receiveValue)
        }
    }
}
