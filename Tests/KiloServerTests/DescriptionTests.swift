import Foundation
import ServerTestSupport
import TestSupport
import Testing

/// Whether PyPI's openapi-spec-validator can be run (CI installs it, and fails on the skip without it).
@Sendable func openAPIValidatorAvailable() async -> Bool {
    return (try? await runCommand(["python3", "-c", "import openapi_spec_validator"]).status) == 0
}

@Suite("API descriptions")
struct DescriptionTests {
    @Test("GET /math?api answers JSON for Accept: application/json, with parameters, types and doc comments")
    func jsonDescription() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(port: port, "/math?api", headers: [("Accept", "application/json")])
            #expect(response.status == 200)
            #expect(response.header("content-type") == "application/json")
            #expect(
                response.text == #"""
                    {"name":"MathService","path":"/math","description":"Simple mathematical operations (seed 000, \"A Lightweight Alternative to JAX-RS\").","endpoints":[{"path":"/math/sum","operations":[{"method":"GET","name":"getSum","description":"Returns the sum of two numbers.","parameters":[{"name":"a","source":"query","type":"Double","required":true},{"name":"b","source":"query","type":"Double","required":true}],"result":"Double"},{"method":"GET","name":"getSum","description":"Returns the sum of all values.","parameters":[{"name":"values","source":"query","type":"[Double]","required":false}],"result":"Double"}]}]}
                    """#)
        }
    }

    @Test("api is asked for as a whole query argument, anywhere in the query, with or without a value")
    func apiArgument() async throws {
        try await withExampleServer { port in
            for query in ["api", "api=", "api=1", "x=1&api", "x=1&api=yes&y=2", "&api"] {
                let response = try await RawHTTPClient.get(
                    port: port, "/math?\(query)", headers: [("Accept", "application/json")])
                #expect(response.status == 200, "?\(query)")
                #expect(response.text.hasPrefix(#"{"name":"MathService""#), "?\(query)")
            }
            // Arguments that merely contain "api" are ordinary arguments: /math itself serves nothing.
            for query in ["apiary=1", "xapi", "x=1&rapid=1", "a=api", "ap", ""] {
                let response = try await RawHTTPClient.get(
                    port: port, "/math?\(query)", headers: [("Accept", "application/json")])
                #expect(response.status == 404, "?\(query)")
            }
        }
    }

    @Test("GET /keys?api shows path keys, bodies and results")
    func keysDescription() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(port: port, "/keys?api", headers: [("Accept", "application/json")])
            let description = try #require(try response.json() as? [String: Any])
            let endpoints = try #require(description["endpoints"] as? [[String: Any]])
            let paths = endpoints.compactMap { $0["path"] as? String }
            #expect(paths.contains("/keys/employees/?:employeeNumber"))
            #expect(paths.contains("/keys/contacts/?/addresses/?"))
            let update = try #require(endpoints.first { $0["path"] as? String == "/keys/items/?:id" })
            let operation = try #require((update["operations"] as? [[String: Any]])?.first)
            let parameters = try #require(operation["parameters"] as? [[String: Any]])
            #expect(parameters.map { $0["source"] as? String } == ["path", "query", "body"])
            #expect(parameters.map { $0["type"] as? String } == ["Int", "String", "Item"])
            #expect(operation["result"] as? String == "Update")
        }
    }

    @Test("GET /math?api answers HTML by default: names escaped, doc comments as Markdown")
    func htmlDescription() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(port: port, "/math?api")
            #expect(response.status == 200)
            #expect(response.header("content-type") == "text/html; charset=utf-8")
            #expect(response.text.hasPrefix("<!DOCTYPE html>"))
            #expect(response.text.contains("<h2><code>/math/sum</code></h2>"))
            #expect(response.text.contains("Returns the sum of all values."))
            #expect(response.text.contains("<code>[Double]</code>"))
            #expect(
                response.text.contains(
                    "<p>Simple mathematical operations (seed 000, \"A Lightweight Alternative to JAX-RS\").</p>"))
            // Types in headings are text, escaped; Markdown passes what a doc comment's author wrote.
            let keys = try await RawHTTPClient.get(port: port, "/types?api")
            #expect(keys.text.contains("<code>Set&lt;Size&gt;</code>"), "\(keys.text)")
        }
    }

    @Test("defaults: constant ones shown in ?api (JSON and HTML) and OpenAPI, one made per request only said to exist")
    func defaultsDescribed() async throws {
        try await withExampleServer { port in
            let answered = try await RawHTTPClient.get(port: port, "/types/defaults")
            #expect(answered.text == #""medium 2 true [\"a\", \"b\"] -0.5""#)
            let json = try await RawHTTPClient.get(port: port, "/types?api", headers: [("Accept", "application/json")])
            let description = try #require(try json.json() as? [String: Any])
            let operations = (description["endpoints"] as? [[String: Any]])?.flatMap {
                $0["operations"] as? [[String: Any]] ?? []
            }
            let defaults = try #require(operations?.first { $0["name"] as? String == "defaults" })
            let parameters = try #require(defaults["parameters"] as? [[String: Any]])
            #expect(parameters.map { $0["required"] as? Bool } == [false, false, false, false, false])
            #expect(parameters[0]["default"] as? String == "medium")
            #expect(parameters[1]["default"] as? Int == 2)
            #expect(parameters[2]["default"] == nil)
            #expect(parameters[3]["default"] as? [String] == ["a", "b"])
            #expect(parameters[4]["default"] as? Double == -0.5)
            let page = try await RawHTTPClient.get(port: port, "/types?api").text
            #expect(page.contains("<td><code>Level</code></td><td>no (default <code>2</code>)</td>"), "\(page)")
            let openAPI = try await RawHTTPClient.get(port: port, "/openapi.json")
            let document = try #require(try openAPI.json() as? [String: Any])
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            let get = try #require(paths["/types/defaults"]?["get"] as? [String: Any])
            let schemas = (get["parameters"] as? [[String: Any]])?.map { $0["schema"] as? [String: Any] ?? [:] } ?? []
            #expect(schemas.count == 5)
            #expect(schemas.first?["default"] as? String == "medium")
            #expect(schemas.dropFirst(2).first?["default"] == nil)
            #expect(schemas.last?["default"] as? Double == -0.5)
        }
    }

    @Test("GET /openapi.json merges overloads and describes keys, bodies and uploads")
    func openAPIShape() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(port: port, "/openapi.json")
            #expect(response.status == 200)
            let document = try #require(try response.json() as? [String: Any])
            #expect(document["openapi"] as? String == "3.1.0")
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            let sum = try #require(paths["/math/sum"]?["get"] as? [String: Any])
            let parameters = try #require(sum["parameters"] as? [[String: Any]])
            #expect(parameters.map { $0["name"] as? String } == ["a", "b", "values"])
            #expect(parameters.allSatisfy { $0["required"] as? Bool == false })
            #expect((sum["description"] as? String)?.contains("getSum(values: [Double])") == true)
            #expect(paths["/keys/employees/{employeeNumber}"]?["get"] != nil)
            #expect(paths["/keys/contacts/{key1}/addresses/{key2}"]?["get"] != nil)
            let put = try #require(paths["/keys/items/{id}"]?["put"] as? [String: Any])
            #expect((put["requestBody"] as? [String: Any])?["content"] as? [String: Any] != nil)
            let upload = try #require(paths["/upload"]?["post"] as? [String: Any])
            let content = try #require((upload["requestBody"] as? [String: Any])?["content"] as? [String: Any])
            #expect(content["multipart/form-data"] != nil)
            #expect(paths["/ac/status"]?["put"] != nil)
            #expect(((paths["/ac/status"]?["put"] as? [String: Any])?["responses"] as? [String: Any])?["204"] != nil)
        }
    }

    @Test(
        "the OpenAPI document passes openapi-spec-validator",
        .enabled(
            "skipped: openapi-spec-validator is not installed (pip install openapi-spec-validator)",
            openAPIValidatorAvailable))
    func openAPIValidates() async throws {
        let document = try await withExampleServer { port in
            try await RawHTTPClient.get(port: port, "/openapi.json").body
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("httprpc-openapi-\(UUID().uuidString).json")
        try Data(document).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await runCommand([
            "python3", "-c",
            "import sys, json; from openapi_spec_validator import validate; validate(json.load(open(sys.argv[1]))); print('valid')",
            file.path,
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("valid"))
    }
}
