import Foundation
import ServerTestSupport
import Testing

@Suite("Results")
struct ResultTests {
    @Test("Void is 204, nil is 404, a ServiceError keeps its status, any other error is a generic 500")
    func statuses() async throws {
        try await withExampleServer { port in
            var response = try await RawHTTPClient.get(port: port, "/behaviour/void")
            #expect(response.status == 204)
            #expect(response.body.isEmpty)
            try await expectGET(port, "/behaviour/maybe?found=true", #"{"name":"a","quantity":1}"#)
            response = try await RawHTTPClient.get(port: port, "/behaviour/maybe?found=false")
            #expect(response.status == 404)
            #expect(response.body.isEmpty)
            try await expectGET(port, "/behaviour/conflict", "Already taken.", status: 409)
            response = try await RawHTTPClient.get(port: port, "/behaviour/fail")
            #expect(response.status == 500)
            #expect(response.text == "An internal error occurred.")
            #expect(!response.text.contains("hunter2"))
            response = try await RawHTTPClient.get(port: port, "/behaviour/nan")
            #expect(response.status == 400)
            #expect(
                response.text == "The result is not a finite number (it overflowed or is undefined), and JSON cannot carry it.")
            response = try await RawHTTPClient.get(port: port, "/math/sum?a=1e308&b=1e308")
            #expect(response.status == 400)
        }
    }

    @Test("JSON keys keep declaration order, nil properties are left out, dates are epoch milliseconds")
    func jsonConventions() async throws {
        try await withExampleServer { port in
            try await expectGET(port, "/behaviour/ordered", #"{"zebra":1,"apple":2,"when":817794000000}"#)
            try await expectGET(port, "/hello", #""Hello, World!""#)
        }
    }

    @Test("a custom response keeps its content type, headers and body")
    func customResponse() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(port: port, "/behaviour/csv")
            #expect(response.status == 200)
            #expect(response.header("content-type") == "text/csv")
            #expect(response.header("cache-control") == "no-store")
            #expect(response.text == "a,b\r\n1,2\r\n")
            let chunks = try await RawHTTPClient.get(port: port, "/behaviour/chunks?count=3")
            #expect(chunks.header("transfer-encoding") == "chunked")
            #expect(chunks.text == "chunk 0\nchunk 1\nchunk 2\n")
        }
    }

    @Test("a lazy sequence streams as a chunked JSON array", arguments: [0, 1, 5_000])
    func streamedSequence(count: Int) async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(port: port, "/behaviour/rows?count=\(count)")
            #expect(response.status == 200)
            #expect(response.header("transfer-encoding") == "chunked")
            let rows = try JSONDecoder().decode([Row].self, from: Data(response.body))
            #expect(rows == (0..<count).map { Row(index: $0, label: "row \($0)") })
        }
    }

    @Test("the request's Accept-Language is ranked by weight")
    func acceptLanguage() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(
                port: port, "/behaviour/languages", headers: [("Accept-Language", "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")]
            )
            #expect(response.text == #"["fr-CH","fr","en","de"]"#)
            // What is not a language range or a weight is left out; a weight of 0 refuses; ties keep their order.
            let messy = try await RawHTTPClient.get(
                port: port, "/behaviour/languages",
                headers: [("Accept-Language", "en_US, de;q=2, it;q=high, es-;q=0.9, pt;q=0, nl;q=0.500, sv , fi;Q=0.5")])
            #expect(messy.text == #"["sv","nl","fi"]"#, "\(messy.text)")
            let many = (0..<1_000).map { "x" + String(repeating: "a", count: 1 + $0 % 7) }.joined(separator: ",")
            let capped = try await RawHTTPClient.get(port: port, "/behaviour/languages", headers: [("Accept-Language", many)])
            #expect((try capped.json() as? [String])?.count == 32, "\(capped.status) \(capped.text.prefix(200))")
        }
    }

    @Test(
        "preferredLanguage(among:) looks up the best accepted tag, then its prefixes, then a supported tag extending it",
        arguments: [
            ("fr-CA, en;q=0.5", "en,fr,de", "fr"),
            ("de-AT-1996;q=0.9, fr-FR", "en,de,fr", "fr"),
            ("de-AT-1996", "en,de", "de"),
            ("pt", "en,pt-BR", "pt-BR"),
            ("EN-gb", "fr,en-GB", "en-GB"),
            ("it, *;q=0.1", "en,fr", nil),
            ("", "en", nil),
        ] as [(String, String, String?)])
    func preferredLanguage(header: String, supported: String, expected: String?) async throws {
        try await withExampleServer { port in
            let query = supported.split(separator: ",").map { "supported=\($0)" }.joined(separator: "&")
            let response = try await RawHTTPClient.get(
                port: port, "/behaviour/language?\(query)", headers: [("Accept-Language", header)])
            if let expected {
                #expect(response.status == 200 && response.text == "\"\(expected)\"", "\(header): \(response.text)")
            } else {
                #expect(response.status == 404, "\(header): \(response.text)")
            }
        }
    }
}
