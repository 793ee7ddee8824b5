/// Reads one object of a bundled table (standard atomic weights, data corrections) from the
/// strict parser's tree. Every problem is an `ElementDataError` naming the file, the place
/// (`elements[3].value`) and what was expected, like `ElementRecordDecoder` does for elements.
struct BundledTableReader {
    /// The document, for messages: "bundled StandardAtomicWeights.json".
    let source: String
    /// What the document should be: "a table of standard atomic weights".
    let what: String
    /// Where this object is in the document: "" for the top, "elements[3]".
    let place: String
    private let object: JSONNodeObject

    /// The reader of the document's top-level object.
    init(_ document: JSONNode, source: String, what: String) throws {
        self.source = source
        self.what = what
        place = ""
        guard case let .object(object) = document else {
            throw ElementDataError.invalidElementData(path: source, detail: "not \(what): the document must be an object, got \(document.kindDescription)")
        }
        self.object = object
    }

    private init(_ object: JSONNodeObject, source: String, what: String, place: String) {
        self.source = source
        self.what = what
        self.place = place
        self.object = object
    }

    /// `problem` at `key` of this object (or at the object itself), as the error to throw.
    func failure(_ key: String?, _ problem: String) -> ElementDataError {
        let at = [place, key ?? ""].filter { !$0.isEmpty }.joined(separator: ".")
        return .invalidElementData(path: source, detail: "not \(what): " + (at.isEmpty ? "" : "\(at): ") + problem)
    }

    /// The value of `key`; absent and null alike are nil.
    func optional(_ key: String) -> JSONNode? {
        guard let value = object[key] else { return nil }
        if case .null = value { return nil }
        return value
    }

    private func required(_ key: String) throws -> JSONNode {
        guard let value = optional(key) else { throw failure(key, "required field is missing") }
        return value
    }

    func string(_ key: String) throws -> String {
        try string(try required(key), key)
    }

    func optionalString(_ key: String) throws -> String? {
        try optional(key).map { try string($0, key) }
    }

    func integer(_ key: String) throws -> Int {
        let value = try required(key)
        guard case let .number(text, _, _) = value, let integer = Int(text) else {
            throw failure(key, "must be a whole number, got \(value.kindDescription)")
        }
        return integer
    }

    func bool(_ key: String) throws -> Bool {
        let value = try required(key)
        guard case let .bool(flag, _) = value else { throw failure(key, "must be true or false, got \(value.kindDescription)") }
        return flag
    }

    /// A list of strings, nil when absent.
    func optionalStrings(_ key: String) throws -> [String]? {
        guard let value = optional(key) else { return nil }
        guard case let .array(items, _) = value else { throw failure(key, "must be a list of strings, got \(value.kindDescription)") }
        return try items.map { try string($0, key) }
    }

    func strings(_ key: String) throws -> [String] {
        guard let texts = try optionalStrings(key) else { throw failure(key, "required field is missing") }
        return texts
    }

    /// The object at `key`.
    func object(_ key: String) throws -> BundledTableReader {
        let value = try required(key)
        guard case let .object(object) = value else { throw failure(key, "must be an object, got \(value.kindDescription)") }
        return BundledTableReader(object, source: source, what: what, place: place.isEmpty ? key : "\(place).\(key)")
    }

    /// The objects listed at `key`, each named `key[i]` in messages; empty when absent and not `required`.
    func objects(_ key: String, required: Bool = true) throws -> [BundledTableReader] {
        guard let value = optional(key) else {
            if required { throw failure(key, "required field is missing") }
            return []
        }
        guard case let .array(items, _) = value else { throw failure(key, "must be a list of objects, got \(value.kindDescription)") }
        let prefix = place.isEmpty ? key : "\(place).\(key)"
        return try items.enumerated().map { index, item in
            guard case let .object(object) = item else {
                throw failure("\(key)[\(index)]", "must be an object, got \(item.kindDescription)")
            }
            return BundledTableReader(object, source: source, what: what, place: "\(prefix)[\(index)]")
        }
    }

    /// An optional whole number.
    func optionalInteger(_ key: String) throws -> Int? {
        guard optional(key) != nil else { return nil }
        return try integer(key)
    }

    /// An optional flag.
    func optionalBool(_ key: String) throws -> Bool? {
        guard optional(key) != nil else { return nil }
        return try bool(key)
    }

    /// A list of whole numbers, nil when absent.
    func optionalIntegers(_ key: String) throws -> [Int]? {
        guard let value = optional(key) else { return nil }
        guard case let .array(items, _) = value else { throw failure(key, "must be a list of whole numbers, got \(value.kindDescription)") }
        return try items.map { item in
            guard case let .number(text, _, _) = item, let integer = Int(text) else {
                throw failure(key, "must be a list of whole numbers, got \(item.kindDescription)")
            }
            return integer
        }
    }

    /// Every member of the object at `key` that is itself an object, in the file's order,
    /// each named `key.member` in messages.
    func objectMembers(_ key: String) throws -> [(key: String, value: BundledTableReader)] {
        let value = try required(key)
        guard case let .object(object) = value else { throw failure(key, "must be an object, got \(value.kindDescription)") }
        let prefix = place.isEmpty ? key : "\(place).\(key)"
        return try object.members.map { member in
            guard case let .object(inner) = member.value else {
                throw failure("\(key).\(member.key)", "must be an object, got \(member.value.kindDescription)")
            }
            return (member.key, BundledTableReader(inner, source: source, what: what, place: "\(prefix).\(member.key)"))
        }
    }

    /// Every member of this object as a string.
    func stringMembers() throws -> [String: String] {
        var texts: [String: String] = [:]
        for (key, value) in object.members { texts[key] = try string(value, key) }
        return texts
    }

    private func string(_ value: JSONNode, _ key: String) throws -> String {
        guard case let .string(text, _) = value else { throw failure(key, "must be a string, got \(value.kindDescription)") }
        return text
    }
}
