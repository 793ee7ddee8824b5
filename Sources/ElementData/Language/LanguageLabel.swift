/// The words ptable draws besides element and category names: every key a language file's
/// `labels` object must have. Texts with `{value}`, `{n}`, `{block}`, `{title}`, `{name}` or
/// `{mass}` are patterns; each placeholder is replaced by the number or name it stands for.
public enum LanguageLabel: String, CaseIterable, Sendable {
    case posterTitle, shortTitle
    case atomicNumber, symbol, name, atomicMass, meltingPoint, boilingPoint, discoveredBy, category, phase, density
    case electronegativity, electronConfiguration, appearance, namedBy, source
    case electronAffinity, molarHeat, ionizationEnergy
    case oxidation, oxidationStates, isotopes, atomicRadius, covalentRadius, singleBondCovalentRadius, vanDerWaalsRadius
    case electronegativityAllen, crystalStructure, discoveryYear, casNumber, atomicWeights, sources, userData
    // `ptable properties`: the names of the properties no tile field draws, and notes after values.
    case sublimationPoint, ionizationEnergyMolar, uncited, noneMarkedCommon, references
    case sublimesAt, sublimesAtShort, predictedMark
    case solid, liquid, gas, unknownPhase
    case predicted, noData, noStableIsotope, noCPKColour, massNumberNote, massNumberNoteShort, howToReadTile, symbolLegend
    case elementCategory, phaseAtRoomTemperature, block, blockName, unknownBlock, paulingScale, logScale
    case lanthanoids, actinoids, group, period, groupNumber, periodNumber, unknownPeriod, noGroup, fBlockNoGroup
    case palette, elementData, typeface
    case searchPlaceholder, searchLabel, sort, number, state, sections, firstLetter, none, theme
    // The built-in themes' names (`classic`, `dark`, `mono`) in the page's theme picker and the palette's titles.
    case themeClassic, themeDark, themeMono
    case yourName, forFavourites, onlyFavourites, favourite, tileFront, tileBack, clickToFlip, otherSide, close, elements, language
    case views, tabTable, tabFavourites, back, flipTile, tapToFlip, weight, keptUnderName, scrollTable
    // The page's script: status lines, empty states and image descriptions.
    case favouriteState, favouritesNeedName, noFavouritesYet, favouriteCountOne, favouriteCountMany, favouritesProblem
    case favouritesNameFirst, loadingFavourites, noMatches, tileAlt, tileBackAlt, favouriteAdded, favouriteRemoved
    case searchResults, serverUnreachable
    // Scene titles, heatmap notes and the palette's words.
    case tileBackTitle, stripTitle, paletteSceneTitle, clampedOutside, clampedBelow, clampedAbove, cpkLegend
    case swatchGroupPage, swatchPage, swatchInk, swatchMutedInk, swatchBorder, swatchFill, swatchAccent, swatchOnAccent
    case complement
    // The names ptable gives a user's numbers when they come without one.
    case atomsInOneFormula, atomsInFormulas, formulasWithElement, valueLabel
    // `ptable properties`: the unit column's heading, and the unit of a calendar year.
    case unit, year

    /// The placeholders a pattern label must contain, in the order `DisplayLocale.text(_:_:)`
    /// takes their values; empty for plain text.
    public var placeholders: [String] {
        switch self {
        case .sublimesAt, .sublimesAtShort, .favouritesProblem, .noMatches, .clampedOutside, .clampedBelow, .clampedAbove, .cpkLegend: ["{value}"]
        case .symbolLegend, .tileBackTitle: ["{title}"]
        case .blockName: ["{block}"]
        case .groupNumber, .periodNumber, .atomsInOneFormula, .atomsInFormulas, .formulasWithElement, .searchResults: ["{n}"]
        case .palette, .noFavouritesYet, .favouriteCountOne, .tileAlt, .tileBackAlt, .paletteSceneTitle, .favouriteAdded,
             .favouriteRemoved: ["{name}"]
        case .favouriteCountMany: ["{n}", "{name}"]
        case .stripTitle: ["{name}", "{value}"]
        case .massNumberNote, .massNumberNoteShort: ["{mass}"]
        default: []
        }
    }

    /// The labels only the served page's script writes (status lines, empty states, image
    /// descriptions), which the page carries in its data and fills in.
    public static let pageScript: [LanguageLabel] = [
        .favouriteState, .favouritesNeedName, .noFavouritesYet, .favouriteCountOne, .favouriteCountMany,
        .favouritesProblem, .favouritesNameFirst, .loadingFavourites, .noMatches, .tileAlt, .tileBackAlt,
        .favouriteAdded, .favouriteRemoved, .searchResults, .serverUnreachable,
    ]
}
