import ArgumentParser
import Layout
import PTableRendering

extension TableCommand {
    /// The colouring of --color-by, refused beside `--values` and `--count-formulas`, which
    /// colour the table themselves.
    func validatedColoring() throws -> TileColoring {
        try values.validateStandardInput(dataPath: common.dataOptions.data)
        if values.isRequested, colorBy != nil {
            throw ValidationError("--values and --count-formulas colour the table by your numbers; leave out --color-by")
        }
        return try resolvedColoring()
    }

    /// A heatmap of the user's numbers with --scale and --range, or the colouring of --color-by.
    func coloring(with ownValues: ElementValues?) throws -> TileColoring {
        guard let ownValues else { return try resolvedColoring() }
        return try TableOptionRules.commandLine { rules in
            let heatmap = Heatmap(source: .values(ownValues), scale: scale ?? .linear, range: try range.map(rules.range))
            try rules.checkLogRange(heatmap.range, scale: heatmap.scale, text: range)
            return .heatmap(heatmap)
        }
    }
}
