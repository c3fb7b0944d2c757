import Foundation
import KiloSQL
import NIOPosix
import ServerTestSupport
import Testing

@Suite("Databases: SQLite (file and memory) and PostgreSQL")
struct DatabaseTests {
    @Test("hostile values are bound, never spliced: the table survives and each value round-trips", arguments: Backend.available)
    func hostileValues(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute(SQLQuery("CREATE TABLE pet (id \(backend.serialKey), name TEXT NOT NULL)"))
            let values =
                [
                    "'; DROP TABLE pet; --", "Robert'); DROP TABLE pet;--", "\"double\" and 'single' quotes", "back\\slash",
                    "Zoë 🐕 ∑ 日本", "", "  padded  ", ":name ?1 $1", "line\nbreak\ttab",
                ] + (backend == .postgres ? [] : ["nul\u{0}inside"])  // PostgreSQL text cannot hold NUL
            for value in values { try await database.execute("INSERT INTO pet (name) VALUES (:name)", ["name": value]) }
            let rows = try await database.rows("SELECT name FROM pet ORDER BY id")
            #expect(rows.map { $0["name"]?.textValue } == values)
            for value in values {
                let row = try await database.first("SELECT COUNT(*) AS n FROM pet WHERE name = :name", ["name": value])
                #expect(row?["n"]?.integerValue == 1, "\(value)")
            }
        }
    }

    @Test("a parameter without a value and a value without a parameter are errors that name them", arguments: Backend.available)
    func argumentErrors(backend: Backend) async throws {
        try await backend.withDatabase { database in
            await #expect { try await database.query("SELECT :a AS a, :b AS b", ["a": 1]) } throws: { error in
                (error as? SQLError)?.description == "The parameter :b has no value in: SELECT :a AS a, :b AS b"
            }
            await #expect { try await database.query("SELECT :a AS a", ["a": 1, "z": 2]) } throws: { error in
                (error as? SQLError)?.description == "The argument \"z\" matches no parameter of: SELECT :a AS a"
            }
            let attached = SQLQuery("SELECT 1 AS one").attach("sub", "SELECT :missing AS m")
            await #expect { try await database.query(attached, [:]) } throws: { error in
                (error as? SQLError)?.description == "The parameter :missing has no value in: SELECT :missing AS m"
            }
        }
    }

    @Test("database errors carry the database's message and the SQL", arguments: Backend.available)
    func databaseErrors(backend: Backend) async throws {
        try await backend.withDatabase { database in
            await #expect { try await database.query("SELECT * FROM no_such_table") } throws: { error in
                guard case .database(let message, let query)? = error as? SQLError else { return false }
                return message.contains("no_such_table") && query == "SELECT * FROM no_such_table"
            }
            // The database still works afterwards.
            let value1 = try await database.first("SELECT 1 AS one")
            #expect(value1?["one"]?.integerValue == 1)
        }
    }

    @Test(
        "column types become JSON: numbers, text, null, booleans, blobs as base64, dates as milliseconds",
        arguments: Backend.available)
    func types(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute(
                SQLQuery(
                    """
                    CREATE TABLE sample (i INTEGER, r \(backend.doubleType), t TEXT, n TEXT, b BOOLEAN, bytes \(backend.blobType),
                    d DATE, ts \(backend.timestampType))
                    """))
            try await database.execute(
                "INSERT INTO sample VALUES (:i, :r, :t, NULL, :b, :bytes, :d, :ts)",
                [
                    "i": 42, "r": 2.5, "t": "x", "b": true, "bytes": [UInt8]([0, 1, 2, 250]), "d": "2001-11-27",
                    "ts": "2001-11-27 08:30:00.250",
                ])
            let row = try await database.first("SELECT i, r, t, n, b, bytes, d, ts FROM sample", [:])
            #expect(
                try json(row)
                    == #"{"i":42,"r":2.5,"t":"x","n":null,"b":true,"bytes":"AAEC+g==","d":1006819200000,"ts":1006849800250}"#)
        }
    }

    @Test(
        "dates without a zone are read in the database's time zone (the seed's numbers come from New York)",
        arguments: Backend.available)
    func timeZones(backend: Backend) async throws {
        try await backend.withDatabase(timeZone: TimeZone(identifier: "America/New_York")!) { database in
            try await database.execute("CREATE TABLE span (from_date DATE, to_date DATE)")
            try await database.execute("INSERT INTO span VALUES ('1995-12-01', '9999-01-01')")
            // PostgreSQL folds unquoted names to lower case; quoted aliases keep their capitals on both databases.
            let row = try await database.first(#"SELECT from_date AS "fromDate", to_date AS "toDate" FROM span"#, [:])
            #expect(try json(row) == #"{"fromDate":817794000000,"toDate":253370782800000}"#)
        }
    }

    @Test("a dot in a label nests objects, in select order", arguments: Backend.available)
    func dottedLabels(backend: Backend) async throws {
        try await backend.withDatabase { database in
            let row = try await database.first(
                #"SELECT 1 AS id, 'Chirstian' AS "name.first", 'Koblick' AS "name.last", 'x' AS "a.b.c", 2 AS tail"#, [:])
            #expect(try json(row) == #"{"id":1,"name":{"first":"Chirstian","last":"Koblick"},"a":{"b":{"c":"x"}},"tail":2}"#)
        }
    }

    @Test(
        "attachments: several per query, nested, fed by the row's columns and the outer arguments", arguments: Backend.available)
    func attachments(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute("CREATE TABLE owner (id INTEGER PRIMARY KEY, name TEXT)")
            try await database.execute("CREATE TABLE pet (id INTEGER PRIMARY KEY, owner_id INTEGER, name TEXT)")
            try await database.execute("CREATE TABLE toy (pet_id INTEGER, name TEXT)")
            try await database.execute("CREATE TABLE visit (owner_id INTEGER, day TEXT)")
            try await database.executeBatch(
                "INSERT INTO owner VALUES (:id, :name)",
                [["id": 1, "name": "Gwen"], ["id": 2, "name": "Benny"], ["id": 3, "name": "Diane"]])
            try await database.executeBatch(
                "INSERT INTO pet VALUES (:id, :owner, :name)",
                [
                    ["id": 10, "owner": 1, "name": "Fluffy"], ["id": 11, "owner": 1, "name": "Claws"],
                    ["id": 12, "owner": 2, "name": "Buffy"],
                ])
            try await database.executeBatch(
                "INSERT INTO toy VALUES (:pet, :name)",
                [["pet": 10, "name": "ball"], ["pet": 10, "name": "mouse"], ["pet": 12, "name": "bone"]])
            try await database.execute("INSERT INTO visit VALUES (1, 'Monday')")
            let query = SQLQuery(#"SELECT id AS "ownerID", name FROM owner WHERE id <= :maximum ORDER BY id"#)
                .attach(
                    "pets",
                    SQLQuery(#"SELECT id AS "petID", name FROM pet WHERE owner_id = :ownerID ORDER BY id"#)
                        .attach(
                            "toys",
                            #"SELECT name, :ownerID AS "ownerID" FROM toy WHERE pet_id = :petID AND :suffix = :suffix ORDER BY name"#
                        )
                )
                .attach("visits", "SELECT day FROM visit WHERE owner_id = :ownerID")
            let rows = try await database.rows(query, ["maximum": 3, "suffix": "s"])
            #expect(
                try json(rows) == """
                    [{"ownerID":1,"name":"Gwen","pets":[{"petID":10,"name":"Fluffy","toys":[{"name":"ball","ownerID":1},\
                    {"name":"mouse","ownerID":1}]},{"petID":11,"name":"Claws","toys":[]}],"visits":[{"day":"Monday"}]},\
                    {"ownerID":2,"name":"Benny","pets":[{"petID":12,"name":"Buffy","toys":[{"name":"bone","ownerID":2}]}],"visits":[]},\
                    {"ownerID":3,"name":"Diane","pets":[],"visits":[]}]
                    """)
            // Inside a transaction (PostgreSQL streams through a server-side cursor there).
            let inTransaction = try await database.transaction { try await $0.rows(query, ["maximum": 3, "suffix": "s"]) }
            #expect(try json(inTransaction) == json(rows))
            let firstOwner = try await database.first(query, ["maximum": 1, "suffix": "s"])
            #expect(try json(firstOwner) == json(rows[0]))
        }
    }

    @Test("updates: affected rows, generated keys, RETURNING, batches", arguments: Backend.available)
    func updates(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute(SQLQuery("CREATE TABLE item (id \(backend.serialKey), name TEXT)"))
            let returning = try await database.execute("INSERT INTO item (name) VALUES (:name) RETURNING id", ["name": "a"])
            #expect(returning.rowCount == 1)
            #expect(returning.generatedKey == 1)
            if backend != .postgres {
                // SQLite reports the row id of a plain INSERT.
                let plain = try await database.execute("INSERT INTO item (name) VALUES (:name)", ["name": "b"])
                #expect(plain.generatedKey == 2)
            } else {
                try await database.execute("INSERT INTO item (name) VALUES (:name)", ["name": "b"])
            }
            let inserted = try await database.executeBatch(
                "INSERT INTO item (name) VALUES (:name)", (0..<100).map { ["name": "n\($0)"] })
            #expect(inserted == 100)
            let updated = try await database.execute("UPDATE item SET name = :name WHERE id > :id", ["name": "z", "id": 50])
            #expect(updated.rowCount == 52)
            #expect(updated.generatedKey == nil)
            let deleted = try await database.execute("DELETE FROM item WHERE name = :name", ["name": "z"])
            #expect(deleted.rowCount == 52)
        }
    }

    @Test("a transaction commits when its body returns and rolls back when it throws", arguments: Backend.available)
    func transactions(backend: Backend) async throws {
        struct Abort: Error {}
        try await backend.withDatabase { database in
            try await database.execute("CREATE TABLE account (name TEXT, balance INTEGER)")
            try await database.transaction { transaction in
                try await transaction.execute("INSERT INTO account VALUES (:name, :balance)", ["name": "a", "balance": 10])
                try await transaction.execute("INSERT INTO account VALUES (:name, :balance)", ["name": "b", "balance": 0])
            }
            await #expect(throws: Abort.self) {
                try await database.transaction { transaction in
                    try await transaction.execute("UPDATE account SET balance = balance - 5 WHERE name = 'a'")
                    throw Abort()
                }
            }
            // A failing statement in a batch rolls the whole batch back.
            await #expect(throws: SQLError.self) {
                try await database.executeBatch(
                    "INSERT INTO account VALUES (:name, :balance)",
                    [["name": "c", "balance": 1], ["name": "d", "balance": "not a number"]]
                        + (backend == .postgres ? [] : [["name": "e", "balance": 1, "extra": 1]]))
            }
            let rows = try await database.rows("SELECT name, balance FROM account ORDER BY name")
            #expect(try json(rows) == #"[{"name":"a","balance":10},{"name":"b","balance":0}]"#)
        }
    }

    @Test("100,000 rows stream in batches; stopping early frees the connection", arguments: Backend.available)
    func streaming(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute("CREATE TABLE n (value INTEGER)")
            try await database.execute(
                "INSERT INTO n WITH RECURSIVE s(v) AS (SELECT 0 UNION ALL SELECT v + 1 FROM s WHERE v < :last) SELECT v FROM s",
                ["last": 99_999])
            var count = 0
            var sum = 0
            for try await row in try await database.query("SELECT value FROM n ORDER BY value") {
                count += 1
                sum += Int(row["value"]?.integerValue ?? 0)
            }
            #expect(count == 100_000)
            #expect(sum == 99_999 * 100_000 / 2)
            // A loop on an actor gets its rows there: it leaves the actor per batch, not per row.
            let reader = JobCountingActor()
            #expect(try await reader.count(database.query("SELECT value FROM n")) == 100_000)
            #expect(reader.jobs < 10_000, "\(reader.jobs) jobs on the reading actor for 100,000 rows")
            // Stop after a few rows, many times over: with an in-memory database's single connection this would
            // hang if a dropped result kept its connection.
            for _ in 0..<20 {
                var iterator = try await database.query("SELECT value FROM n").makeAsyncIterator()
                _ = try await iterator.next()
            }
            let value2 = try await database.first("SELECT COUNT(*) AS n FROM n")
            #expect(value2?["n"]?.integerValue == 100_000)
        }
    }

    @Test("concurrent queries and writes", arguments: Backend.available)
    func concurrency(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute("CREATE TABLE counter (id INTEGER, value INTEGER)")
            try await database.execute("INSERT INTO counter VALUES (1, 0)")
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<40 {
                    group.addTask {
                        if index.isMultiple(of: 2) {
                            try await database.execute("UPDATE counter SET value = value + 1 WHERE id = :id", ["id": 1])
                        } else {
                            let rows = try await database.rows("SELECT value FROM counter")
                            #expect(rows.count == 1)
                        }
                    }
                }
                try await group.waitForAll()
            }
            let value3 = try await database.first("SELECT value FROM counter")
            #expect(value3?["value"]?.integerValue == 20)
        }
    }

    @Test("a transaction's statements may run side by side on its one connection", arguments: Backend.available)
    func concurrentStatementsInATransaction(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute("CREATE TABLE n (value INTEGER)")
            try await database.execute("CREATE TABLE log (task INTEGER)")
            try await database.execute(
                "INSERT INTO n WITH RECURSIVE s(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM s WHERE v < :last) SELECT v FROM s",
                ["last": 2_000])
            // Several batches per result, so that the readers' fetches and the writers' statements interleave.
            let sums = try await database.transaction { transaction in
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for task in 0..<12 {
                        group.addTask {
                            if task % 4 == 3 {
                                try await transaction.execute("INSERT INTO log VALUES (:task)", ["task": task])
                                return -1
                            }
                            var sum = 0
                            for try await row in try await transaction.query("SELECT value FROM n ORDER BY value") {
                                sum += Int(row["value"]?.integerValue ?? 0)
                            }
                            return sum
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
            #expect(sums.filter { $0 == 2_000 * 2_001 / 2 }.count == 9)
            let logged = try await database.first("SELECT COUNT(*) AS n FROM log")
            #expect(logged?["n"]?.integerValue == 3)
        }
    }
}

/// Streams that are not read to their end, beside short queries.
@Suite("SQLite pool")
struct SQLitePoolTests {
    @Test(
        "streams held open cannot take the last connection: short queries still run, and a stream past its budget waits, then is busy (503)"
    )
    func streamsLeaveRoomForShortQueries() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kilosql-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = SQLiteDatabase.Configuration()
        configuration.maximumConnections = 3
        configuration.batchSize = 10
        configuration.leaseTimeout = .milliseconds(300)
        let database = try await SQLiteDatabase(
            path: directory.appendingPathComponent("pool.sqlite").path, configuration: configuration)
        try await database.execute("CREATE TABLE n (value INTEGER)")
        try await database.execute(
            "INSERT INTO n WITH RECURSIVE s(v) AS (SELECT 0 UNION ALL SELECT v + 1 FROM s WHERE v < 999) SELECT v FROM s")
        // Two streams, each read one row and then left: a stalled client's results.
        var held: [QueryResult.Iterator] = []
        for _ in 0..<2 {
            var iterator = try await database.query("SELECT value FROM n").makeAsyncIterator()
            _ = try await iterator.next()
            held.append(iterator)
        }
        // Short queries take the connection streams may not.
        for _ in 0..<5 {
            let count = try await database.first("SELECT COUNT(*) AS c FROM n")
            #expect(count?["c"]?.integerValue == 1000)
        }
        // A third stream waits for the budget, and gives up after the lease timeout.
        let error = try await #require(throws: SQLError.self) { _ = try await database.query("SELECT value FROM n") }
        #expect(error.statusCode == 503)
        #expect(error.retryAfterSeconds == 1)
        // Once a stream ends, another may start.
        held.removeFirst()
        var iterator = try await database.query("SELECT value FROM n").makeAsyncIterator()
        #expect(try await iterator.next() != nil)
        held.removeAll()
        await database.close()
    }

    @Test(
        "more writers at once than SQLite has threads: each transaction and write completes, none finds the file locked",
        arguments: [Backend.sqliteFile, .sqliteMemory])
    func contendedWrites(backend: Backend) async throws {
        // Two threads of its own, whatever the machine's cores: fewer than the writers, and no other test's calls.
        let threads = NIOThreadPool(numberOfThreads: 2)
        threads.start()
        defer { threads.shutdownGracefully { _ in } }
        try await backend.withDatabase(threadPool: threads) { database in
            try await database.execute("CREATE TABLE counter (n INTEGER NOT NULL)")
            try await database.execute("INSERT INTO counter (n) VALUES (0)")
            // SQLite's transactions are serializable, so a read-then-write in one loses no update (PostgreSQL's read
            // committed would; this is about SQLite's locking). Each transaction holds the write lock across several
            // statements and awaits; 8 of them and 8 plain writes on a 2-thread pool used to leave the lock's holder
            // without a thread until SQLite's 10 s busy timeout failed the others ("database is locked").
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try await database.transaction { transaction in
                            let row = try await transaction.first("SELECT n FROM counter")
                            let n = row?["n"]?.integerValue ?? 0
                            try await Task.sleep(for: .milliseconds(5))
                            try await transaction.execute("UPDATE counter SET n = :n", ["n": n + 1])
                        }
                    }
                    group.addTask { try await database.execute("UPDATE counter SET n = n + 1") }
                }
                try await group.waitForAll()
            }
            let total = try await database.first("SELECT n FROM counter")
            #expect(total?["n"]?.integerValue == 16)
        }
    }
}
