import Cells
import CellsTesting
import Foundation
import Testing

/// A user-written button style: shows whether the button is held down and whether it is
/// enabled (an `@Environment` inside a style).
private struct PressReportingStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "down" : "up")
            Text(isEnabled ? "enabled" : "disabled")
        }
    }
}

/// A toggle drawn as a button with a star: the whole control is the style's.
private struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            configuration.label
            Text(configuration.isOn ? "★" : "☆")
        }
    }
}

private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; configuration.icon }
    }
}

private struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
            // Inside the style's body, a progress view is the built-in one, not the style again.
            ProgressView(value: configuration.fractionCompleted ?? 0)
        }
    }
}

private struct StyledScreen: View {
    @Owned var presses = 0
    @Owned var isFavorite = false
    @Owned var customToggle = true
    @Owned var disabled = false

    var body: some View {
        VStack {
            Button("Save") { presses += 1 }
                .buttonStyle(.borderedProminent)
            VStack {
                Button("Cancel") {}
                Button("Inner") {}.buttonStyle(.bordered)
            }
            .buttonStyle(.plain)
            Button("Reset") { presses = 0 }
                .buttonStyle(PressReportingStyle())
                .disabled(disabled)
            Toggle("Favorite", isOn: $isFavorite)
                .toggleStyle(StarToggleStyle())
            Group {
                if customToggle {
                    Toggle("Switchable", isOn: $isFavorite)
                } else {
                    Toggle("Switchable", isOn: $isFavorite)
                }
            }
            Toggle("Switch", isOn: $isFavorite).toggleStyle(.switch)
            Toggle("Restyled", isOn: $isFavorite).toggleStyle(customToggle ? AnyToggleStyleForTest.star : .checkbox)
            Text("presses \(presses), favorite \(isFavorite)")
            Button("Use built-in toggles") { customToggle = false }
            Button("Disable") { disabled = true }
        }
    }
}

/// Switches between a built-in and a user-written style at run time.
private enum AnyToggleStyleForTest: ToggleStyle {
    case star, checkbox

    func makeBody(configuration: Configuration) -> some View {
        Group {
            if self == .star { StarToggleStyle().makeBody(configuration: configuration) } else { Toggle(configuration) }
        }
    }
}

/// A primitive style: the whole button is its view, and it decides when the action runs.
private struct DoubleConfirmStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text("tap to confirm").onTapGesture { configuration.trigger() }
            Button(configuration)  // the theme's button, not this style again
        }
    }
}

@MainActor @Suite struct StyleTests {
    @Test func aPrimitiveButtonStyleMakesTheButtonAndTriggersItsAction() throws {
        struct Screen: View {
            @Owned var count = 0
            var body: some View {
                VStack {
                    Button("Confirm") { count += 1 }.buttonStyle(DoubleConfirmStyle())
                    Text("count \(count)")
                }
            }
        }
        let host = ViewHost(Screen())
        let tap = try #require(try host.label("tap to confirm").attributes[TapGestureAttribute.self])
        tap.perform()
        host.settle()
        _ = try host.label("count 1")
        let inner = try host.button("Confirm")
        #expect(inner.properties(as: ButtonProperties.self)?.look == .automatic)
        try host.tap("Confirm")
        _ = try host.label("count 2")
        #expect(host.widgets(of: ButtonProperties.self).count == 1, "the style's view stands for the button")
    }

    @Test func builtInButtonStylesSetTheLookAndAreInheritedBelow() throws {
        let host = ViewHost(StyledScreen())
        #expect(try host.button("Save").properties(as: ButtonProperties.self)?.look == .borderedProminent)
        #expect(try host.button("Cancel").properties(as: ButtonProperties.self)?.look == .plain, "inherited from the stack")
        #expect(try host.button("Inner").properties(as: ButtonProperties.self)?.look == .bordered, "the nearest style wins")
        #expect(try host.button("Use built-in toggles").properties(as: ButtonProperties.self)?.look == .automatic)
        try host.tap("Save")
        _ = try host.label("presses 1, favorite false")
    }

    @Test func aUserWrittenButtonStyleDrawsInsideARealButton() throws {
        let host = ViewHost(StyledScreen())
        let reset = try host.widget(of: ButtonProperties.self, labelled: "Reset up enabled")
        #expect(reset.properties(as: ButtonProperties.self)?.look == .custom)
        try host.tap("Save")
        try host.tap("Save")
        _ = try host.label("presses 2, favorite false")

        // The widget reports that it is held down: the style's view shows it.
        try host.perform(ButtonActions.self, on: reset, checksWidget: false) { $0.pressedChanged?(true) }
        _ = try host.widget(of: ButtonProperties.self, labelled: "Reset down enabled")
        try host.perform(ButtonActions.self, on: reset, checksWidget: false) { $0.pressedChanged?(false); $0.press() }
        _ = try host.widget(of: ButtonProperties.self, labelled: "Reset up enabled")
        _ = try host.label("presses 0, favorite false")

        // The style's @Environment follows the button's environment.
        try host.tap("Disable")
        let disabled = try host.widget(of: ButtonProperties.self, labelled: "Reset up disabled")
        #expect(disabled.isEnabled == false)
    }

