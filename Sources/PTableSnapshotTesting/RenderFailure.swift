import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Rendering inside a strategy, where errors cannot be thrown: a failure is recorded as a
/// test issue and the snapshot becomes a message that never matches a real reference.
enum RenderFailure {
    /// The first bytes of a PNG snapshot that could not be rendered.
    static let marker = "ptable could not render this snapshot: "

    static func text(_ render: () throws -> Data) -> String {
        do {
            return String(decoding: try render(), as: UTF8.self)
        } catch {
            return report(error)
        }
    }

    static func data(_ render: () throws -> Data) -> Data {
        do {
            return try render()
        } catch {
            return Data(report(error).utf8)
        }
    }

    /// The message of a failed render, when `data` is one.
    static func message(in data: Data) -> String? {
        guard data.starts(with: Data(marker.utf8)) else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func report(_ error: Error) -> String {
        let message = marker + error.localizedDescription
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return message + "\n"
        }
        #endif
        XCTFail(message)
        return message + "\n"
    }
}
