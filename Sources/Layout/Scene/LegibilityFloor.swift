/// The smallest text a scene may hold, and the check that it holds none smaller.
///
/// The floor comes from the theme's `minimumTextSize` (8 by default): in pixel output (a tile,
/// or a table sized by `--width`) it is that many pixels, which are the scene's points. A
/// printed page is read closer than a screen, so its floor is half the theme's value on A4 and
/// smaller paper and five eighths of it on A3 and larger: 4 pt and 5 pt by default. A page
/// drawn as pixels is read as pixels, so there the floor is also the theme's value in pixels at
/// the page's resolution (an A4 page at 100 dpi: 5.76 pt).
///
/// Chinese, Japanese and Korean need more pixels than Latin script: at 8 px a character such
/// as 熔 or 𬬻 is a blot. On screen (and on a page drawn as pixels) a scene in one of those
/// languages takes `cjkScale` times the theme's floor, 10 px by default, for all its text, so
/// that lines spaced for one size stay apart; a printed page keeps its print floor.
///
/// Layouts enforce it: a text that cannot be drawn at or above the floor is left out (a level
/// of detail), never shrunk below it. The scene records the floor it was laid out for
/// (`Scene.minimumTextSize`) so tests and tools can check any scene with `illegibleText`.
public enum LegibilityFloor {
    /// How much higher the floor in pixels is for a language written in CJK script.
    public static let cjkScale = 1.25

    /// The floor of pixel output: the theme's `minimumTextSize`, times `cjkScale` in Chinese,
    /// Japanese or Korean.
    public static func pixels(_ theme: Theme, locale: DisplayLocale = .english) -> Double {
        theme.minimumTextSize * (locale.cjkRegion == nil ? 1 : cjkScale)
    }

    /// The floor of Latin text (figures, symbols) in a scene in `locale` whose floor is `floor`:
    /// a Chinese, Japanese or Korean scene's floor is raised for its own script, not for Latin.
    static func latin(_ floor: Double, locale: DisplayLocale) -> Double {
        locale.cjkRegion == nil ? floor : floor / cjkScale
    }
    /// The floor of a printed page: 4 pt on A4 and smaller, 5 pt on A3 and larger (with the
    /// default theme), decided by the trim area so tabloid counts as A3 and letter as A4; for a
    /// page drawn as pixels at `dpi`, at least the floor in pixels (`pixels(_:locale:)`).
    public static func page(_ page: PageGeometry, theme: Theme, dpi: Double? = nil, locale: DisplayLocale = .english) -> Double {
        let a3Area = 297.0 * 420.0 * PaperSize.pointsPerMillimetre * PaperSize.pointsPerMillimetre
        let isLarge = page.trimWidth * page.trimHeight >= 0.95 * a3Area
        let printed = theme.minimumTextSize * (isLarge ? 0.625 : 0.5)
        guard let dpi, dpi > 0 else { return printed }
        return max(printed, pixels(theme, locale: locale) * 72 / dpi)
    }

    /// The text runs of `scene` drawn smaller than `floor` (or than the scene's own floor);
    /// empty for a legible scene. Sizes are compared after the scene's rounding to 1/100.
    public static func illegibleText(in scene: Scene, floor: Double? = nil) -> [SceneText] {
        guard let limit = floor ?? scene.minimumTextSize else { return [] }
        return scene.textRuns.filter { $0.fontSize < limit - 0.005 }
    }
}
