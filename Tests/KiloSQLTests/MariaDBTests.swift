#if MySQL
import Foundation
import ServerTestSupport
import Testing

@testable import KiloSQL

/// MariaDB for the tests: a server on 127.0.0.1 whose root may create databases, `HTTPRPC_MARIADB_URL`
/// (`mysql://root@127.0.0.1:33306/mysql`). Without it these are skipped, and say so.
let mariaDBURL = ProcessInfo.processInfo.environment["HTTPRPC_MARIADB_URL"]

/// A fresh database on the server `HTTPRPC_MARIADB_URL` names, for one test, dropped afterwards; `body` gets its URL.
func withScratchMariaDB<T>(_ body: (URL) async throws -> T) async throws -> T {
    let url = try #require(mariaDBURL.flatMap(URL.init(string:)), "HTTPRPC_MARIADB_URL is not set")
    let admin = try await MariaDBDatabase(url: url)
    // The tests fill tables of 100,000 rows with a recursive query; MariaDB 10.11 stops those at 1,000.
    try await admin.execute("SET GLOBAL max_recursive_iterations = 10000000")
    let name = "kilo_test_\(UUID().uuidString.prefix(8).lowercased())"
    try await admin.execute(SQLQuery("CREATE DATABASE \(name)"))
    var components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
    components.path = "/\(name)"
    do {
        let result = try await body(try #require(components.url))
        try await admin.execute(SQLQuery("DROP DATABASE \(name)"))
        await admin.close()
        return result
    } catch {
        _ = try? await admin.execute(SQLQuery("DROP DATABASE \(name)"))
        await admin.close()
        throw error
    }
}

extension MariaDBDatabase.Configuration {
    /// Deadlines for a busy 2-core machine running the whole suite, where a statement or a wait for a connection has
    /// taken longer than the defaults: what most tests check is what happens, not how fast. The tests of the deadlines
    /// set their own.
    static var forTests: Self {
        var configuration = Self()
        configuration.connectTimeout = .seconds(60)
        configuration.queryTimeout = .seconds(300)
        return configuration
    }
}

@Suite("MariaDB", .enabled(if: mariaDBURL != nil, "skipped: set HTTPRPC_MARIADB_URL to a running MariaDB server"))
struct MariaDBTests {
    /// `SELECT 1`'s answer, asked again while busy (on a loaded machine even it can outlast a short deadline); `nil`
    /// after 20 busy answers.
    func selectOneAskingAgain(_ database: MariaDBDatabase) async throws -> SQLValue? {
        for _ in 0..<20 {
            do {
                return try await database.first(#"SELECT 1 AS "one""#)?["one"]
            } catch SQLError.busy {
                continue
            }
        }
        return nil
    }

    /// A fresh database for one test, opened with `configuration`, closed and dropped afterwards.
    func withDatabase<T>(
        _ configuration: MariaDBDatabase.Configuration = .forTests, _ body: (MariaDBDatabase) async throws -> T
    ) async throws -> T {
        try await withScratchMariaDB { url in
            let database = try await MariaDBDatabase(url: url, configuration: configuration)
            do {
                let result = try await body(database)
                await database.close()
                return result
            } catch {
                await database.close()
                throw error
            }
        }
    }

    @Test("named parameters (one name twice), values of every kind back as they went, keys and RETURNING")
    func values() async throws {
        try await withDatabase { database in
            try await database.execute(
                """
                CREATE TABLE thing (id INTEGER AUTO_INCREMENT PRIMARY KEY, name VARCHAR(100) NOT NULL, flag BOOLEAN,
                amount DECIMAL(10, 2), ratio DOUBLE, made DATETIME(3), day DATE, data BLOB, note TEXT)
                """)
            let made = Date(timeIntervalSince1970: 1_700_000_000.25)
            let inserted = try await database.execute(
                """
                INSERT INTO thing (name, flag, amount, ratio, made, day, data, note)
                VALUES (:name, :flag, 12.5, :ratio, :made, '1986-12-01', :data, :name)
                """,
                ["name": "Zoë's \"quoted\" \\ name", "flag": true, "ratio": 0.25, "made": made, "data": Data([0, 1, 255])])
            #expect(inserted.rowCount == 1 && inserted.generatedKey == 1)
            let row = try #require(
                try await database.first("SELECT * FROM thing WHERE name = :name", ["name": "Zoë's \"quoted\" \\ name"]))
            #expect(row["id"] == .integer(1))
            #expect(row["note"] == .text("Zoë's \"quoted\" \\ name"))
            #expect(row["flag"] == .bool(true))
            #expect(row["amount"] == .numeric("12.50"))
            #expect(row["ratio"] == .real(0.25))
            #expect(row["made"] == .timestamp(1_700_000_000_250))
            #expect(row["day"] == .timestamp(533_779_200_000))
            #expect(row["data"] == .blob([0, 1, 255]))
            let returned = try await database.execute(
                #"INSERT INTO thing (name) VALUES (:name) RETURNING id, name AS "label""#, ["name": "second"])
            #expect(returned.returnedRows.first?["label"] == .text("second") && returned.generatedKey == 2)
            // `first` of a short result reads the rest rather than close its connection (a new one per `first` before).
            let connection = try await database.first(#"SELECT CONNECTION_ID() AS "id""#)?["id"]
            #expect(try await database.first("SELECT name FROM thing ORDER BY id")?["name"] == .text("Zoë's \"quoted\" \\ name"))
            #expect(try await database.first(#"SELECT CONNECTION_ID() AS "id""#)?["id"] == connection)
        }
    }

    @Test("a large result streams a batch at a time; one left early frees its place; long text arrives whole")
    func streaming() async throws {
        try await withDatabase { database in
            try await database.execute("CREATE TABLE n (value INTEGER, label TEXT)")
            let inserted = try await database.executeBatch(
                "INSERT INTO n (value, label) VALUES (:value, :label)",
                (0..<2_000).map { ["value": $0, "label": String(repeating: "x", count: $0 % 700)] })
            #expect(inserted == 2_000)
            var count = 0
            var sum = 0
            for try await row in try await database.query(#"SELECT value, label FROM n ORDER BY value"#) {
                let value = Int(row["value"]?.integerValue ?? -1)
                #expect(row["label"]?.textValue?.count == value % 700)
                count += 1
                sum += value
            }
            #expect(count == 2_000 && sum == 1_999 * 2_000 / 2)
            for _ in 0..<20 {
                var iterator = try await database.query("SELECT value FROM n").makeAsyncIterator()
                _ = try await iterator.next()
            }
            // `first` of a long result closes it far from its end: the connection is closed (its statement given up
            // first), not read to the end, and the next statements get fresh ones.
            for _ in 0..<20 {
                #expect(try await database.first("SELECT value FROM n ORDER BY value")?["value"] == .integer(0))
            }
            #expect(try await database.first(#"SELECT COUNT(*) AS "n" FROM n"#)?["n"] == .integer(2_000))
        }
    }

    @Test("a transaction commits together or not at all; errors say what was wrong")
    func transactions() async throws {
        try await withDatabase { database in
            try await database.execute("CREATE TABLE account (name VARCHAR(10) PRIMARY KEY, balance INTEGER) ENGINE=InnoDB")
            try await database.execute("INSERT INTO account VALUES ('a', 10), ('b', 0)")
            await #expect(throws: SQLError.self) {
                try await database.transaction { transaction in
                    try await transaction.execute("UPDATE account SET balance = balance - 5 WHERE name = 'a'")
                    try await transaction.execute("INSERT INTO account VALUES ('a', 1)")
                }
            }
            #expect(try await database.first("SELECT balance FROM account WHERE name = 'a'")?["balance"] == .integer(10))
            try await database.transaction { transaction in
                try await transaction.execute("UPDATE account SET balance = balance - 5 WHERE name = 'a'")
                try await transaction.execute("UPDATE account SET balance = balance + 5 WHERE name = 'b'")
            }
            let rows = try await database.rows("SELECT name, balance FROM account ORDER BY name")
            #expect(rows.map { $0["balance"] } == [.integer(5), .integer(5)])
            await #expect {
                try await database.execute("SELEKT 1")
            } throws: { error in
                guard case .syntax = error as? SQLError else { return false }
                return true
            }
        }
    }

    @Test("a statement past the query deadline answers busy and is stopped on the server; its connection serves again")
    func queryDeadline() async throws {
        var configuration = MariaDBDatabase.Configuration()
        configuration.maximumConnections = 1
        configuration.connectTimeout = .seconds(5)
        configuration.queryTimeout = .seconds(2)
        try await withDatabase(configuration) { database in
            await #expect {
                _ = try await database.first(#"SELECT SLEEP(600) AS "slept""#)
            } throws: { error in
                guard case .busy(let reason) = error as? SQLError else { return false }
                return reason.contains("did not answer within 2")
            }
            // Stopped by KILL QUERY, not left to sleep ten minutes: the one connection serves the next statement
            // (asked again while busy: on a loaded machine even this can outlast the 2 s).
            let one = try await selectOneAskingAgain(database)
            #expect(one == .integer(1))
            let url = try #require(mariaDBURL.flatMap(URL.init(string:)))
            let admin = try await MariaDBDatabase(url: url)
            let sleeping = try await admin.first(
                #"SELECT COUNT(*) AS "n" FROM information_schema.PROCESSLIST WHERE INFO LIKE 'SELECT SLEEP(600)%'"#)
            await admin.close()
            #expect(sleeping?["n"] == .integer(0))
        }
    }

    @Test("a caller that is cancelled (its client went away) stops its statement on the server")
    func cancelledStatement() async throws {
        var configuration = MariaDBDatabase.Configuration.forTests
        configuration.maximumConnections = 1
        configuration.connectTimeout = .seconds(5)
        try await withDatabase(configuration) { database in
            let sleeper = Task { try await database.first(#"SELECT SLEEP(610) AS "slept""#) }
            let url = try #require(mariaDBURL.flatMap(URL.init(string:)))
            let admin = try await MariaDBDatabase(url: url)
            let sleeping = #"SELECT COUNT(*) AS "n" FROM information_schema.PROCESSLIST WHERE INFO LIKE 'SELECT SLEEP(610)%'"#
            for _ in 0..<200 where try await admin.first(SQLQuery(sleeping))?["n"] != .integer(1) {
                try await Task.sleep(for: .milliseconds(50))
            }
            sleeper.cancel()
            await #expect(throws: CancellationError.self) { _ = try await sleeper.value }
            // Not left to sleep with the one connection: the next statement gets it.
            let one = try await selectOneAskingAgain(database)
            #expect(one == .integer(1))
            #expect(try await admin.first(SQLQuery(sleeping))?["n"] == .integer(0))
            await admin.close()
        }
    }

    @Test(
        "with every connection in use a caller waits its turn, then answers busy; a wait cancelled in the line leaves it",
        .timeLimit(.minutes(2)))
    func leaseWait() async throws {
        var configuration = MariaDBDatabase.Configuration()
        configuration.maximumConnections = 1
        configuration.connectTimeout = .seconds(3)
        try await withDatabase(configuration) { database in
            let (held, holding) = AsyncStream.makeStream(of: Void.self)
            let (release, releasing) = AsyncStream.makeStream(of: Void.self)
            let holder = Task {
                // Finished whatever happens, so that the wait below cannot outlive a holder that failed.
                defer { holding.finish() }
                try await database.transaction { transaction in
                    _ = try await transaction.first(#"SELECT 1 AS "one""#)
                    holding.yield()
                    for await _ in release { break }
                }
            }
            defer { releasing.finish() }
            for await _ in held { break }
            await #expect {
                _ = try await database.first(#"SELECT 2 AS "two""#)
            } throws: { error in
                guard case .busy(let reason) = error as? SQLError else { return false }
                return reason.contains("no MariaDB connection came free within 3")
            }
            #expect(await database.callersWaiting == 0)
            // Cancelled once it is in the line, not before it joined: the line is empty after, and the one connection,
            // given back, goes to the next caller rather than to the cancelled one.
            let waiter = Task { try await database.first(#"SELECT 3 AS "three""#) }
            for _ in 0..<1_000 where await database.callersWaiting == 0 { try await Task.sleep(for: .milliseconds(1)) }
            try #require(await database.callersWaiting == 1, "the waiter never joined the line")
            waiter.cancel()
            await #expect(throws: CancellationError.self) { _ = try await waiter.value }
            #expect(await database.callersWaiting == 0)
            releasing.yield()
            try await holder.value
            #expect(try await database.first(#"SELECT 4 AS "four""#)?["four"] == .integer(4))
        }
    }

    @Test("a server cut, then frozen: unavailable while away (at once once known), busy while silent, back after")
    func outage() async throws {
        try await withScratchMariaDB { url in
            let target = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
            let proxy = TCPProxy(targetHost: target.host ?? "127.0.0.1", targetPort: target.port ?? 3306)
            var viaProxy = target
            let port = try await proxy.start()
            viaProxy.port = port
            var configuration = MariaDBDatabase.Configuration()
            configuration.connectTimeout = .seconds(5)
            configuration.queryTimeout = .seconds(3)
            let database = try await MariaDBDatabase(url: try #require(viaProxy.url), configuration: configuration)
            // Asked until answered: on a loaded machine a first statement can outlast the 3 s.
            var answered = false
            for _ in 0..<20 where !answered {
                answered = (try? await database.first(#"SELECT 1 AS "one""#)) != nil
            }
            #expect(answered)

            await proxy.stop()
            // A statement finds the server gone (on a loaded machine the first may see its dead connection only after
            // the deadline, busy: it is asked again).
            var gone = false
            for _ in 0..<20 where !gone {
                do {
                    _ = try await database.first(#"SELECT 1 AS "one""#)
                    Issue.record("a statement reached a server that is away")
                    break
                } catch SQLError.unavailable {
                    gone = true
                } catch SQLError.busy {
                    continue
                }
            }
            #expect(gone)
            // Found away: statements fail at once, saying so, while the database probes on its own.
            for _ in 0..<600 where database.isReachable { try await Task.sleep(for: .milliseconds(50)) }
            #expect(!database.isReachable)
            await #expect {
                _ = try await database.first(#"SELECT 1 AS "one""#)
            } throws: { error in
                guard case .unavailable(let reason) = error as? SQLError else { return false }
                return reason.contains("MariaDB has been unreachable for") && reason.contains("retrying in the background")
            }

            _ = try await proxy.start(port: port)
            answered = false
            for _ in 0..<100 where !answered {
                answered = (try? await database.first(#"SELECT 1 AS "one""#)) != nil
                if !answered { try await Task.sleep(for: .milliseconds(200)) }
            }
            #expect(answered, "answers again once the server is back")
            #expect(database.isReachable)

            // Frozen: connections stay open and nothing answers; the caller is answered busy at the query deadline.
            proxy.freeze()
            await #expect {
                _ = try await database.first(#"SELECT 1 AS "one""#)
            } throws: { error in
                guard case .busy(let reason) = error as? SQLError else { return false }
                return reason.contains("did not answer within 3")
            }
            proxy.thaw()
            answered = false
            for _ in 0..<100 where !answered {
                answered = (try? await database.first(#"SELECT 1 AS "one""#)) != nil
                if !answered { try await Task.sleep(for: .milliseconds(200)) }
            }
            #expect(answered, "answers again once it thaws")
            await database.close()
            await proxy.stop()
        }
    }
}
#endif
