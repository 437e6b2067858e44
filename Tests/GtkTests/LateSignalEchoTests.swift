import CGtk
import CellsGtk
import Gtk
import XCTest

/// A signal GTK emits after `update` has returned, for a value the model wrote, is not a
/// user's edit: GtkSearchEntry reports "search-changed" about 150 ms after its text changes,
/// long after the handlers' blocking ended. The shared mechanism (`GtkWidgetContext.connect`
/// with `reporting:shown:`) compares the reported value with what the model last had the
/// widget show.
final class LateSignalEchoTests: XCTestCase {
    func testSearchChangedAfterAModelWriteIsNotAnEdit() throws {
        try onMainActor {
            let edits = EditLog()
            let window = try RealWindow(SearchForm(edits: edits))
            let entry = try window.widget(ofType: gtk_search_entry_get_type(), "search entry")

            try window.click("Suggest")  // the model writes "peas"
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(entry))), "peas", "the model's write is shown")
            window.settle(for: 0.5)  // past GtkSearchEntry's delay: "search-changed" has come
            XCTAssertEqual(edits.values, [], "the late search-changed of the model's own value came back as an edit")

            // The user's own edit, after the same delay, is one (typed at the end, as keys do).
            var position = gint(4)
            gtk_editable_insert_text(OpaquePointer(entry), " and beans", -1, &position)
            window.settle(for: 0.5)
            XCTAssertEqual(edits.values, ["peas and beans"], "the user's text reached the model once")
            _ = try window.label("Searching for: peas and beans")
            window.close()
        }
    }
}

/// The values the search field reported as its user's edits.
@MainActor
final class EditLog {
    var values: [String] = []
}

@MainActor
struct SearchForm: View {
    let edits: EditLog
    @Owned private var query = ""

    var body: some View {
        VStack {
            Text("Searching for: \(query)")
            SearchField(text: $query, edits: edits)
            Button("Suggest") { query = "peas" }
        }
    }
}

/// A `GtkSearchEntry` bound to a string through its "search-changed" signal, as an app
/// would bind it.
struct SearchField: PrimitiveView {
    @Binding var text: String
    let edits: EditLog

    struct Properties: Equatable {
        var text: String
    }

    struct Actions {
        let search: @MainActor (String) -> Void
    }

    func properties(in environment: EnvironmentValues) -> Properties {
        Properties(text: text)
    }

    func actions(in environment: EnvironmentValues) -> Actions {
        let text = $text, edits = edits
        return Actions { value in
            edits.values.append(value)
            text.wrappedValue = value
        }
    }
}

extension SearchField.Properties: GtkWidgetBinding {
    typealias Actions = SearchField.Actions

    static func makeWidget(context: GtkWidgetContext<Self>) -> SearchEntry {
        let entry = SearchEntry()
        context.connect(entry, { $0.onSearchChanged }, reporting: { String(cString: gtk_editable_get_text(OpaquePointer($0.rawPointer))) },
                        shown: \.text) { text, actions in actions.search(text) }
        return entry
    }

    func update(_ entry: SearchEntry, context: GtkWidgetContext<Self>) {
        let editable = OpaquePointer(entry.rawPointer)
        if String(cString: gtk_editable_get_text(editable)) != text { gtk_editable_set_text(editable, text) }
    }
}
