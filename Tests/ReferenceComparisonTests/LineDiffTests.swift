import ReferenceComparison
import Testing

@Suite struct LineDiffTests {
    @Test func firstDifferingLine() {
        #expect(LineDiff.firstDifferingLine("a\nb\nc\n", "a\nb\nc\n") == nil)
        #expect(LineDiff.firstDifferingLine("a\nb\nc\n", "a\nB\nc\n") == 2)
        #expect(LineDiff.firstDifferingLine("a\nb\n", "a\nb\nc\n") == 3)
        #expect(LineDiff.firstDifferingLine("", "x") == 1)
        #expect(LineDiff.firstDifferingLine("a\n\nb", "a\n\nc") == 3)
        #expect(LineDiff.firstDifferingLine("é\n\u{301}x\n", "é\n\u{301}y\n") == 2)
        // CR LF is one Character, not a line feed: such text is split by Characters, as always.
        #expect(LineDiff.firstDifferingLine("a\r\nb\n", "a\r\nc\n") == 1)
        #expect(LineDiff.firstDifferingLine("a\rb\nc\n", "a\rb\nd\n") == 2)
    }

    @Test func distantChangesGetSeparateHunksWithContext() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "LINE 2"
        lines[17] = "LINE 18"
        lines.append("line 21")
        let new = lines.joined(separator: "\n") + "\n"
        let diff = LineDiff(context: 1).unified(expected: old, actual: new)
        #expect(diff == """
            --- expected
            +++ actual
            @@ -1,3 +1,3 @@
             line 1
            -line 2
            +LINE 2
             line 3
            @@ -17,4 +17,5 @@
             line 17
            -line 18
            +LINE 18
             line 19
             line 20
            +line 21

            """)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff().unified(expected: "same\n", actual: "same\n").isEmpty)
    }
}
