/// Hands out document-unique ids in document order.
///
/// The first use of a name keeps it; later uses get `-2`, `-3`, … (skipping any
/// suffix that is itself already taken), so the same scene always gets the same ids.
struct SVGIDRegistry {
    private var taken = Set<String>()

    /// A sanitized, unique id for `requested`, or nil when there is none to give.
    mutating func id(for requested: String?) -> String? {
        guard let requested, let base = SVGName.sanitized(requested) else { return nil }
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
