/// What an app, an element and a query have in common, as in XCUITest: the elements below
/// them, by type. `app.buttons` is every button of the app; `dialog.buttons` those in the
/// dialog; `app.cells.staticTexts` the texts in every list row.
@MainActor
public protocol UIElementQueryable {
    /// The elements of `type` below this one (at any depth), in tree order.
    func descendants(matching type: UIElementType) -> UIElementQuery
}

extension UIElementQueryable {
    public var buttons: UIElementQuery { descendants(matching: .button) }
    /// Switches, check boxes and toggle buttons.
    public var toggles: UIElementQuery { descendants(matching: .toggle) }
    /// XCUITest's name for check boxes: the same as ``toggles``.
    public var switches: UIElementQuery { descendants(matching: .toggle) }
    public var textFields: UIElementQuery { descendants(matching: .textField) }
    public var secureTextFields: UIElementQuery { descendants(matching: .secureTextField) }
    public var textViews: UIElementQuery { descendants(matching: .textView) }
    public var staticTexts: UIElementQuery { descendants(matching: .staticText) }
    public var sliders: UIElementQuery { descendants(matching: .slider) }
    public var steppers: UIElementQuery { descendants(matching: .stepper) }
    public var popUpButtons: UIElementQuery { descendants(matching: .popUpButton) }
    public var menuItems: UIElementQuery { descendants(matching: .menuItem) }
    /// List rows.
    public var cells: UIElementQuery { descendants(matching: .cell) }
    /// The tabs of view switchers (XCUITest's `tabs`), each named by its title.
    public var tabs: UIElementQuery { descendants(matching: .tab) }
    public var tabBars: UIElementQuery { descendants(matching: .tabBar) }
    public var images: UIElementQuery { descendants(matching: .image) }
    public var progressIndicators: UIElementQuery { descendants(matching: .progressIndicator) }
    public var dialogs: UIElementQuery { descendants(matching: .dialog) }
    public var windows: UIElementQuery { descendants(matching: .window) }
    public var groups: UIElementQuery { descendants(matching: .group) }
}

extension UIElementType {
    /// "buttons", "text fields": how a query of the type reads in a failure.
    var pluralDescription: String {
        switch self {
        case .any: "elements"
        case .other: "other elements"
        case .progressIndicator: "progress indicators"
        case .popUpButton: "pop-up buttons"
        default: description + "s"
        }
    }
}
