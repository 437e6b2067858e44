// The `#Preview` macro's plugin: a small executable the compiler runs while it builds a file
// that uses `#Preview`. It answers the compiler's messages one at a time until stdin closes.
#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials

let connection = StandardIOConnection()
while let data = connection.readMessage() {
    let reply: PluginMessage
    switch try? JSONDecoder().decode(HostMessage.self, from: data) {
    case .getCapability:
        reply = .getCapabilityResult(protocolVersion: 7)
    case .expandFreestandingMacro(let request):
        switch PreviewExpansion.expand(request) {
        case .success(let source): reply = .expandMacroResult(expandedSource: source, diagnostics: [])
        case .failure(let diagnostic): reply = .expandMacroResult(expandedSource: nil, diagnostics: [diagnostic])
        }
    case .other(let name):
        StandardError.write("CellsPreviewMacros: the compiler sent \(name), which this plugin does not answer\n")
        reply = .expandMacroResult(expandedSource: nil, diagnostics: [])
    case nil:
        StandardError.write("CellsPreviewMacros: a message could not be read\n")
        exit(1)
    }
    connection.writeMessage(try JSONEncoder().encode(reply))
}
