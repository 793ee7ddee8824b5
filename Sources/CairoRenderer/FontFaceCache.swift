import CCairo
import Foundation
import Layout

/// The Cairo font faces one renderer has loaded from the bundled font files, by file name.
///
/// Faces are created with `cairo_ft_font_face_create_for_ft_face` from an `FT_Face` opened on
/// the bundled file itself, so fontconfig and system fonts are never consulted. Each face
/// closes its `FT_Face` through a Cairo user-data callback when Cairo releases it.
final class FontFaceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var faces: [String: OpaquePointer] = [:]
    private var paths: [String: String] = [:]

    deinit {
        for face in faces.values {
            cairo_font_face_destroy(face)
        }
    }

    /// The Cairo face for `font`, loading it on first use.
    ///
    /// - Throws: `ElementDataError.resourceNotFound` when the file is not a bundled font or cannot be
    ///   found, `CairoRendererError.fontUnloadable` when FreeType cannot read it.
    func face(for font: FontFace) throws -> OpaquePointer {
        try lock.withLock {
            if let face = faces[font.file] { return face }
            let url = try FontLibrary.url(for: font)
            let face = try Self.load(path: url.path, file: font.file)
            faces[font.file] = face
            paths[font.file] = url.path
            return face
        }
    }

    /// The path each loaded face was read from, by file name.
    var loadedPaths: [String: String] {
        lock.withLock { paths }
    }

    /// Opens the font at `path` with FreeType and wraps it in a Cairo face that closes the
    /// `FT_Face` when Cairo releases it; `file` names the font in errors.
    static func load(path: String, file: String) throws -> OpaquePointer {
        let library = try FreeTypeLibrary.shared.get()
        let ftFace = try library.openFace(path: path, file: file)
        let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING))!
        var status = cairo_font_face_status(face)
        if status == CAIRO_STATUS_SUCCESS {
            status = cairo_font_face_set_user_data(face, FreeTypeLibrary.faceKey, ftFace,
                                                   FreeTypeLibrary.closeFaceCallback)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(face)
            library.closeFace(ftFace)
            throw CairoRendererError.fontUnloadable(file: file, path: path, reason: describe(status))
        }
        return face
    }
}
