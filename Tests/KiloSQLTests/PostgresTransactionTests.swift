import Foundation
import KiloSQL
import ServerTestSupport
import Synchronization
import Testing

#if PostgreSQL
@Suite("PostgreSQL transactions past their deadlines")
struct PostgresTransactionTests {
    @Test(
        "a transaction that finds no connection within the connect timeout fails with an error; its body never runs",
        .enabled(if: postgresURL != nil, "skipped: set HTTPRPC_POSTGRES_URL to a running server"))
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
    @Test(
        "a statement that finds no connection within the connect timeout never runs later, when the connection comes",
        .enabled(if: postgresURL != nil, "skipped: set HTTPRPC_POSTGRES_URL to a running server"))
    func noLateStatement() async throws {
        try await withProxiedPostgresDatabase { direct, viaProxy, proxy in
            var directConfiguration = PostgreSQLDatabase.Configuration()
            directConfiguration.connectTimeout = .seconds(60)
            let direct = try PostgreSQLDatabase(url: direct, configuration: directConfiguration)
            try await direct.execute("CREATE TABLE late (n INTEGER)")
            // Through a proxy that passes nothing on, the connection is opened (TCP answers) but its start-up waits,
            // past the connect timeout, until the thaw lets it finish.
            var configuration = PostgreSQLDatabase.Configuration()
            configuration.connectTimeout = .seconds(1)
            let database = try PostgreSQLDatabase(url: viaProxy, configuration: configuration)
            proxy.freeze()
            await #expect(throws: SQLError.self) { try await database.execute("INSERT INTO late VALUES (1)") }
            proxy.thaw()
            // The connection comes now; the statement the caller was told had failed must not run on it.
            var answered = false
            for _ in 0..<100 where !answered {
                answered = (try? await database.first("SELECT 1 AS one")) != nil
                if !answered { try await Task.sleep(for: .milliseconds(100)) }
            }
            #expect(answered)
            #expect(try await direct.first("SELECT COUNT(*) AS count FROM late")?["count"]?.integerValue == 0)
            await database.close()
            await direct.close()
        }
    }

    @Test(
        "closing a pool returns even while a connection's start-up is frozen (its wait for the driver's pool is bounded)",
        .enabled(if: postgresURL != nil, "skipped: set HTTPRPC_POSTGRES_URL to a running server"))
    func closeIsBounded() async throws {
        try await withProxiedPostgresDatabase { _, viaProxy, proxy in
            var configuration = PostgreSQLDatabase.Configuration()
            configuration.connectTimeout = .seconds(1)
            let database = try PostgreSQLDatabase(url: viaProxy, configuration: configuration)
            proxy.freeze()
            await #expect(throws: SQLError.self) { try await database.execute("SELECT 1") }
            // A connection is still being opened through the frozen proxy. The close returns: whether PostgresNIO's
            // pool stops or not, the wait for it is bounded (5 s here); the test's own bound is far above that.
            let closed = Flag()
            let closing = Task {
                await database.close()
                closed.set()
            }
            for _ in 0..<600 where !closed.isSet { try await Task.sleep(for: .milliseconds(100)) }
            #expect(closed.isSet, "close() did not return within 60 s")
            proxy.thaw()
            await closing.value
        }
    }
}
#endif
