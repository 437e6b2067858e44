import CGtk

/// Reads apps' accessibility trees from the AT-SPI bus, as Orca or dogtail do, over plain
/// D-Bus (GIO) rather than libatspi: libatspi blocks on its own connection while it waits for
/// a reply, and an app in this very process answers only while the GLib main loop runs.
/// With GIO every call is asynchronous and the loop runs while a batch is out, so in-process
/// windows (``UIApplication/init(_:title:)``) and launched apps are read the same way.
///
/// GTK's own accessible objects could be read in process without D-Bus, but GTK 4.8 has no
/// public API for an element's computed name; AT-SPI is where the name a screen reader speaks
/// exists, so it is where a test looks for it.
@MainActor
final class AccessibilityReader {
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let accessible = "org.a11y.atspi.Accessible"
    private static let properties = "org.freedesktop.DBus.Properties"

    let bus: DBusConnection
    let address: String

    /// The reader of the test process for the bus at `address`: one connection for all tests.
    static func shared(address: String) throws(UITestingError) -> AccessibilityReader {
        if let existing = sharedReader, existing.address == address { return existing }
        let reader = try AccessibilityReader(address: address)
        sharedReader = reader
        return reader
    }
    private static var sharedReader: AccessibilityReader?

    private init(address: String) throws(UITestingError) {
        self.address = address
        bus = try DBusConnection(address: address, isMessageBus: true)
    }

    /// The unique bus name under which process `pid` publishes its tree, if it does.
    func busName(ofProcess pid: Int32) -> String? {
        let registry = bus.callAll([.init(destination: "org.a11y.atspi.Registry", path: Self.rootPath, interface: Self.accessible, method: "GetChildren")])
        guard let children = registry.first??.child(0).children else { return nil }
        let names = children.map { $0.child(0).string }.filter { !$0.isEmpty }
        let pids = bus.callAll(names.map {
            .init(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                  method: "GetConnectionUnixProcessID", arguments: [Variant($0)])
        })
        return zip(names, pids).first { $0.1?.child(0).uint32 == UInt32(bitPattern: pid) }?.0
    }

    /// The app's whole tree now: its windows and everything visible in them, read breadth
    /// first with one batch of calls per level (four calls an element).
    func snapshot(of busName: String) -> AccessibilitySnapshot {
        var nodes: [AccessibleNode] = []
        struct Pending { var path: String; var parent: Int?; var window: Int?; var depth: Int }
        var level = [Pending(path: Self.rootPath, parent: nil, window: nil, depth: -1)]
        var isApplicationLevel = true
        while !level.isEmpty && nodes.count < 20_000 {
            let calls: [DBusConnection.Call] = level.flatMap { pending -> [DBusConnection.Call] in
                let base = DBusConnection.Call(destination: busName, path: pending.path, interface: Self.accessible, method: "")
                var role = base, name = base, state = base, children = base
                role.method = "GetRole"
                name.interface = Self.properties
                name.method = "Get"
                name.arguments = [Variant(Self.accessible), Variant("Name")]
                state.method = "GetState"
                children.method = "GetChildren"
                return isApplicationLevel ? [children] : [role, name, state, children]
            }
            let replies = bus.callAll(calls)
            var next: [Pending] = []
            if isApplicationLevel {
                // The application object: its children are the top-level windows.
                for path in Self.childPaths(replies.first ?? nil) { next.append(Pending(path: path, parent: nil, window: nil, depth: 0)) }
                isApplicationLevel = false
                level = next
                continue
            }
            for (offset, pending) in level.enumerated() {
                let reply = Array(replies[(offset * 4)..<(offset * 4 + 4)])
                guard let role = reply[0]?.child(0).uint32 else { continue }  // gone meanwhile
                let name = reply[1].map { $0.child(0).unboxed.string } ?? ""
                let words = reply[2].map { $0.child(0).children.map(\.uint32) } ?? []
                let index = nodes.count
                let node = AccessibleNode(
                    busName: busName, path: pending.path, role: role, name: name, states: AccessibleStates(words: words),
                    parent: pending.parent, children: [], window: pending.window ?? index, depth: pending.depth
                )
                nodes.append(node)
                if let parent = pending.parent { nodes[parent].children.append(index) }
                // A hidden widget's subtree is not on screen: a person cannot reach it.
                guard node.states.contains(AccessibleStates.visible), pending.depth < 80 else { continue }
                for path in Self.childPaths(reply[3]) {
                    next.append(Pending(path: path, parent: index, window: node.window, depth: pending.depth + 1))
                }
            }
            level = next
        }
        return AccessibilitySnapshot(nodes: nodes)
    }

