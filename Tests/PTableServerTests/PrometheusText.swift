import Foundation

/// A strict reader of Prometheus's text exposition format (version 0.0.4), so a test of
/// `/metrics` fails on anything a Prometheus server would refuse or misread: a malformed line,
/// a sample before or outside its family's `# TYPE`, a family split in two, a repeated series,
/// a histogram whose buckets are not cumulative or lack `+Inf`, or `_count` not equal to it.
struct PrometheusText {
    struct Sample: Equatable {
        let name: String
        let labels: [String: String]
        let value: Double
    }

    struct Family {
        let name: String
        var type: String
        var help: String?
        var samples: [Sample] = []

        /// The value of the sample named `name` (the family's own name by default) with exactly `labels`.
        func value(_ name: String? = nil, _ labels: [String: String] = [:]) -> Double? {
            samples.first { $0.name == (name ?? self.name) && $0.labels == labels }?.value
        }
    }

    struct Malformed: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    private(set) var families: [String: Family] = [:]

    subscript(name: String) -> Family? { families[name] }

    init(_ text: String) throws {
        guard text.isEmpty || text.hasSuffix("\n") else { throw Malformed(line: 0, reason: "the text does not end with a newline") }
        var order: [String] = []
        var finished = Set<String>()
        var seenSeries = Set<String>()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            let number = index + 1
            let line = String(rawLine)
            func fail(_ reason: String) -> Malformed { Malformed(line: number, reason: "\(reason): \(line)") }
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if line.hasPrefix("#") {
                let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(String.init)
                guard parts.count >= 3, parts[0] == "#", ["HELP", "TYPE"].contains(parts[1]) else { continue }
                let name = parts[2]
                guard Self.isMetricName(name) else { throw fail("bad metric name") }
                if finished.contains(name) { throw fail("\(name)'s family continues after another family began") }
                if let last = order.last, last != name { finished.insert(last) }
                if families[name] == nil {
                    families[name] = Family(name: name, type: "untyped")
                    order.append(name)
                }
                if parts[1] == "HELP" {
                    guard families[name]!.help == nil else { throw fail("a second HELP for \(name)") }
                    guard families[name]!.samples.isEmpty else { throw fail("HELP for \(name) after its samples") }
                    families[name]!.help = try Self.unescape(parts.count > 3 ? parts[3] : "", quotes: false).orThrow(fail("bad escape in HELP"))
                } else {
                    guard parts.count == 4, ["counter", "gauge", "histogram", "summary", "untyped"].contains(parts[3]) else {
                        throw fail("bad TYPE")
                    }
                    guard families[name]!.samples.isEmpty else { throw fail("TYPE for \(name) after its samples") }
                    guard !typed.contains(name) else { throw fail("a second TYPE for \(name)") }
                    typed.insert(name)
                    families[name]!.type = parts[3]
                }
                continue
            }
            let sample = try Self.sample(line).orThrow(fail("not a sample line"))
            let family = Self.familyName(of: sample.name, among: families)
            guard let family, order.last == family else {
                throw fail("sample \(sample.name) is not under its family's TYPE line (or its family was split)")
            }
            let key = sample.name + "{" + sample.labels.keys.sorted().map { "\($0)=\(sample.labels[$0]!)" }.joined(separator: ",") + "}"
            guard seenSeries.insert(key).inserted else { throw fail("the series \(key) appears twice") }
            families[family]!.samples.append(sample)
        }
        for family in families.values where family.type == "histogram" {
            try Self.checkHistogram(family)
        }
    }

    private var typed = Set<String>()

    /// Which family a sample belongs to: its own name, or a histogram's or summary's with the suffix removed.
    private static func familyName(of sample: String, among families: [String: Family]) -> String? {
        if let family = families[sample], family.type != "histogram" { return sample }
        for suffix in ["_bucket", "_sum", "_count"] where sample.hasSuffix(suffix) {
            let base = String(sample.dropLast(suffix.count))
            if let family = families[base], family.type == "histogram" || (family.type == "summary" && suffix != "_bucket") {
                return base
            }
        }
        return nil
    }

    /// Every series of a histogram: `le` buckets rising and cumulative, `+Inf` present and equal to `_count`, a `_sum`.
    private static func checkHistogram(_ family: Family) throws {
        let buckets = family.samples.filter { $0.name == family.name + "_bucket" }
        var series: [[String: String]: [(Double, Double)]] = [:]
        for bucket in buckets {
            guard let le = bucket.labels["le"], let bound = le == "+Inf" ? Double.infinity : Double(le) else {
                throw Malformed(line: 0, reason: "\(family.name): a bucket without a numeric le label")
            }
            var labels = bucket.labels
            labels["le"] = nil
            series[labels, default: []].append((bound, bucket.value))
        }
        guard !series.isEmpty else { throw Malformed(line: 0, reason: "\(family.name): a histogram without buckets") }
        for (labels, points) in series {
            let bounds = points.map(\.0)
            guard bounds == bounds.sorted(), Set(bounds).count == bounds.count else {
                throw Malformed(line: 0, reason: "\(family.name)\(labels): buckets not in rising order of le")
            }
            guard zip(points, points.dropFirst()).allSatisfy({ $0.1 <= $1.1 }) else {
                throw Malformed(line: 0, reason: "\(family.name)\(labels): bucket counts are not cumulative")
            }
            guard bounds.last == .infinity else { throw Malformed(line: 0, reason: "\(family.name)\(labels): no +Inf bucket") }
            guard family.value(family.name + "_count", labels) == points.last!.1 else {
                throw Malformed(line: 0, reason: "\(family.name)\(labels): _count differs from the +Inf bucket")
            }
            guard family.value(family.name + "_sum", labels) != nil else {
                throw Malformed(line: 0, reason: "\(family.name)\(labels): no _sum")
            }
        }
    }

    /// `name{label="value",…} value [timestamp]`, or nil when the line is not one.
    private static func sample(_ line: String) -> Sample? {
        var rest = Substring(line)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }
        guard isMetricName(String(name)) else { return nil }
        rest = rest.dropFirst(name.count)
        var labels: [String: String] = [:]
        if rest.first == "{" {
            rest = rest.dropFirst()
            while rest.first != "}" {
                let label = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard isLabelName(String(label)), !label.hasPrefix("__"), labels[String(label)] == nil else { return nil }
                rest = rest.dropFirst(label.count)
                guard rest.hasPrefix("=\"") else { return nil }
                rest = rest.dropFirst(2)
                var raw = ""
                var escaped = false
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if escaped { raw.append("\\"); raw.append(character); escaped = false; continue }
                    if character == "\\" { escaped = true; continue }
                    if character == "\"" { break }
                    raw.append(character)
                }
                guard let value = unescape(raw, quotes: true) else { return nil }
                labels[String(label)] = value
                if rest.first == "," { rest = rest.dropFirst() } else if rest.first != "}" { return nil }
            }
            rest = rest.dropFirst()
        }
        let fields = rest.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.first == "", (2...3).contains(fields.count), let value = number(fields[1]) else { return nil }
        if fields.count == 3, Int64(fields[2]) == nil { return nil }
        return Sample(name: String(name), labels: labels, value: value)
    }

    private static func number(_ text: Substring) -> Double? {
        switch text {
        case "+Inf": .infinity
        case "-Inf": -.infinity
        case "NaN": .nan
        default: text.allSatisfy({ "0123456789.eE+-".contains($0) }) ? Double(text) : nil
        }
    }

    /// The text of a HELP line or label value with `\\`, `\n` (and `\"` in labels) resolved; nil for any other escape.
    private static func unescape(_ text: String, quotes: Bool) -> String? {
        var out = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "\\": out.append("\\")
                case "n": out.append("\n")
                case "\"" where quotes: out.append("\"")
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return escaped ? nil : out
    }

    static func isMetricName(_ name: String) -> Bool {
        name.wholeMatch(of: /[a-zA-Z_:][a-zA-Z0-9_:]*/) != nil
    }

    static func isLabelName(_ name: String) -> Bool {
        name.wholeMatch(of: /[a-zA-Z_][a-zA-Z0-9_]*/) != nil
    }
}

private extension Optional {
    func orThrow(_ error: @autoclosure () -> some Error) throws -> Wrapped {
        guard let self else { throw error() }
        return self
    }
}
