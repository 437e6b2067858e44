import CGtk

/// A signal's C shape, as GLib records it (`g_signal_query`), checked when a handler is
/// connected: a handler whose shape differs would read its arguments from the wrong places
/// (GtkGestureClick::pressed passes `gint, gdouble, gdouble` before the handler's data), so
/// the connection stops with a message naming the signal's real C signature instead.
///
/// A signature is written `R:PPP`: the return kind, a colon, one kind per parameter after the
/// instance. Kinds: `n` none, `b` gboolean, `i` gint, `u` guint, `l` glong, `L` gulong, `x`
/// gint64, `t` guint64, `f` gfloat, `d` gdouble, `c` gchar, `C` guchar, `e` an enumeration,
/// `F` flags, `s` a string, and `*` any pointer (an object, a boxed structure, a pointer).
public enum SignalSignature {
    /// Why a connection was refused.
    public enum Mismatch: Error, CustomStringConvertible {
        case noSuchSignal(type: String, signal: String)
        case wrongShape(type: String, signal: String, cSignature: String, given: String)

        public var description: String {
            switch self {
            case let .noSuchSignal(type, signal):
                "\(type) has no signal \"\(signal)\""
            case let .wrongShape(type, signal, cSignature, given):
                "\(type)::\(signal) has the C signature `\(cSignature)`; \(given) has another shape. "
                    + "Connect it with its typed method (scripts/generate-gtk-bindings), whose closure takes the signal's arguments."
            }
        }
    }

    /// Throws unless `signal` of the object at `instance` has the shape `expected`.
    public static func check(_ signal: String, of instance: UnsafeMutableRawPointer, expected: String, given: String) throws {
        let type = instanceType(of: instance)
        var signalID: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(signal, type, &signalID, &detail, 1) != 0 else {
            throw Mismatch.noSuchSignal(type: typeName(type), signal: signal)
        }
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        let parameters = (0..<Int(query.n_params)).map { query.param_types[$0] & ~staticScopeFlag }
        let actual = kind(of: query.return_type & ~staticScopeFlag) + ":" + parameters.map(kind).joined()
        guard matches(actual, expected) else {
            throw Mismatch.wrongShape(
                type: typeName(type), signal: signal,
                cSignature: cSignature(instance: typeName(query.itype), returns: query.return_type & ~staticScopeFlag, parameters: parameters),
                given: given)
        }
    }

    /// Whether `actual` (from GLib) is `expected` (from GIR or a handler's shape): `*` in
    /// `expected` stands for any pointer-sized argument that is not a number.
    static func matches(_ actual: String, _ expected: String) -> Bool {
        guard actual.count == expected.count else { return false }
        return zip(actual, expected).allSatisfy { actual, expected in
            actual == expected || (expected == "*" && (actual == "*" || actual == "s"))
        }
    }

    /// G_SIGNAL_TYPE_STATIC_SCOPE, which GLib ors into parameter types.
    private static let staticScopeFlag = GType(1)

    private static func kind(of type: GType) -> String {
        switch g_type_fundamental(type) >> 2 {
        case 1: "n"
        case 3: "c"
        case 4: "C"
        case 5: "b"
        case 6: "i"
        case 7: "u"
        case 8: "l"
        case 9: "L"
        case 10: "x"
        case 11: "t"
        case 12: "e"
        case 13: "F"
        case 14: "f"
        case 15: "d"
        case 16: "s"
        default: "*"
        }
    }

    /// The C prototype of a handler of such a signal: `void (*)(GtkGestureClick *self, gint arg1, …, gpointer user_data)`.
    private static func cSignature(instance: String, returns: GType, parameters: [GType]) -> String {
        let arguments = ["\(instance) *self"] + parameters.enumerated().map { index, type in
            "\(cTypeName(type)) arg\(index + 1)"
        } + ["gpointer user_data"]
        return "\(cTypeName(returns)) (*)(\(arguments.joined(separator: ", ")))"
    }

    private static func cTypeName(_ type: GType) -> String {
        switch kind(of: type) {
        case "n": "void"
        case "b": "gboolean"
        case "i": "gint"
        case "u": "guint"
        case "l": "glong"
        case "L": "gulong"
        case "x": "gint64"
        case "t": "guint64"
        case "f": "gfloat"
        case "d": "gdouble"
        case "c": "gchar"
        case "C": "guchar"
        case "s": "const char *"
        case "e", "F": typeName(type)
        default: "\(typeName(type)) *"
        }
    }

    static func instanceType(of instance: UnsafeMutableRawPointer) -> GType {
        instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    }

    static func typeName(_ type: GType) -> String {
        g_type_name(type).map { String(cString: $0) } ?? "GType \(type)"
    }
}