    @Test func aUserWrittenToggleStyleMakesTheWholeControl() throws {
        let host = ViewHost(StyledScreen())
        #expect(host.toggles.map(\.labelText) == ["Switchable", "Switch"], "the styled toggles are buttons, not toggles")
        #expect(host.toggles.map { $0.properties(as: ToggleProperties.self)?.style } == [.checkbox, .switch])
        try host.tap("Favorite ☆")
        _ = try host.label("presses 0, favorite true")
        _ = try host.button("Favorite ★")
        #expect(try host.toggles["Switch"].isOn)
    }

    @Test func aToggleSwitchesBetweenAStyleAndItsWidget() throws {
        let host = ViewHost(StyledScreen())
        _ = try host.button("Restyled ☆")
        try host.tap("Use built-in toggles")
        #expect(throws: (any Error).self) { try host.button("Restyled ☆") }
        let restyled = try host.toggles["Restyled"]
        try host.tap(restyled)
        _ = try host.label("presses 0, favorite true")
        #expect(host.toggles.count == 3)
    }

    @Test func labelStylesShowTitleIconOrBoth() throws {
        let host = ViewHost(VStack {
            Label("Both", systemImage: "a-symbolic")
            Label("Title", systemImage: "b-symbolic").labelStyle(.titleOnly)
            Label("Icon", systemImage: "c-symbolic").labelStyle(.iconOnly)
            Label("Trailing", systemImage: "d-symbolic").labelStyle(TrailingIconLabelStyle())
        })
        #expect(host.labelTexts == ["Both", "Title", "Trailing"])
        let icons = host.widgets(of: ImageProperties.self).compactMap { $0.properties(as: ImageProperties.self)?.source }
        #expect(icons == [.icon("a-symbolic"), .icon("c-symbolic"), .icon("d-symbolic")])
        let iconOnly = host.widgets(of: ImageProperties.self)[1]
        #expect(iconOnly.attributes[AccessibilityLabelAttribute.self] == "Icon", "an icon alone is named by its title")
        let order = host.widgets.filter { $0.isLabel || $0.is(ImageProperties.self) }.suffix(2).map { $0.isLabel }
        #expect(order == [true, false], "the style puts the title first")
    }

    @Test func configurationInitialisersMakeTheBuiltInViews() throws {
        struct Boxed: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { VStack { Label(configuration) } }
        }
        struct Framed: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).padding(4) }
        }
        let host = ViewHost(VStack {
            Label("Boxed", systemImage: "a-symbolic").labelStyle(Boxed())
            ProgressView("Half", value: 0.5).progressViewStyle(Framed())
            Button("Pill") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).controlSize(.large)
        })
        #expect(host.labelTexts == ["Boxed", "Pill"])
        #expect(host.widgets(of: ProgressProperties.self).compactMap { $0.properties(as: ProgressProperties.self) }
            == [ProgressProperties(fraction: 0.5, title: "Half", accessibilityName: "Half")])
        #expect(try host.button("Pill").attributes[StyleClassesAttribute.self] == ["pill"])
    }

    @Test func aLabelInTheToolbarShowsItsIconAlone() throws {
        let host = ViewHost(Text("content").toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { } label: { Label("Add", systemImage: "plus") }
            }
            ToolbarItem(placement: .navigation) {
                Label("Back", systemImage: "chevron.left").labelStyle(.titleAndIcon)
            }
        })
        #expect(host.labelTexts == ["content", "Back"], "the toolbar's own label style yields to one inside the item")
        #expect(host.widgets(of: ImageProperties.self).first?.attributes[AccessibilityLabelAttribute.self] == "Add")
    }

    @Test func progressViewStylesChooseTheLookOrMakeTheView() throws {
        let host = ViewHost(VStack {
            ProgressView(value: 0.25).progressViewStyle(.circular)
            ProgressView("Paid", value: 0.5).progressViewStyle(PercentProgressStyle())
        })
        #expect(host.widgets(of: ProgressProperties.self).compactMap { $0.properties(as: ProgressProperties.self) }
            == [ProgressProperties(fraction: 0.25, look: .circular), ProgressProperties(fraction: 0.5, look: .linear, accessibilityName: "Paid")],
                "the style's bar is named by the styled view's title, for screen readers")
        #expect(host.labelTexts == ["Paid", "50 percent"])
    }
}
