import CCairo
import Foundation
import Layout

/// A decoded raster: straight (un-premultiplied) 8-bit RGBA, rows top to bottom.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel.
    public private(set) var pixels: [UInt8]

    /// A `width` × `height` image filled with `color`.
    public init(width: Int, height: Int, color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0)) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let pixel = [color.red, color.green, color.blue, color.alpha]
        pixels = Array(repeating: 0, count: self.width * self.height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] = pixel[index % 4] }
        }
    }

    /// Decodes PNG data with Cairo; `name` says which image failed in the error.
    ///
    /// The size the header declares is checked first: a PNG over the renderer's limits is
    /// refused before anything is decoded.
    public init(png: Data, name: String = "image") throws {
        _ = try PNGHeader.check(png, name: name)
        let source = CairoDataSource(png)
        let decoded = source.withClosure { cairo_image_surface_create_from_png_stream(CairoDataSource.read, $0)! }
        defer { cairo_surface_destroy(decoded) }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            // Cairo reports data that ends early as a read error and every libpng error (a bad
            // checksum, broken compressed data) as out of memory; the size was checked above.
            let damaged = status == CAIRO_STATUS_READ_ERROR || status == CAIRO_STATUS_NO_MEMORY
            throw CairoRendererError.unreadablePNG(name: name, status: damaged ? "the image data is truncated or corrupt" : describe(status))
        }
        width = Int(cairo_image_surface_get_width(decoded))
        height = Int(cairo_image_surface_get_height(decoded))
        // Repaint onto ARGB32 so every PNG flavour (grey, RGB, RGBA) reads the same way.
        let surface = try Self.makeSurface(width: width, height: height)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, decoded, 0, 0)
        cairo_paint(cr)
        let drawStatus = cairo_status(cr)
        cairo_destroy(cr)
        try check(drawStatus, "convert the \(name) PNG to ARGB")
        pixels = Self.readPixels(of: surface, width: width, height: height)
    }

    /// The pixel at column `x`, row `y` (both zero-based), un-premultiplied.
    public subscript(x: Int, y: Int) -> Color {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let index = (y * width + x) * 4
            return Color(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let index = (y * width + x) * 4
            pixels.replaceSubrange(index..<index + 4, with: [newValue.red, newValue.green, newValue.blue, newValue.alpha])
        }
    }

    /// The image encoded as an 8-bit RGBA PNG.
    public func pngData() throws -> Data {
        let surface = try Self.makeSurface(width: width, height: height)
        defer { cairo_surface_destroy(surface) }
        writePixels(to: surface)
        let sink = CairoDataSink()
        try sink.withClosure { closure in
            try check(cairo_surface_write_to_png_stream(surface, CairoDataSink.write, closure), "encode the PNG")
        }
        return sink.data
    }
}

private extension RGBAImage {
    static func makeSurface(width: Int, height: Int) throws -> OpaquePointer {
        guard width > 0, height > 0,
              width <= PNGBandPlan.maximumColumnWidth, height <= PNGBandPlan.maximumColumnWidth else {
            throw CairoRendererError.invalidCanvasSize(width: Double(width), height: Double(height), unit: "px")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoRendererError.cairoFailure(operation: "create a \(width) × \(height) image", status: describe(status))
        }
        return surface
    }

    /// Cairo's premultiplied native-endian ARGB32 words as straight RGBA bytes.
    static func readPixels(of surface: OpaquePointer, width: Int, height: Int) -> [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = base + y * stride
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let alpha = Int(word >> 24)
                    let index = (y * width + x) * 4
                    out[index + 3] = UInt8(alpha)
                    guard alpha > 0 else { continue }
                    // Spelled out per channel: a loop over a literal array allocated it for every pixel.
                    out[index] = unpremultiplied(word >> 16, alpha: alpha)
                    out[index + 1] = unpremultiplied(word >> 8, alpha: alpha)
                    out[index + 2] = unpremultiplied(word, alpha: alpha)
                }
            }
        }
        return pixels
    }

    /// The straight value of the channel in the low byte of `shifted`, which Cairo stores premultiplied by `alpha`.
    private static func unpremultiplied(_ shifted: UInt32, alpha: Int) -> UInt8 {
        UInt8(min(255, (Int(shifted & 0xFF) * 255 + alpha / 2) / alpha))
    }

    /// Writes the straight RGBA bytes into an ARGB32 surface, premultiplying.
    func writePixels(to surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        pixels.withUnsafeBufferPointer { input in
            for y in 0..<height {
                let row = base + y * stride
                for x in 0..<width {
                    let index = (y * width + x) * 4
                    let alpha = UInt32(input[index + 3])
                    func premultiplied(_ channel: Int) -> UInt32 { (UInt32(input[index + channel]) * alpha + 127) / 255 }
                    let word = alpha << 24 | premultiplied(0) << 16 | premultiplied(1) << 8 | premultiplied(2)
                    row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
