// The compiler's side of the macro plugin protocol, as far as `#Preview` needs it.
//
// The compiler starts this executable once per build job and exchanges JSON messages with it
// over stdin and stdout, each prefixed by its length as a little-endian UInt64. The shapes
// below are the ones swift-syntax's SwiftCompilerPluginMessageHandling encodes (an enum case
// is an object with one key, the case's name); only the messages this plugin answers are
// spelled out. Writing them here, instead of depending on swift-syntax, keeps a clean build
// of Cells about two minutes shorter (the macros issue measured it).

/// A message from the compiler.
enum HostMessage: Decodable {
    case getCapability
    case expandFreestandingMacro(MacroExpansionRequest)
    case other(String)

    private enum Key: String, CodingKey {
        case getCapability, expandFreestandingMacro
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "an empty message"))
        }
        switch key.stringValue {
        case Key.getCapability.rawValue:
            self = .getCapability
        case Key.expandFreestandingMacro.rawValue:
            self = .expandFreestandingMacro(try container.decode(MacroExpansionRequest.self, forKey: key))
        default:
            self = .other(key.stringValue)
        }
    }
}

/// `expandFreestandingMacro`: which macro, the discriminator the compiler gives this
/// expansion (the stem of its unique names), and the macro's source text with its place.
struct MacroExpansionRequest: Decodable {
    struct MacroReference: Decodable {
        var moduleName: String
        var typeName: String
        var name: String
    }

    struct Syntax: Decodable {
        var source: String
        var location: SourceLocation
    }

    struct SourceLocation: Decodable {
        var fileID: String
        var fileName: String
        var offset: Int
        var line: Int
        var column: Int
    }

    var macro: MacroReference
    var discriminator: String
    var syntax: Syntax
}

/// A message to the compiler.
enum PluginMessage: Encodable {
    case getCapabilityResult(protocolVersion: Int)
    case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])

    private enum CaseKey: String, CodingKey { case getCapabilityResult, expandMacroResult }
    private enum CapabilityKey: String, CodingKey { case capability }
    private enum VersionKey: String, CodingKey { case protocolVersion }
    private enum ResultKey: String, CodingKey { case expandedSource, diagnostics }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .getCapabilityResult(let version):
            var result = container.nestedContainer(keyedBy: CapabilityKey.self, forKey: .getCapabilityResult)
            var capability = result.nestedContainer(keyedBy: VersionKey.self, forKey: .capability)
            try capability.encode(version, forKey: .protocolVersion)
        case .expandMacroResult(let source, let diagnostics):
            var result = container.nestedContainer(keyedBy: ResultKey.self, forKey: .expandMacroResult)
            try result.encode(source, forKey: .expandedSource)
            try result.encode(diagnostics, forKey: .diagnostics)
        }
    }
}

/// An error the compiler shows at a place in the user's file.
struct Diagnostic: Encodable, Error {
    struct Position: Encodable {
        var fileName: String
        var offset: Int
    }

    var message: String
    var severity = "error"
    var position: Position
    var highlights: [String] = []
    var notes: [String] = []
    var fixIts: [String] = []
}

/// A coding key for a case name not known in advance.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
