import Foundation
import KiloSQL
import Synchronization
import Testing

#if PostgreSQL
@Suite("PostgreSQL transactions past their deadlines")
struct PostgresTransactionTests {
    @Test(
        "a transaction that finds no connection within the connect timeout fails with an error; its body never runs",
        .enabled(if: postgresURL != nil || postgresRequired, "skipped: set HTTPRPC_POSTGRES_URL to a running server"))
    func noConnectionInTime() async throws {
        let url = try #require(postgresURL, "HTTPRPC_POSTGRES_URL is not set")
        var configuration = PostgreSQLDatabase.Configuration()
        configuration.maximumConnections = 1
        configuration.connectTimeout = .seconds(2)
        let database = try PostgreSQLDatabase(url: url, configuration: configuration)
        // The one connection, opened first (a loaded machine may take more than the timeout to connect: tried again)
        // and then held by a transaction until the test lets it go.
        for attempt in 1...10 {
            do {
                _ = try await database.first("SELECT 1 AS one")
                break
            } catch SQLError.unavailable where attempt < 10 {
                continue
            }
        }
        let (inside, insideContinuation) = AsyncStream<Void>.makeStream()
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        let holder = Task {
            // However the holder ends, the test goes on (and fails on its error) rather than waiting forever.
            defer { insideContinuation.finish() }
            try await database.transaction { transaction in
                _ = try await transaction.first("SELECT 1 AS one")
                insideContinuation.yield()
                for await _ in release { break }
            }
        }
        for await _ in inside { break }

        // This one waits past the connect timeout. Its body escaped the call when that happened, and the runtime
        // trapped ("closure argument was escaped in withoutActuallyEscaping block") before the body was escaping.
        let ran = Mutex(false)
        await #expect {
            try await database.transaction { _ in ran.withLock { $0 = true } }
        } throws: { error in
            (error as? SQLError)?.description == "The database is unavailable: no connection to PostgreSQL within 2.0 seconds"
        }
        releaseContinuation.yield()
        releaseContinuation.finish()
        try await holder.value
        // The connection is free again: a statement runs on it, and the withdrawn transaction never did.
        #expect(try await database.first("SELECT 2 AS two")?["two"]?.integerValue == 2)
        let bodyRan = ran.withLock { $0 }
        #expect(!bodyRan)
        await database.close()
    }
}
#endif
