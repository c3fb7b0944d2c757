import Foundation
import KiloServer
import KiloServerTesting
import NIOCore
import ServerTestSupport
import Testing

/// Types as a service might return them, for the schema reader.
private struct Todo: Codable {
    enum State: String, Codable, CaseIterable { case open, done }
    struct Tag: Codable { var name: String }
    var id: Int
    var title: String
    var note: String?
    var due: Date
    var state: State
    var tags: [Tag]
    var scores: [String: Double]
    var link: URL
    var key: UUID
    var day: LocalDate
    var opens: LocalTime?
}

/// A type that holds itself: read once, referred to inside.
private final class Node: Codable {
    var name = ""
    var children: [Node] = []
}

/// A type whose decoder rejects the stand-in for its second key.
private struct Strict: Decodable {
    var first: Int
    var second: String
    var third: Bool
    init(from decoder: any Decoder) throws {
        enum Keys: CodingKey { case first, second, third }
        let container = try decoder.container(keyedBy: Keys.self)
        first = try container.decode(Int.self, forKey: .first)
        second = try container.decode(String.self, forKey: .second)
        guard !second.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .second, in: container, debugDescription: "empty")
        }
        third = try container.decode(Bool.self, forKey: .third)
    }
}

/// A type that encodes as a single string.
private struct Version: Codable {
    var text: String
    init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

@Suite("JSON Schemas read from types")
struct SchemaTests {
    /// The schema as the OpenAPI document writes it.
    static func json(_ schema: JSONSchema) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(schema)) as? [String: Any])
    }

    @Test("a Codable struct: its properties, which are required, and their types, nested types in turn")
    func codableStruct() throws {
        let schema = try Self.json(.of(Todo.self))
        #expect(schema["type"] as? String == "object")
        #expect(schema["title"] as? String == "Todo")
        #expect(schema["required"] as? [String] == ["id", "title", "due", "state", "tags", "scores", "link", "key", "day"])
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(properties["id"]?["type"] as? String == "integer")
        #expect(properties["note"]?["type"] as? String == "string")
        #expect(properties["due"]?["type"] as? String == "integer" && properties["due"]?["format"] as? String == "int64")
        #expect((properties["due"]?["description"] as? String)?.contains("Milliseconds since 1970") == true)
        #expect(properties["state"]?["enum"] as? [String] == ["open", "done"])
        let tags = try #require(properties["tags"]?["items"] as? [String: Any])
        #expect(tags["title"] as? String == "Tag" && tags["required"] as? [String] == ["name"])
        #expect((properties["scores"]?["additionalProperties"] as? [String: Any])?["type"] as? String == "number")
        #expect(properties["link"]?["format"] as? String == "uri")
        #expect(properties["key"]?["format"] as? String == "uuid")
        // RFC 3339's full-date (the OpenAPI registry's `date`) and partial-time (the registry's `time` has an offset).
        #expect(properties["day"]?["type"] as? String == "string" && properties["day"]?["format"] as? String == "date")
        #expect(properties["opens"]?["type"] as? String == "string")
        #expect(properties["opens"]?["format"] as? String == "partial-time")
    }

    @Test("a type that holds itself refers to itself; a rejected stand-in ends the reading there; a single value")
    func edges() throws {
        let node = try Self.json(.of(Node.self))
        let children = try #require((node["properties"] as? [String: [String: Any]])?["children"])
        #expect((children["items"] as? [String: Any])?["$ref"] as? String == "#/components/schemas/Node")
        let strict = try Self.json(.of(Strict.self))
        #expect((strict["properties"] as? [String: Any])?.keys.sorted() == ["first", "second"])
        #expect(try Self.json(.of(Version.self))["type"] as? String == "string")
        #expect(try Self.json(.of([Int: String].self))["additionalProperties"] != nil)
        #expect(try Self.json(.of(Int?.self))["anyOf"] != nil)
    }
}

@Suite("The OpenAPI document as a contract")
struct OpenAPIContractTests {
    static func document(_ port: Int) async throws -> [String: Any] {
        let response = try await RawHTTPClient.get(port: port, "/openapi.json")
        return try #require(try response.json() as? [String: Any])
    }

