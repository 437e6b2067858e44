import CGtk

/// An on/off switch (GtkSwitch).
@MainActor
public final class Switch: Widget {
    private var switchPointer: OpaquePointer { OpaquePointer(rawPointer) }

    public init() {
        super.init(taking: gtk_switch_new())
    }

    public var isActive: Bool {
        get { gtk_switch_get_active(switchPointer) != 0 }
        set { gtk_switch_set_active(switchPointer, newValue ? 1 : 0) }
    }

    /// Calls `handler` when `isActive` changes ("notify::active").
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotifyActive { _ in handler() }
    }
}
