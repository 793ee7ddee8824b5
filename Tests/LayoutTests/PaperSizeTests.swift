import Foundation
import Testing
@testable import Layout

@Suite struct PaperSizeTests {
    @Test func namedSizesParseInAnyCase() {
        #expect(PaperSize(parsing: "a4") == .a4)
        #expect(PaperSize(parsing: "A3") == .a3)
        #expect(PaperSize(parsing: "Letter") == .letter)
        #expect(PaperSize(parsing: "TABLOID") == .tabloid)
        #expect(PaperSize(parsing: "a5") == nil)
    }

    @Test func customSizesParseStrictly() throws {
        let custom = try #require(PaperSize(parsing: "420x297mm"))
        #expect(custom.width == 420 && custom.height == 297 && custom.isCustom)
        #expect(PaperSize(parsing: "100.5X70mm")?.width == 100.5)
        #expect(PaperSize(parsing: "100×70mm")?.height == 70)
        for bad in ["420x297", "420 x 297mm", "420x297 mm", "x297mm", "420xmm", "0x297mm", "-420x297mm",
                    "1e3x297mm", "420x297x10mm", "420.x297mm", ".5x2mm", "420x297mmm", "5081x100mm", "nanxnanmm", ""] {
            #expect(PaperSize(parsing: bad) == nil, "\(bad) should be refused")
        }
    }

    @Test func namedSizesDefaultToLandscapeAndCustomSizesKeepTheirs() {
        #expect(PaperSize.a4.oriented(nil) == (297, 210))
        #expect(PaperSize.a4.oriented(.portrait) == (210, 297))
        let tall = PaperSize(parsing: "200x300mm")!
        #expect(tall.oriented(nil) == (200, 300))
        #expect(tall.oriented(.landscape) == (300, 200))
    }

    @Test func a4LandscapeIsTheIsoSizeInPoints() {
        let page = PageGeometry(paper: .a4, orientation: .landscape)
        #expect(abs(page.pageWidth - 841.89) < 0.005)
        #expect(abs(page.pageHeight - 595.28) < 0.005)
    }

    @Test func bleedAddsTwiceItsWidthToThePage() {
        // 3 mm is 8.503937 pt, kept as the scene keeps it (8.5): the trim box stays the paper.
        let page = PageGeometry(paper: .a3, orientation: .landscape, bleedMillimetres: 3)
        #expect(page.bleed == 8.5)
        #expect(abs(page.pageWidth - (420 * 72 / 25.4 + 17)) < 1e-9)
        #expect(abs(page.pageHeight - (297 * 72 / 25.4 + 17)) < 1e-9)
        #expect(abs(page.pageWidth - 2 * page.bleed - 420 * 72 / 25.4) < 1e-9)
        #expect(page.contentBox.x == page.bleed + page.margin)
    }

    @Test func a2At150DPIIs3508By2480() {
        let size = PageGeometry(paper: .a2, orientation: .landscape).pixelSize(dpi: 150)
        #expect(size == (3508, 2480))
    }

    /// The documented rounding, round(mm / 25.4 × dpi), for every named paper at common resolutions.
    @Test(arguments: [72.0, 96, 150, 200, 300, 600])
    func pixelSizeIsMillimetresOverAnInchTimesDPIRounded(dpi: Double) {
        for paper in PaperSize.named.values {
            for orientation in PageOrientation.allCases {
                let mm = paper.oriented(orientation)
                let size = PageGeometry(paper: paper, orientation: orientation).pixelSize(dpi: dpi)
                #expect(size.width == Int((mm.width / 25.4 * dpi).rounded()), "\(paper.name) \(orientation) \(dpi)")
                #expect(size.height == Int((mm.height / 25.4 * dpi).rounded()), "\(paper.name) \(orientation) \(dpi)")
            }
        }
    }

    @Test func millimetresInMessagesStayShortEvenWhenAbsurd() {
        #expect(PaperSize.text(105) == "105")
        #expect(PaperSize.text(12.5) == "12.5")
        #expect(PaperSize.text(-3) == "-3")
        #expect(PaperSize.text(-0.25) == "-0.25")
        #expect(PaperSize.text(1e300) == "1e+300")
        #expect(PaperSize.text(-2.5e12) == "-2.5e+12")
        #expect(PaperSize.text(.infinity) == "inf")
    }
}

/// Lengths for print written as people write them: millimetres, or a number and its unit.
@Suite struct PrintLengthTests {
    @Test func aBareNumberIsMillimetresAndAUnitConverts() throws {
        let cases: [(String, Double)] = [("3", 3), ("3mm", 3), ("3 MM", 3), (" 12.5 mm ", 12.5), ("0.3cm", 3), ("1e1mm", 10),
                                         ("−3mm", -3), ("0.125in", 3.175), ("9pt", 3.175), ("36pt", 12.7), ("1In", 25.4)]
        for (text, millimetres) in cases {
            let length = try #require(PrintLength.millimetres(text), "\(text)")
            #expect(abs(length - millimetres) < 1e-12, "\(text)")
        }
        // Whole numbers per unit: an inch size is the same double as the named paper's.
        #expect(PrintLength.millimetres("8.5in") == PaperSize.letter.width)
        #expect(PrintLength.millimetres("792pt") == PaperSize.letter.height)
    }

    @Test func otherTextIsNoLength() {
        for bad in ["", "mm", "in", "3m", "3 inch", "3 inches", "0x10", "nan", "inf", "3mm mm", "3mmm", "3,5mm", "3 px", "--3"] {
            #expect(PrintLength.millimetres(bad) == nil, "\(bad) should be refused")
        }
    }

    @Test func customPaperTakesTheSameUnits() throws {
        let letter = try #require(PaperSize(parsing: "8.5x11in"))
        #expect((letter.width, letter.height) == (PaperSize.letter.width, PaperSize.letter.height))
        #expect(letter.name == "8.5×11 in" && letter.isCustom)
        #expect(PaperSize(parsing: "612x792pt").map { ($0.width, $0.height) } ?? (0, 0) == (215.9, 279.4))
        #expect(PaperSize(parsing: "42x29.7CM").map { ($0.width, $0.height) } ?? (0, 0) == (420, 297))
        #expect(PaperSize(parsing: "24x36in")?.name == "24×36 in")
        // 200 in is the PDF page limit, in any unit.
        #expect(PaperSize(parsing: "200x100in") != nil && PaperSize(parsing: "201x100in") == nil)
        for bad in ["8.5x11", "8.5x11 in", "8.5x11inch", "8.5x11px", "8.5in x 11in", "8.5inx11in"] {
            #expect(PaperSize(parsing: bad) == nil, "\(bad) should be refused")
        }
    }
}
