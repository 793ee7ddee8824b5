import ArgumentParser

/// An option value that is one of a fixed list of words, its cases' raw values.
///
/// argument-parser asks an option's type for its value strings and descriptions every time it
/// lays out the command's options, several times in each parse and again to report a usage
/// error; its own answer for `CaseIterable` types maps every case through generic code, which
/// in a debug build was a tenth of the parse. These answers are the same lists, worked out here.
package protocol ListedArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ListedArgument {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    public var defaultValueDescription: String { rawValue }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    public static var allValueDescriptions: [String: String] { [:] }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
