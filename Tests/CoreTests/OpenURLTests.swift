import Cells
import CellsTesting
import Foundation
import Testing

/// `@Environment(\.openURL)`: the desktop's handler by default, a view's own handler below it.
@MainActor
@Suite struct OpenURLTests {
    struct Help: View {
        @Environment(\.openURL) private var openURL
        @Owned private var opened = "nothing"
        var body: some View {
            VStack {
                Text("Opened \(opened)")
                Button("Help") { openURL(URL(string: "https://help.gnome.org/")!) { opened = $0 ? "yes" : "no" } }
            }
        }
    }

    @Test func theDesktopOpensURLsUnlessAViewAboveHandlesThem() throws {
        var desktop: [URL] = []
        let saved = OpenURLAction.systemOpener
        defer { OpenURLAction.systemOpener = saved }
        OpenURLAction.systemOpener = { desktop.append($0); return true }

        let plain = ViewHost(Help())
        try plain.tap("Help")
        #expect(desktop == [URL(string: "https://help.gnome.org/")!])
        #expect(plain.labelTexts.contains("Opened yes"))

        var routed: [URL] = []
        let routing = ViewHost(Help().environment(\.openURL, OpenURLAction { url in
            routed.append(url)
            return url.host == "help.gnome.org" ? .discarded : .handled
        }))
        try routing.tap("Help")
        #expect(routed.count == 1 && desktop.count == 1, "the view's handler, not the desktop's")
        #expect(routing.labelTexts.contains("Opened no"))

        let redirecting = ViewHost(Help().environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://gnome.org/")!) }))
        try redirecting.tap("Help")
        #expect(desktop.last == URL(string: "https://gnome.org/")!)
    }
}
