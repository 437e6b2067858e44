/// A weak reference to capture in a closure as a constant: `[weak object]` in a capture list
/// makes a variable, and each read of it in an escaping closure is a runtime exclusivity
/// check (about 75 instructions) where the checks are on: Cells' release builds skip them
/// (see Package.swift), its debug builds, which run every test, keep them. The signal
/// handlers every widget connects through ``GtkWidgetContext`` run at every keystroke and
/// toggle, so they capture this instead.
struct WeakCapture<Object: AnyObject> {
    private(set) weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
