import Foundation
import Testing
@testable import Layout

@Suite struct TextFitterTests {
    let regular = try! FontLibrary.metrics(for: FontLibrary.regular)
    var fitter: TextFitter { TextFitter(metrics: regular) }

    // MARK: One line

    @Test func textThatFitsUsesThePreferredSize() {
        let fitted = fitter.fit("Rutherfordium", width: 200, preferredSize: 12, minimumSize: 6)
        #expect(fitted.lines == ["Rutherfordium"])
        #expect(fitted.fontSize == 12)
        #expect(fitted.lineWidths == [regular.width(of: "Rutherfordium", fontSize: 12)])
        #expect(abs(fitted.lineWidths[0] - 81.204545455) < 1e-6)
        #expect(!fitted.wasTruncated)
    }

    /// No renderer draws a missing-glyph box: what the face lacks is decomposed or left out.
    @Test func charactersTheFaceLacksAreLeftOut() {
        #expect(fitter.fit("Natrium تست", width: 200, preferredSize: 12, minimumSize: 6).lines == ["Natrium"])
        #expect(fitter.fit("Humphry Davy 😀 (ﬁrst)", width: 300, preferredSize: 12, minimumSize: 6).lines == ["Humphry Davy (first)"])
        #expect(fitter.fit("😀", width: 200, preferredSize: 12, minimumSize: 6).lines.isEmpty)
    }

    @Test func tooWideTextShrinksToTheLargestSizeThatFits() {
        let fitted = fitter.fit("Rutherfordium", width: 60, preferredSize: 12, minimumSize: 6, maxLines: 2)
        #expect(fitted.lines == ["Rutherfordium"])
        #expect(fitted.fontSize == 8.86)
        #expect(fitted.lineWidths[0] <= 60)
        #expect(regular.width(of: "Rutherfordium", fontSize: 8.87) > 60)
    }

    @Test func shrinkingOnOneLineComesBeforeWrapping() {
        let fitted = fitter.fit("Gesellschaft für Schwerionenforschung", width: 160, preferredSize: 12,
                                minimumSize: 6, maxLines: 2)
        #expect(fitted.lines == ["Gesellschaft für Schwerionenforschung"])
        #expect(fitted.fontSize == 8.55)
    }

    @Test func lineHeightAndVerticalMetricsScaleWithTheSize() {
        let fitted = fitter.fit("Og", width: 100, preferredSize: 28.16, minimumSize: 6, lineHeightFactor: 1.25)
        #expect(fitted.fontSize == 28.16)
        #expect(fitted.lineHeight == 28.16 * 1.25)
        #expect(abs(fitted.ascent - 27.28) < 1e-9)
        #expect(abs(fitted.descent - 6.8) < 1e-9)
        #expect(abs(fitted.height - 34.08) < 1e-9)
    }

