import Foundation
import Layout
import SVGRenderer
import Testing

/// Checks the output with the tools a user would open it with: xmllint and rsvg-convert.
@Suite struct SVGToolTests {
    static let scenes = [("tiny", SampleScenes.tiny), ("strip", SampleScenes.strip), ("hostile", SampleScenes.hostile)]

    @Test(.enabled(if: ExternalTool.isInstalled("xmllint"), "xmllint is not installed (apt-get install libxml2-utils)"))
    func xmllintAcceptsOutput() throws {
        let tool = try #require(ExternalTool("xmllint"))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, scene) in Self.scenes {
            for embed in [false, true] {
                let file = folder.appendingPathComponent("\(name)-\(embed).svg")
                try SVGRenderer(options: .init(embedFonts: embed)).renderData(scene).write(to: file)
                let result = try tool.run(["--noout", file.path])
                #expect(result.status == 0, "xmllint rejected \(name) (embed: \(embed)): \(result.standardError)")
                #expect(result.standardError.isEmpty, "xmllint warned on \(name): \(result.standardError)")
            }
        }
    }

    @Test(.enabled(if: ExternalTool.isInstalled("rsvg-convert"), "rsvg-convert is not installed (apt-get install librsvg2-bin)"))
    func rsvgConvertRendersPNGOfTheSceneSize() throws {
        let tool = try #require(ExternalTool("rsvg-convert"))
        let keep = ProcessInfo.processInfo.environment["SVG_RENDERER_TEST_OUTPUT"]
        let folder = try keep.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
        for (name, scene) in Self.scenes {
            let svg = folder.appendingPathComponent("\(name).svg")
            let png = folder.appendingPathComponent("\(name).png")
            try SVGRenderer().renderData(scene).write(to: svg)
            let result = try tool.run(["--format", "png", "--output", png.path, svg.path])
            #expect(result.status == 0, "rsvg-convert failed on \(name): \(result.standardError)")
            let data = try Data(contentsOf: png)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name).png is not a PNG")
            #expect(data.count > 100)
            // IHDR holds width and height, big-endian, at bytes 16..<24. One scene point is one pixel.
            try #require(data.count >= 24)
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == Int(scene.width.rounded(.up)) && height == Int(scene.height.rounded(.up)),
                    "\(name).png is \(width)×\(height)")
        }
    }
}
