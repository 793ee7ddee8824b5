import Foundation
import PTableTestSupport
import Testing

/// `ptable favorite add|remove|list` on a temporary store, as a user runs them.
@Suite struct FavoriteCommandEndToEndTests {
    let folder: URL
    let store: String

    init() throws {
        folder = try Ptable.temporaryDirectory()
        store = folder.appendingPathComponent("favorites.sqlite").path
    }

    func ptable(_ arguments: [String], environment: [String: String] = [:]) async throws -> Ptable.Result {
        try await Ptable.run(arguments, in: folder, environment: ["PTABLE_STORE": store].merging(environment) { $1 })
    }

    @Test func addListAndRemoveWithTheSeedsRows() async throws {
        #expect(try await ptable(["favorite", "add", "Na", "--by", "Ann"]).output == "added Sodium (Na) to Ann's favourites\n")
        #expect(try await ptable(["favorite", "add", "iron", "--by", "Ann"]).output == "added Iron (Fe) to Ann's favourites\n")
        #expect(try await ptable(["favorite", "add", "19", "--by", "Bob"]).output == "added Potassium (K) to Bob's favourites\n")
        let anns = try await ptable(["favorite", "list", "--by", "Ann"])
        #expect(anns.status == 0)
        #expect(anns.output == "Sodium\nNa(11) 22.989769282\nIron\nFe(26) 55.8452\n")
        let everyone = try await ptable(["favorite", "list"])
        #expect(everyone.output == "== Ann ==\nSodium\nNa(11) 22.989769282\nIron\nFe(26) 55.8452\n\n== Bob ==\nPotassium\nK(19) 39.09831\n")
        let removed = try await ptable(["favorite", "remove", "Fe", "--by", "Ann"])
        #expect(removed.status == 0)
        #expect(removed.output == "removed Iron (Fe) from Ann's favourites\n")
        let again = try await ptable(["favorite", "remove", "Fe", "--by", "Ann"])
        #expect(again.status == 0)
        #expect(again.output == "Iron (Fe) was not one of Ann's favourites\n")
        #expect(try await ptable(["favorite", "list", "--by", "Ann"]).output == "Sodium\nNa(11) 22.989769282\n")
    }

    /// `--lang` writes the rows as `ptable list --lang` does; the records stay as stored.
    @Test func listedFavouritesSpeakTheLanguageAsked() async throws {
        _ = try await ptable(["favorite", "add", "Na", "--by", "Ann"])
        _ = try await ptable(["favorite", "add", "Tc", "--by", "Ann"])
        #expect(try await ptable(["favorite", "list", "--by", "Ann", "--lang", "de"]).output == "Natrium\nNa(11) 22,989769282\nTechnetium\nTc(43) [98]\n")
        #expect(try await ptable(["favorite", "list", "--lang", "ja"]).output == "== Ann ==\nナトリウム\nNa(11) 22.989769282\nテクネチウム\nTc(43) (98)\n")
        let json = try await ptable(["favorite", "list", "--lang", "de", "--format", "json"])
        #expect(json.output.contains(#""elementName" : "Sodium""#))
    }

