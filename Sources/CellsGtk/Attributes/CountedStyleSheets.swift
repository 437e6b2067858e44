import Cells
import Gtk

/// CSS classes whose rules are installed per display while some widget uses them, as
/// ``TextColorStyles`` does for text colours: the first widget to take a class installs its
/// style sheet on the widget's display, the last to drop it (its value changed, its view
/// left, or the widget was finalized) takes the sheet off. Used by `.clipShape`/`.cornerRadius`
/// and `.tint`.
@MainActor
public final class CountedStyleSheets {
    private let sheets = SharedStyleSheets()
    /// The class each widget holds, by the widget's GObject.
    private var classOfWidget: [UnsafeMutableRawPointer: (className: String, display: OpaquePointer)] = [:]
    /// The widgets whose finalization is watched.
    private var watched: Set<UnsafeMutableRawPointer> = []

    public init() {}

    /// Gives `widget` the class `className`, whose rules `css` makes (called only when the
    /// class's sheet is not installed on the widget's display); nil takes its class away.
    public func apply(_ className: String?, css: (String) -> String, to widget: Widget) {
        let display = gdk_display_get_default()
        if let className, classOfWidget[widget.rawPointer]?.className == className { return }
        release(widget)
        guard let className, let display else { return }
        sheets.retain(className, on: display, css: css)
        classOfWidget[widget.rawPointer] = (className, display)
        widget.addCSSClass(className)
        let object = widget.rawPointer
        if watched.insert(object).inserted {
            widget.onFinalize { [weak self] in
                self?.watched.remove(object)
                self?.releaseClass(of: object)
            }
        }
    }

    /// `widget` no longer uses a class of these sheets.
    public func release(_ widget: Widget) {
        if let className = classOfWidget[widget.rawPointer]?.className { widget.removeCSSClass(className) }
        releaseClass(of: widget.rawPointer)
    }

    private func releaseClass(of object: UnsafeMutableRawPointer) {
        guard let (className, display) = classOfWidget.removeValue(forKey: object) else { return }
        sheets.release(className, on: display)
    }

    /// How many sheets are installed now.
    public var installedCount: Int { sheets.installedCount }
}