    private static func childPaths(_ reply: Variant?) -> [String] {
        guard let reply else { return [] }
        return reply.child(0).children.map { $0.child(1).string }.filter { $0 != "/org/a11y/atspi/null" }
    }

    // MARK: One element's details

    /// Where GTK draws the element, relative to its top-level window (GTK 4.8 answers window
    /// coordinates for screen ones too: a GTK 4 app does not know where its window is).
    func extents(of node: AccessibleNode) -> Rect? {
        let reply = bus.callAll([.init(destination: node.busName, path: node.path, interface: "org.a11y.atspi.Component",
                                       method: "GetExtents", arguments: [Variant(UInt32(1))])])
        guard let box = reply.first??.child(0), box.count == 4 else { return nil }
        return Rect(x: Int(box.child(0).int32), y: Int(box.child(1).int32), width: Int(box.child(2).int32), height: Int(box.child(3).int32))
    }

    /// The text of a text element (an entry, a text view, a label), if it has the Text interface.
    func text(of node: AccessibleNode) -> String? {
        // GTK 4.8 answers an end offset of -1 with "": ask for the length first.
        let length = bus.callAll([.init(destination: node.busName, path: node.path, interface: Self.properties, method: "Get",
                                        arguments: [Variant("org.a11y.atspi.Text"), Variant("CharacterCount")])])
        guard let count = length.first??.child(0).unboxed.int32 else { return nil }
        let reply = bus.callAll([.init(destination: node.busName, path: node.path, interface: "org.a11y.atspi.Text",
                                       method: "GetText", arguments: [Variant(Int32(0)), Variant(count)])])
        return reply.first??.child(0).string
    }

    /// A ranged element's value and bounds (a slider, a spin button, a progress bar).
    func value(of node: AccessibleNode) -> (current: Double, minimum: Double, maximum: Double)? {
        let names = ["CurrentValue", "MinimumValue", "MaximumValue"]
        let replies = bus.callAll(names.map {
            .init(destination: node.busName, path: node.path, interface: Self.properties, method: "Get",
                  arguments: [Variant("org.a11y.atspi.Value"), Variant($0)])
        })
        let numbers = replies.compactMap { $0?.child(0).unboxed.double }
        guard numbers.count == 3 else { return nil }
        return (numbers[0], numbers[1], numbers[2])
    }

    /// The element's AT-SPI attributes (`placeholder-text`, `level`…).
    func description(of node: AccessibleNode) -> String {
        let reply = bus.callAll([.init(destination: node.busName, path: node.path, interface: Self.properties, method: "Get",
                                       arguments: [Variant(Self.accessible), Variant("Description")])])
        return reply.first??.child(0).unboxed.string ?? ""
    }
}

/// A rectangle in pixels.
public struct Rect: Sendable, Equatable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Its middle: where a click on it goes.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    /// The part both rectangles cover, nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        return right > left && bottom > top ? Rect(x: left, y: top, width: right - left, height: bottom - top) : nil
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }
    public var description: String { "(\(x), \(y), \(width) × \(height))" }
}

/// One reading of an app's tree: the nodes breadth first, and the same in tree order.
struct AccessibilitySnapshot: Sendable {
    let nodes: [AccessibleNode]

    /// Node indices in tree order (a parent before its children, siblings in order): the
    /// order a screen reader walks, in which `element(boundBy:)` counts.
    var treeOrder: [Int] {
        var order: [Int] = []
        func visit(_ index: Int) {
            order.append(index)
            nodes[index].children.forEach(visit)
        }
        nodes.indices.filter { nodes[$0].parent == nil }.forEach(visit)
        return order
    }

    /// Whether `ancestor` contains `index` (or is it).
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var current: Int? = index
        while let node = current {
            if node == ancestor { return true }
            current = nodes[node].parent
        }
        return false
    }
}
