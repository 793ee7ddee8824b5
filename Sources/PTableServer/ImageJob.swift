import Foundation
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
    /// digests, ptable's version. Its digest is the ETag and the cache key.
    let inputs: String

    /// The strong ETag: the inputs' SHA-256, quoted.
    var etag: String { "\"" + ContentHash.sha256(inputs) + "\"" }

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
