// The compiler's framing: each message is its byte count as a little-endian UInt64, then
// that many bytes of JSON.
#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials

/// Reads and writes framed messages on stdin and stdout.
struct StandardIOConnection {
    func readMessage() -> Data? {
        var header = [UInt8](repeating: 0, count: 8)
        guard readExactly(into: &header) else { return nil }
        let count = header.reversed().reduce(0) { ($0 << 8) | Int($1) }
        var body = [UInt8](repeating: 0, count: count)
        guard readExactly(into: &body) else { return nil }
        return Data(body)
    }

    func writeMessage(_ data: Data) {
        var header = UInt64(data.count).littleEndian
        withUnsafeBytes(of: &header) { writeAll($0) }
        data.withUnsafeBytes { writeAll($0) }
    }

    private func readExactly(into buffer: inout [UInt8]) -> Bool {
        var done = 0
        while done < buffer.count {
            let got = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, $0.count - done) }
            if got <= 0 { return false }
            done += got
        }
        return true
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var done = 0
        while done < bytes.count {
            let wrote = write(1, bytes.baseAddress! + done, bytes.count - done)
            if wrote <= 0 { exit(1) }
            done += wrote
        }
    }
}

/// Lines for the build log.
enum StandardError {
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = Glibc.write(2, &bytes, bytes.count)
    }
}
