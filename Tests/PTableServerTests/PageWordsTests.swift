import Foundation
import Layout
import PTableTestSupport
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

    /// The detail's weight is the one its tile shows, the standard atomic weight, not the data's
    /// text with the uncertainty digit appended (iron's 55.8452 is 55.845(2)).
    @Test func theDetailsWeightIsTheTilesStandardAtomicWeight() async throws {
        try await InProcessServer.test { client in
            for (language, iron, sodium) in [("en", "55.845", "22.990"), ("de", "55,845", "22,990")] {
                let page = try await client.get("/", headers: [("Accept-Language", language)])
                let rows = try #require(try Self.pageData(page.text)["elements"] as? [[String: Any]])
                #expect(rows.first { $0["number"] as? Int == 26 }?["weight"] as? String == iron)
                #expect(rows.first { $0["number"] as? Int == 11 }?["weight"] as? String == sodium)
                #expect(rows.first { $0["number"] as? Int == 43 }?["weight"] as? String == "[98]")
            }
        }
    }

    @Test func theScriptsWordsComeInThePagesLanguage() async throws {
        try await InProcessServer.test { client in
            let german = try await client.get("/", headers: [("Accept-Language", "de")])
            #expect(german.status == 200)
            let words = try Self.words(german.text)
            #expect(Set(words.keys) == Set(LanguageLabel.pageScript.map(\.rawValue)))
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

    /// What a person reads on the page besides the script's words: the text between tags and the
    /// attributes read aloud or shown (`aria-label`, `placeholder`, `alt`, `title`), outside the
    /// script, style and the language picker (whose entries are each language's own name).
    static func readText(_ html: String) -> [String] {
        let visible = html.replacing(/<script[^>]*>[\s\S]*?<\/script>/, with: "").replacing(/<style[^>]*>[\s\S]*?<\/style>/, with: "")
            .replacing(/<select id="lang">[\s\S]*?<\/select>/, with: "")
        let between = visible.matches(of: />([^<>]+)</).map { String($0.1) }
        let attributes = visible.matches(of: /(?:aria-label|placeholder|alt|title)="([^"]*)"/).map { String($0.1) }
        return (between + attributes).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// The page in every language, tables and their SVG included, reads no English word of
    /// ptable's own; the script's words are checked the same way.
    @Test func noPageShowsEnglishWordsOfPtablesOwn() async throws {
        let english = try LanguageData.bundled("en")
        try await InProcessServer.test { client in
            for code in DisplayLocale.supportedCodes where code != "en" {
                let language = try LanguageData.bundled(code)
                let words = UntranslatedWords(english: Array(english.labels.values) + Array(english.categories.values) + english.elements,
                                              own: Array(language.labels.values) + Array(language.categories.values) + language.elements)
                let html = try await client.get("/?lang=\(code)").text
                let texts = Self.readText(html).map { $0.replacingOccurrences(of: "Periodic-Table-JSON", with: "") }
                    + (try Self.words(html)).values.map(\.text)
                #expect(texts.count > 200, "\(code): \(texts.count) texts")
                let found = texts.flatMap { text in words.found(in: text).map { "\"\($0)\" in \"\(text)\"" } }
                #expect(found.isEmpty, "\(code): \(found.prefix(8))")
            }
        }
    }

    /// No sentence of the old English script is left in it: every one is a label now.
    @Test func theScriptHoldsNoEnglishSentence() throws {
        let script = try PageAssets.load().script
        for sentence in ["Tile of ", "Back of the ", "favourites of ", "No favourites yet", "Type your name",
                         "'Favourites: '", "', favourite'"] {
            #expect(!script.contains(sentence), "\(sentence)")
        }
    }
}
