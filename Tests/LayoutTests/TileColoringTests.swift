import Foundation
import Testing
@testable import Layout

/// Legends, colorbars, missing values, highlights and text contrast of coloured tables.
@Suite struct TileColoringTests {
    let table = try! PeriodicTable.bundled()

    func scene(_ coloring: TileColoring = .category, highlighted: Set<Int>? = nil, width: Double = 1600,
               formatter: ElementFormatter = ElementFormatter(), hypothetical: Bool = false,
               theme: Theme = .classic) throws -> Scene {
        let placement = try TablePlacement(elements: table.elements, form: .standard, includeHypothetical: hypothetical)
        var options = TableSceneLayout.Options(width: width)
        options.coloring = coloring
        options.highlighted = highlighted
        return try TableSceneLayout(theme: theme, formatter: formatter).scene(for: placement, options: options)
    }

    /// Every scheme the CLI offers: the categorical keys and each numeric field on each scale it allows.
    static var schemes: [TileColoring] {
        var all = CategoricalKey.allCases.map(TileColoring.categorical) + [.elementColor]
        for property in NumericProperty.allCases {
            all.append(.heatmap(Heatmap(property: property)))
            if property != .electronAffinity {
                all.append(.heatmap(Heatmap(property: property, scale: .log)))
            }
        }
        return all
    }

    // MARK: Contrast

    @Test(arguments: schemes)
    func everyTileTextReachesFourAndAHalfToOne(coloring: TileColoring) throws {
        for theme in Theme.builtIn.keys.sorted().map({ Theme.builtIn[$0]! }) {
            for highlighted in [nil, Set([1, 6, 11, 26, 79, 92])] as [Set<Int>?] {
                try expectReadableTiles(coloring, theme: theme, highlighted: highlighted)
            }
        }
    }

    func expectReadableTiles(_ coloring: TileColoring, theme: Theme, highlighted: Set<Int>?) throws {
        let scene = try scene(coloring, highlighted: highlighted, hypothetical: true, theme: theme)
        let tiles = scene.tiles
        #expect(tiles.count == 119)
        for tile in tiles {
            let fill = try #require(tile.group.background?.fill)
            #expect(fill.alpha == 255)
            for text in tile.group.texts {
                let ratio = text.color.contrastRatio(with: fill)
                #expect(ratio >= 4.5, "\(theme.name) \(tile.group.id ?? "?") \(text.role) \(text.color) on \(fill): \(ratio)")
            }
        }
    }

    @Test func darkViridisFillsGetWhiteText() throws {
        let scene = try scene(.heatmap(Heatmap(property: .melt)))
        let helium = try #require(scene.group(id: "tile-He"))
        #expect(helium.background?.fill?.rgbHex == "#440154")
        #expect(helium.text(.symbol)?.color == .white)
        #expect(helium.text(.value)?.color == .white)
        // Carbon sublimes at 4098.15 K (CRC Handbook), above tungsten's 3687 K melting point: the top of the scale.
        let carbon = try #require(scene.group(id: "tile-C"))
        #expect(carbon.background?.fill?.rgbHex == "#fde725")
        #expect(carbon.text(.symbol)?.color != .white)
        #expect(carbon.text(.value)?.text == "4098.15 K subl.")
    }

    // MARK: Palettes

    @Test func classicCategoryColoursStayDistinctWithColourBlindness() {
        let fills = CategoryFamily.allCases.map { Theme.classic.style(for: $0).fill }
        #expect(Set(fills).count == CategoryFamily.allCases.count)
        let (difference, first, second) = ColorVision.minimumDifference(fills)
        // Paul Tol's light scheme alone reaches 7.9; the two added tints bring it to 6.2.
        #expect(difference >= 6, "\(first) and \(second) differ by only \(difference) (CIEDE2000)")
    }

    @Test func classicCategoryColoursTakeBlackText() {
        for family in CategoryFamily.allCases {
            let style = Theme.classic.style(for: family)
            #expect(Theme.classic.ink.contrastRatio(with: style.fill) >= 4.5, "\(family)")
            #expect(style.accent.contrastRatio(with: style.fill) >= 4.5, "\(family) accent")
            #expect(style.onAccent.contrastRatio(with: style.accent) >= 4.5, "\(family) band")
        }
    }

    @Test func smallCategoricalPalettesAreTolLightAndDistinct() {
        for palette in [CategoricalPalette.phases, CategoricalPalette.blocks, CategoricalPalette.periods] {
            let (difference, first, second) = ColorVision.minimumDifference(palette + [CategoricalPalette.paleGrey])
            #expect(difference >= 7.5, "\(first) and \(second) differ by only \(difference)")
        }
    }

    @Test func neighbouringGroupsDifferStronglyWithColourBlindness() {
        let groups = CategoricalPalette.groups
        #expect(groups.count == 18 && Set(groups).count == 18)
        for vision in ColorVision.allCases {
            for (left, right) in zip(groups, groups.dropFirst()) {
                #expect(vision.difference(left, right) >= 15, "\(vision): \(left) beside \(right)")
            }
        }
    }

