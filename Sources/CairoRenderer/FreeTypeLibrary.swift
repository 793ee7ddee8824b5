import CCairo
import Foundation

/// The process's one `FT_Library`, shared by every renderer.
///
/// FreeType library objects are not thread-safe: opening and closing faces on one library
/// must be serialised, so both go through `lock`. Glyph loading happens inside Cairo, which
/// locks each face itself. Never call into Cairo while holding `lock`: Cairo may release a
/// font face, and with it call `closeFace`, from inside any of its functions.
final class FreeTypeLibrary: @unchecked Sendable {
    /// The shared library, or why FreeType could not start.
    static let shared: Result<FreeTypeLibrary, CairoRendererError> = {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            return .failure(.freeTypeUnavailable(reason: describeFreeTypeError(error)))
        }
        return .success(FreeTypeLibrary(library: library))
    }()

    /// The key under which each Cairo font face keeps the `FT_Face` it must close.
    nonisolated(unsafe) static let faceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// Cairo's destroy callback for `faceKey`: closes the `FT_Face` once Cairo is done with it.
    static let closeFaceCallback: cairo_destroy_func_t = { pointer in
        guard let pointer, case let .success(library) = shared else { return }
        library.closeFace(pointer.assumingMemoryBound(to: FT_FaceRec_.self))
    }

    private let library: FT_Library
    private let lock = NSLock()

    private init(library: FT_Library) {
        self.library = library
    }

    /// Opens the first face of the font file at `path`.
    func openFace(path: String, file: String) throws -> FT_Face {
        var face: FT_Face?
        let error = lock.withLock { FT_New_Face(library, path, 0, &face) }
        guard error == 0, let face else {
            throw CairoRendererError.fontUnloadable(file: file, path: path, reason: describeFreeTypeError(error))
        }
        return face
    }

    /// Releases a face opened by `openFace`.
    func closeFace(_ face: FT_Face) {
        lock.withLock { _ = FT_Done_Face(face) }
    }
}

/// FreeType's message for an error code, where the library was built with them.
func describeFreeTypeError(_ error: FT_Error) -> String {
    if let message = FT_Error_String(error) {
        return String(cString: message)
    }
    return "FreeType error \(error)" + (error == 0 ? "" : String(format: " (0x%02x)", error))
}
