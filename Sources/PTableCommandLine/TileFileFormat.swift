import ArgumentParser
import PTableRendering

/// `tiles --format`: the formats written one file a tile, every `RenderFormat` but the
/// terminal's, so a wrong value lists only what `tiles` can write.
enum TileFileFormat: String, CaseIterable, ExpressibleByArgument {
    case png, jpeg, svg, pdf, json

    /// A format by its name, or `jpg` for JPEG, as `--format` takes it elsewhere.
    init?(argument: String) {
        self.init(rawValue: argument == "jpg" ? "jpeg" : argument)
    }

    /// The facade's format of the same name.
    var renderFormat: RenderFormat {
        switch self {
        case .png: .png
        case .jpeg: .jpeg
        case .svg: .svg
        case .pdf: .pdf
        case .json: .json
        }
    }
}
