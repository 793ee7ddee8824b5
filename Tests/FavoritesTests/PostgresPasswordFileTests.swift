import Favorites
import Testing

/// `~/.pgpass` lines read as libpq reads them.
@Suite struct PostgresPasswordFileTests {
    @Test func theFirstMatchingLineGivesThePassword() {
        let file = PostgresPasswordFile(text: """
            # production
            db.example:5432:fav:ann:first
            db.example:5432:fav:ann:second
            *:*:*:bob:anywhere
            db.example:*:*:*:any-role
            """)
        #expect(file.password(host: "db.example", port: 5432, database: "fav", user: "ann") == "first")
        #expect(file.password(host: "other", port: 6000, database: "x", user: "bob") == "anywhere")
        #expect(file.password(host: "db.example", port: 5433, database: "fav", user: "carol") == "any-role")
        #expect(file.password(host: "other", port: 5432, database: "fav", user: "ann") == nil)
    }

    @Test func backslashesEscapeColonsAndThemselvesAndOnlyABareStarIsAWildcard() {
        let file = PostgresPasswordFile(text: #"""
            db.example:5432:fav:ann:pa\:ss\\word:ignored
            \*:5432:fav:bob:star-host
            db.example:5432:fav:carol
            #db.example:5432:fav:dave:commented
            """#)
        #expect(file.password(host: "db.example", port: 5432, database: "fav", user: "ann") == #"pa:ss\word"#)
        #expect(file.password(host: "db.example", port: 5432, database: "fav", user: "bob") == nil, #"\* is the host "*""#)
        #expect(file.password(host: "*", port: 5432, database: "fav", user: "bob") == "star-host")
        #expect(file.password(host: "db.example", port: 5432, database: "fav", user: "carol") == nil, "a line without a password")
        #expect(file.password(host: "db.example", port: 5432, database: "fav", user: "dave") == nil)
    }
}
