import Foundation
import KiloSQL
import Testing

struct Person: Decodable, Equatable {
    struct Name: Decodable, Equatable {
        var first: String
        var last: String
    }

    struct Pet: Decodable, Equatable {
        var name: String
        var age: Int8
    }

    var id: Int
    var name: Name
    var height: Double
    var born: Date
    var nickname: String?
    var active: Bool
    var pets: [Pet]?
    var missing: Int?
}

@Suite("Rows decoded as Decodable types")
struct RowDecodingTests {
    static let person = SQLQuery(
        #"""
        SELECT 7 AS id, 'Ada' AS "name.first", 'Lovelace' AS "name.last", 165 AS height, born, NULL AS nickname,
        1 AS active FROM people
        """#
    ).attach("pets", #"SELECT name, age FROM pets WHERE owner = :id ORDER BY name"#)

    static func withPeople(_ backend: Backend, _ body: (any Database) async throws -> Void) async throws {
        try await backend.withDatabase(timeZone: TimeZone(identifier: "UTC")!) { database in
            try await database.execute("CREATE TABLE people (born DATE)")
            try await database.execute("INSERT INTO people VALUES ('1815-12-10')")
            try await database.execute("CREATE TABLE pets (owner INTEGER, name TEXT, age INTEGER)")
            try await database.execute("INSERT INTO pets VALUES (7, 'Rex', 3), (7, 'Ace', 12), (8, 'Other', 1)")
            try await body(database)
        }
    }

    @Test("labels to keys, dotted labels nested, attachments as arrays, dates, NULL as nil", arguments: Backend.available)
    func decode(backend: Backend) async throws {
        try await Self.withPeople(backend) { database in
            let row = try #require(try await database.first(Self.person, [:]))
            let person = try row.decode(Person.self)
            #expect(
                person
                    == Person(
                        id: 7, name: .init(first: "Ada", last: "Lovelace"), height: 165,
                        born: Date(timeIntervalSince1970: -4_861_728_000), nickname: nil, active: true,
                        pets: [.init(name: "Ace", age: 12), .init(name: "Rex", age: 3)], missing: nil))
        }
    }

    /// A row with a day and a time of day as values (issue 56).
    struct Appointment: Decodable, Equatable {
        var id: Int
        var day: LocalDate
        var due: LocalDate?
        var at: LocalTime
    }

    @Test(
        "LocalDate and LocalTime bind and decode on every database, the same day whatever its zone; a DATE's JSON stays milliseconds",
        arguments: Backend.available)
    func daysAndTimes(backend: Backend) async throws {
        // UTC, the zones at the ends of the world's offsets, and one that changes its clocks on the day used.
        for zone in ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York"] {
            try await backend.withDatabase(timeZone: try #require(TimeZone(identifier: zone))) { database in
                try await database.execute("CREATE TABLE appointment (id INTEGER, day DATE, due DATE, at TIME)")
                let day = try #require(LocalDate("2026-11-01"))  // New York's clocks go back that night
                let at = try #require(LocalTime("09:30:15"))
                try await database.execute(
                    "INSERT INTO appointment VALUES (1, :day, :due, :at)", ["day": day, "due": LocalDate?.none, "at": at])
                let row = try #require(
                    try await database.first("SELECT id, day, due, at FROM appointment WHERE day = :day", ["day": day]))
                #expect(try row.decode(Appointment.self) == Appointment(id: 1, day: day, due: nil, at: at), "\(zone)")
                // The JSON of a DATE is the instant its day begins in the database's zone, as before.
                let json = try json(try await database.query("SELECT day FROM appointment").collect())
                let midnight = Int64(day.start(in: try #require(TimeZone(identifier: zone))).timeIntervalSince1970 * 1000)
                #expect(json == #"[{"day":\#(midnight)}]"#, "\(zone)")
            }
        }
    }

    @Test("a value that does not fit is an error naming where it is and what was there", arguments: Backend.available)
    func mismatches(backend: Backend) async throws {
        try await Self.withPeople(backend) { database in
            let row = try #require(try await database.first(Self.person, [:]))
            struct WrongAge: Decodable {
                struct Pet: Decodable { var age: String }
                var pets: [Pet]
            }
            #expect {
                try row.decode(WrongAge.self)
            } throws: { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return false }
                return context.codingPath.map(\.stringValue) == ["pets", "0", "age"]
                    && context.debugDescription.contains("Expected String")
            }
            struct Small: Decodable {
                var id: UInt8
                var height: Int8
            }
            #expect(throws: DecodingError.self) { try row.decode(Small.self) }  // 165 is no Int8
            struct Absent: Decodable { var salary: Int }
            #expect {
                try row.decode(Absent.self)
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, _) = error else { return false }
                return key.stringValue == "salary"
            }
        }
    }
}
