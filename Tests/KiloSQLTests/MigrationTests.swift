import Foundation
import KiloSQL
import Testing

@Suite("Migrations and keyset pages, on each database")
struct MigrationTests {
    static func todoMigrations() -> Migrations {
        var migrations = Migrations()
        migrations.add(
            "001 todos",
            sql: """
                -- The first table; a comment with a ; in it.
                CREATE TABLE todo (id INTEGER PRIMARY KEY, title TEXT NOT NULL, note TEXT DEFAULT 'a;b');
                CREATE INDEX todo_title ON todo (title);
                """)
        migrations.add("002 seed") { database in
            for (id, title) in ["one", "two", "three"].enumerated() {
                try await database.execute("INSERT INTO todo (id, title) VALUES (:id, :title)", ["id": id + 1, "title": title])
            }
        }
        return migrations
    }

    @Test("each step runs once, in order, recorded; a failing step is rolled back and named", arguments: Backend.available)
    func applyOnce(backend: Backend) async throws {
        try await backend.withDatabase { database in
            let migrations = Self.todoMigrations()
            #expect(try await migrations.apply(to: database) == ["001 todos", "002 seed"])
            #expect(try await migrations.apply(to: database).isEmpty)
            #expect(try await migrations.appliedNames(in: database) == ["001 todos", "002 seed"])
            let note = try await database.first("SELECT note FROM todo WHERE title = 'one'")
            #expect(note?["note"]?.textValue == "a;b")

            // A failing step: its statements and its record are rolled back together; the error names it.
            var more = migrations
            more.add("003 broken", sql: "CREATE TABLE tag (name TEXT); INSERT INTO nowhere VALUES (1);")
            await #expect { try await more.apply(to: database) } throws: { error in
                "\(error)".hasPrefix("The migration \"003 broken\" failed and was rolled back")
            }
            #expect(try await more.appliedNames(in: database) == ["001 todos", "002 seed"])
            if backend == .mariadb {
                // MariaDB commits DDL as it runs it: the table stays, and the message says so.
                await #expect { try await more.apply(to: database) } throws: { error in
                    "\(error)".contains("but for the DDL it ran before")
                }
            } else {
                await #expect(throws: (any Error).self, "the step's table was rolled back with it") {
                    try await database.rows("SELECT name FROM tag")
                }
            }
        }
    }

    @Test("a history that disagrees with the database stops before running anything", arguments: Backend.available)
    func disagreements(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await Self.todoMigrations().apply(to: database)
            var renamed = Migrations()
            renamed.add("001 todo table", sql: "SELECT 1")
            renamed.add("002 seed", sql: "SELECT 1")
            await #expect { try await renamed.apply(to: database) } throws: { error in
                "\(error)".contains("records the migration \"001 todos\", which is not among the migrations")
            }
            var inserted = Migrations()
            inserted.add("001 todos", sql: "SELECT 1")
            inserted.add("001b tags", sql: "CREATE TABLE tag (name TEXT)")
            inserted.add("002 seed", sql: "SELECT 1")
            await #expect { try await inserted.apply(to: database) } throws: { error in
                "\(error)".contains("\"001b tags\" is listed before \"002 seed\", which has already run")
            }
            var twice = Self.todoMigrations()
            twice.add("002 seed", sql: "SELECT 1")
            await #expect { try await twice.apply(to: database) } throws: { error in
                "\(error)" == "Two migrations are named \"002 seed\"; each name must be unique."
            }
        }
    }

    @Test("instances starting at once apply each step once", arguments: Backend.available)
    func concurrentInstances(backend: Backend) async throws {
        try await backend.withDatabase { database in
            let applied = try await withThrowingTaskGroup(of: [String].self) { group in
                for _ in 0..<4 { group.addTask { try await Self.todoMigrations().apply(to: database) } }
                var all: [String] = []
                for try await names in group { all += names }
                return all
            }
            #expect(applied.sorted() == ["001 todos", "002 seed"])
            let count = try await database.first("SELECT COUNT(*) AS n FROM todo")
            #expect(count?["n"]?.integerValue == 3)
        }
    }

    @Test("a directory of .sql files, in name order")
    func directory() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("migrations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("INSERT INTO t VALUES (2);".utf8).write(to: folder.appendingPathComponent("002-row.sql"))
        try Data("CREATE TABLE t (n INTEGER);\n\n-- done\n".utf8).write(to: folder.appendingPathComponent("001-table.sql"))
        try Data("ignored".utf8).write(to: folder.appendingPathComponent("README.md"))
        let migrations = try Migrations(directory: folder)
        #expect(migrations.steps.map(\.name) == ["001-table", "002-row"])
        try await Backend.sqliteMemory.withDatabase { database in
            try await migrations.apply(to: database)
            #expect(try await database.first("SELECT n FROM t")?["n"]?.integerValue == 2)
        }
    }

    @Test(
        "pages follow a keyset order without repeating or skipping rows, even as rows come and go", arguments: Backend.available)
    func keysetPages(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await database.execute("CREATE TABLE item (id INTEGER PRIMARY KEY, rank INTEGER NOT NULL, name TEXT NOT NULL)")
            for id in 1...25 {
                try await database.execute(
                    "INSERT INTO item (id, rank, name) VALUES (:id, :rank, :name)",
                    ["id": id, "rank": id % 3, "name": "item \(id)"])
            }
            let query: SQLQuery = "SELECT id, rank, name FROM item"
            let order = PageOrder([("rank", .descending), ("id", .ascending)])
            var seen: [Int64] = []
            var cursor: String?
            var pages = 0
            repeat {
                let page = try await database.page(query, orderBy: order, after: cursor, limit: 10)
                seen += page.items.compactMap { $0["id"]?.integerValue }
                cursor = page.next
                pages += 1
                // A row added before the cursor and one removed after it between pages change nothing already read.
                if pages == 1 {
                    try await database.execute("INSERT INTO item (id, rank, name) VALUES (100, 2, 'early')")
                    try await database.execute("DELETE FROM item WHERE id = 24")
                }
            } while cursor != nil
            let expected = (1...25).filter { $0 != 24 }.sorted { ($0 % 3, -$0) > ($1 % 3, -$1) }.map(Int64.init)
            #expect(seen == expected)
            #expect(pages == 3)
            // The last page says so; an empty page too.
            let empty = try await database.page(
                "SELECT id FROM item WHERE id < 0", orderBy: .ascending("id"), after: nil, limit: 5)
            #expect(empty.items.isEmpty && empty.next == nil)
            // A cursor that was not given is the client's mistake: 400 with a message.
            await #expect { try await database.page(query, orderBy: order, after: "not-a-cursor", limit: 10) } throws: { error in
                (error as? SQLError)?.statusCode == 400
                    && (error as? SQLError)?.clientMessage
                        == "The page cursor is not one this server gave; start again without it."
            }
        }
    }

    @Test("typed accessors read every kind of value, converting only where nothing is lost")
    func typedAccessors() throws {
        #expect(SQLValue.integer(1).boolValue == true && SQLValue.integer(2).boolValue == nil)
        #expect(SQLValue.bool(false).boolValue == false && SQLValue.text("1").boolValue == nil)
        #expect(SQLValue.integer(7).intValue == 7 && SQLValue.real(2.5).intValue == nil)
        #expect(SQLValue.real(2.5).doubleValue == 2.5 && SQLValue.integer(3).doubleValue == 3)
        #expect(SQLValue.numeric("12.345").decimalValue == Decimal(string: "12.345"))
        #expect(SQLValue.numeric("12.345").doubleValue == 12.345)
        #expect(SQLValue.timestamp(1_000).dateValue == Date(timeIntervalSince1970: 1))
        #expect(SQLValue.blob([1, 2]).dataValue == Data([1, 2]))
        #expect(SQLValue.json(#"{"a":1}"#).jsonText == #"{"a":1}"#)
        struct A: Decodable, Equatable { var a: Int }
        #expect(try SQLValue.json(#"{"a":1}"#).decodeJSON(A.self) == A(a: 1))
        #expect(try SQLValue.integer(1).decodeJSON(A.self) == nil)
        #expect(SQLValue.null.textValue == nil && SQLValue.null.dateValue == nil)
    }

    @Test("a script splits at the semicolons that end statements, not those in quotes, comments or function bodies")
    func scriptSplitting() throws {
        let statements = try SQLQuery.statements(
            in: """
                CREATE TABLE a (t TEXT DEFAULT ';');  -- one; still a comment
                /* two; */ CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;
                ;
                INSERT INTO "odd;name" VALUES (':x;')
                """)
        #expect(
            statements.map(\.text) == [
                "CREATE TABLE a (t TEXT DEFAULT ';')",
                "-- one; still a comment\n/* two; */ CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql",
                #"INSERT INTO "odd;name" VALUES (':x;')"#,
            ])
        #expect(throws: SQLError.self) { try SQLQuery.statements(in: "SELECT 'unterminated;") }
    }
}
