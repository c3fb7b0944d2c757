public import Foundation
public import KiloSQL
public import KiloServer

/// A to-do list: what a team's first service looks like — list a page at a time, get, create, replace, change and
/// delete, on SQLite, PostgreSQL or MariaDB, its table made by migrations. A to-do may have a due date: a day
/// (`LocalDate`), stored as a `DATE`, the same day in every time zone.
///
/// ```
/// GET    /todos?limit=20&after=<cursor>   a page, oldest first, and the cursor of the next
/// GET    /todos/7                         one, or 404
/// POST   /todos          {"title": …, "due": "2026-12-24"}     201 with Location: /todos/8
/// PUT    /todos/7        {"title": …, "done": true}            (no due: none)
/// PATCH  /todos/7?done=true&due=2026-12-24
/// DELETE /todos/7                         204, or 404
/// POST   /todos/import   [{"title": …}, …] or a CSV table (title,done): all or none
/// GET    /todos/export                    every to-do as a CSV download
/// ```
/// Any list it answers is CSV for a client that asks for `text/csv`.
@WebService("todos")
public struct TodoService: Sendable {
    private let database: any Database

    /// A service over `database`, whose `todo` table ``migrations(for:)`` made.
    public init(database: any Database) {
        self.database = database
    }

    /// The schema's history; apply it before serving: `try await TodoService.migrations(for: database).apply(to:
    /// database)`.
    public static func migrations(for database: any Database) -> Migrations {
        // What the databases spell differently: a key the database numbers, and an instant.
        let (key, time) =
            switch database.dialect {
            case .postgres: ("SERIAL PRIMARY KEY", "TIMESTAMPTZ")
            // DATETIME(3): MariaDB's TIMESTAMP ends in 2038 and, without a fraction, drops the milliseconds.
            case .mysql: ("INTEGER AUTO_INCREMENT PRIMARY KEY", "DATETIME(3)")
            case .sqlite: ("INTEGER PRIMARY KEY", "TIMESTAMP")
            }
        var migrations = Migrations()
        migrations.add(
            "001 todo",
            sql: """
                CREATE TABLE todo (
                    id \(key),
                    title TEXT NOT NULL,
                    done BOOLEAN NOT NULL DEFAULT FALSE,
                    created \(time) NOT NULL
                );
                """)
        // A deleted to-do's number is never given again, so that a URL never names another item. PostgreSQL's
        // sequence and MariaDB's AUTO_INCREMENT already never go back; SQLite reuses the largest number unless the key
        // says AUTOINCREMENT.
        migrations.add(
            "002 todo numbers never reused",
            sql: database.dialect != .sqlite
                ? "SELECT 1;"
                : """
                CREATE TABLE todo_numbered (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    title TEXT NOT NULL,
                    done BOOLEAN NOT NULL DEFAULT FALSE,
                    created TIMESTAMP NOT NULL
                );
                INSERT INTO todo_numbered (id, title, done, created) SELECT id, title, done, created FROM todo;
                DROP TABLE todo;
                ALTER TABLE todo_numbered RENAME TO todo;
                """)
        // A day, not an instant: DATE on every database.
        migrations.add("003 todo due date", sql: "ALTER TABLE todo ADD COLUMN due DATE;")
        return migrations
    }

    private static let columns = "id, title, done, created, due"

    /// The to-dos, a page at a time, oldest first: pass a page's `next` as `after` for the one after it.
    @RequestMethod("GET")
    public func getTodos(after: String? = nil, limit: Int = 20) async throws -> Page<Todo> {
        guard (1...100).contains(limit) else {
            throw ServiceError(.badRequest, "The limit must be 1 to 100.", translations: ["fr": "La limite va de 1 à 100."])
        }
        return try await database.page(
            SQLQuery("SELECT \(Self.columns) FROM todo"), orderBy: .ascending("id"), after: after, limit: limit
        ).map { try $0.decode(Todo.self) }
    }

    /// One to-do; 404 when there is none with that number.
    @RequestMethod("GET") @ResourcePath("?:id")
    public func getTodo(id: Int) async throws -> Todo? {
        try await database.first(SQLQuery("SELECT \(Self.columns) FROM todo WHERE id = :id"), ["id": id])?.decode(Todo.self)
    }

    /// Adds a to-do, not done unless it says so; answers 201 with where it lives.
    @RequestMethod("POST")
    public func createTodo(@RequestBody todo: NewTodo) async throws -> Created<Todo> {
        let result = try await database.execute(
            SQLQuery(
                "INSERT INTO todo (title, done, created, due) VALUES (:title, :done, :created, :due) RETURNING \(Self.columns)"
            ),
            ["title": try todo.checkedTitle(), "done": todo.done ?? false, "created": Date(), "due": todo.due])
        guard let row = result.returnedRows.first else {
            throw ServiceError(.internalServerError, "The database returned no row for the new to-do.")
        }
        let created = try row.decode(Todo.self)
        return Created(created, location: "/todos/\(created.id)")
    }

    /// Replaces a to-do's title, state and due date (none when the body gives none); 404 when there is none with that
    /// number.
    @RequestMethod("PUT") @ResourcePath("?:id")
    public func updateTodo(id: Int, @RequestBody todo: NewTodo) async throws -> Todo? {
        try await update(
            id, set: "title = :title, done = :done, due = :due",
            ["title": try todo.checkedTitle(), "done": todo.done ?? false, "due": todo.due])
    }

