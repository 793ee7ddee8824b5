/// How ptable writes the pixels of a Cairo image surface into a PNG.
///
/// The choices, measured on the A4 table at 300 dpi (3508 × 2480 px, 26 MB of RGB): filter
/// None with zlib level 1 gives a file 1.18× the size of Cairo's (libpng's adaptive filters at
/// level 6) in a sixth of the time. Up, Sub, Average and Paeth filters all made the file
/// *larger* at level 1 (1.21–1.53×): the table is large flat areas, which deflate already
/// collapses, and filtering costs a pass over every byte. Level 6 is three times slower for
/// 20% less.
struct PNGPixelLayout: Equatable, Sendable {
    /// Image width in pixels.
    let width: Int
    /// Image height in pixels.
    let height: Int
    /// RGBA (colour type 6) when the image may hold transparency, else RGB (colour type 2).
    let hasAlpha: Bool

    /// The zlib compression level: 1, the fastest that still compresses (see above).
    static let compressionLevel: Int32 = 1
    /// The raw bytes aimed at per independently compressed segment: big enough that the
    /// restarted 32 KB window costs well under 1% of the size, small enough that an A4 page has
    /// dozens of segments to share between cores.
    static let segmentBytesTarget = 512 * 1024
    /// The PNG format's limit on either side: 2^31 − 1 pixels.
    static let maximumSide = 2_147_483_647

    /// Bytes per pixel in the PNG.
    var bytesPerPixel: Int { hasAlpha ? 4 : 3 }

    /// Bytes per scanline in the zlib stream: the filter-type byte, then the pixels.
    var scanlineBytes: Int { 1 + width * bytesPerPixel }

    /// Rows per independently compressed segment. It depends on the width only, never on the
    /// number of threads or on how the image is drawn in bands, so the bytes never do either.
    var segmentRows: Int { min(4096, max(1, Self.segmentBytesTarget / scanlineBytes)) }
}
