import CairoRenderer
import CTurboJPEG
import Foundation

/// RGB pixels to baseline JPEG bytes through libjpeg-turbo, at a fixed quality.
///
/// The same pixels give the same bytes: the quality, the sampling and the DCT are fixed and
/// nothing else (no date, no random state) enters the file. Colour is never subsampled (4:4:4),
/// so the thin coloured text of a tile keeps its edges; the accurate integer DCT is the one
/// libjpeg-turbo computes alike with and without SIMD.
public struct JPEGEncoder: Sendable {
    /// The quality ptable writes at: text stays sharp, a 96 px tile is a few kilobytes.
    public static let defaultQuality = 90
    /// The longest side a JPEG may have (libjpeg's `JPEG_MAX_DIMENSION`).
    public static let maximumSide = 65_500
    /// The most pixels encoded at once: the whole image is held as RGB (3 bytes a pixel) while
    /// it is encoded, so this bounds the memory to about 300 MB. Larger pages are for PNG,
    /// which is written in bands.
    public static let maximumPixels = 100_000_000

    /// 1 (smallest) to 100 (best).
    public let quality: Int

    /// The encoder ptable uses: `defaultQuality`.
    public static let standard = JPEGEncoder(checkedQuality: defaultQuality)

    /// An encoder at `quality`.
    ///
    /// - Throws: `JPEGRendererError.invalidQuality` outside 1...100.
    public init(quality: Int) throws {
        guard (1...100).contains(quality) else { throw JPEGRendererError.invalidQuality(quality) }
        self.init(checkedQuality: quality)
    }

    private init(checkedQuality quality: Int) {
        self.quality = quality
    }

    /// Throws unless a `width` × `height` image can be encoded.
    public static func checkSize(width: Int, height: Int) throws {
        guard width <= maximumSide, height <= maximumSide else {
            throw JPEGRendererError.canvasTooLarge(width: width, height: height,
                                                   limit: "a JPEG side may be at most \(maximumSide) px")
        }
        guard width * height <= maximumPixels else {
            throw JPEGRendererError.canvasTooLarge(
                width: width, height: height,
                limit: "a JPEG may have at most \(maximumPixels / 1_000_000) million pixels (use PNG for larger pages)")
        }
    }

    /// The raster as a JPEG file (JFIF, baseline, 4:4:4), stating `dotsPerInch` when given
    /// (else JFIF's unitless 1:1), and with `embedsSRGBProfile` an sRGB ICC profile.
    ///
    /// JFIF cannot say what its RGB values mean: a viewer or a print shop's RIP that is not told
    /// assigns its own working space (Adobe RGB in many print workflows), which shifts every
    /// colour. The profile (an `APP2` `ICC_PROFILE` segment, about 2.5 KB) tells them sRGB,
    /// as a PNG's `sRGB` chunk and a printed PDF's output intent do.
    public func encode(_ raster: RGBRaster, dotsPerInch: Int? = nil, embedsSRGBProfile: Bool = false) throws -> Data {
        try Self.checkSize(width: raster.width, height: raster.height)
        guard let handle = tjInitCompress() else {
            throw JPEGRendererError.encodingFailed(reason: String(cString: tjGetErrorStr2(nil)))
        }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { tjFree(buffer) }
        let status = raster.pixels.withUnsafeBufferPointer { pixels in
            tjCompress2(handle, pixels.baseAddress, Int32(raster.width), Int32(raster.width * 3), Int32(raster.height),
                        Int32(TJPF_RGB.rawValue), &buffer, &size, Int32(TJSAMP_444.rawValue), Int32(quality),
                        TJFLAG_ACCURATEDCT)
        }
        guard status == 0, let buffer else {
            throw JPEGRendererError.encodingFailed(reason: String(cString: tjGetErrorStr2(handle)))
        }
        var jpeg = Data(bytes: buffer, count: Int(size))
        // libjpeg-turbo 2 cannot be told a density: set it in the JFIF header it wrote
        // (SOI, APP0, length, "JFIF\0", version, then units at byte 13 and two densities).
        if let dotsPerInch, jpeg.count > 18, jpeg[6..<11].elementsEqual("JFIF\0".utf8) {
            let dpi = UInt16(clamping: dotsPerInch), high = UInt8(dpi >> 8), low = UInt8(dpi & 0xFF)
            jpeg.replaceSubrange(13..<18, with: [1, high, low, high, low])
        }
        if embedsSRGBProfile {
            try Self.insertSRGBProfile(into: &jpeg)
        }
        return jpeg
    }
}

private extension JPEGEncoder {
    /// Puts the sRGB profile in one `APP2` segment (ICC.1, B.4: "ICC_PROFILE\0", chunk 1 of 1)
    /// right after libjpeg-turbo's JFIF `APP0`, which must stay the first segment.
    static func insertSRGBProfile(into jpeg: inout Data) throws {
        let profile = SRGBProfile.bytes
        let identifier = Data("ICC_PROFILE\0".utf8) + Data([1, 1])
        let length = 2 + identifier.count + profile.count
        guard jpeg.count > 6, jpeg[2] == 0xFF, jpeg[3] == 0xE0, length <= 0xFFFF else {
            throw JPEGRendererError.encodingFailed(reason: "no JFIF header to put the sRGB profile after")
        }
        let app0End = 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5]))
        let segment = Data([0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)]) + identifier + profile
        jpeg.insert(contentsOf: segment, at: app0End)
    }
}
