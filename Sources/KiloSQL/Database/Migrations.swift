public import Foundation

/// Brings a database's schema up to date: named steps in order, each run once, in a transaction of its own, and
/// recorded in a table of the database (`schema_migrations`) so that it never runs again.
///
/// <!-- snippet-prelude
/// let database = try await SQLiteDatabase(path: nil)
/// -->
/// ```swift
/// var migrations = Migrations()
/// migrations.add("001 todos", sql: """
///     CREATE TABLE todo (id INTEGER PRIMARY KEY, title TEXT NOT NULL, done BOOLEAN NOT NULL DEFAULT FALSE);
///     CREATE INDEX todo_done ON todo (done);
///     """)
/// migrations.add("002 seed") { database in
///     try await database.execute("INSERT INTO todo (title) VALUES (:title)", ["title": "Try HTTP-RPC"])
/// }
/// try await migrations.apply(to: database)   // at start, before serving
/// ```
///
/// Or a directory of `.sql` files, applied in the order of their names (`001-todos.sql`, `002-tags.sql`):
/// `try Migrations(directory: url)`.
///
/// Several instances of a service may start at once against one database: a step another instance is applying is
/// waited for and skipped, not run twice (its record is written first, in the step's transaction, and the database
/// holds the second writer until the first commits). A step recorded as applied that is no longer among the steps, or
/// a new step placed before one already applied, stops ``apply(to:)`` with an error that names it: the database's
/// history and the code disagree, and guessing could lose data.
public struct Migrations: Sendable {
    /// One step of the schema's history.
    public struct Step: Sendable {
        /// The step's name, recorded once applied: never rename a step that has run.
        public let name: String
        /// The step's work, given the transaction's executor.
        public let run: @Sendable (any SQLExecutor) async throws -> Void
    }

    /// The steps, in order.
    public private(set) var steps: [Step] = []
    /// The table that records applied steps: an identifier the program chooses, written into the SQL as it is.
    public var table: String

    /// No steps yet; applied steps are recorded in `table`.
    public init(table: String = "schema_migrations") {
        self.table = table
    }

