import ElementData

/// Reads a theme from a JSON tree, strictly: every key must be known and every value valid,
/// and each error names the key's full path. Keys left out inherit from the base theme.
struct ThemeReader {
    /// Names the document in errors, e.g. the file name.
    var source: String

    func theme(from document: JSONValue, defaultName: String) throws -> Theme {
        let root = Node(value: document, path: "")
        let members = try root.object(allowing: ["base", "name", "pageBackground", "ink", "mutedInk", "families",
                                                 "fonts", "tile", "slots", "minimumTextSize"],
                                         source: source)
        var theme = try base(members["base"])
        theme.name = try members["name"].map { try $0.string(source: source) } ?? defaultName
        if let node = members["pageBackground"] { theme.pageBackground = try node.color(source: source) }
        if let node = members["ink"] { theme.ink = try node.color(source: source) }
        if let node = members["mutedInk"] { theme.mutedInk = try node.color(source: source) }
        if let node = members["families"] { theme.families = try families(node, base: theme.families) }
        if let node = members["fonts"] { theme.fonts = try fonts(node, base: theme.fonts) }
        if let node = members["tile"] { theme.tile = try tile(node, base: theme.tile) }
        if let node = members["slots"] { theme.slots = try slots(node, base: theme.slots) }
        if let node = members["minimumTextSize"] {
            theme.minimumTextSize = try node.number(in: Limits.minimumTextSize, source: source)
        }
        return theme
    }

    private func base(_ node: Node?) throws -> Theme {
        guard let node else { return .classic }
        let name = try node.string(source: source)
        guard let theme = Theme.builtIn[name.lowercased()] else {
            let names = Theme.builtInNames
            throw error("unknown base theme \"\(name)\" for \"base\"; built-in themes: \(names.joined(separator: ", "))"
                        + Node.suggestion(for: name, among: names))
        }
        return theme
    }

    private func families(_ node: Node, base: [String: FamilyStyle]) throws -> [String: FamilyStyle] {
        var result = base
        let keys = CategoryFamily.allCases.map(\.rawValue)
        for (key, member) in try node.object(allowing: keys, source: source) {
            let fields = try member.object(allowing: ["fill", "accent", "onAccent", "borderStyle"], source: source)
            var style = base[key] ?? FamilyStyle.neutral
            if let value = fields["fill"] { style.fill = try value.color(source: source) }
            if let value = fields["accent"] { style.accent = try value.color(source: source) }
            if let value = fields["onAccent"] { style.onAccent = try value.color(source: source) }
            if let value = fields["borderStyle"] { style.borderStyle = try value.choice(BorderStyle.self, source: source) }
            result[key] = style
        }
        return result
    }

    private func fonts(_ node: Node, base: ThemeFonts) throws -> ThemeFonts {
        var fonts = base
        let slots: [(String, WritableKeyPath<ThemeFonts, FontFace>)] = [
            ("symbol", \.symbol), ("number", \.number), ("name", \.name), ("mass", \.mass),
            ("detail", \.detail), ("label", \.label), ("emphasis", \.emphasis),
        ]
        let members = try node.object(allowing: slots.map(\.0), source: source)
        for (key, path) in slots {
            if let member = members[key] { fonts[keyPath: path] = try font(member) }
        }
        return fonts
    }

