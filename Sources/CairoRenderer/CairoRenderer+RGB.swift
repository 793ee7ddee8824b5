import Foundation
import Layout

/// An opaque raster: 8-bit RGB, three bytes a pixel, rows top to bottom, no padding.
public struct RGBRaster: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 3` bytes: red, green, blue for each pixel.
    public let pixels: [UInt8]

    /// A raster of `pixels` as given; traps unless there are exactly `width × height × 3` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 3, "\(pixels.count) bytes for \(width) × \(height) RGB")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

extension CairoRenderer {
    /// The scene drawn at `scale` and laid over `matte` wherever it is not opaque (a tile's
    /// rounded corners), as RGB for encoders without an alpha channel (JPEG).
    ///
    /// Drawn in the same bands as a PNG, each band converted as soon as it is drawn, so the
    /// memory held beside the result is one band of ARGB. The pixels are those of `png(_:scale:)`
    /// composited over `matte`.
    ///
    /// - Throws: `CairoRendererError` for a scale or size the PNG renderer refuses too, a font
    ///   that cannot be loaded or a failure inside Cairo.
    public func rgb(_ scene: Scene, scale: Double = 1, matte: Color) throws -> RGBRaster {
        let size = try Self.pixelSize(of: scene, scale: scale)
        let plan = PNGBandPlan(layout: PNGPixelLayout(width: size.width, height: size.height, hasAlpha: true), threads: 1)
        let width = size.width
        var pixels = [UInt8](repeating: 0, count: width * size.height * 3)
        for band in 0..<plan.bandCount {
            let rows = plan.rows(ofBand: band)
            guard let canvas = calloc(rows.count, width * 4) else {
                throw CairoRendererError.cairoFailure(operation: "draw a band of \(width) × \(rows.count) px",
                                                      status: "out of memory")
            }
            defer { free(canvas) }
            try drawBand(scene, scale: scale, rows: rows, canvas: canvas, plan: plan)
            Self.composite(UnsafeRawPointer(canvas), pixelCount: width * rows.count, over: matte,
                           into: &pixels, at: rows.lowerBound * width * 3)
        }
        return RGBRaster(width: width, height: size.height, pixels: pixels)
    }

    /// Cairo's premultiplied native-endian ARGB32 words laid over an opaque `matte`: each channel
    /// is the premultiplied value plus the matte's share left by the alpha (source-over).
    private static func composite(_ canvas: UnsafeRawPointer, pixelCount: Int, over matte: Color,
                                  into pixels: inout [UInt8], at offset: Int) {
        let matteChannels = [UInt32(matte.red), UInt32(matte.green), UInt32(matte.blue)]
        pixels.withUnsafeMutableBufferPointer { out in
            for index in 0..<pixelCount {
                let word = canvas.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
                let remaining = 255 - (word >> 24)
                let target = offset + index * 3
                out[target] = UInt8(min(255, (word >> 16 & 0xFF) + (matteChannels[0] * remaining + 127) / 255))
                out[target + 1] = UInt8(min(255, (word >> 8 & 0xFF) + (matteChannels[1] * remaining + 127) / 255))
                out[target + 2] = UInt8(min(255, (word & 0xFF) + (matteChannels[2] * remaining + 127) / 255))
            }
        }
    }
}
