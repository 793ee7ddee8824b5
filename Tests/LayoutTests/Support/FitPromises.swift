import Layout

/// The promises of `TextFitter.fit` for one call, checked by the text-fitting suites on tens of
/// thousands of calls: each broken promise as a readable line, none when the fit keeps them all.
/// One issue a call with every broken promise named, rather than an `#expect` per promise per call.
public struct FitPromises: Sendable {
    public let metrics: FontMetrics
    public let text: String
    public let width: Double
    public let height: Double?
    public let preferredSize: Double
    public let minimumSize: Double
    public let maxLines: Int

    public init(metrics: FontMetrics, text: String, width: Double, height: Double?, preferredSize: Double,
                minimumSize: Double, maxLines: Int) {
        self.metrics = metrics
        self.text = text
        self.width = width
        self.height = height
        self.preferredSize = preferredSize
        self.minimumSize = minimumSize
        self.maxLines = maxLines
    }

    /// Every promise `fitted` breaks for this call.
    package func broken(by fitted: FittedText) -> [String] {
        var broken: [String] = []
        func require(_ kept: Bool, _ promise: @autoclosure () -> String) {
            if !kept { broken.append("\(text.debugDescription) in \(width) × \(String(describing: height)): \(promise()) (\(fitted.lines) at \(fitted.fontSize))") }
        }
        require(fitted.lines.count <= maxLines, "at most \(maxLines) lines")
        require(fitted.lines.count == fitted.lineWidths.count, "a width for every line")
        for (line, measured) in zip(fitted.lines, fitted.lineWidths) {
            require(measured <= width, "line \(line.debugDescription) no wider than the box")
            require(metrics.width(of: line, fontSize: fitted.fontSize) == measured, "line \(line.debugDescription) measured as drawn")
        }
        let steps = fitted.fontSize * 100
        require(abs(steps - steps.rounded()) < 1e-6, "a size in hundredths of a point")
        require(fitted.fontSize <= preferredSize + 1e-9, "no larger than the preferred size")
        if !fitted.lines.isEmpty {
            require(fitted.fontSize >= min(minimumSize, preferredSize) - 0.01, "no smaller than the minimum size")
        }
        if let height, fitted.lines.count > 1 {
            require(fitted.height <= height, "no taller than the box")
        }
        let normalized = Self.normalized(text)
        if fitted.wasTruncated {
            // An ellipsis only when the text cannot fit whole at the minimum size.
            require(metrics.width(of: normalized, fontSize: fitted.fontSize) > width, "cut only when it cannot fit whole")
            if let last = fitted.lines.last {
                require(last.hasSuffix("\u{2026}"), "a cut text ends in an ellipsis")
            } else {
                require(metrics.width(of: "\u{2026}", fontSize: fitted.fontSize) > width, "nothing drawn only when not even an ellipsis fits")
            }
        } else {
            require(Self.rejoin(fitted.lines, into: normalized), "the lines are the text broken at spaces or after hyphens")
        }
        return broken
    }

    /// White space collapsed to single spaces and trimmed, as the fitter reads text.
    public static func normalized(_ text: String) -> String {
        text.unicodeScalars.split { $0.properties.isWhitespace && !["\u{A0}", "\u{2007}", "\u{202F}"].contains($0) }
            .map { String(String.UnicodeScalarView($0)) }
            .joined(separator: " ")
    }

    /// True when the lines, in order, are the text broken at spaces (dropped) or after hyphens.
    public static func rejoin(_ lines: [String], into text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var next = 0
        for line in lines {
            let lineScalars = Array(line.unicodeScalars)
            guard next + lineScalars.count <= scalars.count,
                  scalars[next..<(next + lineScalars.count)].elementsEqual(lineScalars) else { return false }
            next += lineScalars.count
            if next < scalars.count, scalars[next] == " " { next += 1 }
        }
        return next == scalars.count
    }
}
