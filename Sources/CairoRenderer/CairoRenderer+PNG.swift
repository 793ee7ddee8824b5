import CCairo
import Foundation
import Layout

extension CairoRenderer {
    /// The scene as a PNG of `round(width × scale)` × `round(height × scale)` pixels, built in
    /// memory; see `writePNG(_:scale:threads:to:)`.
    public func png(_ scene: Scene, scale: Double = 1,
                    threads: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Data {
        var data = Data()
        try writePNG(scene, scale: scale, threads: threads) { data.append($0) }
        return data
    }

    /// Draws the scene and hands the PNG to `output` piece by piece, in order.
    ///
    /// Pages over `PNGBandPlan.bandingThreshold` pixels are drawn in horizontal bands, each
    /// band compressed and handed over before the next is drawn, so memory stays bounded
    /// (an A0 poster at 600 dpi needs well under 256 MB). Rows are compressed on up to
    /// `threads` threads as independent deflate segments joined into one zlib stream. The
    /// bytes depend on neither `threads` nor banding. The PNG is RGB when the scene has an
    /// opaque background, else RGBA; pixels are un-premultiplied as Cairo's own writer does.
    /// A printed page (a scene with a `bleed`, 0 or more) or a scale other than 1 states its
    /// resolution, 72 × `scale` dpi.
    ///
    /// - Throws: `CairoRendererError.canvasTooLarge` before drawing when a side is over the
    ///   PNG format's limit (`maximumPixelSide`); `ElementDataError`, `LayoutError` or `CairoRendererError` when
    ///   a font cannot be loaded, memory runs out or Cairo fails; whatever `output` throws.
    public func writePNG(_ scene: Scene, scale: Double = 1,
                         threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                         to output: (Data) throws -> Void) throws {
        let size = try Self.pixelSize(of: scene, scale: scale)
        let layout = PNGPixelLayout(width: size.width, height: size.height,
                                    hasAlpha: (scene.background?.alpha ?? 0) < 255)
        try writePNG(scene, scale: scale, plan: PNGBandPlan(layout: layout, threads: threads),
                     threads: threads, to: output)
    }

    /// Draws the scene band by band as `plan` says (tests force small bands and columns).
    func writePNG(_ scene: Scene, scale: Double, plan: PNGBandPlan, threads: Int,
                  to output: (Data) throws -> Void) throws {
        // The scene is in points, drawn at 72 × scale dpi. A page says so at every scale, 72 dpi
        // included, so it prints at its paper size; a tile drawn a point to a pixel says nothing.
        let statesResolution = scale != 1 || scene.bleed != nil
        var writer = PNGStreamWriter(layout: plan.layout, pixelsPerInch: statesResolution ? 72 * scale : nil,
                                     title: scene.title, language: scene.language)
        // The header waits for the first band, so a font that cannot load writes nothing.
        var pending = writer.header()
        // Cairo 1.16 aborts now and then when one scaled font is drawn from several threads
        // (`cairo_scaled_font_destroy: Assertion '! scaled_font->cache_frozen'`, seen on an A0
        // poster at 2400 dpi): each band in flight draws with font faces of its own.
        let drawers = [self] + (1..<plan.bandsInFlight).map { _ in CairoRenderer(documentDate: documentDate) }
        var firstBand = 0
        while firstBand < plan.bandCount {
            let bands = firstBand..<min(firstBand + plan.bandsInFlight, plan.bandCount)
            let encoded: [[PNGSegment]]
            if bands.count == 1 {
                encoded = [try drawAndEncode(scene, scale: scale, band: firstBand, plan: plan, threads: threads)]
            } else {
                let start = bands.lowerBound
                encoded = try ParallelMap.map(bands.count, threads: bands.count) { offset in
                    try drawers[offset].drawAndEncode(scene, scale: scale, band: start + offset, plan: plan, threads: 1)
                }
            }
            for (band, segments) in zip(bands, encoded) {
                var rows = plan.rows(ofBand: band).count
                for segment in segments {
                    let segmentRows = min(plan.layout.segmentRows, rows)
                    pending.append(writer.chunks(for: segment, rows: segmentRows))
                    rows -= segmentRows
                }
            }
            try output(pending)
            pending = Data()
            firstBand = bands.upperBound
        }
    }
}

private extension CairoRenderer {
    /// Draws band `band` of the plan and compresses it on up to `threads` threads.
    func drawAndEncode(_ scene: Scene, scale: Double, band: Int, plan: PNGBandPlan,
                       threads: Int) throws -> [PNGSegment] {
        let rows = plan.rows(ofBand: band)
        let layout = plan.layout
        let stride = layout.width * 4
        guard let canvas = calloc(rows.count, stride) else {
            throw CairoRendererError.pngEncodingFailed(
                reason: "not enough memory for a band of \(layout.width) × \(rows.count) px")
        }
        defer { free(canvas) }
        try drawBand(scene, scale: scale, rows: rows, canvas: canvas, plan: plan)
        // Read-only while the segments are compressed, and freed only after all are done.
        nonisolated(unsafe) let source = UnsafeRawPointer(canvas)
        let segmentRows = layout.segmentRows
        let segmentCount = (rows.count + segmentRows - 1) / segmentRows
        let finishesImage = rows.upperBound == layout.height
        return try ParallelMap.map(segmentCount, threads: threads) { index in
            let first = index * segmentRows
            let count = min(segmentRows, rows.count - first)
            return try PNGSegment.encode(rows: count, from: source + first * stride, stride: stride, layout: layout,
                                         isLast: finishesImage && index == segmentCount - 1)
        }
    }
}

extension CairoRenderer {
    /// Draws the scene's `rows` into `canvas` (transparent ARGB32, `width × 4` bytes a row),
    /// one Cairo surface per column, each shifted by whole pixels to its place on the page.
    func drawBand(_ scene: Scene, scale: Double, rows: Range<Int>, canvas: UnsafeMutableRawPointer,
                  plan: PNGBandPlan) throws {
        let width = plan.layout.width
        var left = 0
        while left < width {
            let columnWidth = min(plan.columnWidth, width - left)
            let surface = cairo_image_surface_create_for_data(
                canvas.assumingMemoryBound(to: UInt8.self) + left * 4, CAIRO_FORMAT_ARGB32,
                Int32(columnWidth), Int32(rows.count), Int32(width * 4))!
            defer { cairo_surface_destroy(surface) }
            try check(cairo_surface_status(surface), "create a \(columnWidth) × \(rows.count) image")
            try draw(scene, on: surface, scale: scale, links: false, origin: (left, rows.lowerBound))
            left += columnWidth
        }
    }
}
