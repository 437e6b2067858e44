import Cells
import CellsTesting
import Testing

@MainActor @Suite struct AccessibilityModifierTests {
    @Test func accessibilityModifiersReachTheFirstWidgetsBelow() throws {
        let host = ViewHost(VStack {
            Text("Monthly payment").accessibilityAddTraits(.isHeader)
            HStack {
                Text("Payment")
                Text("€1,000")
            }
            .accessibilityElement(children: .combine)
            .accessibilityHint("The amount you pay each month")
            Text("decoration").accessibilityHidden(true)
            ProgressView(value: 0.5).accessibilityValue("50 percent")
            Text("selected").accessibilityAddTraits([.isSelected, .isButton]).accessibilityRemoveTraits(.isButton)
        })
        #expect(try host.label("Monthly payment").attributes[AccessibilityTraitsAttribute.self]?.traits == .isHeader)
        let row = try host.widget(of: StackProperties.self, labelled: "Payment €1,000")
        #expect(row.attributes[AccessibilityElementAttribute.self] == .combine)
        #expect(row.attributes[AccessibilityHintAttribute.self] == "The amount you pay each month")
        #expect(try host.label("decoration").attributes[AccessibilityHiddenAttribute.self] == true)
        #expect(host.widgets(of: ProgressProperties.self).first?.attributes[AccessibilityValueAttribute.self] == "50 percent")
        #expect(try host.label("selected").attributes[AccessibilityTraitsAttribute.self]?.traits == .isSelected,
                "a removal inside wins over an addition outside")
    }
}
