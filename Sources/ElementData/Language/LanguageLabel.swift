/// The words ptable draws besides element and category names: every key a language file's
/// `labels` object must have. Texts with `{value}`, `{n}`, `{block}`, `{title}`, `{name}` or
/// `{mass}` are patterns; each placeholder is replaced by the number or name it stands for.
public enum LanguageLabel: String, CaseIterable, Sendable {
    /// The table's titles: the poster's ("Periodic Table of the Elements") and a short one ("Periodic table").
    case posterTitle, shortTitle
    /// The names of the element data's own fields, as tile labels and column headings ("Melting point").
    case atomicNumber, symbol, name, atomicMass, meltingPoint, boilingPoint, discoveredBy, category, phase, density
    /// More field names: "Electronegativity", "Configuration", and the back tile's "Appearance", "Named by", "Source".
    case electronegativity, electronConfiguration, appearance, namedBy, source
    /// The names of three sourced fields ("First ionization energy" for `ionizationEnergy`).
    case electronAffinity, molarHeat, ionizationEnergy
    /// The names of the sourced properties' fields (`ElementProperties`), e.g. "Covalent radius".
    case oxidation, oxidationStates, isotopes, atomicRadius, covalentRadius, singleBondCovalentRadius, vanDerWaalsRadius
    /// More sourced field names, the "Atomic weights" and "Sources" headings, and "user data"
    /// for a value from a `--data` or `--values` file.
    case electronegativityAllen, crystalStructure, discoveryYear, casNumber, atomicWeights, sources, userData
    /// `ptable properties`: the names of the properties no tile field draws, and notes after values.
    case sublimationPoint, ionizationEnergyMolar, uncited, noneMarkedCommon, references
    /// A sublimation point in place of melting and boiling points ("sublimes at {value}", "{value} subl."),
    /// and the short mark of a predicted value ("pred.").
    case sublimesAt, sublimesAtShort, predictedMark
    /// The states of matter, and "Unknown phase" for an element whose data names none.
    case solid, liquid, gas, unknownPhase
    /// The legend's and key's notes: predicted values, missing data, mass numbers, how to read a tile.
    case predicted, noData, noStableIsotope, noCPKColour, massNumberNote, massNumberNoteShort, howToReadTile, symbolLegend
    /// Legend titles and the names of colour schemes' keys ("Element category", "{block}-block", "log scale").
    case elementCategory, phaseAtRoomTemperature, block, blockName, unknownBlock, paulingScale, logScale
    /// The table's row and column labels ("Group {n}", "Period {n}", "f-block: no group").
    case lanthanoids, actinoids, group, period, groupNumber, periodNumber, unknownPeriod, noGroup, fBlockNoGroup
    /// The palette's title ("Palette: {name}") and the credit's headings.
    case palette, elementData, typeface
    /// The served page's search, sort and section controls and its theme picker's heading.
    case searchPlaceholder, searchLabel, sort, number, state, sections, firstLetter, none, theme
    /// The built-in themes' names (`classic`, `dark`, `mono`) in the page's theme picker and the palette's titles.
    case themeClassic, themeDark, themeMono
    /// The served page's favourites and navigation controls.
    case yourName, favourite, elements, language
    /// More of the served page's words: its views and tabs, flipping a tile, the table's description.
    case views, tabTable, tabFavourites, back, flipTile, tapToFlip, weight, keptUnderName, scrollTable
    /// The page's script: status lines, empty states and image descriptions (`pageScript`).
    case favouriteState, favouritesNeedName, noFavouritesYet, favouriteCountOne, favouriteCountMany, favouritesProblem
    /// More of the page script's status lines and image descriptions.
    case favouritesNameFirst, loadingFavourites, noMatches, tileAlt, tileBackAlt, favouriteAdded, favouriteRemoved
    /// The page script's search count and its message when the server does not answer.
    case searchResults, serverUnreachable
    /// Scene titles, heatmap notes (values clamped to the range's end colours) and the CPK legend.
    case tileBackTitle, stripTitle, paletteSceneTitle, clampedOutside, clampedBelow, clampedAbove, cpkLegend
    /// The palette's names for a theme's swatches ("ink", "muted ink", "on accent").
    case swatchGroupPage, swatchPage, swatchInk, swatchMutedInk, swatchBorder, swatchFill, swatchAccent, swatchOnAccent
    /// The palette's word for a colour's complement.
    case complement
    /// The names ptable gives a user's numbers when they come without one.
    case atomsInOneFormula, atomsInFormulas, formulasWithElement, valueLabel
    /// `ptable properties`: the unit column's heading, and the unit of a calendar year.
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
