import Foundation
import KiloCore
import KiloSQL
import NIOCore
import NIOPosix
import Testing

import enum ServerTestSupport.InFlight

/// PostgreSQL for the tests: CI starts Debian's server on 127.0.0.1 and sets `HTTPRPC_POSTGRES_URL`
/// (`postgres://postgres@127.0.0.1:55432/postgres`). Without it the PostgreSQL cases are skipped, and say so in the
/// form `.ci/watch-tests` counts (CI, which provides every server, fails on such a skip).
let postgresURL = ProcessInfo.processInfo.environment["HTTPRPC_POSTGRES_URL"]

/// The databases every SQL test runs on.
enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqliteFile, sqliteMemory, postgres, mariadb

    var testDescription: String { rawValue }

    /// The backends available here: PostgreSQL and MariaDB when the package is built with their traits and their
    /// URLs are set. A backend left out is a skip, said once in the form Swift Testing says one (which
    /// `.ci/watch-tests` counts by family): a parameterized test's missing cases are otherwise silent.
    static let available: [Backend] = {
        var backends: [Backend] = [.sqliteFile, .sqliteMemory]
        func skipped(_ reason: String) { print(#"➜ Test cases of the SQL tests skipped: "skipped: \#(reason)""#) }
        #if PostgreSQL
        if postgresURL != nil { backends.append(.postgres) } else { skipped("set HTTPRPC_POSTGRES_URL to a running server") }
        #else
        skipped("PostgreSQL: built without the PostgreSQL trait (swift test --traits PostgreSQL)")
        #endif
        #if MySQL
        if mariaDBURL != nil { backends.append(.mariadb) } else { skipped("set HTTPRPC_MARIADB_URL to a running MariaDB server") }
        #else
        skipped("MariaDB: built without the MySQL trait (swift test --traits MySQL)")
        #endif
        return backends
    }()

    /// A fresh, empty database for one test, closed (and removed) afterwards.
    ///
    /// `threadPool` runs an SQLite database's calls instead of NIO's shared pool, which every other SQLite test of the
    /// process also fills.
    func withDatabase<T>(
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, threadPool: NIOThreadPool? = nil,
        _ body: (any Database) async throws -> T
    ) async throws -> T {
        var sqlite = SQLiteDatabase.Configuration()
        sqlite.timeZone = timeZone
        if let threadPool { sqlite.threadPool = threadPool }
        // The whole suite on a busy 2-core machine queues each SQLite call behind the other tests' (a million-row
        // stream among them) on the shared pool, so that 16 writers taking turns waited past the default 30 s; what
        // these tests check is what happens, not how fast. A writer that never got its turn still fails.
        sqlite.leaseTimeout = .seconds(300)
        switch self {
        case .sqliteFile:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kilosql-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = try await SQLiteDatabase(
                path: directory.appendingPathComponent("test.sqlite").path, configuration: sqlite)
            return try await run(body, on: database)
        case .sqliteMemory:
            return try await run(body, on: try await SQLiteDatabase(path: nil, configuration: sqlite))
        case .postgres:
            #if PostgreSQL
            let url = try #require(postgresURL, "HTTPRPC_POSTGRES_URL is not set")
            // A busy 2-core machine running the whole suite (Chromium included) can take longer than the default 5 s
            // to hand out a connection; what these tests check is not how fast that is.
            var configuration = PostgreSQLDatabase.Configuration()
            configuration.connectTimeout = .seconds(60)
            let admin = try PostgreSQLDatabase(url: url, configuration: configuration)
            let name = "kilo_test_\(UUID().uuidString.prefix(8).lowercased())"
            try await admin.execute(SQLQuery("CREATE DATABASE \(name)"))
            configuration.timeZone = timeZone
            let database = try PostgreSQLDatabase(url: Self.replacingDatabase(in: url, with: name), configuration: configuration)
            do {
                let result = try await run(body, on: database)
                _ = try await InFlight.during("database \(name): dropping") {
                    try await admin.execute(SQLQuery("DROP DATABASE \(name)"))
                }
                await InFlight.during("database \(name): closing the admin connection") { await admin.close() }
                return result
            } catch {
                _ = try? await admin.execute(SQLQuery("DROP DATABASE \(name) WITH (FORCE)"))
                await admin.close()
                throw error
            }
            #else
            throw BackendUnavailable(description: "built without the PostgreSQL trait (swift test --traits PostgreSQL)")
            #endif
        case .mariadb:
            #if MySQL
            return try await withScratchMariaDB { url in
                var configuration = MariaDBDatabase.Configuration.forTests
                configuration.timeZone = timeZone
                return try await run(body, on: try await MariaDBDatabase(url: url, configuration: configuration))
            }
            #else
            throw BackendUnavailable(description: "built without the MySQL trait (swift test --traits MySQL)")
            #endif
        }
    }

    private func run<T>(_ body: (any Database) async throws -> T, on database: any Database) async throws -> T {
        do {
            let result = try await InFlight.during("a \(self) database: the test's body") { try await body(database) }
            await InFlight.during("a \(self) database: closing") { await database.close() }
            return result
        } catch {
            await InFlight.during("a \(self) database: closing after \(error)") { await database.close() }
            throw error
        }
    }

    static func replacingDatabase(in url: String, with name: String) -> String {
        var components = URLComponents(string: url)!
        components.path = "/\(name)"
        return components.string!
    }

    /// The type of an auto-numbered key column.
    var serialKey: String {
        switch self {
        case .postgres: "SERIAL PRIMARY KEY"
        case .mariadb: "INTEGER AUTO_INCREMENT PRIMARY KEY"
        case .sqliteFile, .sqliteMemory: "INTEGER PRIMARY KEY"
        }
    }

    var blobType: String {
        switch self {
        case .postgres: "BYTEA"
        case .mariadb: "LONGBLOB"
        case .sqliteFile, .sqliteMemory: "BLOB"
        }
    }

    /// A date and time to the millisecond (MariaDB's `TIMESTAMP` has none unless asked).
    var timestampType: String { self == .mariadb ? "TIMESTAMP(3)" : "TIMESTAMP" }

    var doubleType: String {
        switch self {
        case .postgres: "DOUBLE PRECISION"
        case .mariadb: "DOUBLE"
        case .sqliteFile, .sqliteMemory: "REAL"
        }
    }
}

/// The JSON text the server would send for a row or rows.
func json(_ row: Row?) throws -> String {
    guard let row else { return "null" }
    var writer = JSONWriter(buffer: .init())
    try row.writeJSON(to: &writer)
    return String(buffer: writer.buffer)
}

func json(_ rows: [Row]) throws -> String {
    "[" + (try rows.map { try json($0) }).joined(separator: ",") + "]"
}

/// Why a backend cannot run here.
struct BackendUnavailable: Error, CustomStringConvertible {
    let description: String
}
