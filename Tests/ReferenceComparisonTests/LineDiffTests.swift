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
        // Lines end at every line feed, a CR LF's too, as diff(1) splits them.
        #expect(LineDiff.firstDifferingLine("a\r\nb\n", "a\r\nc\n") == 2)
        #expect(LineDiff.firstDifferingLine("a\rb\nc\n", "a\rb\nd\n") == 2)
        // A missing last line feed and canonically equivalent spellings are differences too.
        #expect(LineDiff.firstDifferingLine("a\nb", "a\nb\n") == 2)
        #expect(LineDiff.firstDifferingLine("a\n\u{E9}\n", "a\ne\u{301}\n") == 2)
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

    @Test func crlfLinesAreDiffedLineByLine() {
        let diff = LineDiff(context: 0).unified(expected: "a\r\nb\r\nc\r\n", actual: "a\r\nB\r\nc\r\n")
        #expect(diff == "--- expected\n+++ actual\n@@ -2,1 +2,1 @@\n-b\r\n+B\r\n")
    }

    @Test func aMissingLastLineFeedIsShownAsDiffDoes() {
        let diff = LineDiff(context: 1).unified(expected: "a\n</svg>", actual: "a\n</svg>\n")
        #expect(diff == """
            --- expected
            +++ actual
            @@ -1,2 +1,2 @@
             a
            -</svg>
            \\ No newline at end of file
            +</svg>

            """)
    }

    @Test func bytesThatDifferAreNeverAnEmptyDiff() {
        let diff = LineDiff(context: 0).unified(expected: "caf\u{E9}\n", actual: "cafe\u{301}\n")
        #expect(diff == "--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff().unified(expected: "same\n", actual: "same\n").isEmpty)
    }
}
