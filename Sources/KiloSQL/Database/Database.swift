/// Runs statements: a ``Database`` itself, or the connection of one of its transactions.
public protocol SQLExecutor: Sendable {
    /// Runs `query` and returns its rows, read from the database as they are consumed.
    ///
    /// The statement is prepared, bound and its first rows fetched before this returns, so errors in the SQL or the
    /// arguments are thrown here, not while the rows are being sent. Every parameter needs an argument and every
    /// argument a parameter (of the query or of an attached subquery).
    func query(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> QueryResult

    /// Runs `query` and returns its first row (with its attachments), or `nil` when there is none.
    func first(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> Row?

    /// Runs an insert, update, delete or DDL statement.
    @discardableResult
    func execute(_ statement: SQLQuery, _ arguments: SQLArguments) async throws -> UpdateResult

    /// Runs one statement once for each set of arguments, prepared once, and returns the total of affected rows.
    /// On a ``Database`` the whole batch is one transaction.
    @discardableResult
    func executeBatch(_ statement: SQLQuery, _ argumentSets: [SQLArguments]) async throws -> Int
}

extension SQLExecutor {
    /// Runs `query`, which has no parameters.
    public func query(_ query: SQLQuery) async throws -> QueryResult {
        try await self.query(query, [:])
    }

    /// Runs `query`, which has no parameters, and returns its first row.
    public func first(_ query: SQLQuery) async throws -> Row? {
        try await first(query, [:])
    }

    /// Runs `query` and collects all of its rows.
    public func rows(_ query: SQLQuery, _ arguments: SQLArguments = [:]) async throws -> [Row] {
        try await self.query(query, arguments).collect()
    }

    /// Runs `statement`, which has no parameters.
    @discardableResult
    public func execute(_ statement: SQLQuery) async throws -> UpdateResult {
        try await execute(statement, [:])
    }
}

/// A database: SQLite (``SQLiteDatabase``) or PostgreSQL (`PostgreSQLDatabase`, with the package's `PostgreSQL` trait)
/// behind one API.
///
/// ```swift
/// let database = try await SQLiteDatabase(path: "pets.sqlite")
/// let pets = try await database.query("SELECT name, owner FROM pet WHERE owner LIKE :pattern", ["pattern": "Gw%"])
/// for try await pet in pets { print(pet["name"] ?? .null) }
/// await database.close()
/// ```
///
/// Connections are pooled; every statement and connection is closed when it is done with, including when the
/// consumer of a ``QueryResult`` stops early.
public protocol Database: SQLExecutor {
    /// The SQL the database speaks.
    var dialect: SQLDialect { get }

    /// Runs `body` in a transaction on one connection: committed when it returns, rolled back when it throws.
    ///
    /// Use the executor passed to `body`, not the database, inside it, and read every ``QueryResult`` before `body`
    /// returns.
    ///
    /// `body` is escaping: when the database stops answering (PostgreSQL's query timeout), the caller is answered
    /// with ``SQLError/busy(_:)`` at the deadline while `body` ends on its own, its connection closed under it.
    func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLExecutor) async throws -> T) async throws -> T

    /// Closes every connection. Statements running on them finish first; later calls fail.
    func close() async
}

/// What an insert, update or delete did.
public struct UpdateResult: Sendable {
    /// The number of rows inserted, updated or deleted.
    public let rowCount: Int
    /// The rows of a `RETURNING` clause.
    public let returnedRows: [Row]
    /// The key the statement generated: the first column of the first `RETURNING` row when it is an integer, else
    /// (SQLite) the row id of the row an `INSERT` added.
    public let generatedKey: Int64?
}
