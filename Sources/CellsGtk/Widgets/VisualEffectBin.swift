import Cells
import Foundation
import Gtk

/// A visual effect (`.offset`, `.scaleEffect`, `.blur`, `.shadow`, `.grayscale`…) as a bin
/// around the view's widget: a subclass of `AdwBin` whose snapshot pushes the effect's
/// transform, blur, shadow or colour matrix, then draws the child as AdwBin does. Layout stays
/// the child's. In an animated transaction the effect moves to its new value on the frame
/// clock, drawn again each frame and laid out never.
extension VisualEffectProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> VisualEffectBin {
        VisualEffectBin()
    }

    public func update(_ bin: VisualEffectBin, context: GtkWidgetContext<Self>) {
        guard let previous = context.previous?.effect else {
            bin.effect = effect
            return
        }
        guard previous != effect else { return }
        if let animation = Transaction.current?.animation, gtk_widget_get_mapped(bin.widgetPointer) != 0 {
            let from = bin.effect
            let to = effect
            WidgetAnimator.animate(bin, "effect", from: 0, to: 1, with: animation) { [weak bin] fraction in
                bin?.effect = from.interpolated(to: to, fraction)
            }
        } else {
            WidgetAnimator.cancel(bin, "effect")
            bin.effect = effect
        }
    }

    public static func setChildren(_ children: [Widget], of bin: VisualEffectBin, context: GtkWidgetContext<Self>) {
        bin.child = children.first
    }
}

/// The bin that draws its child with an effect.
@MainActor
public final class VisualEffectBin: Widget {
    /// The effect drawn now (moving, while an animation runs).
    public var effect: VisualEffect = .offset(.zero) {
        didSet { if effect != oldValue { gtk_widget_queue_draw(widgetPointer) } }
    }

    /// The widget drawn.
    public var child: Widget? {
        didSet {
            guard child !== oldValue else { return }
            adw_bin_set_child(UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: AdwBin.self), child?.widgetPointer)
        }
    }

    public init() {
        super.init(taking: UnsafeMutableRawPointer(WidgetSubclass.make(Self.type)))
        let key = UnsafeMutableRawPointer(widgetPointer)
        VisualEffectBin.bins[key] = WeakBin(self)
        onFinalize { VisualEffectBin.bins[key] = nil }
    }

    /// The Swift bin of a GTK bin, if it is one of ours.
    public static func bin(at pointer: UnsafeMutablePointer<GtkWidget>) -> VisualEffectBin? {
        bins[UnsafeMutableRawPointer(pointer)]?.bin
    }

    private struct WeakBin {
        weak var bin: VisualEffectBin?
        init(_ bin: VisualEffectBin) { self.bin = bin }
    }

    /// The Swift bin of each GTK bin, for the snapshot function.
    private static var bins: [UnsafeMutableRawPointer: WeakBin] = [:]

    private static let type = WidgetSubclass.register("CellsVisualEffectBin", parent: adw_bin_get_type()) { classPointer, _ in
        let widgetClass = UnsafeMutableRawPointer(classPointer!).assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.snapshot = { widget, snapshot in
            // GTK snapshots on the main thread.
            guard let widget, let snapshot else { return }
            nonisolated(unsafe) let (widgetPointer, snapshotPointer) = (widget, snapshot)
            assumingMainActor {
                let (widget, snapshot) = (widgetPointer, snapshotPointer)
                let effect = VisualEffectBin.bins[UnsafeMutableRawPointer(widget)]?.bin?.effect ?? .offset(.zero)
                EffectSnapshot.draw(widget, effect: effect, on: snapshot, child: VisualEffectBin.binSnapshot)
            }
        }
    }

    /// AdwBin's own snapshot function (it draws the child).
    nonisolated(unsafe) private static let binSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
        let binClass = g_type_class_ref(adw_bin_get_type())!
        return UnsafeMutableRawPointer(binClass).assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot!
    }()
}

