import Cells
import CellsTesting
import Foundation
import Testing

/// `.onKeyPress` semantics, headless: which actions a key reaches, in which order, and
/// what `.handled`, phases, keys and characters do.
@MainActor
@Suite(.serialized) struct KeyPressTests {
    private struct Screen: View {
        @Owned private var log: [String] = []
        @Owned private var query = ""
        var body: some View {
            VStack {
                Text("log \(log.joined(separator: ","))")
                VStack {
                    TextField("Search", text: $query)
                    Button("Inner") {}
                        .onKeyPress(.return) {
                            log.append("inner return")
                            return .handled
                        }
                }
                .onKeyPress(.return) {
                    log.append("outer return")
                    return .handled
                }
                .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                    log.append(press.key == .upArrow ? "up" : "down")
                    return press.key == .upArrow ? .handled : .ignored
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    log.append("digit \(press.characters)")
                    return .handled
                }
                .onKeyPress("x", phases: .all) { press in
                    log.append("x \(press.phase == .down ? "down" : "up")\(press.modifiers.contains(.command) ? " ctrl" : "")")
                    return .ignored
                }
                Button("Outside") {}
            }
        }
    }

    @Test func aKeyReachesTheActionsOfTheViewsTheFocusIsInInnermostFirst() throws {
        let host = ViewHost(Screen())
        #expect(try host.pressKey(.return, focusedOn: host.button("Inner")) == .handled)
        _ = try host.label("log inner return")
        #expect(try host.pressKey(.return, focusedOn: host.textField("Search")) == .handled)
        _ = try host.label("log inner return,outer return")
        #expect(try host.pressKey(.return, focusedOn: host.button("Outside")) == .ignored)
        _ = try host.label("log inner return,outer return")
    }

    @Test func keysCharactersAndPhasesFilterAndIgnoredPassesTheKeyOn() throws {
        let host = ViewHost(Screen())
        let search = try host.textField("Search")
        #expect(try host.pressKey(.upArrow, focusedOn: search) == .handled)
        #expect(try host.pressKey(.downArrow, focusedOn: search) == .ignored)
        #expect(try host.pressKey("7", focusedOn: search) == .handled)
        #expect(try host.pressKey("a", focusedOn: search) == .ignored)
        try host.pressKey("x", modifiers: .command, focusedOn: search)
        _ = try host.label("log up,down,digit 7,x down ctrl,x up ctrl")
    }
}
