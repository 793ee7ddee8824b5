import Testing
@testable import ANSIRenderer

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(DisplayWidth.of("Humphry Davy") == 12)
    }

    @Test func accentedLettersAreOneColumnComposedOrNot() {
        #expect(DisplayWidth.of("Jöns") == 4)
        #expect(DisplayWidth.of("Jo\u{308}ns") == 4)
        #expect(DisplayWidth.of("e\u{301}\u{302}\u{303}") == 1)
    }

    @Test func eastAsianWideAndFullwidthAreTwoColumns() {
        #expect(DisplayWidth.of("周期表") == 6)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("ｱｲ") == 2)  // halfwidth katakana
    }

    @Test func emojiAreTwoColumns() {
        #expect(DisplayWidth.of("🧪") == 2)
        #expect(DisplayWidth.of("👩‍🔬") == 2)
        #expect(DisplayWidth.of("⚗️") == 2)
    }

    @Test func controlAndFormatCharactersTakeNoColumns() {
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("\u{200B}") == 0)
        #expect(DisplayWidth.of("\u{301}") == 0)
    }

    @Test func wrappingCountsColumnsNotCharacters() {
        #expect(TextWrapping.wrap("周期表 周期表", width: 7) == ["周期表", "周期表"])
        #expect(TextWrapping.wrap("Jöns Jacob Berzelius", width: 10) == ["Jöns Jacob", "Berzelius"])
        #expect(TextWrapping.wrap("Schwerionenforschung", width: 8) == ["Schwerio", "nenforsc", "hung"])
        #expect(TextWrapping.wrap("周期表周期表", width: 5) == ["周期", "表周", "期表"])
        // A no-break space holds a number to its unit and its digit groups together.
        #expect(TextWrapping.wrap("Temp 1811\u{A0}K", width: 10) == ["Temp", "1811\u{A0}K"])
        #expect(TextWrapping.wrap("Boil 10\u{202F}031 °F", width: 10) == ["Boil", "10\u{202F}031 °F"])
    }

    @Test func truncationEndsInAnEllipsis() {
        #expect(TextWrapping.truncate("Rutherfordium", width: 7) == "Ruther…")
        #expect(TextWrapping.truncate("周期表", width: 4) == "周…")
        #expect(TextWrapping.truncate("Na", width: 4) == "Na")
    }

    /// Lines cut off show it, also when the last line kept fills its width to the column.
    @Test func wrappingToFewerLinesEndsInAnEllipsis() {
        #expect(TextWrapping.wrap("Schwerionenforschung", width: 8, maxLines: 2) == ["Schwerio", "nenfors…"])
        #expect(TextWrapping.wrap("Humphry Davy and others", width: 12, maxLines: 1) == ["Humphry Dav…"])
        #expect(TextWrapping.wrap("Humphry Dav y", width: 11, maxLines: 1) == ["Humphry Da…"])
        #expect(TextWrapping.wrap("Jöns Jacob Berzelius", width: 11, maxLines: 1) == ["Jöns Jacob…"])
        #expect(TextWrapping.wrap("周期表 周期表", width: 6, maxLines: 1) == ["周期…"])
        #expect(TextWrapping.wrap("Na", width: 4, maxLines: 1) == ["Na"])
    }
}
