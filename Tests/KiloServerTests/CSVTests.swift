import Foundation
import KiloServerTesting
import KiloShared
import NIOCore
import ServerTestSupport
import Testing

@testable import KiloServer

struct Hire: Codable, Sendable, Equatable {
    struct Place: Codable, Sendable, Equatable {
        var city: String
        var zip: String?
    }

    var id: Int
    var name: String
    var email: String?
    var office: Place?
    var hired: Date
    var salary: Decimal
}

struct Tagged: Codable, Sendable {
    var name: String
    var tags: [String]
}

/// A method per shape of table result.
@WebService("tables")
struct TableService {
    static let hires = [
        Hire(
            id: 1, name: "Ann O'Neil, \"Annie\"", email: nil, office: Place(city: "Zürich", zip: "8001"),
            hired: Date(timeIntervalSince1970: 817_794_000), salary: Decimal(string: "1234.50") ?? 0),
        Hire(
            id: 2, name: "Bo\r\nLine", email: "bo@example.com", office: nil, hired: Date(timeIntervalSince1970: 0),
            salary: 7),
    ]
    typealias Place = Hire.Place

    @RequestMethod("GET") @ResourcePath("hires") func hires() -> [Hire] { Self.hires }
    @RequestMethod("GET") @ResourcePath("numbers") func numbers() -> [Int] { [1, 2, 3] }
    @RequestMethod("GET") @ResourcePath("tagged") func tagged() -> [Tagged] { [Tagged(name: "a", tags: ["x"])] }
    @RequestMethod("GET") @ResourcePath("empty") func empty() -> [Hire] { [] }

    /// Rows made as the client reads them.
    @RequestMethod("GET") @ResourcePath("stream")
    func stream(count: Int) -> AsyncStream<Hire> {
        AsyncStream { continuation in
            for index in 0..<count {
                continuation.yield(
                    Hire(id: index, name: "n\(index)", office: nil, hired: Date(timeIntervalSince1970: 0), salary: 1))
            }
            continuation.finish()
        }
    }

    /// A download, whatever the client accepts; the name is made safe for the header.
    @RequestMethod("GET") @ResourcePath("download")
    func download(name: String) -> CSVResult<[Hire]> { CSVResult(Self.hires, filename: name) }

    /// Chosen columns, in their order, of an asynchronous sequence.
    @RequestMethod("GET") @ResourcePath("columns")
    func columns(count: Int) -> CSVResult<AsyncStream<Hire>> {
        CSVResult(stream(count: count), columns: ["name", "office.city", "id", "missing"])
    }

    /// Cells a spreadsheet would run, neutralised unless `raw`.
    @RequestMethod("GET") @ResourcePath("formulas")
    func formulas(raw: Bool = false) -> CSVResult<[Tagged]> {
        CSVResult(
            ["=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)", "\t=1", "'=kept", "plain", "a=b"].map {
                Tagged(name: $0, tags: [])
            }, columns: ["name"], neutralizingFormulas: !raw)
    }

    /// Takes a table.
    @RequestMethod("POST") @ResourcePath("load")
    func load(@RequestBody hires: [Hire]) -> [Hire] { hires }
}

@Suite("CSV: results as tables, tables as bodies")
struct CSVTests {
    static let hiresCSV =
        "id,name,email,office.city,office.zip,hired,salary\r\n"
        + "1,\"Ann O'Neil, \"\"Annie\"\"\",,Zürich,8001,817794000000,1234.5\r\n"
        + "2,\"Bo\r\nLine\",bo@example.com,,,0,7\r\n"

    static func withTables(_ body: @Sendable (_ port: Int) async throws -> Void) async throws {
        try await withTestServer(mount: { try $0.mount(TableService()) }, body)
    }

