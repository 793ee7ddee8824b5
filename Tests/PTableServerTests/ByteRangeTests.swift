import Foundation
import Testing

/// `Range` on the image routes: one byte range gets 206 with `Content-Range`, so `curl -C -`,
/// `wget -c` and download managers resume a poster; what RFC 9110 lets a server ignore gets
/// the whole image; a range past the end gets 416.
@Suite(.serialized) struct ByteRangeTests {
    @Test func oneRangeGets206WithThoseBytes() async throws {
        try await InProcessServer.test { client in
            let whole = try await client.get("/table.pdf")
            #expect(whole.status == 200 && whole.header("accept-ranges") == "bytes")
            let body = whole.body, length = body.count
            for (range, expected) in [("bytes=0-99", 0..<100), ("bytes=100-", 100..<length), ("bytes=-50", (length - 50)..<length),
                                      ("bytes=10-99999999", 10..<length), ("bytes=-99999999", 0..<length)] {
                let part = try await client.get("/table.pdf", headers: [("Range", range)])
                #expect(part.status == 206, "\(range)")
                #expect(part.header("content-range") == "bytes \(expected.lowerBound)-\(expected.upperBound - 1)/\(length)", "\(range)")
                #expect(part.body == body.subdata(in: expected), "\(range)")
                #expect(part.header("etag") == whole.header("etag"))
            }
        }
    }

    @Test func whatARangeMayBeIgnoredForGetsTheWholeImage() async throws {
        try await InProcessServer.test { client in
            let whole = try await client.get("/tiles/Na.png")
            let etag = try #require(whole.header("etag"))
            for headers in [[("Range", "bytes=0-1,5-6")], [("Range", "items=0-1")], [("Range", "bytes=9-2")], [("Range", "bytes=a-b")],
                            [("Range", "bytes=0-9"), ("If-Range", "\"other\"")], [("Range", "bytes=0-9"), ("If-Range", "W/\(etag)")],
                            [("Range", "bytes=0-9"), ("If-Range", "Wed, 21 Oct 2015 07:28:00 GMT")]] {
                let answer = try await client.get("/tiles/Na.png", headers: headers)
                #expect(answer.status == 200 && answer.body == whole.body, "\(headers)")
            }
            let current = try await client.get("/tiles/Na.png", headers: [("Range", "bytes=0-9"), ("If-Range", etag)])
            #expect(current.status == 206 && current.body == whole.body.prefix(10))
            let held = try await client.get("/tiles/Na.png", headers: [("Range", "bytes=0-9"), ("If-None-Match", etag)])
            #expect(held.status == 304 && held.body.isEmpty)
            let head = try await client.send("HEAD", "/tiles/Na.png", headers: [("Range", "bytes=0-9")])
            #expect(head.status == 200 && head.header("content-length") == String(whole.body.count) && head.body.isEmpty)
        }
    }

    @Test func aRangePastTheEndIs416WithTheLength() async throws {
        try await InProcessServer.test { client in
            let length = try await client.get("/tiles/Na.svg").body.count
            for range in ["bytes=\(length)-", "bytes=\(length + 10)-\(length + 20)", "bytes=-0"] {
                let answer = try await client.get("/tiles/Na.svg", headers: [("Range", range)])
                #expect(answer.status == 416, "\(range)")
                #expect(answer.header("content-range") == "bytes */\(length)")
                #expect(answer.errorMessage?.contains("\(length) bytes long") == true, "\(answer.text)")
            }
            #expect(try await client.get("/tiles/Na.svg").status == 200, "and the server goes on serving")
        }
    }
}