/// The GtkSnapshot calls of each effect.
@MainActor
enum EffectSnapshot {
    static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, effect: VisualEffect, on snapshot: OpaquePointer,
                     child: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void) {
        let width = Float(gtk_widget_get_width(widget)), height = Float(gtk_widget_get_height(widget))
        func translate(_ x: Float, _ y: Float) {
            var point = graphene_point_t(x: x, y: y)
            gtk_snapshot_translate(snapshot, &point)
        }
        var pops = 0
        gtk_snapshot_save(snapshot)
        switch effect {
        case .offset(let offset):
            translate(Float(offset.width), Float(offset.height))
        case .scale(let scale, let anchor):
            let (x, y) = (Float(anchor.x) * width, Float(anchor.y) * height)
            translate(x, y)
            gtk_snapshot_scale(snapshot, Float(scale.width), Float(scale.height))
            translate(-x, -y)
        case .rotation(let angle, let anchor):
            let (x, y) = (Float(anchor.x) * width, Float(anchor.y) * height)
            translate(x, y)
            gtk_snapshot_rotate(snapshot, Float(angle.degrees))
            translate(-x, -y)
        case .blur(let radius):
            if radius > 0 {
                gtk_snapshot_push_blur(snapshot, radius)
                pops += 1
            }
        case .shadow(let color, let radius, let x, let y):
            let rgba = CSSColorEvaluator(widget: widget).rgba(of: color)
            var shadow = GskShadow(color: GdkRGBA(red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), alpha: Float(rgba.alpha)),
                                   dx: Float(x), dy: Float(y), radius: Float(radius))
            gtk_snapshot_push_shadow(snapshot, &shadow, 1)
            pops += 1
        case .grayscale, .saturation, .brightness, .contrast, .hueRotation:
            var (matrix, offset) = ColorMatrix.of(effect)
            gtk_snapshot_push_color_matrix(snapshot, &matrix, &offset)
            pops += 1
        }
        child(widget, snapshot)
        for _ in 0..<pops { gtk_snapshot_pop(snapshot) }
        gtk_snapshot_restore(snapshot)
    }
}

/// The colour matrices of the colour effects, as GSK applies them to each (unpremultiplied)
/// colour: graphene's row-vector convention, so each formula's matrix is written transposed.
enum ColorMatrix {
    static func of(_ effect: VisualEffect) -> (graphene_matrix_t, graphene_vec4_t) {
        // Rows of the matrix that maps (r, g, b) to (r', g', b'), in the usual column-vector form.
        var rows: [[Float]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        var add: Float = 0
        // Luminance weights (Rec. 709), as the CSS filter effects use.
        let (lr, lg, lb): (Float, Float, Float) = (0.2126, 0.7152, 0.0722)
        switch effect {
        case .grayscale(let amount):
            let a = Float(min(max(amount, 0), 1))
            rows = [[1 - a + a * lr, a * lg, a * lb], [a * lr, 1 - a + a * lg, a * lb], [a * lr, a * lg, 1 - a + a * lb]]
        case .saturation(let amount):
            let s = Float(amount)
            rows = [[lr + (1 - lr) * s, lg - lg * s, lb - lb * s],
                    [lr - lr * s, lg + (1 - lg) * s, lb - lb * s],
                    [lr - lr * s, lg - lg * s, lb + (1 - lb) * s]]
        case .brightness(let amount):
            add = Float(amount)
        case .contrast(let amount):
            let c = Float(amount)
            rows = [[c, 0, 0], [0, c, 0], [0, 0, c]]
            add = (1 - c) / 2
        case .hueRotation(let angle):
            let (cs, sn) = (Float(cos(angle.radians)), Float(sin(angle.radians)))
            rows = [[0.213 + cs * 0.787 - sn * 0.213, 0.715 - cs * 0.715 - sn * 0.715, 0.072 - cs * 0.072 + sn * 0.928],
                    [0.213 - cs * 0.213 + sn * 0.143, 0.715 + cs * 0.285 + sn * 0.140, 0.072 - cs * 0.072 - sn * 0.283],
                    [0.213 - cs * 0.213 - sn * 0.787, 0.715 - cs * 0.715 + sn * 0.715, 0.072 + cs * 0.928 + sn * 0.072]]
        default:
            break
        }
        // Transposed into graphene's layout, alpha kept.
        let values: [Float] = [
            rows[0][0], rows[1][0], rows[2][0], 0,
            rows[0][1], rows[1][1], rows[2][1], 0,
            rows[0][2], rows[1][2], rows[2][2], 0,
            0, 0, 0, 1,
        ]
        var matrix = graphene_matrix_t()
        values.withUnsafeBufferPointer { _ = graphene_matrix_init_from_float(&matrix, $0.baseAddress) }
        var offset = graphene_vec4_t()
        graphene_vec4_init(&offset, add, add, add, 0)
        return (matrix, offset)
    }
}
