/// Turns rows of Cairo's premultiplied native-endian ARGB32 words into PNG scanlines
/// (filter None, then straight RGB or RGBA bytes).
///
/// Un-premultiplying is exactly what Cairo's own PNG writer does (`unpremultiply_data` in
/// cairo-png.c): a channel becomes `(c × 255 + a / 2) / a`, a fully transparent pixel becomes
/// 0, 0, 0, 0. So a PNG written here decodes to the same pixels as one written by
/// `cairo_surface_write_to_png`.
enum PNGScanlineConverter {
    /// Writes `rows` scanlines starting at `source` (rows `stride` bytes apart) into
    /// `destination`, which holds `rows × layout.scanlineBytes` bytes.
    static func convert(rows: Int, from source: UnsafeRawPointer, stride: Int,
                        into destination: UnsafeMutablePointer<UInt8>, layout: PNGPixelLayout) {
        for row in 0..<rows {
            let pixels = (source + row * stride).assumingMemoryBound(to: UInt32.self)
            let scanline = destination + row * layout.scanlineBytes
            scanline[0] = 0
            if layout.hasAlpha {
                convertRGBA(pixels, count: layout.width, into: scanline + 1)
            } else {
                convertRGB(pixels, count: layout.width, into: scanline + 1)
            }
        }
    }

    private static func convertRGB(_ pixels: UnsafePointer<UInt32>, count: Int, into output: UnsafeMutablePointer<UInt8>) {
        var output = output
        for index in 0..<count {
            let pixel = pixels[index]
            output[0] = UInt8(truncatingIfNeeded: pixel >> 16)
            output[1] = UInt8(truncatingIfNeeded: pixel >> 8)
            output[2] = UInt8(truncatingIfNeeded: pixel)
            output += 3
        }
    }

    private static func convertRGBA(_ pixels: UnsafePointer<UInt32>, count: Int, into output: UnsafeMutablePointer<UInt8>) {
        var output = output
        for index in 0..<count {
            let pixel = pixels[index]
            let alpha = pixel >> 24
            if alpha == 255 {
                output[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                output[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                output[2] = UInt8(truncatingIfNeeded: pixel)
                output[3] = 255
            } else if alpha == 0 {
                output[0] = 0
                output[1] = 0
                output[2] = 0
                output[3] = 0
            } else {
                output[0] = unpremultiply(pixel >> 16 & 0xFF, alpha)
                output[1] = unpremultiply(pixel >> 8 & 0xFF, alpha)
                output[2] = unpremultiply(pixel & 0xFF, alpha)
                output[3] = UInt8(truncatingIfNeeded: alpha)
            }
            output += 4
        }
    }

    @inline(__always)
    private static func unpremultiply(_ channel: UInt32, _ alpha: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (channel &* 255 &+ alpha / 2) / alpha)
    }
}