    /// `--lang` finds an element by its name in that language and names it so; the store keeps
    /// the data's record, so the page and `favorite list` in any language see the same favourite.
    @Test func addAndRemoveTakeAnElementsNameInTheLanguageAsked() async throws {
        #expect(try await ptable(["favorite", "add", "natrium", "--by", "Ann", "--lang", "de"]).output
            == "added Natrium (Na) to Ann's favourites\n")
        #expect(try await ptable(["favorite", "add", "Na", "--by", "Ann"]).output == "Sodium (Na) is already one of Ann's favourites\n")
        let unknown = try await ptable(["favorite", "add", "natrium", "--by", "Ann"])
        #expect(unknown.status == 65)
        #expect(unknown.stderrLines.first?.hasPrefix("error: no element matches \"natrium\"") == true)
        #expect(try await ptable(["favorite", "remove", "ナトリウム", "--by", "Ann", "--lang", "ja"]).output
            == "removed ナトリウム (Na) from Ann's favourites\n")
        #expect(try await ptable(["favorite", "list", "--by", "Ann"]).stderr == "Ann has no favourites\n")
    }

    @Test func addingTwiceAddsNothing() async throws {
        _ = try await ptable(["favorite", "add", "Na", "--by", "Ann"])
        let second = try await ptable(["favorite", "add", "sodium", "--by", " Ann "])
        #expect(second.status == 0)
        #expect(second.output == "Sodium (Na) is already one of Ann's favourites\n")
        let records = try await jsonRecords(try ptable(["favorite", "list", "--format", "json"]).stdout)
        #expect(records.count == 1)
    }

    @Test func jsonListsTheRecordsAsTheSeedsEndpointDoes() async throws {
        _ = try await ptable(["favorite", "add", "Na", "--by", "Ann"])
        let result = try await ptable(["favorite", "list", "--by", "Ann", "--format", "json"])
        #expect(result.status == 0)
        let records = try jsonRecords(result.stdout)
        #expect(records.count == 1)
        let record = try #require(records.first)
        #expect(Set(record.keys) == ["id", "favoritedBy", "elementName", "elementSymbol", "createdAt"])
        #expect(record["id"] as? String == "1", "ids are strings, as mockapi.io writes them")
        #expect(record["favoritedBy"] as? String == "Ann")
        #expect(record["elementName"] as? String == "Sodium")
        #expect(record["elementSymbol"] as? String == "Na")
        let createdAt = try #require(record["createdAt"] as? String)
        #expect(createdAt.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil, "\(createdAt)")
        // Same store, same bytes.
        #expect(try await ptable(["favorite", "list", "--by", "Ann", "--format", "json"]).stdout == result.stdout)
    }

    /// Ten processes writing one SQLite store at once: locking between processes is the point.
    @Test func tenConcurrentAddsAllLand() async throws {
        let symbols = ["H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne"]
        let statuses = Locked([Int32](repeating: -1, count: symbols.count))
        let store = store
        let folder = folder
        DispatchQueue.concurrentPerform(iterations: symbols.count) { index in
            let result = try? Ptable.runBlocking(["favorite", "add", symbols[index], "--by", "Ann"], in: folder,
                                                environment: ["PTABLE_STORE": store])
            statuses.withLock { $0[index] = result?.status ?? -2 }
        }
        #expect(statuses.value == [Int32](repeating: 0, count: symbols.count))
        let records = try await jsonRecords(try ptable(["favorite", "list", "--format", "json"]).stdout)
        #expect(Set(records.compactMap { $0["elementSymbol"] as? String }) == Set(symbols))
        #expect(Set(records.compactMap { ($0["id"] as? String).flatMap(Int.init) }) == Set(1...10))
    }

    @Test func aFileThatIsNotAStoreIsNamedAndLeftUntouched() async throws {
        let notes = Data("shopping: sodium chloride\n".utf8)
        try notes.write(to: URL(fileURLWithPath: store))
        for arguments in [["favorite", "add", "Na", "--by", "Ann"], ["favorite", "list"]] {
            let result = try await ptable(arguments)
            #expect(result.status == 65)
            #expect(result.stderrLines == ["error: \(store) is not a ptable favourites store (not an SQLite database); it was left untouched"])
            #expect(result.stdout.isEmpty)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == notes)
        #expect(Ptable.contents(of: folder) == ["favorites.sqlite"])
    }

    @Test func unknownElementsAndNamesAreRefusedBeforeTheStoreIsTouched() async throws {
        let typo = try await ptable(["favorite", "add", "Sodim", "--by", "Ann"])
        #expect(typo.status == 65)
        #expect(typo.stderrLines == ["error: no element matches \"Sodim\" (did you mean Sodium?)"])
        let blank = try await ptable(["favorite", "add", "Na", "--by", "  "])
        #expect(blank.status == 64)
        #expect(blank.stderrLines.first == "error: invalid name \"  \": a name needs at least one visible character")
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    @Test func theStoreDefaultsToTheXDGDataFolder() async throws {
        let data = folder.appendingPathComponent("xdg")
        let environment = ["PTABLE_STORE": "", "XDG_DATA_HOME": data.path]
        #expect(try await ptable(["favorite", "add", "Na", "--by", "Ann"], environment: environment).status == 0)
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("ptable/favorites.sqlite").path))
        let explicit = try await ptable(["favorite", "list", "--store", data.appendingPathComponent("ptable/favorites.sqlite").path])
        #expect(explicit.output == "== Ann ==\nSodium\nNa(11) 22.989769282\n")
    }

    @Test func listingAnEmptyStoreSaysSoOnStandardError() async throws {
        let result = try await ptable(["favorite", "list", "--by", "Ann"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Ann has no favourites\n")
        let json = try await ptable(["favorite", "list", "--format", "json"])
        #expect(json.status == 0 && json.output == "[]\n" && json.stderr.isEmpty)
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    /// `--data` was read only to write text rows, so a missing or broken file passed in silence
    /// (exit 0) with `--format json` or an empty store.
    @Test func aBadDataFileIsAnErrorWhenNoRowNeedsIt() async throws {
        _ = try await ptable(["favorite", "add", "Na", "--by", "Ann"])
        try Data("[".utf8).write(to: folder.appendingPathComponent("bad.json"))
        for arguments in [["--data", "none.json", "--format", "json"], ["--data", "none.json", "--by", "Bob"], ["--data", "bad.json", "--format", "json"]] {
            let result = try await ptable(["favorite", "list"] + arguments)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stderrLines == [arguments[1] == "none.json" ? "error: cannot read none.json: no such file"
                                                                       : "error: bad.json is not valid JSON: line 1, column 2: the file ends where a value should follow; is it truncated?"])
            #expect(result.stdout.isEmpty)
        }
    }

    /// `-` is standard input or output everywhere else in ptable: as a store it made a file named `-`.
    @Test func aDashIsNoStore() async throws {
        let message = "error: the favourites store cannot be \"-\" (standard input or output): give an SQLite file's path (./- for a file named -) or a postgres:// URL"
        for (arguments, environment) in [(["favorite", "add", "Fe", "--by", "Ann", "--store", "-"], [:]), (["favorite", "list"], ["PTABLE_STORE": "-"]),
                                         (["table", "--favorites-of", "Ann", "--store", "-", "--format", "json"], [:])] {
            let result = try await ptable(arguments, environment: environment)
            #expect(result.status == 64 && result.stderrLines == [message] && result.stdout.isEmpty, "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
        let named = try await ptable(["favorite", "add", "Fe", "--by", "Ann", "--store", "./-"])
        #expect(named.status == 0 && FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    }

    /// SQLite says only "unable to open database file"; the message says what the system found.
    @Test func aStoreThatCannotBeOpenedSaysWhy() async throws {
        let loop = folder.appendingPathComponent("loop").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let result = try await ptable(["favorite", "add", "Fe", "--by", "Ann", "--store", loop])
        #expect(result.status == 74)
        #expect(result.stderrLines == ["error: favourites store \(loop): too many symbolic links"])
    }

    @Test func storeAndEndpointCannotBeCombined() async throws {
        let result = try await ptable(["favorite", "list", "--store", store, "--endpoint", "http://127.0.0.1:9/favorites"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "error: --store and --endpoint cannot be combined: favourites live in one place")
    }

    /// An IPv6 address is written in brackets in the URL; they used to reach the resolver
    /// (`the host name "[::1]" does not resolve`) and doubled in the message (`@[[::1]]`).
    @Test func aStoreAtAnIPv6AddressIsConnectedTo() async throws {
        let result = try await ptable(["favorite", "list", "--store", "postgres://ptable@[::1]:1/favorites"])
        #expect(result.status == 74)
        // Port 1 refuses (or, without IPv6, cannot be reached): the address was tried either way.
        #expect(result.stderrLines.first?.hasPrefix(
            "error: the favourites store postgres://ptable@[::1]:1/favorites is unavailable: cannot connect to [::1]:1") == true,
                "\(result.stderr)")
    }
}

/// The records in a JSON array.
func jsonRecords(_ data: Data) throws -> [[String: Any]] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
}
