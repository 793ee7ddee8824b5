import ElementData

/// One key of the theme file: its name, how its value is read into a `Root` (strictly, errors
/// naming the key's path) and how it is written back. `ThemeSchema` lists them all, so reading,
/// writing and the documented key list cannot drift apart.
struct ThemeKey<Root>: Sendable {
    let name: String
    /// The keys inside this one's object, for the documented list; empty for a plain value.
    let children: [String]
    let read: @Sendable (ThemeNode, inout Root, ThemeReader) throws -> Void
    let write: @Sendable (Root) -> JSONValue
    /// Why a value held in memory breaks the limits `read` keeps a file to (the message names
    /// the key's path, which starts with the given prefix), or nil: a theme made in code has
    /// not been through the reader.
    let problem: @Sendable (Root, _ prefix: String) -> String?

    init(_ name: String, children: [String] = [],
         read: @escaping @Sendable (ThemeNode, inout Root, ThemeReader) throws -> Void,
         write: @escaping @Sendable (Root) -> JSONValue,
         problem: @escaping @Sendable (Root, _ prefix: String) -> String? = { _, _ in nil }) {
        self.name = name
        self.children = children
        self.read = read
        self.write = write
        self.problem = problem
    }

    /// A colour `#rrggbb`.
    static func color(_ name: String, _ path: WritableKeyPath<Root, Color> & Sendable) -> ThemeKey {
        ThemeKey(name, read: { node, root, reader in root[keyPath: path] = try node.color(source: reader.source) },
                 write: { .string($0[keyPath: path].rgbHex) })
    }

    /// A number in `range`.
    static func number(_ name: String, _ path: WritableKeyPath<Root, Double> & Sendable,
                       in range: ClosedRange<Double>) -> ThemeKey {
        ThemeKey(name, read: { node, root, reader in root[keyPath: path] = try node.number(in: range, source: reader.source) },
                 write: { .number($0[keyPath: path]) },
                 problem: { root, prefix in
                     let value = root[keyPath: path]
                     guard !range.contains(value) else { return nil }
                     return ThemeNode.outOfRange(prefix + name, range, got: value.isFinite ? JSONValue.format(value) : String(value))
                 })
    }

    /// One of a closed set of names.
    static func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, _ path: WritableKeyPath<Root, Choice> & Sendable)
        -> ThemeKey where Choice.RawValue == String {
        ThemeKey(name, read: { node, root, reader in root[keyPath: path] = try node.choice(Choice.self, source: reader.source) },
                 write: { .string($0[keyPath: path].rawValue) })
    }

    /// A bundled font face.
    static func font(_ name: String, _ path: WritableKeyPath<Root, FontFace> & Sendable) -> ThemeKey {
        ThemeKey(name, read: { node, root, reader in root[keyPath: path] = try reader.font(node) },
                 write: { .string($0[keyPath: path].file) })
    }

    /// One tile field.
    static func field(_ name: String, _ path: WritableKeyPath<Root, TileField> & Sendable) -> ThemeKey {
        ThemeKey(name, read: { node, root, reader in root[keyPath: path] = try node.field(source: reader.source) },
                 write: { .string($0[keyPath: path].rawValue) })
    }

    /// A list of at most `maximum` tile fields.
    static func fields(_ name: String, _ path: WritableKeyPath<Root, [TileField]> & Sendable, maximum: Int) -> ThemeKey {
        ThemeKey(name, read: { node, root, reader in
            root[keyPath: path] = try node.fields(maximum: maximum, source: reader.source)
        }, write: { .array($0[keyPath: path].map { .string($0.rawValue) }) },
        problem: { root, prefix in
            let count = root[keyPath: path].count
            return count > maximum ? "\"\(prefix)\(name)\" may hold at most \(maximum) fields, got \(count)" : nil
        })
    }

    /// An object whose own keys are `keys`, read into and written from the value at `path`.
    /// `check` finds what is wrong with the object as a whole once its keys are read (a field in
    /// two places of one tile), whether they came from the file, its base or `fields`.
    static func group<Value>(_ name: String, _ path: WritableKeyPath<Root, Value> & Sendable,
                             _ keys: [ThemeKey<Value>],
                             check: @escaping @Sendable (Value) -> String? = { _ in nil }) -> ThemeKey {
        ThemeKey(name, children: keys.map(\.name), read: { node, root, reader in
            let value = try reader.read(keys, from: node, into: root[keyPath: path])
            if let detail = check(value) {
                throw LayoutError.invalidTheme(path: reader.source, detail: "\"\(node.path)\": \(detail)")
            }
            root[keyPath: path] = value
        }, write: { root in ThemeSchema.write(keys, of: root[keyPath: path]) },
        problem: { root, prefix in
            let value = root[keyPath: path]
            return keys.lazy.compactMap { $0.problem(value, prefix + name + ".") }.first
                ?? check(value).map { "\"\(prefix)\(name)\": \($0)" }
        })
    }
}
