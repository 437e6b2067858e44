import CAdw
import CGtk

/// A GNOME message dialog (libadwaita's AdwMessageDialog): a heading, an optional extra
/// child under it (the message, a text field), and the answers as a row of buttons, or a
/// column when they do not fit. Enter activates the default response, Escape and closing
/// the dialog the close response; either way "response" reports which
/// (`AdwMessageDialogProtocol.onResponse`).
///
/// libadwaita 1.2 cannot remove a response once added: ``setResponses(_:defaultResponse:closeResponse:)``
/// updates those it has and disables those no longer wanted.
@MainActor
public final class MessageDialog: Widget {
    /// One answer: its button's label, look and state.
    public struct Response: Equatable, Sendable {
        public var id: String
        /// The button's text, shown as written (an underscore is not a mnemonic).
        public var label: String
        public var appearance: AdwResponseAppearance
        public var isEnabled: Bool

        public init(id: String, label: String, appearance: AdwResponseAppearance = ADW_RESPONSE_DEFAULT, isEnabled: Bool = true) {
            self.id = id
            self.label = label
            self.appearance = appearance
            self.isEnabled = isEnabled
        }
    }

    private var dialogPointer: UnsafeMutablePointer<AdwMessageDialog> { cast(rawPointer) }
    private var windowPointer: UnsafeMutablePointer<GtkWindow> { cast(rawPointer) }
    /// The ids of every response added, in order (1.2 keeps them for the dialog's life).
    public private(set) var responseIDs: [String] = []
    private var extraChildWidget: Widget?

    /// A dialog that screen readers present with `role` (an alert dialog, or a dialog). It
    /// hides when closed, for its owner to destroy (``destroy()``).
    public init(accessibleRole role: GtkAccessibleRole) {
        super.init(retaining: UnsafeMutableRawPointer(cells_message_dialog_new_with_role(role)))  // GTK owns top-levels
        gtk_window_set_hide_on_close(windowPointer, 1)
        gtk_window_set_modal(windowPointer, 1)
        gtk_window_set_destroy_with_parent(windowPointer, 1)
        releasesWhatOutlivesItWhenClosing()
    }

    /// The widget under the heading; nil for none.
    public var extraChild: Widget? {
        get { extraChildWidget }
        set {
            extraChildWidget = newValue
            adw_message_dialog_set_extra_child(dialogPointer, newValue?.widgetPointer)
        }
    }

    /// Sets the answers, in the order their buttons show (left to right in a row), which
    /// one Enter activates, and which one Escape or closing the dialog reports (any id: it
    /// need not be one of the buttons).
    public func setResponses(_ responses: [Response], defaultResponse: String?, closeResponse: String) {
        for response in responses {
            let label = response.label.replacingOccurrences(of: "_", with: "__")
            if responseIDs.contains(response.id) {
                if string(adw_message_dialog_get_response_label(dialogPointer, response.id)) != label {
                    adw_message_dialog_set_response_label(dialogPointer, response.id, label)
                }
            } else {
                adw_message_dialog_add_response(dialogPointer, response.id, label)
                responseIDs.append(response.id)
            }
            adw_message_dialog_set_response_appearance(dialogPointer, response.id, response.appearance)
            adw_message_dialog_set_response_enabled(dialogPointer, response.id, response.isEnabled ? 1 : 0)
        }
        for id in responseIDs where !responses.contains(where: { $0.id == id }) {
            adw_message_dialog_set_response_enabled(dialogPointer, id, 0)
        }
        adw_message_dialog_set_default_response(dialogPointer, defaultResponse)
        adw_message_dialog_set_close_response(dialogPointer, closeResponse)
        nameResponseButtons(responses)
    }

    /// What libadwaita 1.2 leaves out for a screen reader, set from here (1.3 mended both):
    /// - each response has two buttons, one in a row and one in a column, of which the
    ///   dialog shows one: the unshown row or column is hidden from screen readers while it
    ///   is off screen, so each answer is read once;
    /// - a response button is named by its label alone: 1.2 labels it by two labels of the
    ///   same text ("Cancel Cancel"), through a relation that wins over a name.
    private func nameResponseButtons(_ responses: [Response]) {
        let extra = extraChildWidget?.widgetPointer
        let buttons = widgets(ofType: gtk_button_get_type(), at: widgetPointer, insideMatches: false).filter { button in
            guard let extra else { return true }
            return gtk_widget_is_ancestor(button, extra) == 0
        }
        for button in buttons {
            guard let label = widgets(ofType: gtk_label_get_type(), at: button).first,
                  let text = gtk_label_get_text(OpaquePointer(label)).map({ String(cString: $0) }),
                  let response = responses.first(where: { $0.label == text })
            else { continue }
            cells_accessible_set_labelled_by(button, nil, nil, nil)  // removes the relation
            Widget.setAccessibleLabel(response.label, of: button)
            guard let area = gtk_widget_get_parent(button), !watchedAreas.contains(area) else { continue }
            watchedAreas.insert(area)
            Widget.hideFromScreenReadersWhileUnmapped(area)
        }
    }

    /// The rows and columns of response buttons whose screen-reader visibility follows
    /// whether they are on screen.
    private var watchedAreas: Set<UnsafeMutablePointer<GtkWidget>> = []

    /// Shows the dialog over `parent`, modal to it.
    public func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
        gtk_window_set_transient_for(windowPointer, parent)
        gtk_window_present(windowPointer)
    }

    /// The window this one is transient for.
    public var transientParent: UnsafeMutablePointer<GtkWindow>? { gtk_window_get_transient_for(windowPointer) }

    /// Whether the dialog is modal.
    public var isModal: Bool { gtk_window_get_modal(windowPointer) != 0 }

    /// Takes the dialog down for good: hides it and lets go of its extra child now, and
    /// destroys it at the main loop's next turn. The dialog may be asked to go from inside its
    /// own "response" or "close-request" emission (an answer's action dismisses the alert in
    /// the same update pass), and libadwaita 1.2 goes on using the dialog after that handler
    /// returns: destroyed there, its last reference gone, it was freed under libadwaita (a
    /// crash the random-input run found). This object's reference keeps it until then.
    public func destroy() {
        Window.releaseWhatOutlivesIt(of: widgetPointer)
        extraChild = nil
        gtk_widget_set_visible(widgetPointer, 0)
        _ = MainLoop.scheduleIdle { [self] in
            gtk_window_set_transient_for(windowPointer, nil)
            gtk_window_destroy(windowPointer)
        }
    }
}
