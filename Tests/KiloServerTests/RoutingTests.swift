import Foundation
import ServerTestSupport
import Testing

@Suite("Routing, overloads and path keys")
struct RoutingTests {
    @Test("the seeds' two getSum overloads are chosen by argument names")
    func mathOverloads() async throws {
        try await withExampleServer { port in
            try await expectGET(port, "/math/sum?a=2&b=4", "6")
            try await expectGET(port, "/math/sum?values=1&values=2&values=3", "6")
            try await expectGET(port, "/math/sum?a=0.1&b=0.2", "0.30000000000000004")
            // No arguments: both accept the empty set; getSum(values:) leaves 1 unfilled against 2, and an empty
            // array sums to 0.
            try await expectGET(port, "/math/sum", "0")
            // Only a: getSum(a:b:) is the only one that accepts it; b is then missing.
            try await expectGET(port, "/math/sum?a=1", #"Parameter "b" is required."#, status: 400)
        }
    }

    @Test("an argument no overload accepts is 400 listing the operations")
    func unknownArgument() async throws {
        try await withExampleServer { port in
            var response = try await RawHTTPClient.get(port: port, "/math/sum?a=2&c=4")
            #expect(response.status == 400)
            #expect(
                response.text == """
                    No operation accepts the argument "c" (did you mean "b"?). The operations of GET /math/sum are:
                      GET getSum(a: Double, b: Double)
                      GET getSum(values: [Double])
                    """)
            response = try await RawHTTPClient.get(port: port, "/math/sum?a=2&b=4&values=1")
            #expect(response.status == 400)
            #expect(response.text.hasPrefix(#"No single operation accepts the arguments "a", "b", "values" together."#))
            // The client's names are shown escaped (issue 61: CR, LF and markup reached a text/plain answer), and no
            // browser sniffs the answer as HTML.
            response = try await RawHTTPClient.get(port: port, "/math/sum?a=2&x%0D%0A%3Cscript%3E=1")
            #expect(response.status == 400)
            #expect(response.text.hasPrefix(#"No operation accepts the argument "x\r\n<script>"."#), "\(response.text)")
            #expect(response.header("X-Content-Type-Options") == "nosniff")
            #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
        }
    }

    @Test("the air conditioner: GET, each PUT overload, and the seed's 400 messages")
    func airConditioner() async throws {
        try await withExampleServer { port in
            try await expectGET(port, "/ac/status", #"{"on":false,"temperature":70,"fanSpeed":1}"#)
            for query in ["on=true", "temperature=72", "fanSpeed=3"] {
                let response = try await RawHTTPClient.request(port: port, "PUT", "/ac/status?\(query)")
                #expect(response.status == 204, "\(query): \(response.text)")
                #expect(response.body.isEmpty)
            }
            try await expectGET(port, "/ac/status", #"{"on":true,"temperature":72,"fanSpeed":3}"#)
            var response = try await RawHTTPClient.request(port: port, "PUT", "/ac/status?temperature=100")
            #expect(response.status == 400)
            #expect(response.text == "Invalid temperature.")
            response = try await RawHTTPClient.request(port: port, "PUT", "/ac/status?fanSpeed=0")
            #expect(response.status == 400)
            #expect(response.text == "Invalid fan speed.")
            response = try await RawHTTPClient.request(port: port, "PUT", "/ac/status?on=maybe")
            #expect(response.text == #"Parameter "on" has the invalid value "maybe": expected true, false, 1 or 0."#)
            // The PUT can come as a form body too.
            response = try await RawHTTPClient.request(
                port: port, "PUT", "/ac/status", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array("temperature=65".utf8))
            #expect(response.status == 204)
            try await expectGET(port, "/ac/status", #"{"on":true,"temperature":65,"fanSpeed":3}"#)
        }
    }

    @Test("unknown paths are 404; known paths with another method are 405 with Allow; OPTIONS lists methods")
    func notFoundAndMethodNotAllowed() async throws {
        try await withExampleServer { port in
            var response = try await RawHTTPClient.get(port: port, "/nope")
            #expect(response.status == 404)
            #expect(response.text == "Nothing is served at /nope.")
            response = try await RawHTTPClient.get(port: port, "/math/sum/extra")
            #expect(response.status == 404)
            response = try await RawHTTPClient.get(port: port, "/math")
            #expect(response.status == 404)
            response = try await RawHTTPClient.request(port: port, "DELETE", "/ac/status")
            #expect(response.status == 405)
            #expect(response.header("allow") == "GET, HEAD, PUT")
            #expect(response.text == "The method DELETE is not allowed for /ac/status; allowed: GET, HEAD, PUT.")
            response = try await RawHTTPClient.request(port: port, "PATCH", "/math/sum?a=1&b=2")
            #expect(response.status == 405)
            #expect(response.header("allow") == "GET, HEAD")
            response = try await RawHTTPClient.request(port: port, "OPTIONS", "/ac/status")
            #expect(response.status == 204)
            #expect(response.header("allow") == "GET, HEAD, PUT, OPTIONS")
            // A trailing slash and doubled slashes name the same resource.
            try await expectGET(port, "/math/sum/?a=1&b=1", "2")
            try await expectGET(port, "//math//sum?a=1&b=1", "2")
        }
    }

    @Test("unnamed keys are readable from the request, in order")
    func unnamedKeys() async throws {
        try await withExampleServer { port in
            try await expectGET(port, "/keys/contacts/jsmith/addresses/home", #"["jsmith","home"]"#)
        }
    }

    @Test("keys with odd characters arrive percent-decoded; + stays a plus sign in a path")
    func oddKeys() async throws {
        try await withExampleServer { port in
            try await expectGET(port, "/keys/contacts/a%2Fb/addresses/c%3Fd", #"["a/b","c?d"]"#)
            try await expectGET(port, "/keys/contacts/h%2Bllo+x/addresses/%23%25%26", ##"["h+llo+x","#%&"]"##)
            try await expectGET(port, "/keys/contacts/%E2%9C%93%20ok/addresses/%F0%9F%8D%95", #"["✓ ok","🍕"]"#)
            try await expectGET(port, "/keys/contacts/caf%C3%A9/addresses/d=1", #"["café","d=1"]"#)
        }
    }

    @Test("a named key binds to the parameter of the same name and converts")
    func namedKeys() async throws {
        try await withExampleServer { port in
            try await expectGET(port, "/keys/employees/10004", "10004")
            try await expectGET(
                port, "/keys/employees/abc",
                #"Path key "employeeNumber" has the invalid value "abc": expected an integer from -9223372036854775808 to 9223372036854775807."#,
                status: 400)
        }
    }

    @Test("literal segments win over keys, and a dead-end literal falls back to the key")
    func literalPrecedence() async throws {
        try await withExampleServer { port in
            try await expectGET(port, "/keys/pets/new", "\"literal\"")
            try await expectGET(port, "/keys/pets/rex", "\"key:rex\"")
            try await expectGET(port, "/keys/pets/new/photo", "\"literal photo\"")
            try await expectGET(port, "/keys/pets/new/owner", "\"owner of new\"")
        }
    }

    @Test("query, key and JSON body together")
    func queryKeyAndBody() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.request(
                port: port, "PUT", "/keys/items/7?note=fragile+%26+heavy", headers: [("Content-Type", "application/json")],
                body: Array(#"{"name":"vase","quantity":2}"#.utf8))
            #expect(response.status == 200)
            #expect(response.text == #"{"id":7,"note":"fragile & heavy","item":{"name":"vase","quantity":2}}"#)
        }
    }
}