    /// The `.sql` files of `directory`, in the order of their names, each a step named by its file name without the
    /// extension. A file may hold several statements, separated by `;`.
    ///
    /// - Throws: a file system error when the directory cannot be read.
    public init(directory: URL, table: String = "schema_migrations") throws {
        self.init(table: table)
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "sql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        for file in files {
            add(file.deletingPathExtension().lastPathComponent, sql: try String(contentsOf: file, encoding: .utf8))
        }
    }

    /// Adds a step that runs the statements of `sql` in order.
    public mutating func add(_ name: String, sql: String) {
        add(name) { executor in
            for statement in try SQLQuery.statements(in: sql) { try await executor.execute(statement) }
        }
    }

    /// Adds a step that runs `body`.
    public mutating func add(_ name: String, _ body: @escaping @Sendable (any SQLExecutor) async throws -> Void) {
        steps.append(Step(name: name, run: body))
    }

    /// Applies the steps not yet applied, in order, and returns their names.
    ///
    /// - Throws: ``MigrationError`` naming the step that failed (with the database's error), a name used twice, a
    ///   recorded step no longer listed, or a new step listed before one already applied. Steps applied before the
    ///   failure stay applied; the failing one is rolled back.
    @discardableResult
    public func apply(to database: any Database) async throws -> [String] {
        var seen: Set<String> = []
        for step in steps where !seen.insert(step.name).inserted {
            throw MigrationError.duplicateName(step.name)
        }
        try await createTable(in: database)
        let recorded = try await appliedNames(in: database)
        if let unknown = recorded.first(where: { !seen.contains($0) }) { throw MigrationError.unknownStep(unknown) }
        if let lastApplied = steps.lastIndex(where: { recorded.contains($0.name) }),
            let skipped = steps[..<lastApplied].first(where: { !recorded.contains($0.name) })
        {
            throw MigrationError.outOfOrder(skipped.name, before: steps[lastApplied].name)
        }
        var applied: [String] = []
        for step in steps where !recorded.contains(step.name) {
            if try await apply(step, to: database) { applied.append(step.name) }
        }
        return applied
    }

    /// The names of the applied steps, in the order they were applied.
    public func appliedNames(in database: any SQLExecutor) async throws -> [String] {
        try await database.rows(SQLQuery("SELECT name FROM \(table) ORDER BY applied_at, name")).compactMap {
            $0["name"]?.textValue
        }
    }

    /// Runs `step` and records it, in one transaction; `false` when another instance applied it meanwhile.
    private func apply(_ step: Step, to database: any Database) async throws -> Bool {
        if database.dialect == .mysql { return try await applyTakingTurns(step, to: database) }
        do {
            return try await database.transaction { transaction in
                // Claim the step first: a second instance waits here until the first commits, then finds it done.
                if try await transaction.first(SQLQuery("SELECT name FROM \(table) WHERE name = :name"), ["name": step.name])
                    != nil
                {
                    return false
                }
                try await transaction.execute(
                    SQLQuery("INSERT INTO \(table) (name, applied_at) VALUES (:name, :at)"),
                    ["name": step.name, "at": Int64(Date().timeIntervalSince1970 * 1000)])
                try await step.run(transaction)
                return true
            }
        } catch {
            // Another instance that claimed it at the same moment made this one's claim fail: it is applied.
            if try await appliedNames(in: database).contains(step.name) { return false }
            throw MigrationError.failed(step.name, error)
        }
    }

    /// MariaDB commits DDL as it runs it, so a step cannot be claimed by its record and rolled back with it: the
    /// instances take turns through a named lock held by the step's connection, and a step is recorded only once it
    /// ran. A failing step's data statements are rolled back; its DDL before the failure stays.
    private func applyTakingTurns(_ step: Step, to database: any Database) async throws -> Bool {
        // GET_LOCK's names are at most 64 characters; the table's name tells histories apart.
        let lock = String("kilo_migrations_\(table)".prefix(64))
        do {
            return try await database.transaction { transaction in
                // A second at a time, up to 10 minutes: each wait is a statement, within the database's query deadline.
                var held = false
                for _ in 0..<600 where !held {
                    let answer = try await transaction.first(
                        SQLQuery(#"SELECT GET_LOCK(:lock, 1) AS "held""#), ["lock": lock])
                    held = answer?["held"]?.integerValue == 1
                }
                guard held else { throw SQLError.busy("another instance held the migrations' lock for 10 minutes") }
                do {
                    // A locking read: the instance before released the lock before its transaction committed, and a
                    // plain read's snapshot would not see its record yet (it ran the step again: CI's duplicate key);
                    // this one waits for that commit and sees it.
                    let done =
                        try await transaction.first(
                            SQLQuery("SELECT name FROM \(table) WHERE name = :name FOR UPDATE"), ["name": step.name]) != nil
                    if !done {
                        try await step.run(transaction)
                        try await transaction.execute(
                            SQLQuery("INSERT INTO \(table) (name, applied_at) VALUES (:name, :at)"),
                            ["name": step.name, "at": Int64(Date().timeIntervalSince1970 * 1000)])
                    }
                    _ = try await transaction.first(SQLQuery(#"SELECT RELEASE_LOCK(:lock) AS "released""#), ["lock": lock])
                    return !done
                } catch {
                    _ = try? await transaction.first(SQLQuery(#"SELECT RELEASE_LOCK(:lock) AS "released""#), ["lock": lock])
                    throw error
                }
            }
        } catch let error as MigrationError {
            throw error
        } catch {
            throw MigrationError.failed(step.name, error, committedDDL: true)
        }
    }

    private func createTable(in database: any Database) async throws {
        // MariaDB keys no TEXT column without a length; a step's name is far shorter than 255 characters.
        let name = database.dialect == .mysql ? "VARCHAR(255)" : "TEXT"
        let statement = SQLQuery(
            "CREATE TABLE IF NOT EXISTS \(table) (name \(name) PRIMARY KEY, applied_at BIGINT NOT NULL)")
        do {
            try await database.execute(statement)
        } catch {
            // Two PostgreSQL sessions creating the same table at once: one fails on the catalog; it exists now.
            try await database.execute(statement)
        }
    }
}

/// Why ``Migrations/apply(to:)`` stopped.
public enum MigrationError: Error, CustomStringConvertible {
    /// A step failed; it was rolled back (on MariaDB, whose DDL commits as it runs, but for the DDL it ran before the
    /// failure: `committedDDL`). The database's error is the second value.
    case failed(String, any Error, committedDDL: Bool = false)
    /// Two steps have the same name.
    case duplicateName(String)
    /// The database records a step that is not among the steps (renamed or removed after it ran).
    case unknownStep(String)
    /// A step not yet applied is listed before one that was (added in the middle of the history).
    case outOfOrder(String, before: String)

    public var description: String {
        switch self {
        case .failed(let name, let error, false): "The migration \"\(name)\" failed and was rolled back: \(error)"
        case .failed(let name, let error, true):
            "The migration \"\(name)\" failed and was rolled back but for the DDL it ran before (MariaDB commits DDL as it runs it): \(error)"
        case .duplicateName(let name): "Two migrations are named \"\(name)\"; each name must be unique."
        case .unknownStep(let name):
            "The database records the migration \"\(name)\", which is not among the migrations: restore it (a step that ran is never renamed or removed)."
        case .outOfOrder(let name, let applied):
            "The migration \"\(name)\" is listed before \"\(applied)\", which has already run: add new migrations after the last one."
        }
    }
}