    // MARK: Legends and colorbars

    @Test(arguments: CategoricalKey.allCases)
    func categoricalColouringsDrawALegendNamingEachColour(key: CategoricalKey) throws {
        let scene = try scene(.categorical(key))
        let legend = try #require(scene.group(id: "legend"))
        #expect(scene.group(id: "colorbar") == nil)
        let swatches = legend.rects.filter { $0.role == "legend-swatch" }.compactMap(\.fill)
        let labels = legend.texts.filter { $0.role == .legend }.map(\.text)
        #expect(labels.first == key.title(in: .english))
        // Outlined swatches (the dashed "Predicted" key) are groups of their own.
        let outlined = legend.children.filter { if case let .group(g) = $0 { g.classes.contains("legend-swatch") } else { false } }
        // The title, one label per swatch, and the radioactive mark's key.
        #expect(labels.count == swatches.count + outlined.count + 2)
        #expect(labels.last == "No stable isotope")
        // Every tile's fill is named in the legend.
        let tileFills = Set(scene.tiles.compactMap { $0.group.background?.fill })
        #expect(tileFills.isSubset(of: Set(swatches)), "\(tileFills.subtracting(swatches))")
    }

    @Test func phaseLegendNamesSolidLiquidGas() throws {
        let labels = try #require(scene(.categorical(.phase)).group(id: "legend")).texts.map(\.text)
        // Phases from fermium on are predictions, outlined and keyed (`--predicted mark`, the default).
        #expect(labels == ["Phase at room temperature", "Solid", "Liquid", "Gas", "Predicted", "No stable isotope"])
        let group = try #require(scene(.categorical(.group)).group(id: "legend")).texts.map(\.text)
        #expect(group.count == 21 && group[1] == "Group 1" && group[18] == "Group 18" && group[19] == "f-block: no group")
    }

    /// The mono theme prints in black and white: a phase or block key there is drawn in greys
    /// whose lightness tells the classes apart, where the Tol colours of solid (#EEDD88) and gas
    /// (#99DDFF) print as the same grey. Neighbouring periods differ too.
    @Test func aBlackAndWhiteThemeDrawsItsKeysInGreys() throws {
        for key in [CategoricalKey.phase, .block, .period] {
            let tiles = try scene(.categorical(key), theme: .mono).tiles
            func fill(_ symbol: String) -> Color? {
                tiles.first { $0.group.id == "tile-\(symbol)" }?.group.children.compactMap {
                    if case let .rect(rect) = $0, rect.role == "tile-background" { rect.fill } else { nil }
                }.first
            }
            let fills = tiles.compactMap { $0.group.children.compactMap { if case let .rect(rect) = $0, rect.role == "tile-background" { rect.fill } else { nil } }.first }
            #expect(fills.allSatisfy { $0.red == $0.green && $0.green == $0.blue }, "\(key)")
            let classes = switch key {
            case .phase: ["Fe", "Hg", "Ne"]
            case .block: ["Na", "C", "Fe", "U"]
            default: ["Li", "Na", "K"]
            }
            #expect(Set(classes.compactMap(fill)).count == classes.count, "\(key): \(classes.map { fill($0)?.hex ?? "" })")
        }
    }

    @Test func heatmapDrawsALabelledColorbarWithANoDataKey() throws {
        let scene = try scene(.heatmap(Heatmap(property: .melt)))
        #expect(scene.group(id: "legend") == nil)
        let colorbar = try #require(scene.group(id: "colorbar"))
        let texts = colorbar.texts
        #expect(texts.first?.text == "Melting point (K)")
        #expect(texts.contains { $0.text == "No data" })
        #expect(texts.filter { $0.role == .label }.map(\.text) == ["500", "1000", "1500", "2000", "2500", "3000", "3500", "4000"])
        #expect(colorbar.rects.filter { $0.role == "colorbar-segment" }.count == ColorbarLayout.segments)
        #expect(colorbar.rects.contains { $0.role == "no-data-swatch" })
        #expect(colorbar.lines.contains { $0.role == "no-data-hatch" })
        #expect(colorbar.lines.filter { $0.role == "colorbar-tick" }.count == 8)
    }

    @Test func colorbarFollowsTheTemperatureUnitAndTheScale() throws {
        let celsius = try scene(.heatmap(Heatmap(property: .melt)), formatter: ElementFormatter(temperatureUnit: .celsius))
        #expect(celsius.group(id: "colorbar")?.texts.first?.text == "Melting point (°C)")
        #expect(celsius.group(id: "tile-Na")?.text(.value)?.text == "97.79 °C")
        let density = try scene(.heatmap(Heatmap(property: .density, scale: .log)))
        #expect(density.group(id: "colorbar")?.texts.first?.text == "Density (g/cm³, log scale)")
        #expect(density.group(id: "tile-H")?.text(.value)?.text == "0.08988 g/L")
        #expect(density.group(id: "tile-Fe")?.text(.value)?.text == "7.87 g/cm³")
    }

