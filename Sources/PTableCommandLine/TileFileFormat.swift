import ArgumentParser
import PTableRendering

/// `tiles --format`: the formats written one file a tile, every `RenderFormat` but the
/// terminal's, so a wrong value lists only what `tiles` can write.
enum TileFileFormat: String, CaseIterable, ExpressibleByArgument {
    case png, jpeg, svg, pdf, json

    /// A format as `--format` names it elsewhere (`jpg` too), unless it is the terminal's.
    init?(argument: String) {
        guard let format = RenderFormat(argument: argument) else { return nil }
        self.init(rawValue: format.rawValue)
    }

    /// The facade's format of the same name.
    var renderFormat: RenderFormat {
        // Every case is named after a RenderFormat.
        RenderFormat(rawValue: rawValue)!
    }
}
