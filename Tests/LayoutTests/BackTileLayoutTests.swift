import Foundation
import Testing
@testable import Layout

@Suite struct BackTileLayoutTests {
    let table = try! PeriodicTable.bundled()

    func back(_ query: String, size: Double = 512, theme: Theme = .classic) throws -> Scene {
        try BackTileLayout(theme: theme).scene(for: try table.requireElement(matching: query), size: size)
    }

    /// A summary cut short ends after a whole word: "with chemical…", not "with chemical sy…".
    @Test(arguments: [64.0, 96, 128])
    func aSummaryCutShortEndsAfterAWholeWord(size: Double) throws {
        for element in table.elements where !element.isHypothetical {
            let lines = try BackTileLayout().scene(for: element, size: size).textRuns.filter { $0.role == .summary }.map(\.text)
            guard let last = lines.last, last.hasSuffix("…") else { continue }
            // Lines follow each other in the summary, broken at spaces or after hyphens.
            var rest = Substring(ElementFormatter().summary(element))
            for line in lines.dropLast() + [String(last.dropLast())] {
                rest = rest.drop { $0 == " " }
                try #require(rest.hasPrefix(line), "\(element.symbol) at \(size): \(lines)")
                rest = rest.dropFirst(line.count)
            }
            // A line of one word too long for it (Praseodymi…) is cut where it must be.
            let kept = last.dropLast()
            rest = rest.drop { ",;:".contains($0) }
            #expect(rest.first == " " || kept.hasSuffix("-") || !kept.contains(" "),
                    "\(element.symbol) at \(size) is cut inside a word: \(last)")
        }
    }

    /// The bundled summaries lost the space after a colon (`from Latin:ferrum`); a user's own
    /// summary is written as it is (`a 3:1 ratio`, `Ca:Mg`).
    @Test func aBundledSummaryHasItsSpaceAfterAColonBack() throws {
        for query in ["Fe", "Cu", "Ag", "Au", "Pb", "Sn", "Sb", "C", "F", "Mg", "Zn", "Nb", "Tc", "La"] {
            let summary = ElementFormatter().summary(try table.requireElement(matching: query))
            #expect(summary.range(of: #"\p{L}:\p{L}"#, options: .regularExpression) == nil, "\(query): \(summary)")
        }
        #expect(ElementFormatter().summary(try table.requireElement(matching: "Fe")).contains("(from Latin: ferrum)"))
        var own = try table.requireElement(matching: "Fe")
        own.summary = "Fe:Ni 3:1 in meteorites"
        #expect(ElementFormatter(dataOrigin: .userData).summary(own) == "Fe:Ni 3:1 in meteorites")
    }

    func runs(_ scene: Scene, _ role: TextRole) -> [SceneText] {
        scene.textRuns.filter { $0.role == role }
    }

    /// A label too wide for its column drops its row: in no language should the back of a tile
    /// keep fewer rows than in English (Ukrainian's Зовнішній вигляд, Greek's Ονομάστηκε από did).
    /// Chinese, Japanese and Korean text takes a higher floor (10 px), which at 256 px leaves
    /// room for one row fewer.
    @Test(arguments: DisplayLocale.supportedCodes) func everyLanguageKeepsTheRowsEnglishKeeps(code: String) throws {
        let locale = try DisplayLocale.bundled(code)
        for symbol in ["Fe", "U", "Na"] {
            for size in [256.0, 512] {
                let element = try table.requireElement(matching: symbol)
                let english = try BackTileLayout().scene(for: element, size: size)
                let translated = try BackTileLayout(formatter: ElementFormatter(locale: locale)).scene(for: element, size: size)
                let (kept, englishKept) = (runs(translated, .label).count, runs(english, .label).count)
                if locale.cjkRegion != nil && size == 256 {
                    #expect(kept + 1 >= englishKept, "\(code) \(symbol) \(size)")
                } else {
                    #expect(kept == englishKept, "\(code) \(symbol) \(size)")
                }
            }
        }
    }

    /// Isotopes that do not fit their two lines lose whole isotopes, never one cut in the middle,
    /// and each stays on one line (no-break spaces inside it, shown here as _).
    @Test func isotopesLoseWholeItemsBeforeOneIsCut() throws {
        let lines = runs(try back("U", size: 256), .isotopes).map { $0.text.replacingOccurrences(of: "\u{00A0}", with: "_") }
        #expect(lines == ["²³⁸U_99.2742_%_t½_4.463_Gy,", "²³⁵U_0.7204_%_t½_704_My"])
        #expect(runs(try back("Fe", size: 256), .isotopes).map(\.text).joined(separator: " ").split(separator: ",").count == 3,
                "shorter lists fit whole")
    }

    @Test func backIsTheSameSquareAsTheFront() throws {
        let front = try DetailTileLayout().scene(for: try table.requireElement(matching: "Na"), size: 300)
        let scene = try back("Na", size: 300)
        #expect(scene.width == front.width && scene.height == front.height)
        guard case let .group(group) = scene.nodes.first else { Issue.record("no group"); return }
        #expect(group.id == "tile-back-Na")
        #expect(group.classes.contains("alkali-metal"))
    }

    @Test(arguments: ["Na", "Hg", "Uue", "He", "Zr", "Rf"], [64.0, 256, 512])
    func summaryIsWholeAndFittedInsideTheTile(symbol: String, size: Double) throws {
        let scene = try back(symbol, size: size)
        let summary = runs(scene, .summary)
        #expect(!summary.isEmpty)
        let pad = Theme.classic.tile.padding * size
        for run in summary {
            #expect(run.minX >= pad - 0.01)
            #expect(run.minX + run.measuredWidth <= size - pad + 0.01)
            #expect(run.y - run.fontSize * 0.73 >= Theme.classic.tile.bandHeight * size)
        }
        // Small backs leave the rows out (levels of detail); the summary loses its last lines.
        guard size >= 256 else {
            #expect(dividerY(scene) == nil && runs(scene, .appearance).isEmpty)
            #expect(summary.last?.text.hasSuffix("…") == true)
            #expect(summary.allSatisfy { $0.fontSize == 8 })
            return
        }
        // The summary stays above the divider, and the divider above the facts.
        let divider = try #require(dividerY(scene))
        #expect(summary.map(\.y).max()! < divider)
        #expect(runs(scene, .appearance).allSatisfy { $0.y > divider })
        for run in scene.textRuns {
            #expect(run.y <= size, "\(run.role) \(run.text) below the tile")
        }
        let element = try table.requireElement(matching: symbol)
        // Lines broken after a hyphen join without a space.
        let joined = summary.map(\.text).reduce("") { text, line in
            text.isEmpty ? line : text + (text.hasSuffix("-") ? "" : " ") + line
        }
        let words = joined.split(separator: " ")
        if size >= 256 {
            // At a readable size the whole summary is there, word for word.
            let expected = ElementFormatter().summary(element).split(separator: " ")
            if symbol != "Zr" { #expect(words == expected) }
        } else {
            #expect(words.count > 3)
        }
    }

    /// The summary keeps its credit: a back that shows any of it shows its source, and one that
    /// cuts it shows no other row (rows go before summary lines). Mercury's 192 px back used to
    /// show its whole summary and no row at all, where its 128 px back showed three.
    @Test(arguments: ["en", "ja"]) func aBackShowsTheSourceOfItsSummary(code: String) throws {
        let layout = BackTileLayout(formatter: ElementFormatter(locale: try .bundled(code)))
        for size in [128.0, 160, 192, 224, 256] {
            for symbol in ["H", "K", "Fe", "Hg", "Si", "Th"] {
                let scene = try layout.scene(for: table.requireElement(matching: symbol), size: size)
                let summary = runs(scene, .summary)
                guard !summary.isEmpty else { continue }
                #expect(!runs(scene, .source).isEmpty, "\(code) \(symbol) at \(size)")
                if summary.last?.text.hasSuffix("…") == true {
                    let others: Set<TextRole> = [.isotopes, .oxidationStates, .appearance, .namedBy]
                    #expect(others.isDisjoint(with: scene.textRuns.map(\.role)), "\(code) \(symbol) at \(size)")
                }
            }
        }
    }

    /// The mark over a capital in the band stays off the top edge where the band has room for
    /// the margin: the É of Étain stood 0.4 px under it on a 64 px back.
    @Test(arguments: [("fr", "Sn"), ("pl", "Fe"), ("pt", "Y"), ("uk", "I")]) func aMarkOverACapitalStaysOffTheTopEdge(code: String, symbol: String) throws {
        let layout = BackTileLayout(formatter: ElementFormatter(locale: try .bundled(code)))
        for size in [64.0, 96, 128] {
            let scene = try layout.scene(for: table.requireElement(matching: symbol), size: size)
            let name = try #require(runs(scene, .name).first, "\(code) \(symbol) at \(size)")
            #expect(SceneText.inkTop(of: name.text, baseline: name.y, fontSize: name.fontSize) >= 0.025 * size - 0.01,
                    "\(code) \(name.text) at \(size)")
        }
    }

    func dividerY(_ scene: Scene) -> Double? {
        guard case let .group(group) = scene.nodes.first else { return nil }
        for case let .line(line) in group.children where line.role == "divider" { return line.y1 }
        return nil
    }

    @Test func sourceIsALinkToTheArticle() throws {
        let source = try #require(runs(try back("Na"), .source).first)
        #expect(source.text == "en.wikipedia.org/wiki/Sodium")
        #expect(source.link == "https://en.wikipedia.org/wiki/Sodium")
    }

    @Test func spacesInTheSourceArePercentEncodedInTheLink() throws {
        let sources = runs(try back("Hg"), .source)
        let source = try #require(sources.first)
        // Too wide for its row: one line, cut in the middle, the link whole.
        #expect(sources.count == 1)
        #expect(source.text == "en.wikipedia.org/…")
        #expect(source.link == "https://en.wikipedia.org/wiki/Mercury%20(Element)")
        #expect(runs(try back("Na"), .source).map(\.text) == ["en.wikipedia.org/wiki/Sodium"])
        #expect(BackTileLayout.link(forSource: "javascript:alert(1)") == nil)
        #expect(BackTileLayout.link(forSource: "  ") == nil)
        #expect(BackTileLayout.link(forSource: nil) == nil)
        #expect(BackTileLayout.link(forSource: " http://x.org/a\"b ") == "http://x.org/a%22b")
        #expect(BackTileLayout.link(forSource: "HTTPS://Example.org/ä?q=1#f") == "HTTPS://Example.org/%C3%A4?q=1#f")
    }

    @Test func shownSourceLosesItsSchemeAndWWW() {
        #expect(BackTileLayout.displayedSource("  https://www.example.org/a \t") == "example.org/a")
        #expect(BackTileLayout.displayedSource("HTTP://WWW.EXAMPLE.ORG") == "EXAMPLE.ORG")
        #expect(BackTileLayout.displayedSource("ftp://x") == "ftp://x")
        #expect(BackTileLayout.displayedSource("https://é.org") == "é.org")
    }

    @Test func appearanceAndNamedByShowValuesOrADash() throws {
        let sodium = try back("Na")
        #expect(runs(sodium, .appearance).map(\.text) == ["silvery white metallic"])
        // At 256 px sodium's summary is whole only without the named-by row, which goes first.
        #expect(runs(sodium, .namedBy).isEmpty)
        let labels = runs(sodium, .label).map(\.text)
        #expect(labels == ["Isotopes", "Oxidation", "Appearance", "Source"])
        #expect(runs(sodium, .isotopes).map(\.text) == ["²³Na\u{00A0}100\u{00A0}%"])
        #expect(runs(sodium, .oxidationStates).map(\.text) == ["+1 (−1, 0)"])
        let hydrogen = try back("H")
        #expect(runs(hydrogen, .namedBy).map(\.text) == ["Antoine Lavoisier"])
        let ununennium = try back("Uue")
        #expect(runs(ununennium, .appearance).map(\.text) == ["—"])
    }

    /// The bundled summary, appearance and named-by are English: on a back in another language each
    /// of their runs is marked English; the translated words (labels, name) and a user's own data,
    /// whose language nobody stated, are left in the tile's language.
    @Test func bundledEnglishWordsOnAnotherLanguagesBackAreMarkedEnglish() throws {
        // Hydrogen has all three (iron has no named-by).
        let hydrogen = try table.requireElement(matching: "H")
        let japanese = try BackTileLayout(formatter: ElementFormatter(locale: try .bundled("ja"))).scene(for: hydrogen, size: 512)
        #expect(japanese.language == "ja")
        let english = japanese.textRuns.filter { $0.language == "en" }
        #expect(Set(english.map(\.role)) == [.summary, .appearance, .namedBy])
        #expect(runs(japanese, .summary).allSatisfy { $0.language == "en" })
        #expect(runs(japanese, .label).allSatisfy { $0.language == nil })
        #expect(runs(japanese, .name).allSatisfy { $0.language == nil })
        #expect(try back("H").textRuns.allSatisfy { $0.language == nil }, "an English back needs no mark")
        let own = try BackTileLayout(formatter: ElementFormatter(dataOrigin: .userData, locale: try .bundled("ja")))
            .scene(for: hydrogen, size: 512)
        #expect(own.textRuns.allSatisfy { $0.language == nil }, "a user's words are not assumed English")
        let dash = try BackTileLayout(formatter: ElementFormatter(locale: try .bundled("ja")))
            .scene(for: try table.requireElement(matching: "Uue"), size: 512)
        #expect(runs(dash, .appearance).map(\.language) == [nil], "a dash is no language")
    }

    @Test func headerShowsSymbolAndName() throws {
        let scene = try back("Na")
        #expect(runs(scene, .symbol).map(\.text) == ["Na"])
        #expect(runs(scene, .name).map(\.text) == ["Sodium"])
    }

    /// A name whose capital carries a mark (Ítrio, Żelazo, Йод) is set in the band with its
    /// symbol; the mark, 0.96 em over the baseline in Inter, stayed over the top of a 56 px back.
    @Test(arguments: [56.0, 64, 72])
    func marksOverTheBandsCapitalsStayInsideTheTile(size: Double) throws {
        for (code, query, name) in [("pt", "Y", "Ítrio"), ("fr", "Sn", "Étain"), ("pl", "Fe", "Żelazo"), ("uk", "I", "Йод")] {
            let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
            let scene = try BackTileLayout(formatter: formatter).scene(for: try table.requireElement(matching: query), size: size)
            let header = try #require(runs(scene, .name).first, "\(code) \(size)")
            #expect(header.text == name)
            #expect(header.y - 0.96 * header.fontSize >= 0, "\(name) at \(size): the mark reaches over the tile")
            #expect(runs(scene, .symbol).first?.y == header.y, "\(name) at \(size): symbol and name share a baseline")
        }
    }

    @Test func everyElementsBackLaysOut() throws {
        for element in table.elements {
            let scene = try BackTileLayout().scene(for: element, size: 256)
            #expect(!runs(scene, .summary).isEmpty, "\(element.symbol)")
            #expect(runs(scene, .source).count == 1, "\(element.symbol)")
        }
    }

    @Test func textTheFontLacksIsLeftOutNotDrawnAsBoxes() throws {
        let metrics = try FontLibrary.metrics(for: FontLibrary.regular)
        for element in table.elements {
            for run in try BackTileLayout().scene(for: element, size: 256).textRuns {
                let face = try FontLibrary.metrics(for: run.font)
                #expect(face.missingScalars(in: run.text).isEmpty, "\(element.symbol): \(run.text)")
            }
        }
        let zirconium = runs(try back("Zr"), .summary).map(\.text).joined(separator: " ")
        #expect(zirconium.contains("the Persian word zargun, meaning"))
        #expect(GlyphFallback.displayable("zargun زرگون, meaning", metrics: metrics) == "zargun, meaning")
        #expect(GlyphFallback.displayable("word (زرگون) here", metrics: metrics) == "word here")
        #expect(GlyphFallback.displayable("Νάτριο", metrics: metrics) == "Νάτριο")
    }

    @Test func missingSummaryShowsADash() throws {
        let element = Element(name: "Testium", number: 200, symbol: "Ts2", xpos: 1, ypos: 1)
        let scene = try BackTileLayout().scene(for: element, size: 256)
        #expect(runs(scene, .summary).map(\.text) == ["—"])
        #expect(runs(scene, .source).map(\.text) == ["—"])
        #expect(runs(scene, .source).first?.link == nil)
    }

    @Test func sodiumBackSnapshotIsStable() throws {
        #expect(try back("Na") == back("Na"))
    }
}
