import Foundation
import Testing
@testable import PTableServer

/// The page's script writes its status lines, empty states and image descriptions from the
/// words the server put in the page, in the page's language: none of them is English in the
/// script itself. In-process (the route's output); the browser test runs them.
@Suite(.serialized) struct PageWordsTests {
    /// The page's embedded data, decoded.
    static func pageData(_ html: String) throws -> [String: Any] {
        let json = try #require(html.firstMatch(of: #/<script id="page-data" type="application/json">([^<]*)</script>/#)?.1)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static func words(_ html: String) throws -> [String: (text: String, slots: [String])] {
        let words = try #require(try pageData(html)["words"] as? [String: [String: Any]])
        return try words.mapValues { word in
            (try #require(word["text"] as? String), try #require(word["slots"] as? [String]))
        }
    }

    @Test func theScriptsWordsComeInThePagesLanguage() async throws {
        try await InProcessServer.test { client in
            let german = try await client.get("/", headers: [("Accept-Language", "de")])
            #expect(german.status == 200)
            let words = try Self.words(german.text)
            #expect(Set(words.keys) == Set(PageData.scriptLabels.map(\.rawValue)))
            #expect(words["tileAlt"]?.text == "Feld von {name}")
            #expect(words["tileAlt"]?.slots == ["{name}"])
            #expect(words["favouriteCountMany"]?.text == "{n} Favoriten von {name}.")
            #expect(words["favouriteCountMany"]?.slots == ["{n}", "{name}"])
            #expect(words["noMatches"]?.text == "Kein Element passt zu „{value}“.")
            #expect(words["favouritesProblem"]?.text == "Favoriten: {value}")

            let english = try Self.words(try await client.get("/").text)
            for (key, word) in words {
                #expect(word.text != english[key]?.text, "\(key) is English in German")
            }
            #expect(english["tileBackAlt"]?.text == "Back of the {name} tile")

            let korean = try Self.words(try await client.get("/?lang=ko").text)
            #expect(korean["tileAlt"]?.text == "{name} 칸")
        }
    }

    /// No sentence of the old English script is left in it: every one is a label now.
    @Test func theScriptHoldsNoEnglishSentence() {
        for sentence in ["Tile of ", "Back of the ", "favourites of ", "No favourites yet", "Type your name",
                         "'Favourites: '", "', favourite'"] {
            #expect(!PageScript.javaScript.contains(sentence), "\(sentence)")
        }
    }
}