    /// A bundled face by file name (`Inter-Bold.otf`) or by `{"family": "Inter", "weight": 700}`.
    private func font(_ node: Node) throws -> FontFace {
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

    private func tile(_ node: Node, base: TileGeometry) throws -> TileGeometry {
        var tile = base
        let members = try node.object(allowing: ["cornerRadius", "padding", "borderWidth", "borderColor", "gutter",
                                                 "bandHeight"], source: source)
        if let value = members["cornerRadius"] { tile.cornerRadius = try value.number(in: Limits.cornerRadius, source: source) }
        if let value = members["padding"] { tile.padding = try value.number(in: Limits.padding, source: source) }
        if let value = members["borderWidth"] { tile.borderWidth = try value.number(in: Limits.borderWidth, source: source) }
        if let value = members["gutter"] { tile.gutter = try value.number(in: Limits.gutter, source: source) }
        if let value = members["bandHeight"] { tile.bandHeight = try value.number(in: Limits.bandHeight, source: source) }
        if let value = members["borderColor"] {
            if case .string("accent") = value.value {
                tile.borderColor = nil
            } else if case let .string(text) = value.value, let color = Node.strictColor(text) {
                tile.borderColor = color
            } else {
                throw error("\"\(value.path)\" must be \"accent\" or a colour #rrggbb, got \(value.described)")
            }
        }
        return tile
    }

    private func slots(_ node: Node, base: TileSlots) throws -> TileSlots {
        var slots = base
        let members = try node.object(allowing: ["detail", "compact"], source: source)
        if let detail = members["detail"] {
            let places = try detail.object(allowing: ["topLeft", "topRight", "center", "belowCenter", "facts"], source: source)
            if let value = places["topLeft"] { slots.detail.topLeft = try value.field(source: source) }
            if let value = places["topRight"] { slots.detail.topRight = try value.field(source: source) }
            if let value = places["center"] { slots.detail.center = try value.field(source: source) }
            if let value = places["belowCenter"] {
                slots.detail.belowCenter = try value.fields(maximum: DetailSlots.maximumBelowCenter, source: source)
            }
            if let value = places["facts"] {
                slots.detail.facts = try value.fields(maximum: DetailSlots.maximumFacts, source: source)
            }
        }
        if let compact = members["compact"] {
            let places = try compact.object(allowing: ["topLeft", "topRight", "center", "belowCenter"], source: source)
            if let value = places["topLeft"] { slots.compact.topLeft = try value.field(source: source) }
            if let value = places["topRight"] { slots.compact.topRight = try value.field(source: source) }
            if let value = places["center"] { slots.compact.center = try value.field(source: source) }
            if let value = places["belowCenter"] {
                slots.compact.belowCenter = try value.fields(maximum: CompactSlots.maximumBelowCenter, source: source)
            }
        }
        return slots
    }

    private func error(_ detail: String) -> LayoutError {
        LayoutError.invalidTheme(path: source, detail: detail)
    }
}

extension ThemeReader {
    /// The values a theme's tile geometry may take, as fractions of a tile's side.
    enum Limits {
        static let cornerRadius = 0.0...0.5
        static let padding = 0.0...0.25
        static let borderWidth = 0.0...0.1
        static let gutter = 0.0...0.5
        static let bandHeight = 0.0...0.2
        /// Pixels: below 4 text is dust; above 16 a 32 px tile could not show its symbol.
        static let minimumTextSize = 4.0...16.0
    }
}

/// A value in the document and the key path that leads to it.
private struct Node {
    var value: JSONValue
    /// `tile.cornerRadius`, `slots.detail.facts[2]`; empty for the document itself.
    var path: String

    /// The members of an object by key, refusing any key not in `allowed`.
    func object(allowing allowed: [String], source: String) throws -> [String: Node] {
        guard case let .object(members) = value else {
            let what = path.isEmpty ? "a theme" : "\"\(path)\""
            throw LayoutError.invalidTheme(path: source, detail: "\(what) must be a JSON object, got \(value.kind)")
        }
        var result: [String: Node] = [:]
        for member in members {
            let childPath = path.isEmpty ? member.key : "\(path).\(member.key)"
            guard allowed.contains(member.key) else {
                throw LayoutError.invalidTheme(
                    path: source,
                    detail: "unknown key \"\(childPath)\"" + Self.suggestion(for: member.key, among: allowed)
                )
            }
            result[member.key] = Node(value: member.value, path: childPath)
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
            throw LayoutError.invalidTheme(
                path: source,
                detail: "\"\(path)\" must be between \(JSONValue.format(range.lowerBound)) and \(JSONValue.format(range.upperBound)), got \(JSONValue.format(number))"
            )
        }
        return number
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
            .map { try Node(value: $0.element, path: "\(path)[\($0.offset)]").field(source: source) }
            .filter { $0 != .none }
    }

    /// The value as an error message quotes it: strings in quotes, others by kind.
    var described: String {
        if case let .string(text) = value { return JSONValue.quoted(ElementText.sanitizedForMessage(text)) }
        if case let .number(number) = value { return JSONValue.format(number) }
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
        let scored = candidates.map { ($0, EditDistance.between(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return "" }
        return " (did you mean \(best.0)?)"
    }
}
