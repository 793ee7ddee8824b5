import CairoRenderer
import CTurboJPEG
import Foundation

public extension RGBRaster {
    /// Decodes a JPEG (any sampling, greyscale included) to RGB; `name` says which image failed
    /// in the error. The size the header declares is checked against the encoder's limits
    /// before anything is decoded.
    init(jpeg: Data, name: String = "image") throws {
        guard let handle = tjInitDecompress() else {
            throw JPEGRendererError.unreadable(name: name, reason: String(cString: tjGetErrorStr2(nil)))
        }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = jpeg.withUnsafeBytes { bytes in
            tjDecompressHeader3(handle, bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count),
                                &width, &height, &subsampling, &colorspace)
        }
        guard header == 0, width > 0, height > 0 else {
            throw JPEGRendererError.unreadable(name: name, reason: String(cString: tjGetErrorStr2(handle)))
        }
        try JPEGEncoder.checkSize(width: Int(width), height: Int(height))
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 3)
        let status = jpeg.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBufferPointer { out in
                tjDecompress2(handle, bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), out.baseAddress,
                              width, width * 3, height, Int32(TJPF_RGB.rawValue), TJFLAG_ACCURATEDCT)
            }
        }
        guard status == 0 else {
            throw JPEGRendererError.unreadable(name: name, reason: String(cString: tjGetErrorStr2(handle)))
        }
        self.init(width: Int(width), height: Int(height), pixels: pixels)
    }
}