    @Test("Accept chooses CSV or JSON; a nested value's cells are dotted, nil is empty, values keep JSON's conventions")
    func negotiation() async throws {
        try await Self.withTables { port in
            for accept in ["text/csv", "text/csv, application/json;q=0.9", "text/*", "application/json;q=0.1, text/csv"] {
                let response = try await RawHTTPClient.get(port: port, "/tables/hires", headers: [("Accept", accept)])
                #expect(response.status == 200)
                #expect(response.header("content-type") == "text/csv; charset=utf-8", "\(accept)")
                #expect(response.header("vary") == "Accept")
                #expect(response.text == Self.hiresCSV, "\(accept)")
            }
            for accept in [
                nil, "*/*", "application/json", "text/csv, application/json", "text/csv;q=0.5, */*", "text/csv;q=0", "text/html",
            ] {
                let response = try await RawHTTPClient.get(
                    port: port, "/tables/hires", headers: accept.map { [("Accept", $0)] } ?? [])
                #expect(response.header("content-type") == "application/json", "\(accept ?? "no Accept")")
                #expect(response.text.hasPrefix(#"[{"id":1,"#), "\(accept ?? "no Accept")")
            }
            // Numbers are no rows: JSON whatever is asked, and no Vary.
            let numbers = try await RawHTTPClient.get(port: port, "/tables/numbers", headers: [("Accept", "text/csv")])
            #expect(numbers.header("content-type") == "application/json" && numbers.text == "[1,2,3]")
            #expect(numbers.header("vary") == nil)
            // A list has no cell: the result cannot be written, and the details stay in the log.
            let tagged = try await RawHTTPClient.get(port: port, "/tables/tagged", headers: [("Accept", "text/csv")])
            #expect(tagged.status == 500 && tagged.text == "The result could not be encoded.")
            let empty = try await RawHTTPClient.get(port: port, "/tables/empty", headers: [("Accept", "text/csv")])
            #expect(empty.status == 200 && empty.body.isEmpty)
        }
    }