    @Test("named types are shared components; arguments are where the client sends them; statuses as declared")
    func contract() async throws {
        try await withExampleServer { port in
            let document = try await Self.document(port)
            let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
            let status = try #require(schemas["AirConditionerStatus"] as? [String: Any])
            #expect(status["required"] as? [String] == ["on", "temperature", "fanSpeed"])
            let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
            #expect(paths["/ac/status"]?["get"]?["operationId"] as? String == "getStatus")

            // A list is an array of the shared type.
            let uploaded = try #require(
                ((paths["/upload"]?["post"]?["responses"] as? [String: Any])?["200"] as? [String: Any])?["content"]
                    as? [String: [String: Any]])
            let listSchema = try #require(uploaded["application/json"]?["schema"] as? [String: Any])
            #expect(listSchema["type"] as? String == "array")
            #expect((listSchema["items"] as? [String: Any])?["$ref"] as? String == "#/components/schemas/Received")
            // An optional result's 200 is the value; nil is the 404.
            let optional = try #require(
                ((paths["/behaviour/maybe"]?["get"]?["responses"] as? [String: Any])?["200"] as? [String: Any])?[
                    "content"] as? [String: [String: Any]])
            #expect(
                (optional["application/json"]?["schema"] as? [String: Any])?["$ref"] as? String == "#/components/schemas/Item")

            // POST arguments are a form body; with a file, multipart; a JSON body's overload beside a form one.
            let echo = try #require(paths["/upload"]?["post"]?["requestBody"] as? [String: Any])
            #expect((echo["content"] as? [String: Any])?["multipart/form-data"] != nil)
            let items = try #require(paths["/behaviour/items"]?["post"]?["requestBody"] as? [String: Any])
            let itemContent = try #require(items["content"] as? [String: [String: Any]])
            #expect(itemContent.keys.sorted() == ["application/json", "application/x-www-form-urlencoded"])
            let form = try #require(itemContent["application/x-www-form-urlencoded"]?["schema"] as? [String: Any])
            #expect(form["required"] as? [String] == ["name", "quantity"])
            #expect(
                (itemContent["application/json"]?["schema"] as? [String: Any])?["$ref"] as? String
                    == "#/components/schemas/Item")
            #expect(paths["/behaviour/items"]?["post"]?["parameters"] == nil)

            // 201 with Location, from Created<Item>.
            let created = try #require(paths["/behaviour/items/created"]?["post"]?["responses"] as? [String: Any])
            let answer = try #require(created["201"] as? [String: Any])
            #expect((answer["headers"] as? [String: Any])?["Location"] != nil)
            #expect(created["200"] == nil)
            // 202, from Accepted<Item>.
            let accepted = try #require(paths["/behaviour/items/accepted"]?["post"]?["responses"] as? [String: Any])
            let acceptedAnswer = try #require(accepted["202"] as? [String: Any])
            #expect((acceptedAnswer["headers"] as? [String: Any])?["Location"] != nil)
            #expect(accepted["200"] == nil)
        }
    }

    @Test("a Created result is 201 with Location and the headers it adds, written by the server's encoder")
    func createdOverHTTP() async throws {
        var server = WebServer()
        try ExampleServicesForTests.mount(&server.mounts)
        try await server.test(.live) { client in
            let response = try await client.execute(
                .post, "/behaviour/items/created", headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"quantity":2,"name":"pen"}"#))
            #expect(response.status == .created)
            #expect(response.headers[.location] == "/behaviour/items/pen")
            #expect(response.headers[.cacheControl] == "no-store")
            #expect(response.text == #"{"name":"pen","quantity":2}"#)
        }
    }

    @Test("an Accepted result is 202, with Location only when it has one, the value written by the server's encoder")
    func acceptedOverHTTP() async throws {
        var server = WebServer()
        try ExampleServicesForTests.mount(&server.mounts)
        try await server.test(.live) { client in
            for (path, location) in [("accepted", "/behaviour/items/queue/pen"), ("queued", nil)] {
                let response = try await client.execute(
                    .post, "/behaviour/items/\(path)", headers: [.contentType: "application/json"],
                    body: ByteBuffer(string: #"{"quantity":2,"name":"pen"}"#))
                #expect(response.status == .accepted)
                #expect(response.headers[.location] == location)
                #expect(response.text == #"{"name":"pen","quantity":2}"#)
            }
        }
    }

    @Test("an argument is read by its @ArgumentName, which the descriptions show and 'did you mean' suggests")
    func argumentNames() async throws {
        var server = WebServer()
        try ExampleServicesForTests.mount(&server.mounts)
        try await server.test { client in
            let renamed = try await client.execute(.get, "/behaviour/renamed?first_name=Ada&page%5Bsize%5D=3")
            #expect(renamed.status == .ok && renamed.text == #""Ada 3""#, "\(renamed.text)")
            let swiftName = try await client.execute(.get, "/behaviour/renamed?firstName=Ada")
            #expect(swiftName.status == .badRequest)
            #expect(swiftName.text.contains(#"did you mean "first_name"?"#), "\(swiftName.text)")
            let document = try await client.execute(.get, "/openapi.json")
            let paths = try #require(
                (try JSONSerialization.jsonObject(with: Data(document.text.utf8)) as? [String: Any])?["paths"]
                    as? [String: [String: [String: Any]]])
            let parameters = try #require(paths["/behaviour/renamed"]?["get"]?["parameters"] as? [[String: Any]])
            #expect(parameters.compactMap { $0["name"] as? String } == ["first_name", "page[size]"])
            let api = try await client.execute(.get, "/behaviour?api", headers: [.accept: "application/json"])
            #expect(api.text.contains(#""name":"first_name""#) && !api.text.contains(#""name":"firstName""#))
        }
    }

    @Test("a @Deprecated operation is served, and ?api and OpenAPI say so, with its message")
    func deprecated() async throws {
        var server = WebServer()
        try ExampleServicesForTests.mount(&server.mounts)
        try await server.test { client in
            #expect(try await client.execute(.get, "/behaviour/old").text == "1")
            let document = try await client.execute(.get, "/openapi.json")
            let paths = try #require(
                (try JSONSerialization.jsonObject(with: Data(document.text.utf8)) as? [String: Any])?["paths"]
                    as? [String: [String: [String: Any]]])
            let old = try #require(paths["/behaviour/old"]?["get"])
            #expect(old["deprecated"] as? Bool == true)
            #expect((old["description"] as? String)?.contains("(deprecated: Use GET /behaviour/renamed.)") == true)
            // Of two overloads, one deprecated: the operation is current, its description names the deprecated one.
            let older = try #require(paths["/behaviour/older"]?["get"])
            #expect(older["deprecated"] == nil)
            #expect((older["description"] as? String)?.contains("- `older(first: Int)` (deprecated)") == true, "\(older)")
            #expect(paths["/behaviour/renamed"]?["get"]?["deprecated"] == nil)
            let api = try await client.execute(.get, "/behaviour?api", headers: [.accept: "application/json"])
            #expect(api.text.contains(#""deprecated":true,"deprecationMessage":"Use GET /behaviour/renamed.""#), "\(api.text)")
            let page = try await client.execute(.get, "/behaviour?api")
            #expect(page.text.contains("<p><strong>Deprecated.</strong> Use GET /behaviour/renamed.</p>"))
        }
    }

    @Test("the title, version and servers are the server's to set; nil publishes no description at all")
    func configured() async throws {
        var server = WebServer()
        try ExampleServicesForTests.mount(&server.mounts)
        server.configuration.apiDescription = APIDescription(
            title: "Todos", version: "2.1.0", summary: "Things to do.", servers: ["https://todos.example.com"])
        try await server.test { client in
            let response = try await client.execute(.get, "/openapi.json")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
            let info = try #require(document["info"] as? [String: Any])
            #expect(info["title"] as? String == "Todos" && info["version"] as? String == "2.1.0")
            #expect(info["description"] as? String == "Things to do.")
            #expect((document["servers"] as? [[String: Any]])?.first?["url"] as? String == "https://todos.example.com")
        }
        server.configuration.apiDescription = nil
        try await server.test { client in
            for path in ["/openapi.json", "/", "/math?api"] {
                let response = try await client.execute(.get, path)
                #expect(response.status == .notFound, "\(path)")
            }
            let sum = try await client.execute(.get, "/math/sum?a=1&b=2")
            #expect(sum.text == "3")
        }
    }

    @Test("GET / lists the services, as HTML or JSON, with links to their pages; ?api renders Markdown")
    func index() async throws {
        try await withExampleServer { port in
            let page = try await RawHTTPClient.get(port: port, "/")
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.text.contains(#"<a href="/math?api">MathService</a>"#))
            #expect(page.text.contains(#"<a href="/openapi.json">"#))
            let json = try await RawHTTPClient.request(port: port, "GET", "/", headers: [("Accept", "application/json")])
            let index = try #require(try json.json() as? [String: Any])
            let services = try #require(index["services"] as? [[String: Any]])
            #expect(services.contains { $0["path"] as? String == "/math" && $0["api"] as? String == "/math?api" })
            // Doc comments are Markdown: `code` and **bold** become HTML.
            let api = try await RawHTTPClient.get(port: port, "/behaviour?api")
            #expect(api.text.contains("<strong>201</strong>"), "\(api.text)")
        }
    }
}
