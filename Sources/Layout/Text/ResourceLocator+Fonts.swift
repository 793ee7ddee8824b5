import ElementData

extension ResourceLocator {
    /// Where the bundled font files are found: `Fonts/` at the top of the source tree,
    /// or `Fonts/` beside an installed binary, or `share/ptable/Fonts`.
    static let fonts = ResourceLocator(
        foldersBesideExecutable: ["Fonts", "../share/ptable/Fonts"],
        environmentVariable: "PTABLE_FONTS_DIR", sourceFolder: "../../../Fonts")
}
