import Foundation
import Layout
import PTableRendering

/// Every reference file a snapshot folder holds, and how to draw each.
struct SnapshotPlan {
    /// One reference file.
    struct Entry {
        var fileName: String
        var artwork: Artwork
        var format: RenderFormat
    }

    let entries: [Entry]
    let renderer: ArtworkRenderer
    /// The elements whose tiles are drawn, in number order.
    let elements: [Element]

    /// The plan for `settings`: the table first (the slowest jobs), then each side of each tile
    /// in each format. `manifest` names the file the element list was read from, if it was.
    init(settings: SnapshotSettings, table: PeriodicTable, theme: Theme, formatter: ElementFormatter,
         manifest: String? = nil) throws {
        renderer = ArtworkRenderer(theme: theme, formatter: formatter)
        var entries: [Entry] = []
        if settings.table {
            let placement = try TablePlacement(elements: table.elements, form: .standard,
                                               includeHypothetical: settings.includeHypothetical)
            let artwork = Artwork.table(placement, options: .init(width: Double(settings.tableWidth)))
            for format in settings.formats {
                entries.append(Entry(fileName: "periodic-table.\(format.fileExtension)", artwork: artwork, format: format))
            }
        }
        let elements: [Element]
        do {
            elements = try ElementSelection.elements(in: table, queries: settings.elements,
                                                     includeHypothetical: settings.includeHypothetical)
        } catch let error as ElementDataError {
            guard let manifest else { throw error }
            throw ElementDataError.invalidElementData(path: manifest, detail: "\"elements\": \(error.localizedDescription)")
        }
        for element in elements {
            for side in settings.sides {
                let artwork = Artwork.tile(element, size: Double(settings.tileSize), side: side)
                for format in settings.formats {
                    let fileName = FileNaming.tileFileName(for: element, side: side, fileExtension: format.fileExtension)
                    entries.append(Entry(fileName: fileName, artwork: artwork, format: format))
                }
            }
        }
        self.entries = entries
        self.elements = elements
    }

    /// Files in `folder` named as a reference of another recording of `table` (another element,
    /// side or format than this plan's), sorted: left behind when the recorded set shrank.
    static func obsoleteReferences(in folder: URL, table: PeriodicTable, planned: [Entry]) -> [String] {
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        let formats: [RenderFormat] = [.svg, .png, .json, .pdf, .ansi]
        var possible = Set(formats.map { "periodic-table.\($0.fileExtension)" })
        for element in table.elements {
            for side in TileSide.allCases {
                for format in formats {
                    possible.insert(FileNaming.tileFileName(for: element, side: side, fileExtension: format.fileExtension))
                }
            }
        }
        return present.intersection(possible).subtracting(planned.map(\.fileName)).sorted()
    }
}
