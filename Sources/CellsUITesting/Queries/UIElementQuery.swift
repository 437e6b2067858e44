/// A set of elements found by type and then narrowed, as XCUITest's `XCUIElementQuery`. It is
/// a description, not a result: every use reads the app's accessibility tree again, so a query
/// made before a click finds what is there after it.
///
/// ```swift
/// app.buttons["Save"]                         // by accessible name
/// app.cells.element(boundBy: 2)               // by position, in tree order
/// app.toggles.matching { $0.isOn }.count      // by a predicate over the element's state
/// app.cells.containing(.staticText, "Dune")   // rows that show "Dune"
/// ```
@MainActor
public struct UIElementQuery: UIElementQueryable, CustomStringConvertible {
    let app: UIApplication
    /// Reads like the test's code: "buttons", "buttons matching a predicate".
    public let description: String
    /// The snapshot indices the query stands for, in tree order.
    let resolve: @MainActor (AccessibilitySnapshot) -> [Int]

    init(app: UIApplication, description: String, resolve: @escaping @MainActor (AccessibilitySnapshot) -> [Int]) {
        self.app = app
        self.description = description
        self.resolve = resolve
    }

    /// The element whose accessible name (its `label`) is `name`. Where a control and its
    /// inner part carry the same name (a menu button and its toggle), the inner one, the
    /// widget that takes the click and the focus.
    public subscript(_ name: String) -> UIElement {
        let resolve = self.resolve
        return UIElement(app: app, description: "\(description)[\"\(name)\"]") { snapshot in
            let named = resolve(snapshot).filter { snapshot.nodes[$0].name == name }
            return named.filter { outer in !named.contains { $0 != outer && snapshot.isAncestor(outer, of: $0) } }
        }
    }

    /// How many elements the query finds now.
    public var count: Int { resolve(app.snapshot()).count }

    /// The elements for which `predicate` holds.
    public func matching(_ predicate: @escaping @MainActor (UIElementAttributes) -> Bool) -> UIElementQuery {
        let resolve = self.resolve, app = self.app
        return UIElementQuery(app: app, description: "\(description) matching a predicate") { snapshot in
            resolve(snapshot).filter { predicate(UIElementAttributes(node: snapshot.nodes[$0], app: app)) }
        }
    }

    /// The elements with a descendant of `type` named `name` (any name when nil): the list row
    /// that shows a book's title, the group holding a given button.
    public func containing(_ type: UIElementType, _ name: String? = nil) -> UIElementQuery {
        let resolve = self.resolve
        return UIElementQuery(app: app, description: "\(description) containing \(type)\(name.map { " \"\($0)\"" } ?? "")") { snapshot in
            let order = snapshot.treeOrder
            return resolve(snapshot).filter { index in
                order.contains { other in
                    other != index && snapshot.isAncestor(index, of: other) && type.matches(snapshot.nodes[other])
                        && (name == nil || snapshot.nodes[other].name == name)
                }
            }
        }
    }

    /// The element at `index` among the matches, in tree order (a screen reader's order).
    public func element(boundBy index: Int) -> UIElement {
        let resolve = self.resolve
        return UIElement(app: app, description: "\(description) element \(index)") { snapshot in
            let all = resolve(snapshot)
            return all.indices.contains(index) ? [all[index]] : []
        }
    }

    /// The first match.
    public var firstMatch: UIElement { element(boundBy: 0) }

    /// Every match now, each bound to its position.
    public var allElementsBoundByIndex: [UIElement] { (0..<count).map(element(boundBy:)) }

    /// The accessible names of the matches now, in order: handy in an assertion.
    public var labels: [String] {
        let snapshot = app.snapshot()
        return resolve(snapshot).map { snapshot.nodes[$0].name }
    }

    /// The elements of `type` below any match.
    public func descendants(matching type: UIElementType) -> UIElementQuery {
        Self.elements(of: type, below: resolve, app: app, description: "\(description).\(type.pluralDescription)")
    }

    /// The elements of `type` inside any of the nodes `scopes` resolves to, in tree order.
    static func elements(
        of type: UIElementType, below scopes: @escaping @MainActor (AccessibilitySnapshot) -> [Int], app: UIApplication, description: String
    ) -> UIElementQuery {
        UIElementQuery(app: app, description: description) { snapshot in
            let scopes = scopes(snapshot)
            return snapshot.treeOrder.filter { index in
                type.matches(snapshot.nodes[index]) && scopes.contains { $0 != index && snapshot.isAncestor($0, of: index) }
            }
        }
    }

    /// The elements of `type` directly below any match.
    public func children(matching type: UIElementType) -> UIElementQuery {
        let resolve = self.resolve
        return UIElementQuery(app: app, description: "\(description) children \(type.pluralDescription)") { snapshot in
            resolve(snapshot).flatMap { snapshot.nodes[$0].children }.filter { type.matches(snapshot.nodes[$0]) }
        }
    }
}

/// What a predicate in ``UIElementQuery/matching(_:)`` can look at: the element's state as
/// the accessibility tree has it when the query runs.
@MainActor
public struct UIElementAttributes {
    let node: AccessibleNode
    let app: UIApplication

    public var elementType: UIElementType { UIElementType.of(node) }
    public var label: String { node.name }
    public var isEnabled: Bool { node.states.contains(AccessibleStates.sensitive) }
    public var isSelected: Bool { node.states.contains(AccessibleStates.selected) }
    public var isOn: Bool { node.states.contains(AccessibleStates.checked) || node.states.contains(AccessibleStates.pressed) }
    public var hasFocus: Bool { node.states.contains(AccessibleStates.focused) }
    /// Visible on screen now (not scrolled away, not on a hidden page).
    public var isShowing: Bool { node.isShowing }
    /// AT-SPI's name of the role ("push button", "check box"), as Orca says it.
    public var roleName: String { node.roleName }
}
