/// The words ptable draws besides element and category names: every key a language file's
/// `labels` object must have. Texts with `{value}`, `{n}`, `{block}`, `{title}` or `{name}`
/// `{mass}` are patterns; the placeholder is replaced by the number or name it stands for.
public enum LanguageLabel: String, CaseIterable, Sendable {
    case posterTitle, shortTitle
    case atomicNumber, symbol, name, atomicMass, meltingPoint, boilingPoint, discoveredBy, category, phase, density
    case electronegativity, electronConfiguration, appearance, namedBy, source
    case electronAffinity, molarHeat, ionizationEnergy
    case oxidation, oxidationStates, isotopes, atomicRadius, covalentRadius, singleBondCovalentRadius, vanDerWaalsRadius
    case electronegativityAllen, crystalStructure, discoveryYear, casNumber, atomicWeights, sources, userData
    case sublimesAt, predictedMark
    case solid, liquid, gas, unknownPhase
    case predicted, noData, noStableIsotope, noCPKColour, massNumberNote, massNumberNoteShort, howToReadTile, symbolLegend
    case elementCategory, phaseAtRoomTemperature, block, blockName, unknownBlock, paulingScale, logScale
    case lanthanoids, actinoids, group, period, groupNumber, periodNumber, unknownPeriod, noGroup, fBlockNoGroup
    case palette, elementData, typeface
    case searchPlaceholder, searchLabel, sort, number, state, sections, firstLetter, none, theme
    case yourName, forFavourites, onlyFavourites, favourite, tileFront, tileBack, clickToFlip, otherSide, close, elements, language
    case views, tabTable, tabFavourites, back, closeElement, flipTile, tapToFlip, weight, keptUnderName, scrollTable

    /// The placeholder a pattern label must contain, or nil for plain text.
    public var placeholder: String? {
        switch self {
        case .sublimesAt: "{value}"
        case .symbolLegend: "{title}"
        case .blockName: "{block}"
        case .groupNumber, .periodNumber: "{n}"
        case .palette: "{name}"
        case .massNumberNote, .massNumberNoteShort: "{mass}"
        default: nil
        }
    }
}
