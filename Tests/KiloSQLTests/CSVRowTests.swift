import Foundation
import KiloSQL
import KiloServer
import KiloServerTesting
import Testing

/// A query's rows as a table, both ways: as the rows write themselves, and through `Encodable` (columns given).
@WebService("table")
struct RowTableService {
    let database: any Database
    static let query: SQLQuery = #"""
        SELECT 1 AS id, 'Ann, "A."' AS "name.first", 'O''Neil' AS "name.last", NULL AS note, 2.5 AS score,
        'line one' || char(10) || 'line two' AS text
        """#

    @RequestMethod("GET") func rows() async throws -> QueryResult { try await database.query(Self.query) }

    @RequestMethod("GET") @ResourcePath("chosen")
    func chosen() async throws -> CSVResult<QueryResult> {
        CSVResult(
            try await database.query(Self.query), columns: ["id", "name.first", "name.last", "note", "score", "text"])
    }

    @RequestMethod("GET") @ResourcePath("attached")
    func attached() async throws -> QueryResult {
        try await database.query(SQLQuery("SELECT 1 AS id").attach("more", "SELECT 2 AS other"))
    }
}

@Suite("A query's rows as CSV")
struct CSVRowTests {
    @Test("rows write their own cells as the Encodable form is written: dotted labels, quoting, NULL empty")
    func bothWays() async throws {
        try await Backend.sqliteMemory.withDatabase { database in
            var server = WebServer()
            try server.mount(RowTableService(database: database))
            try await server.test { client in
                let expected =
                    "id,name.first,name.last,note,score,text\r\n1,\"Ann, \"\"A.\"\"\",O'Neil,,2.5,\"line one\nline two\"\r\n"
                let own = try await client.execute(.get, "/table", headers: [.accept: "text/csv"])
                #expect(own.text == expected)
                let encoded = try await client.execute(.get, "/table/chosen")
                #expect(encoded.text == expected)
                // Attached rows have no cell: the stream ends with the error (its status was sent before it).
                await #expect(throws: EncodingError.self) {
                    try await client.execute(.get, "/table/attached", headers: [.accept: "text/csv"])
                }
            }
        }
    }
}
