import CXTest

/// A window's pixels as the X server shows them: 8-bit red, green, blue and alpha, row by
/// row. Snapshot tests compare them; ``UIApplication/windowImage(timeout:)`` reads them.
public struct WindowImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, RGBA, top row first.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "an RGBA image of \(width) × \(height) has \(width * height * 4) bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

extension XInput {

    /// The screen's pixels in `frame` (root coordinates), read with `XGetImage`: what is on
    /// screen there, the cursor aside (X keeps it apart).
    func image(of frame: Rect) throws(UITestingError) -> WindowImage {
        // X refuses (BadMatch) a rectangle that is not all on the screen.
        let screenWidth = Int(XDisplayWidth(display, XDefaultScreen(display))), screenHeight = Int(XDisplayHeight(display, XDefaultScreen(display)))
        guard frame.x >= 0, frame.y >= 0, frame.x + frame.width <= screenWidth, frame.y + frame.height <= screenHeight else {
            throw .input("the window (\(frame)) is not all on the \(screenWidth) × \(screenHeight) screen; a picture needs all of it")
        }
        guard frame.width > 0, frame.height > 0,
              let image = XGetImage(display, root, Int32(frame.x), Int32(frame.y), UInt32(frame.width), UInt32(frame.height), ~0, ZPixmap)
        else { throw .input("the X server returned no image of \(frame)") }
        defer { _ = image.pointee.f.destroy_image(image) }
        let ximage = image.pointee
        guard ximage.bits_per_pixel == 32 else {
            throw .environment("the screen has \(ximage.bits_per_pixel) bits a pixel; snapshots read 32 (Xvfb -screen 0 WxHx24)")
        }
        var pixels = [UInt8](repeating: 255, count: frame.width * frame.height * 4)
        let rowBytes = Int(ximage.bytes_per_line)
        let data = UnsafeRawPointer(ximage.data!)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                // A 24-bit TrueColor pixel in 32 bits, little-endian: blue, green, red, unused.
                let source = data.load(fromByteOffset: y * rowBytes + x * 4, as: UInt32.self)
                let target = (y * frame.width + x) * 4
                pixels[target] = UInt8((source >> 16) & 0xFF)
                pixels[target + 1] = UInt8((source >> 8) & 0xFF)
                pixels[target + 2] = UInt8(source & 0xFF)
            }
        }
        return WindowImage(width: frame.width, height: frame.height, pixels: pixels)
    }
}
