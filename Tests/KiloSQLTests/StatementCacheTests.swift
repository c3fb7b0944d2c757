import Foundation
import KiloCore
import KiloShared
import NIOPosix
import Synchronization
import Testing

@testable import KiloSQL

/// SQLite keeps each connection's prepared statements for reuse; these check that reuse never shows stale columns.
/// The schema-change cases run on PostgreSQL too, which must behave the same.
@Suite("Statement cache")
struct StatementCacheTests {
    @Test("a query run again after its table changed shows the new columns", arguments: Backend.available)
    func columnsFollowTheSchema(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute("CREATE TABLE t (a INTEGER, b TEXT)")
            try await database.execute("INSERT INTO t VALUES (1, 'x')")
            #expect(try json(await database.rows("SELECT * FROM t")) == #"[{"a":1,"b":"x"}]"#)
            try await database.execute("ALTER TABLE t ADD COLUMN c BOOLEAN")
            try await database.execute("UPDATE t SET c = TRUE")
            #expect(try json(await database.rows("SELECT * FROM t")) == #"[{"a":1,"b":"x","c":true}]"#)
            try await database.execute("DROP TABLE t")
            try await database.execute("CREATE TABLE t (b DATE, a TEXT)")
            try await database.execute("INSERT INTO t VALUES ('1970-01-02', 'y')")
            #expect(try json(await database.rows("SELECT * FROM t")) == #"[{"b":86400000,"a":"y"}]"#)
        }
    }

    @Test(
        "an attached subquery finds its parameter again when the enclosing query's columns move", arguments: Backend.available)
    func attachmentsFollowTheSchema(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute("CREATE TABLE parent (name TEXT, id INTEGER)")
            try await database.execute("CREATE TABLE child (parent_id INTEGER, value TEXT)")
            try await database.execute("INSERT INTO parent VALUES ('p', 7)")
            try await database.execute("INSERT INTO child VALUES (7, 'c')")
            let query = SQLQuery("SELECT * FROM parent").attach("children", "SELECT value FROM child WHERE parent_id = :id")
            #expect(try json(await database.rows(query)) == #"[{"name":"p","id":7,"children":[{"value":"c"}]}]"#)
            // `id` moves from the second column to the first: the subquery must bind the new first column.
            try await database.execute("ALTER TABLE parent DROP COLUMN name")
            #expect(try json(await database.rows(query)) == #"[{"id":7,"children":[{"value":"c"}]}]"#)
            // And a column it needs that is gone is the usual missing-parameter error, not a crash.
            try await database.execute("ALTER TABLE parent RENAME COLUMN id TO parent_key")
            await #expect { try await database.rows(query) } throws: { error in
                (error as? SQLError)?.description.hasPrefix("The parameter :id has no value") == true
            }
        }
    }

    @Test(
        "a statement run again is compiled once and never recompiled; with the cache off none is kept; a full cache drops the least recently used"
    )
    func reuse() async throws {
        for cacheSize in [64, 0, 1] {
            var configuration = SQLiteDatabase.Configuration()
            configuration.statementCacheSize = cacheSize
            let database = try await SQLiteDatabase(path: nil, configuration: configuration)
            // The shape of the employee endpoint's subqueries (a key prefix, another order), for which SQLite plans
            // by the bound value: rebinding must not make it recompile.
            try await database.execute(
                "CREATE TABLE title (emp_no INTEGER, title TEXT, from_date DATE, PRIMARY KEY (emp_no, title, from_date))")
            try await database.execute(
                "INSERT INTO title VALUES (10004, 'Engineer', '1986-12-01'), (10005, 'Staff', '1989-09-12')")
            for round in 0..<20 {
                // Two statements taking turns: a cache of one drops each for the other.
                let employee = 10004 + round % 2
                let titles = try await database.rows(
                    "SELECT title FROM title WHERE emp_no = :employee ORDER BY from_date DESC", ["employee": employee])
                #expect(titles.count == 1)
                #expect(try await database.first("SELECT emp_no FROM title WHERE title = :title", ["title": "Staff"]) != nil)
            }
            // SQLite's own list of the connection's prepared statements: how often each ran and was recompiled.
            let kept = try await database.rows(
                "SELECT sql, run, reprep FROM sqlite_stmt WHERE sql LIKE '%FROM title WHERE%' AND sql NOT LIKE '%sqlite_stmt%' ORDER BY sql"
            )
            let summary = kept.map {
                "\($0["sql"]?.textValue ?? ""): run \($0["run"]?.integerValue ?? -1), \($0["reprep"]?.integerValue ?? -1)"
            }
            switch cacheSize {
            case 64:
                #expect(
                    summary == [
                        "SELECT emp_no FROM title WHERE title = ?1: run 20, 0",
                        "SELECT title FROM title WHERE emp_no = ?1 ORDER BY from_date DESC: run 20, 0",
                    ])
            case 0: #expect(summary == [])
            default: #expect(summary == ["SELECT emp_no FROM title WHERE title = ?1: run 1, 0"])
            }
            await database.close()
        }
    }

    @Test("a statement given back mid-result holds no read snapshot: a checkpoint empties the log")
    func givenBackStatementsAreReset() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kilosql-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = SQLiteDatabase.Configuration()
        configuration.maximumConnections = 1
        let database = try await SQLiteDatabase(
            path: directory.appendingPathComponent("cache.sqlite").path, configuration: configuration)
        try await database.execute("CREATE TABLE n (value INTEGER)")
        try await database.execute(
            "INSERT INTO n WITH RECURSIVE s(v) AS (SELECT 0 UNION ALL SELECT v + 1 FROM s WHERE v < 999) SELECT v FROM s")
        // `first` stops after one row of a thousand.
        #expect(try await database.first("SELECT value FROM n ORDER BY value")?["value"]?.integerValue == 0)
        let checkpoint = try await database.first("PRAGMA wal_checkpoint(TRUNCATE)")
        #expect(checkpoint?["busy"]?.integerValue == 0)
        await database.close()
    }
}

