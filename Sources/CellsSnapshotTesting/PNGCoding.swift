import CGtk
import CellsUITesting
import Foundation

/// PNG files of ``WindowImage``s, through cairo (which GTK draws with): a snapshot is stored
/// as a PNG a person can open, and read back to compare.
enum PNGCoding {
    static func encode(_ image: WindowImage) -> Data {
        let stride = image.width * 4
        var argb = [UInt8](repeating: 0, count: stride * image.height)
        for pixel in 0..<(image.width * image.height) {
            // cairo's ARGB32 is a native-endian 32-bit word: blue, green, red, alpha in memory.
            argb[pixel * 4] = image.pixels[pixel * 4 + 2]
            argb[pixel * 4 + 1] = image.pixels[pixel * 4 + 1]
            argb[pixel * 4 + 2] = image.pixels[pixel * 4]
            argb[pixel * 4 + 3] = image.pixels[pixel * 4 + 3]
        }
        let sink = ByteSink()
        argb.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(image.width), Int32(image.height), Int32(stride)
            )
            defer { cairo_surface_destroy(surface) }
            let box = Unmanaged.passUnretained(sink).toOpaque()
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, box)
        }
        return Data(sink.bytes)
    }

    /// The image a PNG holds, or nil when the data is no PNG cairo can read.
    static func decode(_ data: Data) -> WindowImage? {
        let source = ByteSource(bytes: [UInt8](data))
        let box = Unmanaged.passUnretained(source).toOpaque()
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { bytes in
                data!.update(from: bytes.baseAddress! + source.offset, count: count)
            }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, box) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                let target = (y * width + x) * 4
                pixels[target] = UInt8((word >> 16) & 0xFF)
                pixels[target + 1] = UInt8((word >> 8) & 0xFF)
                pixels[target + 2] = UInt8(word & 0xFF)
                pixels[target + 3] = hasAlpha ? UInt8(word >> 24) : 255
            }
        }
        return WindowImage(width: width, height: height, pixels: pixels)
    }

    private final class ByteSink {
        var bytes: [UInt8] = []
    }

    private final class ByteSource {
        let bytes: [UInt8]
        var offset = 0
        init(bytes: [UInt8]) { self.bytes = bytes }
    }
}