    @Test func tilesShowTheValueWithItsUnitInsteadOfTheMass() throws {
        let scene = try scene(.heatmap(Heatmap(property: .melt)))
        let sodium = try #require(scene.group(id: "tile-Na"))
        #expect(sodium.text(.value)?.text == "370.94 K")
        #expect(sodium.text(.mass) == nil)
        #expect(sodium.classes.contains("has-value"))
    }

    @Test func hassiumWithoutAMeltingPointIsHatchedGreyWithADash() throws {
        let scene = try scene(.heatmap(Heatmap(property: .melt)))
        let hassium = try #require(scene.group(id: "tile-Hs"))
        #expect(hassium.classes.contains("no-data"))
        let fill = try #require(hassium.background?.fill)
        #expect(fill == Theme.classic.pageBackground.mixed(with: Theme.classic.ink, amount: 0.1))
        #expect(!Colormap.viridis.colors.contains(fill))
        let hatch = hassium.lines.filter { $0.role == "no-data-hatch" }
        #expect(hatch.count >= 8)
        // The hatching stays inside the tile.
        let side = try #require(hassium.background?.width)
        #expect(hatch.allSatisfy { min($0.x1, $0.x2, $0.y1, $0.y2) >= 0 && max($0.x1, $0.x2, $0.y1, $0.y2) <= side })
        #expect(hassium.text(.value)?.text == "—")
        let sodium = try #require(scene.group(id: "tile-Na"))
        #expect(!sodium.classes.contains("no-data") && sodium.lines.isEmpty)
    }

    @Test func rangeClampsValuesToTheEndColours() throws {
        let scene = try scene(.heatmap(Heatmap(property: .melt, range: 300...1000)))
        #expect(scene.group(id: "tile-He")?.background?.fill == Colormap.viridis.colors.first)
        #expect(scene.group(id: "tile-W")?.background?.fill == Colormap.viridis.colors.last)
        #expect(scene.group(id: "tile-Fe")?.background?.fill == Colormap.viridis.colors.last)
    }

    @Test func logScaleOfElectronAffinityIsRefused() {
        #expect(throws: ColorScaleError.self) {
            try scene(.heatmap(Heatmap(property: .electronAffinity, scale: .log)))
        }
    }

    @Test func numericFieldsAcceptFriendlyAndJSONNames() {
        #expect(NumericProperty(name: "electronegativity_pauling") == .electronegativity)
        #expect(NumericProperty(name: "electronegativity") == .electronegativity)
        #expect(NumericProperty(name: "electron_affinity") == .electronAffinity)
        #expect(NumericProperty(name: "Electron-Affinity") == .electronAffinity)
        #expect(NumericProperty(name: "atomic_mass") == .atomicMass)
        #expect(NumericProperty(name: "molar_heat") == .molarHeat)
        #expect(NumericProperty(name: "ionization_energies") == .ionizationEnergy)
        #expect(NumericProperty(name: "ionization_energy_ev") == .ionizationEnergyElectronvolts)
        #expect(NumericProperty(name: "van_der_waals_radius") == .vanDerWaalsRadius)
        #expect(NumericProperty(name: "covalent_radius_pyykko") == .covalentRadiusPyykko)
        #expect(NumericProperty(name: "colour") == nil)
        #expect(TileColoring(name: "block") == .categorical(.block))
        #expect(TileColoring(name: "boil") == .heatmap(Heatmap(property: .boil)))
    }

    // MARK: Highlights

    @Test func highlightsDimEveryOtherTile() throws {
        let plain = try scene()
        let scene = try scene(highlighted: [11, 19, 37])
        for tile in scene.tiles {
            let id = tile.group.id ?? ""
            let isHighlighted = ["tile-Na", "tile-K", "tile-Rb"].contains(id)
            #expect(tile.group.classes.contains(isHighlighted ? "highlighted" : "dimmed"), "\(id)")
            let before = try #require(plain.group(id: id)?.background?.fill)
            let after = try #require(tile.group.background?.fill)
            let page = Theme.classic.pageBackground
            if isHighlighted {
                #expect(after == before)
                #expect(tile.group.rects.contains { $0.role == "tile-border" && $0.stroke == Theme.classic.ink })
            } else {
                // Dimmed fills move towards the page colour: closer to white in contrast.
                #expect(after.contrastRatio(with: page) < before.contrastRatio(with: page) || before == page, "\(id)")
                #expect(tile.group.text(.symbol)?.color != Theme.classic.ink, "\(id)")
            }
        }
        #expect(scene.allGroups.filter { $0.group.classes.contains("marker") }.count == 2)
    }
}

extension TileColoring: CustomTestStringConvertible {
    public var testDescription: String {
        switch self {
        case let .categorical(key): key.rawValue
        case .elementColor: "cpk"
        case let .heatmap(heatmap): "\(heatmap.property?.rawValue ?? heatmap.name) \(heatmap.scale.rawValue)"
        }
    }
}