/// The timers of lease and statement deadlines, nearly all cancelled in time.
@Suite("Deadline timers")
struct DeadlineTimerTests {
    @Test("a deadline fires once it has passed; a cancelled one never does and is dropped at once")
    func firesAndCancels() async throws {
        let timers = DeadlineTimers()
        let fired = Mutex<[Int]>([])
        _ = timers.schedule(at: .now + .milliseconds(10)) { fired.withLock { $0.append(1) } }
        let cancelled = timers.schedule(at: .now + .milliseconds(10)) { fired.withLock { $0.append(2) } }
        timers.cancel(cancelled)
        #expect(timers.pendingCount == 1)
        while timers.pendingCount > 0 { try await Task.sleep(for: .milliseconds(5)) }
        try await Task.sleep(for: DeadlineTimers.tick * 3)
        #expect(fired.withLock { $0 } == [1])
    }

    @Test("a sleep ends at its deadline, or at once when its task is cancelled, leaving no timer behind")
    func sleeps() async throws {
        let timers = DeadlineTimers()
        #expect(await timers.sleep(until: .now + .milliseconds(10)))
        let sleeper = Task { await timers.sleep(until: .now + .seconds(3600)) }
        while timers.pendingCount == 0 { try await Task.sleep(for: .milliseconds(1)) }
        sleeper.cancel()
        #expect(await sleeper.value == false)
        #expect(timers.pendingCount == 0)
    }

    @Test(
        "a caller cancelled while it waits for a connection leaves the line at once, and the pool serves the next",
        .timeLimit(.minutes(1)))
    func cancelledWaiterLeaves() async throws {
        let pool = SQLiteConnectionPool(
            path: nil, limit: 1, leaseTimeout: .seconds(3600), statementCacheSize: 0, threadPool: .singleton)
        let held = try await pool.leaseOnce()
        let waiter = Task { try await pool.leaseOnce() }
        for _ in 0..<2_000 where pool.waiting == 0 { try await Task.sleep(for: .milliseconds(1)) }
        try #require(pool.waiting == 1, "the waiter never joined the line")
        waiter.cancel()
        await #expect(throws: CancellationError.self) { _ = try await waiter.value }
        #expect(pool.waiting == 0)
        held.release()
        let next = try await pool.leaseOnce()
        next.release()
        await pool.close()
    }

    @Test("leases that waited and were served leave no timer pending (they held 150 MB under load when they did)")
    func leasesLeaveNoTimers() async throws {
        let timers = DeadlineTimers()
        // The timeout is far beyond the test: what is measured is the timers left behind, and 200 leases one after
        // another may take many seconds on a loaded 2-core machine (a 30 s timeout once expired in a CI run).
        let pool = SQLiteConnectionPool(
            path: nil, limit: 1, leaseTimeout: .seconds(3600), statementCacheSize: 0, threadPool: .singleton, timers: timers)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    let lease = try await pool.leaseOnce()
                    await Task.yield()
                    lease.release()
                }
            }
            try await group.waitForAll()
        }
        #expect(timers.pendingCount == 0)
        await pool.close()
    }
}
