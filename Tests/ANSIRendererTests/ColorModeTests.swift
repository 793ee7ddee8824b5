import Testing
@testable import ANSIRenderer

@Suite struct ColorModeTests {
    let terminal = ["TERM": "xterm-256color"]

    @Test func neverGivesNoColour() {
        #expect(ColorMode.resolve(choice: .never, isTerminal: true, environment: ["COLORTERM": "truecolor"]) == .none)
    }

    @Test func alwaysGivesTrueColourWhenColortermSaysSo() {
        #expect(ColorMode.resolve(choice: .always, isTerminal: false, environment: ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorMode.resolve(choice: .always, isTerminal: false, environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorMode.resolve(choice: .always, isTerminal: true, environment: ["COLORTERM": "TrueColor"]) == .trueColor)
    }

    @Test func alwaysGives256ColoursOtherwise() {
        #expect(ColorMode.resolve(choice: .always, isTerminal: false, environment: [:]) == .ansi256)
        #expect(ColorMode.resolve(choice: .always, isTerminal: true, environment: ["COLORTERM": "yes"]) == .ansi256)
    }

    @Test func alwaysOverridesNoColorAndDumbTerminal() {
        #expect(ColorMode.resolve(choice: .always, isTerminal: true, environment: ["NO_COLOR": "1", "TERM": "dumb"]) == .ansi256)
    }

    @Test func autoGivesNoColourWhenNotATerminal() {
        #expect(ColorMode.resolve(choice: .auto, isTerminal: false, environment: ["COLORTERM": "truecolor"]) == .none)
    }

    @Test func autoGivesNoColourWhenNoColorIsSet() {
        #expect(ColorMode.resolve(choice: .auto, isTerminal: true, environment: ["NO_COLOR": "1"]) == .none)
        #expect(ColorMode.resolve(choice: .auto, isTerminal: true, environment: ["NO_COLOR": "0"]) == .none)
    }

    @Test func autoIgnoresAnEmptyNoColor() {
        #expect(ColorMode.resolve(choice: .auto, isTerminal: true, environment: ["NO_COLOR": ""]) == .ansi256)
    }

    @Test func autoGivesNoColourOnADumbTerminal() {
        #expect(ColorMode.resolve(choice: .auto, isTerminal: true, environment: ["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
    }

    @Test func autoOnATerminalFollowsColorterm() {
        #expect(ColorMode.resolve(choice: .auto, isTerminal: true, environment: terminal) == .ansi256)
        #expect(ColorMode.resolve(choice: .auto, isTerminal: true,
                                  environment: terminal.merging(["COLORTERM": "truecolor"]) { $1 }) == .trueColor)
    }
}