    @Test func theStaticSpellingGivesTheSameResult() {
        let text = "GSI Helmholtz Centre for Heavy Ion Research"
        let viaStatic = TextFitter.fit(text, metrics: regular, preferredSize: 10, minimumSize: 7, width: 100,
                                       maximumLines: 2, lineHeight: 1.3)
        #expect(viaStatic == fitter.fit(text, width: 100, preferredSize: 10, minimumSize: 7, maxLines: 2,
                                        lineHeightFactor: 1.3))
        #expect(viaStatic.lineHeight == viaStatic.fontSize * 1.3)
    }

    // MARK: Wrapping

    @Test func wrapsAtASpaceWhenTheMinimumSizeIsTooWide() {
        let fitted = fitter.fit("GSI Helmholtz Centre for Heavy Ion Research", width: 100, preferredSize: 10,
                                minimumSize: 7, maxLines: 2)
        #expect(fitted.lines == ["GSI Helmholtz Centre", "for Heavy Ion Research"])
        #expect(fitted.fontSize == 8.92)
        #expect(fitted.lineWidths.allSatisfy { $0 <= 100 })
        #expect(!fitted.wasTruncated)
    }

    @Test func wrappingBalancesTheLines() {
        let fitted = fitter.fit("unknown, but predicted to be an alkali metal", width: 90, preferredSize: 10,
                                minimumSize: 7, maxLines: 2)
        #expect(fitted.lines == ["unknown, but predicted", "to be an alkali metal"])
        #expect(fitted.fontSize == 8)
    }

    @Test func wrapsAfterAHyphen() {
        let fitted = fitter.fit("Lawrence-Berkeley", width: 50, preferredSize: 10, minimumSize: 7, maxLines: 2)
        #expect(fitted.lines == ["Lawrence-", "Berkeley"])
        #expect(!fitted.wasTruncated)
    }

    @Test func aHyphenBetweenSpacesIsNotABreak() {
        let fitted = fitter.fit("Ion - Research", width: 45, preferredSize: 10, minimumSize: 7, maxLines: 2)
        #expect(fitted.lines == ["Ion -", "Research"])
    }

    @Test func usesTheFewestLinesThatFit() {
        let fitted = fitter.fit("GSI Helmholtz Centre for Heavy Ion Research", width: 100, preferredSize: 10,
                                minimumSize: 7, maxLines: 4)
        #expect(fitted.lines.count == 2)
    }

    @Test func heightCapsTheSizeOfWrappedLines() {
        let fitted = fitter.fit("GSI Helmholtz Centre for Heavy Ion Research", width: 100, height: 20,
                                preferredSize: 10, minimumSize: 7, maxLines: 2)
        #expect(fitted.lines.count == 2)
        #expect(fitted.height <= 20)
        #expect(fitted.fontSize == 8.29)
        #expect(regular.points(2728 + 680, fontSize: 8.30) + 8.30 * 1.2 > 20)
    }

    @Test func heightTooShortForTwoLinesTruncatesToOne() {
        let fitted = fitter.fit("GSI Helmholtz Centre for Heavy Ion Research", width: 100, height: 14,
                                preferredSize: 10, minimumSize: 7, maxLines: 2)
        #expect(fitted.lines == ["GSI Helmholtz Centre for H\u{2026}"])
        #expect(fitted.wasTruncated)
    }

    @Test func oneLineIsKeptEvenWhenTheBoxIsShorterThanIt() {
        let fitted = fitter.fit("Og", width: 100, height: 2, preferredSize: 10, minimumSize: 7)
        #expect(fitted.lines == ["Og"])
        #expect(fitted.fontSize == 7)
        #expect(!fitted.wasTruncated)
    }

    // MARK: Ellipsis

    @Test func ellipsisOnlyWhenEvenTheMinimumSizeIsTooWide() {
        let cut = fitter.fit("Praseodymium", width: 30, preferredSize: 10, minimumSize: 7, maxLines: 2)
        #expect(cut.lines == ["Praseo\u{2026}"])
        #expect(cut.fontSize == 7)
        #expect(cut.wasTruncated)
        #expect(cut.lineWidths[0] <= 30)

        let whole = fitter.fit("Praseodymium", width: 50, preferredSize: 10, minimumSize: 7, maxLines: 2)
        #expect(whole.lines == ["Praseodymium"])
        #expect(!whole.wasTruncated)
    }

    @Test func theLastOfSeveralLinesEndsInAnEllipsis() {
        let fitted = fitter.fit("GSI Helmholtz Centre for Heavy Ion Research", width: 60, preferredSize: 10,
                                minimumSize: 7, maxLines: 2)
        #expect(fitted.lines == ["GSI Helmholtz", "Centre for Heav\u{2026}"])
        #expect(fitted.wasTruncated)
    }

    /// Prose cut short ends after a whole word; one long word, or text without spaces, is cut
    /// where it must be.
    @Test func proseIsCutAfterItsLastWholeWord() {
        let prose = fitter.fit("GSI Helmholtz Centre for Heavy Ion Research", width: 60, preferredSize: 10,
                               minimumSize: 7, maxLines: 2, cutsAtWords: true)
        #expect(prose.lines == ["GSI Helmholtz", "Centre for\u{2026}"])
        #expect(prose.wasTruncated && prose.lineWidths.allSatisfy { $0 <= 60 })
        let word = fitter.fit("Schwerionenforschungsgesellschaft", width: 60, preferredSize: 10, minimumSize: 7,
                              maxLines: 1, cutsAtWords: true)
        #expect(word.lines.count == 1 && word.lines[0].hasPrefix("Schwerionen") && word.lines[0].hasSuffix("\u{2026}"))
        let comma = fitter.fit("a silvery, soft metal", width: 62, preferredSize: 10, minimumSize: 10, cutsAtWords: true)
        #expect(comma.lines == ["a silvery\u{2026}"], "the ellipsis takes the comma's place")
        let whole = fitter.fit("Centre for Heavy", width: 200, preferredSize: 10, minimumSize: 7, cutsAtWords: true)
        #expect(whole.lines == ["Centre for Heavy"] && !whole.wasTruncated)
    }

    @Test func aFontWithoutAnEllipsisGetsThreeDots() throws {
        let mono = TextFitter(metrics: try FontMetrics(data: SyntheticFont.monospacedASCII(), file: "mono"))
        #expect(!mono.metrics.hasGlyph("\u{2026}"))
        #expect(mono.metrics.width(of: "abcdefghij", fontSize: 10) == 50)
        let fitted = mono.fit("abcdefghij", width: 40, preferredSize: 10, minimumSize: 10)
        #expect(fitted.lines == ["abcde..."])
        #expect(fitted.lineWidths == [40])
        #expect(fitted.wasTruncated)
    }

    @Test func noLinesWhenNotEvenAnEllipsisFits() {
        let fitted = fitter.fit("Hydrogen", width: 1, preferredSize: 10, minimumSize: 7)
        #expect(fitted.lines.isEmpty)
        #expect(fitted.wasTruncated)
        #expect(fitted.height == 0)
    }

    // MARK: Unusual text

    @Test(arguments: ["", " ", "  \n\t ", "\u{2003}\u{3000}"])
    func emptyOrWhiteSpaceTextHasNoLines(text: String) {
        let fitted = fitter.fit(text, width: 50, preferredSize: 10, minimumSize: 7, maxLines: 2)
        #expect(fitted.lines.isEmpty)
        #expect(fitted.lineWidths.isEmpty)
        #expect(fitted.fontSize == 10)
        #expect(!fitted.wasTruncated)
        #expect(fitted.height == 0)
    }

    @Test func whiteSpaceRunsCollapseAndEndsAreTrimmed() {
        let fitted = fitter.fit("  Heavy \n\t Ion\u{00A0}Research  ", width: 500, preferredSize: 10, minimumSize: 7)
        #expect(fitted.lines == ["Heavy Ion\u{00A0}Research"])
    }

    @Test func combiningMarksStayWithTheirBase() {
        let fitted = fitter.fit("Ame\u{301}lie Ame\u{301}lie", width: 25, preferredSize: 10, minimumSize: 7)
        #expect(fitted.lines.map { Array($0.unicodeScalars) } == [Array("Ame\u{301}li\u{2026}".unicodeScalars)])

        let stacked = "e" + String(repeating: "\u{301}", count: 500) + "xyz"
        let cut = fitter.fit(stacked, width: 12, preferredSize: 10, minimumSize: 7)
        #expect(cut.lines.map { Array($0.unicodeScalars) } == [Array(stacked.unicodeScalars.prefix(501)) + ["\u{2026}"]])
        #expect(cut.lineWidths.allSatisfy { $0 <= 12 })
    }

    @Test(arguments: ["שלום עולם", "الهيدروجين عنصر", "氢是一种化学元素", "🧪⚗️ lab", "a\u{200F}b\u{202E}c"])
    func textTheFontCannotShapeIsMeasuredAndFitted(text: String) {
        for width in [5.0, 20, 60, 400] {
            let fitted = fitter.fit(text, width: width, preferredSize: 10, minimumSize: 7, maxLines: 2)
            #expect(fitted.lineWidths.allSatisfy { $0 <= width })
            for (line, measured) in zip(fitted.lines, fitted.lineWidths) {
                #expect(regular.width(of: line, fontSize: fitted.fontSize) == measured)
            }
        }
    }

    @Test func veryLongTextIsCutQuickly() {
        let long = String(repeating: "Gesellschaft für Schwerionenforschung ", count: 2000)
        let clock = ContinuousClock()
        var fitted = FittedText(lines: [], fontSize: 0, lineWidths: [], lineHeight: 0, ascent: 0, descent: 0,
                                wasTruncated: false)
        let elapsed = clock.measure {
            fitted = fitter.fit(long, width: 100, preferredSize: 10, minimumSize: 7, maxLines: 2)
        }
        #expect(fitted.lines == ["Gesellschaft für", "Schwerionenforschung Ges\u{2026}"])
        #expect(fitted.wasTruncated)
        #expect(elapsed < .milliseconds(200))

        let oneWord = String(repeating: "x", count: 100_000)
        let single = fitter.fit(oneWord, width: 4000, preferredSize: 10, minimumSize: 7, maxLines: 3)
        #expect(single.lineWidths.allSatisfy { $0 <= 4000 })
        #expect(single.wasTruncated)
    }

    @Test func oddNumbersDoNotTrap() {
        let text = "Rutherfordium"
        #expect(fitter.fit(text, width: .nan, preferredSize: 10, minimumSize: 7).lines.isEmpty)
        #expect(fitter.fit(text, width: -5, preferredSize: 10, minimumSize: 7).lines.isEmpty)
        #expect(fitter.fit(text, width: .infinity, preferredSize: 10, minimumSize: 7).fontSize == 10)
        #expect(fitter.fit(text, width: 100, preferredSize: .nan, minimumSize: 7).lines.isEmpty)
        #expect(fitter.fit(text, width: 100, preferredSize: 0, minimumSize: 7).lines.isEmpty)
        #expect(fitter.fit(text, width: 100, preferredSize: 10, minimumSize: -1, maxLines: 0).lines == [text])
        #expect(fitter.fit(text, width: 100, height: -1, preferredSize: 10, minimumSize: 7).fontSize == 7)
        #expect(fitter.fit(text, width: 100, preferredSize: 10, minimumSize: 7, lineHeightFactor: .nan)
            .lineHeight == 12)
        let belowMinimum = fitter.fit(text, width: 100, preferredSize: 5, minimumSize: 8)
        #expect(belowMinimum.fontSize == 5)
        #expect(fitter.fit(text, width: 100, preferredSize: 12.34, minimumSize: 7).fontSize == 12.34)
    }

    @Test func sizesAreMultiplesOfOneHundredth() {
        let fitted = fitter.fit("Rutherfordium", width: 200, preferredSize: 12.3456, minimumSize: 6.001)
        #expect(fitted.fontSize == 12.34)
        let shrunk = fitter.fit("Rutherfordium", width: 40, preferredSize: 12, minimumSize: 5.001)
        #expect(shrunk.fontSize == 5.91)
        let cut = fitter.fit("Rutherfordium", width: 20, preferredSize: 12, minimumSize: 5.001)
        #expect(cut.fontSize == 5.01)
    }

    /// The property checks' own yardstick: lines rejoin a text only as the fitter may break it.
    @Test func rejoiningAcceptsOnlyBreaksAtSpacesOrAfterHyphens() {
        #expect(FitPromises.rejoin(["Heavy Ion", "Research"], into: "Heavy Ion Research"))
        #expect(FitPromises.rejoin(["Rutherford-", "ium"], into: "Rutherford-ium"))
        #expect(!FitPromises.rejoin(["Heavy", "Ion"], into: "Heavy Ion Research"))
        #expect(!FitPromises.rejoin(["Heavy Ion Research", "x"], into: "Heavy Ion Research"))
        #expect(!FitPromises.rejoin(["Heavy", "on"], into: "Heavy Ion"))
        #expect(FitPromises.rejoin([], into: ""))
        #expect(FitPromises.normalized("  Heavy \n\t Ion\u{00A0}Research  ") == "Heavy Ion\u{00A0}Research")
    }

    // MARK: Properties

    @Test func namedHardCasesNeverExceedNarrowBoxes() {
        let texts = ["Rutherfordium", "Praseodymium", "GSI Helmholtz Centre for Heavy Ion Research",
                     "unknown, but predicted to be an alkali metal", "Gesellschaft für Schwerionenforschung"]
        var broken: [String] = []
        for text in texts {
            for step in 1...400 {
                let width = Double(step) * 0.5
                for maxLines in 1...3 {
                    for height in [nil, 12.0, 30.0] {
                        let fitted = fitter.fit(text, width: width, height: height, preferredSize: 12,
                                                minimumSize: 6, maxLines: maxLines)
                        broken += FitPromises(metrics: regular, text: text, width: width, height: height, preferredSize: 12,
                                              minimumSize: 6, maxLines: maxLines).broken(by: fitted)
                    }
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.prefix(20).joined(separator: "\n"))")
    }

    @Test(arguments: [64.0, 100, 128, 256, 512, 1000, 4096])
    func everyElementFieldFitsTilesOfEverySize(tile: Double) throws {
        let elements = try PeriodicTable.bundled().elements
        #expect(elements.count == 119)
        let roles: [(face: FontFace, preferred: Double, minimum: Double, maxLines: Int, height: Double?)] = [
            (FontLibrary.displayBold, 0.36, 0.2, 1, nil),
            (FontLibrary.semiBold, 0.13, 0.085, 2, 0.28),
            (FontLibrary.regular, 0.075, 0.055, 2, nil),
            (FontLibrary.medium, 0.1, 0.1, 3, 0.2),
        ]
        var broken: [String] = []
        for role in roles {
            let metrics = try FontLibrary.metrics(for: role.face)
            let fitter = TextFitter(metrics: metrics)
            for boxFraction in [0.86, 0.42, 0.15] {
                let width = tile * boxFraction
                let height = role.height.map { $0 * tile }
                for element in elements {
                    let fields = [element.name, element.symbol, element.discoveredBy, element.category,
                                  element.appearance, element.namedBy].compactMap { $0 }
                    for text in fields {
                        let fitted = fitter.fit(text, width: width, height: height, preferredSize: role.preferred * tile,
                                                minimumSize: role.minimum * tile, maxLines: role.maxLines)
                        broken += FitPromises(metrics: metrics, text: text, width: width, height: height,
                                              preferredSize: role.preferred * tile, minimumSize: role.minimum * tile,
                                              maxLines: role.maxLines).broken(by: fitted)
                    }
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.prefix(20).joined(separator: "\n"))")
    }
}
