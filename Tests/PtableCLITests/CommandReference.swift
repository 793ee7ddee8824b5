import Foundation

/// The DocC article that lists every command and option of `ptable`, written from
/// argument-parser's own description of the commands (`_dumpHelp()`), so the reference cannot
/// drift from the parser: `CommandReferenceTests` compares the committed article with it.
struct CommandReference {
    /// argument-parser's JSON description of a command tree (`--experimental-dump-help`).
    private struct ToolInfo: Decodable {
        let command: Command
    }

    private struct Command: Decodable {
        let commandName: String
        let abstract: String?
        let discussion: String?
        let arguments: [Argument]?
        let subcommands: [Command]?
        let shouldDisplay: Bool?
    }

    private struct Argument: Decodable {
        struct Name: Decodable {
            let kind: String
            let name: String
        }

        let kind: String
        let names: [Name]?
        let valueName: String?
        let defaultValue: String?
        let allValues: [String]?
        let isOptional: Bool
        let isRepeating: Bool
        let abstract: String?
        let discussion: String?
        let shouldDisplay: Bool
    }

    /// The article's Markdown for the JSON `dump` of the root command.
    static func article(fromDump dump: String) throws -> String {
        let info = try JSONDecoder().decode(ToolInfo.self, from: Data(dump.utf8))
        var lines = [
            "# Command reference",
            "",
            "Every command of `ptable` and every option, as `ptable <command> --help` prints them.",
            "",
            "## Overview",
            "",
            "This article is generated from the command-line parser's own description of the commands",
            "(`PTABLE_RECORD_REFERENCE=1 swift test --filter CommandReferenceTests` writes it again), and a",
            "test fails when it no longer matches. See <doc:ErrorsAndExitCodes> for what each exit code means.",
        ]
        append(info.command, path: [], to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ command: Command, path: [String], to lines: inout [String]) {
        let path = path + [command.commandName]
        let visibleSubcommands = (command.subcommands ?? []).filter { $0.shouldDisplay ?? true && $0.commandName != "help" }
        let arguments = (command.arguments ?? []).filter { $0.shouldDisplay && !isBuiltIn($0) }
        if path.count > 1 || !arguments.isEmpty {
            lines += ["", "\(path.count > 1 ? "###" : "##") `\(path.joined(separator: " "))`", ""]
            if let abstract = command.abstract, !abstract.isEmpty { lines.append(abstract) }
            if let discussion = command.discussion, !discussion.isEmpty { lines += ["", discussion] }
            if !arguments.isEmpty { lines.append("") }
            for argument in arguments { lines.append(row(for: argument)) }
        }
        for subcommand in visibleSubcommands { append(subcommand, path: path, to: &lines) }
    }

    /// `--help`, `--version` and the like, which every command has.
    private static func isBuiltIn(_ argument: Argument) -> Bool {
        let names = Set((argument.names ?? []).map(\.name))
        return names.contains("help") || names.contains("version") && argument.kind == "flag"
    }

    private static func row(for argument: Argument) -> String {
        var spelling: String
        if argument.kind == "positional" {
            spelling = "<\(argument.valueName ?? "value")>"
        } else {
            spelling = (argument.names ?? []).map { ($0.kind == "long" ? "--" : "-") + $0.name }.joined(separator: ", ")
            if argument.kind == "option" { spelling += " <\(argument.valueName ?? "value")>" }
        }
        var text = "- `\(spelling)`"
        if argument.isRepeating { text += " (repeatable)" }
        if let abstract = argument.abstract, !abstract.isEmpty { text += ": " + abstract }
        if let values = argument.allValues, !values.isEmpty, !(argument.abstract ?? "").contains(values.joined(separator: "|")) {
            text += " Values: " + values.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        if let value = argument.defaultValue, !value.isEmpty { text += " Default: `\(value)`." }
        return text
    }
}
