import Hummingbird

/// The router behind one step that decodes percent-encoded unreserved characters in the path,
/// so `/%61pi/v1/elements` is `/api/v1/elements` (RFC 3986 §6.2.2.2).
///
/// Hummingbird matches routes on the path as sent, before any middleware runs, so the step
/// stands in front of the whole router. Every other escape (`%2F`, `%20`, `%25`) and the query
/// stay as sent: decoding them would change what the path means.
struct PathNormalizingRouter<Context: RequestContext>: HTTPResponderBuilder {
    let router: Router<Context>

    func buildResponder() -> Responder {
        Responder(routes: router.buildResponder())
    }

    struct Responder: HTTPResponder {
        let routes: RouterResponder<Context>

        func respond(to request: Request, context: Context) async throws -> Response {
            guard let target = request.head.path, target.contains("%") else {
                return try await routes.respond(to: request, context: context)
            }
            var head = request.head
            head.path = PathNormalizingRouter.decodingUnreserved(target)
            return try await routes.respond(to: Request(head: head, body: request.body), context: context)
        }
    }

    /// `target` with every `%XX` in its path that stands for an unreserved character
    /// (ALPHA, DIGIT, `-`, `.`, `_`, `~`) replaced by that character; the query untouched.
    static func decodingUnreserved(_ target: String) -> String {
        let end = target.firstIndex(of: "?") ?? target.endIndex
        let bytes = Array(target[..<end].utf8)
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let byte = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16),
               isUnreserved(byte) {
                decoded.append(byte)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self) + target[end...]
    }

    /// The first `%` in `path` that is not followed by two hexadecimal digits, with what follows
    /// it (up to two characters): `%zz` in `/api/v1/elements/%zz`; nil when every escape is
    /// well formed. Such a path means nothing (RFC 3986, 2.1), so the server refuses it (400)
    /// rather than look for a route or an element named as sent.
    static func malformedEscape(in path: String) -> String? {
        var rest = Substring(path)
        while let percent = rest.firstIndex(of: "%") {
            let following = rest[rest.index(after: percent)...].prefix(2)
            guard following.count == 2, following.allSatisfy(\.isHexDigit) else { return "%" + following }
            rest = rest[following.endIndex...]
        }
        return nil
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
