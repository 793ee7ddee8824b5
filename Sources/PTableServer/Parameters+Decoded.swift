import Foundation
import Hummingbird

extension Parameters {
    /// The path segment captured as `name`, percent-decoded: `/tiles/N%61.png` is `/tiles/Na.png`
    /// (RFC 3986 makes an encoded unreserved character the character itself), and a message
    /// quotes what the client meant, not its escapes. A segment that does not decode (`%zz`)
    /// stays as sent, so it is still named in the error; empty when absent.
    func decoded(_ name: String) -> String {
        guard let raw = get(name) else { return "" }
        return raw.removingPercentEncoding ?? raw
    }
}
