import Foundation
@testable import PTableServer
import Testing

/// The page and the element JSON go out gzipped to a client that takes it (browsers and
/// URLSession send `Accept-Encoding: gzip`), as a representation of their own, and as they are
/// to one that does not.
@Suite struct GzipEncodingTests {
    @Test(arguments: [
        ("gzip, deflate, br", true), ("br;q=1.0, gzip;q=0.8", true), ("x-gzip", true), ("*", true), ("GZIP", true),
        ("identity", false), ("gzip;q=0", false), ("gzip;q=0, *", false), ("deflate, br", false), ("", false),
        ("*;q=0", false), ("gzip;q=0.001", true),
    ])
    func acceptEncodingDecidesWhetherGzipIsSent(header: String, accepted: Bool) {
        #expect(GzipEncoding.isAccepted(by: header) == accepted)
    }

    /// A weight that is no qvalue (RFC 9110 section 12.4.2: 0 to 1, at most three decimals) makes
    /// that coding unacceptable, as nginx reads it; `gzip;q=abc` got gzip, as if it said q=1.
    @Test(arguments: ["gzip;q=abc", "gzip;q=1.5", "gzip;q=0.0001", "gzip;q=-1", "gzip;q=", "gzip;q=1e0", "gzip;q=inf",
                      "*;q=abc", "x-gzip;q=0.5x"])
    func anInvalidQualityMakesTheCodingUnacceptableAsNginxReadsIt(header: String) {
        #expect(!GzipEncoding.isAccepted(by: header))
    }

    @Test(arguments: ["gzip;q=1.000", "gzip;q=1.", "gzip;q=0.5", "gzip;Q=0.25"])
    func everyValidQualityAboveZeroTakesGzip(header: String) {
        #expect(GzipEncoding.isAccepted(by: header))
    }

    @Test func anInvalidQualityIsServedUncompressed() async throws {
        try await InProcessServer.test { client in
            let response = try await client.get("/api/v1/elements", headers: [("Accept-Encoding", "gzip;q=abc")])
            #expect(response.status == 200)
            #expect(response.header("content-encoding") == nil)
            #expect(try #require(try response.json() as? [Any]).count == 119)
        }
    }

    @Test func noAcceptEncodingMeansNoGzip() {
        #expect(!GzipEncoding.isAccepted(by: nil))
    }

    @Test(arguments: ["/?lang=de", "/api/v1/elements", "/api/v1/elements/Na"])
    func aClientThatTakesGzipGetsTheSameBytesCompressed(path: String) async throws {
        try await InProcessServer.test { client in
            let plain = try await client.get(path)
            let gzipped = try await client.get(path, headers: [("Accept-Encoding", "gzip, deflate, br")])
            #expect(plain.header("content-encoding") == nil)
            #expect(gzipped.header("content-encoding") == "gzip")
            #expect(gzipped.header("content-type") == plain.header("content-type"))
            #expect(gzipped.header("vary")?.hasSuffix("Accept-Encoding") == true)
            #expect(gzipped.body.count < plain.body.count * 2 / 3, "\(gzipped.body.count) of \(plain.body.count) bytes")
            #expect(try Self.gunzip(gzipped.body) == plain.body)
            let plainTag = try #require(plain.header("etag"))
            #expect(gzipped.header("etag") == String(plainTag.dropLast()) + "-gzip\"", "another representation, another tag")
            let again = try await client.get(path, headers: [("Accept-Encoding", "gzip"), ("If-None-Match", try #require(gzipped.header("etag")))])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            let twice = try await client.get(path, headers: [("Accept-Encoding", "gzip")])
            #expect(twice.body == gzipped.body, "the same bytes every time")
        }
    }

    @Test func aBodyThatFitsAPacketGoesOutAsItIs() async throws {
        try await InProcessServer.test { client in
            let error = try await client.get("/api/v1/elements/Xx", headers: [("Accept-Encoding", "gzip")])
            #expect(error.status == 404)
            #expect(error.header("content-encoding") == nil)
            #expect(error.errorMessage?.isEmpty == false)
        }
    }

    /// Decompressed by the system's gzip, an implementation the server's code does not share.
    static func gunzip(_ data: Data) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gzip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("body.gz")
        try data.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-t", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "gzip -t accepts the stream")
        let unzip = Process()
        unzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        unzip.arguments = ["-d", file.path]
        try unzip.run()
        unzip.waitUntilExit()
        return try Data(contentsOf: folder.appendingPathComponent("body"))
    }
}