    @Test("an asynchronous sequence streams as CSV in chunks, every row once", arguments: [0, 1, 20_000])
    func streamed(count: Int) async throws {
        try await Self.withTables { port in
            let response = try await RawHTTPClient.get(
                port: port, "/tables/stream?count=\(count)", headers: [("Accept", "text/csv")])
            #expect(response.header("transfer-encoding") == "chunked")
            let lines = response.text.components(separatedBy: "\r\n").dropLast()
            #expect(lines.count == (count == 0 ? 0 : count + 1))
            if count > 0 { #expect(lines.first == "id,name,email,office,hired,salary") }
            #expect(lines.last == (count == 0 ? nil : "\(count - 1),n\(count - 1),,,0,1"))
        }
    }

    @Test("a lazy sequence's rows stream as CSV too")
    func lazySequence() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(port: port, "/behaviour/rows?count=3", headers: [("Accept", "text/csv")])
            #expect(response.text == "index,label\r\n0,row 0\r\n1,row 1\r\n2,row 2\r\n")
        }
    }

    @Test("CSVResult is CSV whatever is accepted, a download under a name no header can be broken by")
    func download() async throws {
        try await Self.withTables { port in
            let response = try await RawHTTPClient.get(
                port: port, "/tables/download?name=a%22b%0D%0ASet-Cookie:%20x%3D1%2Fc.csv",
                headers: [("Accept", "application/json")])
            #expect(response.header("content-type") == "text/csv; charset=utf-8")
            #expect(response.header("content-disposition") == #"attachment; filename="a_b_Set-Cookie_ x_1_c.csv""#)
            #expect(response.header("set-cookie") == nil)
            #expect(response.text == Self.hiresCSV)
        }
    }

    @Test("formula cells are written as text by default ('=…), as they are with the opt-out off (issue 61)")
    func formulaCells() async throws {
        try await Self.withTables { port in
            let neutral = try await RawHTTPClient.get(port: port, "/tables/formulas")
            #expect(
                neutral.text
                    == "name\r\n\"'=HYPERLINK(\"\"http://x\"\")\"\r\n\"'+1\"\r\n\"'-2\"\r\n\"'@SUM(A1)\"\r\n\"'\t=1\"\r\n'=kept\r\nplain\r\na=b\r\n"
            )
            let raw = try await RawHTTPClient.get(port: port, "/tables/formulas?raw=true")
            #expect(
                raw.text
                    == "name\r\n\"=HYPERLINK(\"\"http://x\"\")\"\r\n+1\r\n-2\r\n@SUM(A1)\r\n\t=1\r\n'=kept\r\nplain\r\na=b\r\n")
        }
        #expect(CSVFormula.restored("'=1") == "=1" && CSVFormula.restored("'plain") == "'plain")
        #expect(CSVFormula.restored("=1") == "=1" && CSVFormula.restored("'") == "'")
    }

    @Test("an array body holds at most 10,000 elements, counted before decoding, JSON or CSV (issue 61): 413 past it")
    func elementLimit() async throws {
        try await Self.withTables { port in
            func post(_ body: String, _ type: String) async throws -> RawResponse {
                try await RawHTTPClient.request(
                    port: port, "POST", "/tables/load", headers: [("Content-Type", type)], body: Array(body.utf8))
            }
            let tooMany = "[" + Array(repeating: "{}", count: 10_001).joined(separator: ",") + "]"
            var response = try await post(tooMany, "application/json")
            #expect(response.status == 413)
            #expect(response.text == "The request body holds more than 10000 elements, the limit of an array body.")
            // Commas and brackets inside strings and nested values are not elements: 10,000 go on to be decoded.
            let element = #"{"name":"a,b],[c\",","office":{"city":"x,y"},"tags":[1,2,3]}"#
            response = try await post(
                "[" + Array(repeating: element, count: 10_000).joined(separator: ",") + "]", "application/json")
            #expect(response.status == 400 && response.text.contains("the key \"id\" is missing"), "\(response.text)")
            // CSV: records after the header; a line break inside a quoted field is not one.
            let header = "id,name,hired,salary\r\n"
            response = try await post(header + String(repeating: "1,a,0,1\r\n", count: 10_001), "text/csv")
            #expect(response.status == 413)
            response = try await post(header + String(repeating: "1,\"a\r\nb\",0,1\r\n", count: 10_000), "text/csv")
            #expect(response.status == 200, "\(response.text.prefix(200))")
        }
        #expect(JSONArrayCount.elements(in: ByteBuffer(string: " [ ] "), upTo: 10) == 0)
        #expect(JSONArrayCount.elements(in: ByteBuffer(string: #"[1,"\",",[2,3],{"a":[4,5]}]"#), upTo: 10) == 4)
        #expect(JSONArrayCount.elements(in: ByteBuffer(string: "[1,2,3,4,5]"), upTo: 3) == 3)
        #expect(JSONArrayCount.elements(in: ByteBuffer(string: #"{"a":[1,2]}"#), upTo: 10) == 0)
        #expect(CSVBodyDecoder.recordCount(of: ByteBuffer(string: "h\r\n1\r\n\"2\n3\"\r\n4"), upTo: 10) == 3)
        #expect(CSVBodyDecoder.recordCount(of: ByteBuffer(string: "h"), upTo: 10) == 0)
    }

    @Test("given columns choose and order the cells; a table of no rows still has its header")
    func givenColumns() async throws {
        try await Self.withTables { port in
            let rows = try await RawHTTPClient.get(port: port, "/tables/columns?count=2")
            #expect(rows.text == "name,office.city,id,missing\r\nn0,,0,\r\nn1,,1,\r\n")
            let none = try await RawHTTPClient.get(port: port, "/tables/columns?count=0")
            #expect(none.text == "name,office.city,id,missing\r\n")
        }
    }

    @Test("a CSV body decodes into an array: what the writer wrote comes back equal")
    func roundTrip() async throws {
        try await Self.withTables { port in
            let response = try await RawHTTPClient.request(
                port: port, "POST", "/tables/load", headers: [("Content-Type", "text/csv; charset=utf-8")],
                body: Array(Self.hiresCSV.utf8))
            #expect(response.status == 200, "\(response.text)")
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .millisecondsSince1970
            let back = try decoder.decode([Hire].self, from: Data(response.body))
            #expect(back == TableService.hires, "\(back)")

            // ISO 8601 dates, LF line ends, columns in another order, an optional group left out.
            let other = "salary,hired,name,id\n2,2025-01-02T03:04:05Z,Cy,3\n"
            let loaded = try await RawHTTPClient.request(
                port: port, "POST", "/tables/load", headers: [("Content-Type", "text/csv")], body: Array(other.utf8))
            let hires = try decoder.decode([Hire].self, from: Data(loaded.body))
            #expect(hires.count == 1 && hires[0].name == "Cy" && hires[0].office == nil)
            #expect(hires[0].hired == Date(timeIntervalSince1970: 1_735_787_045))
        }
    }

    @Test(
        "a bad CSV body is a 400 that names the line and the column",
        arguments: [
            ("id,name\n1,a\n", #"line 2: the column "hired" is missing."#),
            ("id,name,hired,salary\nx,a,0,1\n", #"line 2: the column "id": expected an integer from "#),
            ("id,name,hired,salary\n1,a,yesterday,1\n", #"the column "hired": expected milliseconds since 1970 or an ISO"#),
            ("id,name,hired,salary\n1,a,0,1e999\n", #"the column "salary": expected a number, found "1e999"."#),
            ("id,name,hired,salary\n1,a,0,1\n\n2,b\"c,0,1\n", "line 4: a quote inside an unquoted field"),
            ("id,name,hired,salary\n1,\"a\"b,0,1\n", "line 2: text follows a closing quote"),
            ("id,id\n1,2\n", #"line 1: two columns are named "id"."#),
            ("id,,x\n", "line 1: column 2 has no name."),
            ("id,name,hired,salary\n1,\u{FF}\n", ""),
        ])
    func badBodies(body: String, message: String) async throws {
        try await Self.withTables { port in
            var bytes = Array(body.utf8)
            if message.isEmpty { bytes = Array("id,name,hired,salary\n1,".utf8) + [0xFF, 0xFE] + Array(",0,1\n".utf8) }
            let response = try await RawHTTPClient.request(
                port: port, "POST", "/tables/load", headers: [("Content-Type", "text/csv")], body: bytes)
            #expect(response.status == 400)
            #expect(response.text.hasPrefix(#"The request body for "hires" is invalid: "#), "\(response.text)")
            #expect(response.text.contains(message.isEmpty ? "line 2: a field is not UTF-8 text." : message), "\(response.text)")
        }
    }

    @Test("the OpenAPI document offers CSV beside JSON for tables, and CSV alone for CSVResult")
    func openAPI() async throws {
        try await Self.withTables { port in
            let response = try await RawHTTPClient.get(port: port, "/openapi.json")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            func content(_ path: String, _ method: String, _ key: [String]) -> [String] {
                var value: Any? = paths[path]?[method]
                for part in key { value = (value as? [String: Any])?[part] }
                return ((value as? [String: Any])?.keys).map { $0.sorted() } ?? []
            }
            #expect(content("/tables/hires", "get", ["responses", "200", "content"]) == ["application/json", "text/csv"])
            #expect(content("/tables/stream", "get", ["responses", "200", "content"]) == ["application/json", "text/csv"])
            #expect(content("/tables/numbers", "get", ["responses", "200", "content"]) == ["application/json"])
            #expect(content("/tables/download", "get", ["responses", "200", "content"]) == ["text/csv"])
            #expect(content("/tables/load", "post", ["requestBody", "content"]) == ["application/json", "text/csv"])
        }
    }

    @Test("the reader takes bytes in any pieces and holds a record's fields to their bounds")
    func reader() throws {
        let text = Array("a,\"b\r\nc\",\"\"\"\"\r\n\r\nlast,\"\"".utf8)
        for size in [1, 2, 3, 7, text.count] {
            var reader = CSVRecordReader()
            var records: [[String]] = []
            var offset = 0
            while offset < text.count {
                reader.append(contentsOf: text[offset..<min(offset + size, text.count)])
                offset += size
                while let record = try reader.next(atEnd: false) { records.append(record) }
            }
            while let record = try reader.next(atEnd: true) { records.append(record) }
            #expect(records == [["a", "b\r\nc", "\""], ["last", ""]], "pieces of \(size)")
        }
        var wide = CSVRecordReader(maximumFields: 3, maximumFieldBytes: 4)
        wide.append(contentsOf: Array("1,2,3,4\n".utf8))
        #expect(throws: CSVRecordReader.FormatError.self) { try wide.next(atEnd: true) }
        var long = CSVRecordReader(maximumFields: 3, maximumFieldBytes: 4)
        long.append(contentsOf: Array("\"12345\"".utf8))
        #expect(throws: CSVRecordReader.FormatError.self) { try long.next(atEnd: false) }
    }

    @Test("the writer: a later row may leave a column out, but not bring one the first row did not name")
    func writerColumns() throws {
        struct Loose: Encodable {
            var keys: [String: Int]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyKey.self)
                for (key, value) in keys.sorted(by: { $0.key < $1.key }) { try container.encode(value, forKey: AnyKey(key)) }
            }
        }
        struct AnyKey: CodingKey {
            var stringValue: String
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
        var table = CSVTableWriter()
        try table.append(Loose(keys: ["a": 1, "b": 2]))
        try table.append(Loose(keys: ["b": 3]))
        #expect(String(buffer: table.take()) == "a,b\r\n1,2\r\n,3\r\n")
        #expect(throws: EncodingError.self) { try table.append(Loose(keys: ["c": 4])) }
        var scalar = CSVTableWriter()
        #expect(throws: EncodingError.self) { try scalar.append(5) }
    }
}
