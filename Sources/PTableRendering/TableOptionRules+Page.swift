import Foundation
import Layout

/// The printed page: `paper`, `orientation`, `dpi`, `margin` and `bleed`.
extension TableOptionRules {
    /// The page options given without a paper (`given` pairs an option's name with whether it
    /// was given): each applies to a page only.
    public func checkPageOptionsNeedPaper(_ given: [(option: String, isGiven: Bool)]) throws {
        for (option, isGiven) in given where isGiven {
            throw TableOptionError("\(name(option)) applies to a page; add \(name("paper")) (e.g. \(example("paper", "a3")))")
        }
    }

    /// The paper `text` names: a4 … a0, letter, tabloid or WxH with a unit, up to the PDF page limit.
    public func paper(_ text: String) throws -> PaperSize {
        if let size = PaperSize(parsing: text) { return size }
        if PaperSize(parsing: text, maximumSide: .infinity) != nil {
            throw TableOptionError("\(name("paper")) must be at most \(Int(PaperSize.maximumSide)) mm (200 in, the PDF page limit) a side, got \(text)")
        }
        throw TableOptionError("\(name("paper")) must be a4, a3, a2, a1, a0, letter, tabloid or WxH with a unit such as 420x297mm or 24x36in, got \"\(text)\"")
    }

    /// A resolution in `dpis`.
    public func checkDPI(_ dpi: Int) throws {
        guard Self.dpis.contains(dpi) else {
            throw TableOptionError("\(name("dpi")) must be between \(Self.dpis.lowerBound) and \(Self.dpis.upperBound), got \(dpi)")
        }
    }

    /// Refuses a dpi for a page drawn in points (PDF, SVG), which is the same file at any
    /// resolution: the user would otherwise get no word that the dpi changed nothing.
    public func checkDPIApplies(to format: RenderFormat) throws {
        guard format == .pdf || format == .svg else { return }
        throw TableOptionError("\(name("dpi")) sets the resolution of a png or jpeg page (and of its json scene); "
            + "\(format == .svg ? "an svg" : "a pdf") page is drawn in points at any resolution, so leave \(name("dpi")) out")
    }

    /// The margin (`margin`, or the default when nil) that leaves room on the page `trim`
    /// (millimetres, oriented); `paperText` is the paper as given, for the message.
    public func margin(_ margin: Double?, trim: (width: Double, height: Double), paperText: String) throws -> Double {
        let millimetres = margin ?? Self.defaultMargin
        let shorter = min(trim.width, trim.height)
        guard millimetres.isFinite, millimetres >= 0, 2 * millimetres < shorter else {
            if margin == nil {
                throw TableOptionError("\(name("paper")) leaves no room inside the default \(PaperSize.text(Self.defaultMargin)) mm margin (give a smaller \(name("margin"))), got \(paperText)")
            }
            throw TableOptionError("\(name("margin")) must be at least 0 and less than half the page's shorter side (\(PaperSize.text(shorter / 2)) mm), got \(PaperSize.text(millimetres)) mm")
        }
        return millimetres
    }

    /// A bleed between 0 and `maximumBleed` millimetres.
    public func checkBleed(_ bleed: Double) throws {
        guard bleed.isFinite, (0...Self.maximumBleed).contains(bleed) else {
            throw TableOptionError("\(name("bleed")) must be between 0 and \(Int(Self.maximumBleed)) mm, got \(PaperSize.text(bleed)) mm")
        }
    }

    /// A PDF page (with its bleed) within the PDF limit; `paperText` and `bleed` as given.
    public func checkPDF(_ page: PageGeometry, paperText: String, bleed: Double) throws {
        let described = bleed > 0
            ? "\(example("paper", paperText)) with \(example("bleed", "\(PaperSize.text(bleed)) mm"))"
            : example("paper", paperText)
        do {
            try PrintedPageLimits.checkPDF(page, describedAs: described)
        } catch let error as RenderingError {
            throw TableOptionError(error.localizedDescription)
        }
    }
}