    /// Changes what is given of a to-do's title, state and due date; 404 when there is none with that number.
    @RequestMethod("PATCH") @ResourcePath("?:id")
    public func patchTodo(id: Int, title: String? = nil, done: Bool? = nil, due: LocalDate? = nil) async throws -> Todo? {
        let checked = try title.map { try NewTodo(title: $0).checkedTitle() }
        return try await update(
            id, set: "title = COALESCE(:title, title), done = COALESCE(:done, done), due = COALESCE(:due, due)",
            ["title": checked, "done": done, "due": due])
    }

    /// Updates to-do `id` and answers it as it is after, `nil` when there is none: through `RETURNING`, or, on MariaDB,
    /// which has `INSERT … RETURNING` but no `UPDATE … RETURNING`, by reading it again in the same transaction.
    private func update(_ id: Int, set assignments: String, _ arguments: SQLArguments) async throws -> Todo? {
        var arguments = arguments
        arguments["id"] = id
        let update = "UPDATE todo SET \(assignments) WHERE id = :id"
        guard database.dialect == .mysql else {
            return try await database.execute(SQLQuery(update + " RETURNING \(Self.columns)"), arguments)
                .returnedRows.first?.decode(Todo.self)
        }
        let changes = arguments
        return try await database.transaction { transaction in
            try await transaction.execute(SQLQuery(update), changes)
            return try await transaction.first(SQLQuery("SELECT \(Self.columns) FROM todo WHERE id = :id"), ["id": id])?
                .decode(Todo.self)
        }
    }

    /// Adds many to-dos at once, all or none: a JSON array, or a CSV table with a header row (`title,done`), as a
    /// spreadsheet saves it (a `due` column optional). 1 to 1,000 to-dos; answers how many were added. A title the export wrote as text (`'`
    /// before `=`, `+`, `-`, `@`) is read back as it was; titles are stored as text and made safe where a spreadsheet
    /// could run them, in the export.
    @RequestMethod("POST") @ResourcePath("import")
    public func importTodos(@RequestBody todos: [NewTodo]) async throws -> Int {
        guard (1...1000).contains(todos.count) else {
            throw ServiceError(
                .badRequest, "An import holds 1 to 1,000 to-dos; this one holds \(todos.count).",
                translations: ["fr": "Un import contient de 1 à 1 000 tâches ; celui-ci en contient \(todos.count)."])
        }
        let now = Date()
        var rows: [SQLArguments] = []
        for (index, todo) in todos.enumerated() {
            do {
                let title = try NewTodo(title: CSVFormula.restored(todo.title)).checkedTitle()
                rows.append(["title": title, "done": todo.done ?? false, "created": now, "due": todo.due])
            } catch {
                throw ServiceError(
                    .badRequest, "To-do \(index + 1): \(error.message)",
                    translations: error.translations["fr"].map { ["fr": "Tâche \(index + 1) : \($0)"] } ?? [:])
            }
        }
        return try await database.executeBatch(
            "INSERT INTO todo (title, done, created, due) VALUES (:title, :done, :created, :due)", rows)
    }

    /// Every to-do, oldest first, as a CSV file to download: streamed as the rows are read, a title a spreadsheet would
    /// run as a formula written as text (`'=…`). Each row is a `Todo`, so that a due date is written as its day
    /// (`2026-12-24`), which the import reads back, where a raw `DATE` cell would be written as Kilo writes a date.
    @RequestMethod("GET") @ResourcePath("export")
    public func exportTodos() async throws -> CSVResult<AsyncThrowingMapSequence<QueryResult, Todo>> {
        CSVResult(
            try await database.query(SQLQuery("SELECT \(Self.columns) FROM todo ORDER BY id")).map { try $0.decode(Todo.self) },
            filename: "todos.csv")
    }

    /// Deletes a to-do; 404 when there is none with that number.
    @RequestMethod("DELETE") @ResourcePath("?:id")
    public func deleteTodo(id: Int) async throws {
        let result = try await database.execute("DELETE FROM todo WHERE id = :id", ["id": id])
        guard result.rowCount > 0 else {
            throw ServiceError(.notFound, "There is no to-do \(id).", translations: ["fr": "Il n’y a pas de tâche \(id)."])
        }
    }
}

/// A to-do as the service answers it.
public struct Todo: Codable, Sendable, Equatable {
    /// Its number, which the database gives.
    public var id: Int
    /// What to do.
    public var title: String
    /// Whether it is done.
    public var done: Bool
    /// When it was added.
    public var created: Date
    /// The day it is due, if it is: the same day wherever it is read.
    public var due: LocalDate?
}

/// A to-do as a client sends it.
public struct NewTodo: Codable, Sendable {
    /// What to do: 1 to 200 characters (at most 800 bytes of UTF-8), not only spaces.
    public var title: String
    /// Whether it is done (not, unless given).
    public var done: Bool?
    /// The day it is due, if it is.
    public var due: LocalDate?

    /// A to-do to send.
    public init(title: String, done: Bool? = nil, due: LocalDate? = nil) {
        self.title = title
        self.done = done
        self.due = due
    }

    /// The title, trimmed; a 400 when it is empty or too long. The limit that guards storage is in bytes: one
    /// character can hold megabytes of combining marks.
    func checkedTitle() throws(ServiceError) -> String {
        let invalid = ServiceError(
            .badRequest, "A to-do's title must be 1 to 200 characters (at most 800 bytes).",
            translations: ["fr": "Le titre d’une tâche a de 1 à 200 caractères (au plus 800 octets)."])
        guard title.utf8.count <= 64 * 1024 else { throw invalid }
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= 800, (1...200).contains(trimmed.count) else { throw invalid }
        return trimmed
    }
}
