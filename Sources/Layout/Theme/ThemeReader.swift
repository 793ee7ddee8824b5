import ElementData

/// Reads a theme from a JSON tree, strictly: every key must be known and every value valid,
/// and each error names the key's full path. Keys left out inherit from the base theme.
struct ThemeReader {
    /// Names the document in errors, e.g. the file name.
    var source: String

    func theme(from document: JSONValue, defaultName: String) throws -> Theme {
        let root = ThemeNode(value: document, path: "")
        let members = try root.object(allowing: ["base", "name"] + ThemeSchema.theme.map(\.name), source: source)
        var theme = try base(members["base"])
        theme.name = try members["name"].map { try $0.string(source: source) } ?? defaultName
        return try read(ThemeSchema.theme, from: members, into: theme)
    }

    /// `value` with each of `keys` present in the object `node` read into it.
    func read<Value>(_ keys: [ThemeKey<Value>], from node: ThemeNode, into value: Value) throws -> Value {
        try read(keys, from: node.object(allowing: keys.map(\.name), source: source), into: value)
    }

    private func read<Value>(_ keys: [ThemeKey<Value>], from members: [String: ThemeNode], into value: Value) throws -> Value {
        var value = value
        for key in keys {
            if let member = members[key.name] { try key.read(member, &value, self) }
        }
        return value
    }

    private func base(_ node: ThemeNode?) throws -> Theme {
        guard let node else { return .classic }
        let name = try node.string(source: source)
        guard let theme = Theme.builtIn[name.lowercased()] else {
            let names = Theme.builtInNames
            throw error("unknown base theme \"\(name)\" for \"base\"; built-in themes: \(names.joined(separator: ", "))"
                        + ThemeNode.suggestion(for: name, among: names))
        }
        return theme
    }

    /// `families`: each family's keys over the base theme's style for it.
    func families(_ node: ThemeNode, base: [String: FamilyStyle]) throws -> [String: FamilyStyle] {
        var result = base
        for (key, member) in try node.object(allowing: CategoryFamily.allCases.map(\.rawValue), source: source) {
            result[key] = try read(ThemeSchema.family, from: member, into: base[key] ?? FamilyStyle.neutral)
        }
        return result
    }

    /// A bundled face by file name (`Inter-Bold.otf`) or by `{"family": "Inter", "weight": 700}`.
    func font(_ node: ThemeNode) throws -> FontFace {
        let faces = FontLibrary.allFaces
        let available = "bundled fonts: " + faces.map { "\($0.file) (\($0.family) \($0.weight))" }.joined(separator: ", ")
        switch node.value {
        case let .string(file):
            if let face = faces.first(where: { $0.file.lowercased() == file.lowercased() }) { return face }
            throw error("unknown font \"\(file)\" for \"\(node.path)\"; \(available)")
        case .object:
            let members = try node.object(allowing: ["family", "weight"], source: source)
            guard let familyNode = members["family"], let weightNode = members["weight"] else {
                throw error("\"\(node.path)\" needs both \"family\" and \"weight\", or a font file name; \(available)")
            }
            let family = try familyNode.string(source: source)
            let weight = try weightNode.number(in: 1...1000, source: source)
            if let face = faces.first(where: { $0.family.lowercased() == family.lowercased() && Double($0.weight) == weight }) {
                return face
            }
            throw error("unknown font \(family) \(JSONValue.format(weight)) for \"\(node.path)\"; \(available)")
        default:
            throw error("\"\(node.path)\" must be a font file name or {\"family\", \"weight\"}, got \(node.value.kind)")
        }
    }

    /// `tile.borderColor`: a colour, or `"accent"` (nil) for each family's accent.
    func borderColor(_ node: ThemeNode) throws -> Color? {
        if case .string("accent") = node.value { return nil }
        if case let .string(text) = node.value, let color = ThemeNode.strictColor(text) { return color }
        throw error("\"\(node.path)\" must be \"accent\" or a colour #rrggbb, got \(node.described)")
    }

    private func error(_ detail: String) -> LayoutError {
        LayoutError.invalidTheme(path: source, detail: detail)
    }
}

/// A value in the document and the key path that leads to it.
struct ThemeNode {
    var value: JSONValue
    /// `tile.cornerRadius`, `slots.detail.facts[2]`; empty for the document itself.
    var path: String

