public import Foundation
public import KiloSQL

/// The example database: the MySQL "employees" sample schema filled by a deterministic generator, and the `pet`
/// table of the MySQL tutorial.
///
/// The generator makes the same data for the same count on every machine and database. At the sample's own size
/// (300,024 employees) it makes exactly the sample's 443,308 titles and 2,844,047 salaries; for smaller counts, the
/// same proportions. Employee 10004 is the seed's Chirstian Koblick, with his real title and salary history.
public enum ExampleData {
    /// The number of employees in the MySQL sample.
    public static let sampleEmployees = 300_024
    static let sampleTitles = 443_308
    static let sampleSalaries = 2_844_047

    /// The zone the seed's dates were read in: its `fromDate` values are midnights in New York.
    public static let timeZone = TimeZone(identifier: "America/New_York") ?? .current

    /// Opens the example SQLite database for `employees` employees in `directory`, generating it on first use.
    ///
    /// Generation writes to a temporary file that is renamed when complete, so an interrupted run leaves nothing
    /// half-made and the next start with the same count is instant.
    public static func openSQLite(in directory: URL, employees: Int) async throws -> SQLiteDatabase {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("employees-\(employees).sqlite")
        var configuration = SQLiteDatabase.Configuration()
        configuration.timeZone = timeZone
        // SQLite writes the -wal and -shm files beside the database even to read it; said at start, not per request.
        let writable = [directory.path, file.path].filter { FileManager.default.fileExists(atPath: $0) }
        guard writable.allSatisfy({ FileManager.default.isWritableFile(atPath: $0) }) else {
            throw ExampleDatabaseError(
                file: file, reason: "the file or its directory is read-only",
                remedy: "The server writes to the file and to the -wal and -shm files beside it: make both writable, or use "
                    + "another data directory.")
        }
        if !FileManager.default.fileExists(atPath: file.path) {
            let partial = directory.appendingPathComponent("employees-\(employees).partial-\(UUID().uuidString).sqlite")
            let database = try await SQLiteDatabase(path: partial.path, configuration: configuration)
            do {
                try await create(in: database, employees: employees)
                try await database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                await database.close()
            } catch {
                await database.close()
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: partial.path + suffix) }
                throw error
            }
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: partial.path + suffix) }
            try FileManager.default.moveItem(at: partial, to: file)
        }
        let database: SQLiteDatabase
        do {
            database = try await SQLiteDatabase(path: file.path, configuration: configuration)
        } catch {
            throw ExampleDatabaseError(file: file, reason: "it cannot be opened (\(error))")
        }
        do {
            try await checkTables(in: database, file: file)
        } catch {
            await database.close()
            throw error
        }
        return database
    }

    /// The tables the schema creates, by name.
    static var tableNames: Set<String> {
        Set(
            schema.filter { $0.hasPrefix("CREATE TABLE ") }.compactMap { statement in
                statement.split(separator: " ").dropFirst(2).first.map(String.init)
            })
    }

    /// Refuses a file that is not the example database, at start rather than with a 500 on every request: an empty
    /// file (SQLite takes it for an empty database), another database, or one whose generation was cut short by hand.
    private static func checkTables(in database: SQLiteDatabase, file: URL) async throws {
        let rows = try await database.query("SELECT name FROM sqlite_master WHERE type = 'table'").collect()
        let missing = tableNames.subtracting(rows.compactMap { $0["name"]?.textValue }).sorted()
        guard missing.isEmpty else {
            throw ExampleDatabaseError(file: file, reason: "it has no table " + missing.joined(separator: ", "))
        }
    }

    /// Creates and fills the tables unless `database` already has them; returns the number of employees it holds.
    @discardableResult
    public static func prepare(_ database: any Database, employees: Int) async throws -> Int {
        if let existing = try? await database.first("SELECT COUNT(*) AS n FROM employees"),
            let count = existing["n"]?.integerValue
        {
            return Int(count)
        }
        try await create(in: database, employees: employees)
        return employees
    }

    /// Creates the tables and fills them, in one transaction per table.
    public static func create(in database: any Database, employees count: Int) async throws {
        for statement in schema { try await database.execute(SQLQuery(statement)) }
        try await database.transaction { transaction in
            try await insert(into: transaction, "pet (name, owner, species, sex, birth, death)", rows: pets)
        }
        var generator = EmployeeGenerator(count: max(1, count))
        try await database.transaction { transaction in
            try await insert(into: transaction, "departments (dept_no, dept_name)", rows: EmployeeGenerator.departments)
        }
        // Employees are made in slices so that memory stays small at any count.
        while let slice = generator.next(slice: 5_000) {
            try await database.transaction { transaction in
                try await insert(
                    into: transaction, "employees (emp_no, birth_date, first_name, last_name, gender, hire_date)",
                    rows: slice.employees)
                try await insert(into: transaction, "titles (emp_no, title, from_date, to_date)", rows: slice.titles)
                try await insert(into: transaction, "salaries (emp_no, salary, from_date, to_date)", rows: slice.salaries)
                try await insert(into: transaction, "dept_emp (emp_no, dept_no, from_date, to_date)", rows: slice.departments)
                try await insert(into: transaction, "dept_manager (emp_no, dept_no, from_date, to_date)", rows: slice.managers)
            }
        }
    }

    /// Inserts rows with multi-row `VALUES` statements of up to 500 rows: one round trip per 500 rows.
    private static func insert(into executor: any SQLExecutor, _ table: String, rows: [[any SQLBindable]]) async throws {
        var start = 0
        while start < rows.count {
            let chunk = rows[start..<min(start + 500, rows.count)]
            var sql = "INSERT INTO \(table) VALUES "
            var arguments: SQLArguments = [:]
            for (row, values) in chunk.enumerated() {
                sql += row == 0 ? "(" : ",("
                for (column, value) in values.enumerated() {
                    let name = "v\(row)_\(column)"
                    sql += column == 0 ? ":\(name)" : ",:\(name)"
                    arguments[name] = value
                }
                sql += ")"
            }
            try await executor.execute(SQLQuery(sql), arguments)
            start += chunk.count
        }
    }

    static let schema = [
        "CREATE TABLE employees (emp_no INTEGER NOT NULL PRIMARY KEY, birth_date DATE NOT NULL, first_name VARCHAR(14) NOT NULL, last_name VARCHAR(16) NOT NULL, gender CHAR(1) NOT NULL, hire_date DATE NOT NULL)",
        "CREATE TABLE departments (dept_no CHAR(4) NOT NULL PRIMARY KEY, dept_name VARCHAR(40) NOT NULL UNIQUE)",
        "CREATE TABLE dept_emp (emp_no INTEGER NOT NULL, dept_no CHAR(4) NOT NULL, from_date DATE NOT NULL, to_date DATE NOT NULL, PRIMARY KEY (emp_no, dept_no))",
        "CREATE TABLE dept_manager (emp_no INTEGER NOT NULL, dept_no CHAR(4) NOT NULL, from_date DATE NOT NULL, to_date DATE NOT NULL, PRIMARY KEY (emp_no, dept_no))",
        "CREATE TABLE titles (emp_no INTEGER NOT NULL, title VARCHAR(50) NOT NULL, from_date DATE NOT NULL, to_date DATE, PRIMARY KEY (emp_no, title, from_date))",
        "CREATE TABLE salaries (emp_no INTEGER NOT NULL, salary INTEGER NOT NULL, from_date DATE NOT NULL, to_date DATE NOT NULL, PRIMARY KEY (emp_no, from_date))",
        "CREATE INDEX employees_last_name ON employees (last_name)",
        "CREATE TABLE pet (name VARCHAR(20), owner VARCHAR(20), species VARCHAR(20), sex CHAR(1), birth DATE, death DATE)",
    ]

    /// The MySQL tutorial's `pet` table.
    static let pets: [[any SQLBindable]] = [
        ["Fluffy", "Harold", "cat", "f", "1993-02-04", String?.none],
        ["Claws", "Gwen", "cat", "m", "1994-03-17", String?.none],
        ["Buffy", "Harold", "dog", "f", "1989-05-13", String?.none],
        ["Fang", "Benny", "dog", "m", "1990-08-27", String?.none],
        ["Bowser", "Diane", "dog", "m", "1979-08-31", "1995-07-29"],
        ["Chirpy", "Gwen", "bird", "f", "1998-09-11", String?.none],
        ["Whistler", "Gwen", "bird", String?.none, "1997-12-09", String?.none],
        ["Slim", "Benny", "snake", "m", "1996-04-29", String?.none],
        ["Puffball", "Diane", "hamster", "f", "1999-03-30", String?.none],
    ]
}

/// The example SQLite file cannot be used: it is read-only, cannot be opened, or lacks tables of the example schema.
public struct ExampleDatabaseError: Error, CustomStringConvertible {
    /// The file opened.
    public let file: URL
    /// What is wrong with it.
    public let reason: String
    /// What to do about it.
    public let remedy: String

    init(file: URL, reason: String, remedy: String = "Remove it, and it is generated again at the next start.") {
        self.file = file
        self.reason = reason
        self.remedy = remedy
    }

    /// What is wrong and what to do.
    public var description: String {
        "\(file.path) cannot be used as the example database: \(reason). \(remedy)"
    }
}
