import Layout
import PTableRendering

/// One image a request asks for: what the facade draws, how, and the inputs that name it.
struct ImageJob: Sendable {
    let artwork: Artwork
    let format: RenderFormat
    let theme: Theme
    let formatter: ElementFormatter
    let options: RenderOptions
    /// Every input that changes the bytes, in a fixed order: artwork, options, theme and data
    /// digests, ptable's version. Its digest is the cache key. Not the ETag: the bytes also
    /// follow from what the inputs do not name (the build's code, fonts and language files,
    /// the data's origin), which can change under the same version.
    let inputs: String

    /// The key the image is cached under: the inputs' SHA-256.
    var cacheKey: String { ContentHash.sha256(inputs) }

    /// The MIME type of `format`.
    var contentType: String {
        switch format {
        case .png: "image/png"
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        case .jpeg: "image/jpeg"
        case .json: "application/json"
        case .ansi: "text/plain; charset=utf-8"
        }
    }
}