    /// The members of an object by key, refusing any key not in `allowed`.
    func object(allowing allowed: [String], source: String) throws -> [String: ThemeNode] {
        guard case let .object(members) = value else {
            let what = path.isEmpty ? "a theme" : "\"\(path)\""
            throw LayoutError.invalidTheme(path: source, detail: "\(what) must be a JSON object, got \(value.kind)")
        }
        var result: [String: ThemeNode] = [:]
        for member in members {
            let childPath = path.isEmpty ? member.key : "\(path).\(member.key)"
            guard allowed.contains(member.key) else {
                throw LayoutError.invalidTheme(
                    path: source,
                    detail: "unknown key \"\(childPath)\"" + Self.suggestion(for: member.key, among: allowed)
                )
            }
            result[member.key] = ThemeNode(value: member.value, path: childPath)
        }
        return result
    }

    func string(source: String) throws -> String {
        guard case let .string(text) = value else { throw typeError("a string", source: source) }
        return text
    }

    func number(in range: ClosedRange<Double>, source: String) throws -> Double {
        guard case let .number(number) = value else { throw typeError("a number", source: source) }
        guard range.contains(number) else {
            throw LayoutError.invalidTheme(path: source, detail: Self.outOfRange(path, range, got: described))
        }
        return number
    }

    /// The message for a number outside its key's range, read from a file or held in memory.
    static func outOfRange(_ path: String, _ range: ClosedRange<Double>, got value: String) -> String {
        "\"\(path)\" must be between \(JSONValue.format(range.lowerBound)) and \(JSONValue.format(range.upperBound)), got \(value)"
    }

    func color(source: String) throws -> Color {
        guard case let .string(text) = value, let color = Self.strictColor(text) else {
            throw LayoutError.invalidTheme(path: source, detail: "\"\(path)\" must be a colour #rrggbb, got \(described)")
        }
        return color
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type, source: String) throws -> Choice
        where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        guard case let .string(text) = value, let choice = Choice(rawValue: text) else {
            throw LayoutError.invalidTheme(path: source,
                                           detail: "\"\(path)\" must be one of \(names.joined(separator: ", ")), got \(described)")
        }
        return choice
    }

    func field(source: String) throws -> TileField {
        guard case let .string(name) = value else {
            throw typeError("a field name", source: source)
        }
        guard let field = TileField(rawValue: name) else {
            let names = TileField.allCases.map(\.rawValue)
            throw LayoutError.invalidTheme(
                path: source,
                detail: "unknown field \"\(name)\" in \"\(path)\"" + Self.suggestion(for: name, among: names)
                    + "; fields: \(names.joined(separator: ", "))"
            )
        }
        return field
    }

    /// A list of fields; `none` entries are dropped.
    func fields(maximum: Int, source: String) throws -> [TileField] {
        guard case let .array(items) = value else { throw typeError("an array of field names", source: source) }
        guard items.count <= maximum else {
            throw LayoutError.invalidTheme(path: source,
                                           detail: "\"\(path)\" has \(items.count) fields; at most \(maximum) fit")
        }
        return try items.enumerated()
            .map { try ThemeNode(value: $0.element, path: "\(path)[\($0.offset)]").field(source: source) }
            .filter { $0 != .none }
    }

    /// The value as an error message quotes it: strings in quotes, others by kind.
    var described: String {
        if case let .string(text) = value { return JSONValue.quoted(ElementText.escapedForMessage(text)) }
        // A number too large for a Double (1e400) is parsed as infinite, not null.
        if case let .number(number) = value { return number.isFinite ? JSONValue.format(number) : "a number out of range (at most ±1.8e308)" }
        return value.kind
    }

    private func typeError(_ expected: String, source: String) -> LayoutError {
        LayoutError.invalidTheme(path: source, detail: "\"\(path)\" must be \(expected), got \(value.kind)")
    }

    /// Exactly `#rrggbb`: six hex digits, either case.
    static func strictColor(_ text: String) -> Color? {
        guard text.count == 7, text.hasPrefix("#"), text.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        return Color(hex: text)
    }

    /// ` (did you mean cornerRadius?)` when a known name is close to `name`, else empty.
    static func suggestion(for name: String, among candidates: [String]) -> String {
        EditDistance.closest(to: name, among: candidates, within: max(2, name.count / 3)).map { " (did you mean \($0)?)" } ?? ""
    }
}
