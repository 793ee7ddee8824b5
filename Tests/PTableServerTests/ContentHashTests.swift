@testable import PTableServer
import Testing

/// The digest behind every ETag against FIPS 180-4's published examples.
@Suite struct ContentHashTests {
    @Test func emptyInputHasTheStandardDigest() {
        #expect(ContentHash.sha256("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func oneBlockMessageHasTheStandardDigest() {
        #expect(ContentHash.sha256("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func twoBlockMessageHasTheStandardDigest() {
        #expect(ContentHash.sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
