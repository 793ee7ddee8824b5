import Foundation
import Testing

@Suite struct TerminalEndToEndTests {
    static let tableOrder = """
    H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr \
    Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn \
    Fr Ra Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og \
    La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr
    """.split(separator: " ").map(String.init)

    @Test func plainTableHasAll118SymbolsInTableOrder() async throws {
        let result = try await Ptable.run(["table", "--color", "never", "--columns", "120"])
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}"))
        let symbols = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .map(String.init)
            .filter { $0.first?.isUppercase == true && $0.allSatisfy(\.isLetter) && $0.count <= 2 }
        #expect(symbols == Self.tableOrder)
        #expect(result.output.contains("57–71") && result.output.contains("89–103"))
        for line in result.output.split(separator: "\n") {
            #expect(line.count <= 120)
        }
    }

    @Test func carbonTileShowsItsFieldsAndSublimation() async throws {
        let result = try await Ptable.run(["tile", "C", "--color", "never"])
        #expect(result.status == 0)
        let text = result.output
        for expected in ["6", "Carbon", "12.011", "Polyatomic nonmetal", "Ancient Egypt"] {
            #expect(text.contains(expected))
        }
        let melt = try #require(text.split(separator: "\n").first { $0.contains("Melting point") })
        let boil = try #require(text.split(separator: "\n").first { $0.contains("Boiling point") })
        #expect(melt.contains("sublimes at") && boil.contains("sublimes at"))
        #expect(text.contains("4098.15 K"))
    }

    @Test func colourFollowsTheChoiceAndNoColor() async throws {
        let always = try await Ptable.run(["tile", "Na", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(always.output.contains(";38;2;"))
        let fallback = try await Ptable.run(["tile", "Na", "--color", "always"])
        #expect(fallback.output.contains(";38;5;"))
        let auto = try await Ptable.run(["tile", "Na"])
        #expect(!auto.output.contains("\u{1B}"), "auto must be plain when stdout is a pipe")
        let never = try await Ptable.run(["table", "--color", "never", "--large"])
        #expect(never.status == 0 && !never.output.contains("\u{1B}"))
    }

    @Test func wideLayoutAndHypotheticalElement() async throws {
        let wide = try await Ptable.run(["table", "--layout", "wide", "--color", "never", "--include-hypothetical",
                                            "--columns", "200"])
        #expect(wide.status == 0)
        #expect(wide.output.contains("Uue"))
        let standard = try await Ptable.run(["table", "--color", "never"])
        #expect(!standard.output.contains("Uue"))
    }
}
