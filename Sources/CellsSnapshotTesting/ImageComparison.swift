import CellsUITesting
import Foundation

/// How two pictures of a window differ: which pixels, and where.
struct ImageComparison {
    let reference: WindowImage
    let actual: WindowImage
    /// How far apart two channels of a pixel may be and the pixel still match, 0...255.
    let channelTolerance: Int

    /// The pixels that differ by more than the tolerance, as indices (nil: the sizes differ).
    var differingPixels: [Int]? {
        guard reference.width == actual.width, reference.height == actual.height else { return nil }
        var differing: [Int] = []
        for pixel in 0..<(reference.width * reference.height) {
            for channel in 0..<3 {
                let index = pixel * 4 + channel
                if abs(Int(reference.pixels[index]) - Int(actual.pixels[index])) > channelTolerance {
                    differing.append(pixel)
                    break
                }
            }
        }
        return differing
    }

    /// The reference, faded, with every differing pixel in magenta: where to look.
    func differenceImage(marking differing: [Int]) -> WindowImage {
        var pixels = reference.pixels
        for pixel in 0..<(reference.width * reference.height) {
            for channel in 0..<3 { pixels[pixel * 4 + channel] = UInt8(Int(pixels[pixel * 4 + channel]) / 3 + 170) }
        }
        for pixel in differing {
            pixels[pixel * 4] = 255; pixels[pixel * 4 + 1] = 0; pixels[pixel * 4 + 2] = 255; pixels[pixel * 4 + 3] = 255
        }
        return WindowImage(width: reference.width, height: reference.height, pixels: pixels)
    }

    /// The smallest rectangle holding the differing pixels, as "x, y, width × height".
    func bounds(of differing: [Int]) -> String {
        let xs = differing.map { $0 % reference.width }, ys = differing.map { $0 / reference.width }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return "nowhere" }
        return "x \(minX), y \(minY), \(maxX - minX + 1) × \(maxY - minY + 1)"
    }
}
