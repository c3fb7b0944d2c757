import Foundation
import ServerTestSupport
import Testing

@Suite("Request bodies: forms, uploads and JSON")
struct BodyTests {
    static let pizzaFields: [(String, String)] = [
        ("custname", "Ann O'Neil & Co"), ("custtel", "+1 555 0100"), ("custemail", "ann@example.com"), ("size", "large"),
        ("topping", "bacon"), ("topping", "cheese"), ("topping", "onion"), ("delivery", "19:45"),
        ("comments", "Ring twice.\nThe door is blue = 🚪"),
    ]
    static let pizzaEcho =
        #"{"custname":"Ann O'Neil & Co","custtel":"+1 555 0100","custemail":"ann@example.com","size":"large","topping":["bacon","cheese","onion"],"delivery":"19:45","comments":"Ring twice.\nThe door is blue = 🚪"}"#

    static func urlencoded(_ fields: [(String, String)]) -> [UInt8] {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._* ")
        return Array(
            fields.map { name, value in
                let encoded =
                    value.addingPercentEncoding(withAllowedCharacters: allowed)?.replacingOccurrences(of: " ", with: "+") ?? ""
                return "\(name)=\(encoded)"
            }.joined(separator: "&").utf8)
    }

    @Test("the pizza form, urlencoded, echoes every field with repeated ones as arrays")
    func pizzaURLEncoded() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.request(
                port: port, "POST", "/post", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Self.urlencoded(Self.pizzaFields))
            #expect(response.status == 200)
            #expect(response.text == Self.pizzaEcho)
        }
    }

    @Test("the pizza form, multipart, gives the same answer")
    func pizzaMultipart() async throws {
        try await withExampleServer { port in
            var form = MultipartBody()
            for (name, value) in Self.pizzaFields { form.field(name, value) }
            let response = try await RawHTTPClient.request(
                port: port, "POST", "/post", headers: [("Content-Type", form.contentType)], body: form.finished())
            #expect(response.status == 200)
            #expect(response.text == Self.pizzaEcho)
        }
    }

    @Test("query arguments and form fields merge, query first")
    func queryAndForm() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.request(
                port: port, "POST", "/post?source=app&topping=ham",
                headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array("topping=pineapple".utf8))
            #expect(response.text == #"{"source":"app","topping":["ham","pineapple"]}"#)
        }
    }

    @Test(
        "uploads of 0 B, 1 B, 64 KB + 1 and 1 MB arrive with their names, sizes and bytes", arguments: [0, 1, 65_537, 1_048_576])
    func uploadSizes(size: Int) async throws {
        try await withExampleServer { port in
            let data = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            var form = MultipartBody()
            form.file("upload", fileName: "data.bin", data)
            let response = try await RawHTTPClient.request(
                port: port, "POST", "/upload", headers: [("Content-Type", form.contentType)], body: form.finished())
            #expect(response.status == 400)  // `upload` is not an argument of the upload service
            var files = MultipartBody()
            files.file("file", fileName: "data.bin", data)
            let uploaded = try await RawHTTPClient.request(
                port: port, "POST", "/upload", headers: [("Content-Type", files.contentType)], body: files.finished())
            #expect(uploaded.status == 200)
            #expect(uploaded.text == #"[{"name":"data.bin","size":\#(size),"type":"application/octet-stream"}]"#)
        }
    }

    @Test("the bytes of an upload are intact on both sides of the memory threshold", arguments: [100, 65_536, 65_537, 300_000])
    func uploadBytes(size: Int) async throws {
        try await withExampleServer { port in
            let text = String((0..<size).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            var form = MultipartBody()
            form.file("upload", fileName: "a.txt", contentType: "text/plain", Array(text.utf8))
            let response = try await RawHTTPClient.request(
                port: port, "POST", "/types/file", headers: [("Content-Type", form.contentType)], body: form.finished())
            #expect(response.status == 200)
            #expect((try response.json() as? String) == text)
        }
    }

    @Test("several files under one name and fields beside them")
    func severalFiles() async throws {
        try await withExampleServer { port in
            var form = MultipartBody()
            form.file("files", fileName: "a.txt", contentType: "text/plain", Array("alpha".utf8))
            form.file("files", fileName: "C:\\Users\\ann\\b.png", contentType: "image/png", [0x89, 0x50, 0x4E, 0x47])
            form.file("files", fileName: "empty.dat", [])
            var response = try await RawHTTPClient.request(
                port: port, "POST", "/upload", headers: [("Content-Type", form.contentType)], body: form.finished())
            #expect(response.status == 200)
            #expect(
                response.text
                    == #"[{"name":"a.txt","size":5,"type":"text/plain"},{"name":"b.png","size":4,"type":"image/png"},{"name":"empty.dat","size":0,"type":"application/octet-stream"}]"#
            )

            var echo = MultipartBody()
            echo.field("custname", "Ann")
            echo.file("photo", fileName: "me.jpg", contentType: "image/jpeg", Array(repeating: 0xFF, count: 70_000))
            echo.field("topping", "bacon")
            echo.field("topping", "onion")
            response = try await RawHTTPClient.request(
                port: port, "POST", "/post", headers: [("Content-Type", echo.contentType)], body: echo.finished())
            #expect(
                response.text
                    == #"{"custname":"Ann","photo":{"name":"me.jpg","size":70000,"type":"image/jpeg"},"topping":["bacon","onion"]}"#
            )
        }
    }

    @Test(
        "a large upload is a temporary file only its owner can read while the method runs, removed once the response is sent"
    )
    func temporaryFilesRemoved() async throws {
        try await withExampleServer { port in
            var form = MultipartBody()
            form.file("upload", fileName: "big.bin", Array(repeating: 1, count: 500_000))
            let response = try await RawHTTPClient.request(
                port: port, "POST", "/types/fileLocation", headers: [("Content-Type", form.contentType)], body: form.finished())
            let answer = try #require(try response.json() as? [String])
            #expect(answer.count == 3 && answer[1] == "true", "\(answer)")
            #expect(answer.last == "600", "permissions of the temporary file: \(answer)")
            #expect(!FileManager.default.fileExists(atPath: answer[0]))
        }
    }

    @Test("a body over the limit is 413, streamed or declared, and the server goes on")
    func overLimit() async throws {
        try await withTestServer(maxBodySize: 100_000, mount: { try ExampleServicesForTests.mount(&$0) }) { port in
            var form = MultipartBody()
            form.file("file", fileName: "big.bin", Array(repeating: 7, count: 100_001))
            var response = try await RawHTTPClient.request(
                port: port, "POST", "/upload", headers: [("Content-Type", form.contentType)], body: form.finished())
            #expect(response.status == 413)
            #expect(response.text == "The request body is larger than the limit of 100000 bytes.")
            // Chunked, with no length declared: counted as it streams.
            var chunked = "POST /post HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n"
            chunked += "Content-Type: application/x-www-form-urlencoded\r\n\r\n"
            var bytes = Array(chunked.utf8)
            for _ in 0..<30 { bytes += Array("1000\r\n".utf8) + Array(repeating: UInt8(ascii: "a"), count: 4096) + [13, 10] }
            bytes += Array("0\r\n\r\n".utf8)
            response = try await RawHTTPClient.send(port: port, bytes)
            #expect(response.status == 413)
            // Just under the limit is fine.
            var fits = MultipartBody()
            fits.file("file", fileName: "ok.bin", Array(repeating: 7, count: 90_000))
            response = try await RawHTTPClient.request(
                port: port, "POST", "/upload", headers: [("Content-Type", fits.contentType)], body: fits.finished())
            #expect(response.status == 200)
            try await expectGET(port, "/math/sum?a=1&b=2", "3")
        }
    }

    @Test("JSON bodies: valid, optional, malformed, wrong shape, wrong content type")
    func jsonBodies() async throws {
        try await withExampleServer { port in
            func post(_ path: String, _ body: String, contentType: String? = "application/json") async throws -> RawResponse {
                try await RawHTTPClient.request(
                    port: port, "POST", path, headers: contentType.map { [("Content-Type", $0)] } ?? [], body: Array(body.utf8))
            }
            var response = try await post("/behaviour/items", #"{"name":"pen","quantity":3}"#)
            #expect(response.status == 200)
            #expect(response.text == #"{"name":"pen","quantity":3}"#)
            response = try await post(
                "/behaviour/items", #"{"name":"pen","quantity":3}"#, contentType: "application/vnd.api+json; charset=utf-8")
            #expect(response.status == 200)
            response = try await post("/behaviour/items", #"{"name":"pen","#)
            #expect(response.status == 400)
            #expect(response.text == #"The request body for "item" is invalid: it is not valid JSON."#)
            response = try await post("/behaviour/items", #"{"name":"pen"}"#)
            #expect(response.status == 400)
            #expect(response.text == #"The request body for "item" is invalid: the key "quantity" is missing at the top level."#)
            response = try await post("/behaviour/items", #"{"name":"pen","quantity":"three"}"#)
            #expect(response.status == 400)
            #expect(response.text == #"The request body for "item" is invalid: expected Int at "quantity"."#)
            response = try await post("/behaviour/items", #"[1,2]"#)
            #expect(response.status == 400)
            response = try await RawHTTPClient.request(port: port, "POST", "/behaviour/items")
            #expect(response.status == 400)
            #expect(response.text == #"Parameter "item" is required."#)
            // The same path takes form fields too: those go to that overload, and a field neither takes is a 400 that
            // lists both (not a 415, as when only a JSON body is taken).
            let form = "application/x-www-form-urlencoded"
            response = try await post("/behaviour/items", "name=pen&quantity=2", contentType: form)
            #expect(response.text == #"{"name":"pen","quantity":2}"#)
            response = try await post("/behaviour/items", "nme=pen", contentType: form)
            #expect(response.status == 400)
            #expect(
                response.text == """
                    No operation accepts the argument "nme" (did you mean "name"?). The operations of POST /behaviour/items are:
                      POST addItem(body item: Item)
                      POST addItem(name: String, quantity: Int)
                    """)
            response = try await post("/behaviour/items/optional", "name=pen", contentType: form)
            #expect(response.status == 415)
            #expect(response.text == #"The content type "\#(form)" is not supported here; send application/json."#)
            response = try await post("/behaviour/items", #"{"name":"pen","quantity":3}"#, contentType: "text/plain")
            #expect(response.status == 415)
            #expect(response.text == #"The content type "text/plain" is not supported here; send application/json."#)
            // Optional bodies, text and bytes.
            #expect(try await post("/behaviour/items/optional", "").text == "\"none\"")
            #expect(try await post("/behaviour/items/optional", #"{"name":"cup","quantity":1}"#).text == "\"cup\"")
            #expect(try await post("/behaviour/text", "héllo", contentType: "text/plain").text == "5")
            #expect(try await post("/behaviour/bytes", "\u{0}\u{1}\u{2}", contentType: "application/octet-stream").text == "3")
            // A body the operation does not take.
            response = try await post("/hello", #"{"a":1}"#)
            #expect(response.status == 405)
            response = try await RawHTTPClient.request(
                port: port, "PUT", "/ac/status?on=true", headers: [("Content-Type", "application/json")], body: Array("{}".utf8))
            #expect(response.status == 415)
            #expect(response.text == #"setOnStatus takes no request body, but one of type "application/json" was sent."#)
        }
    }

    @Test("a request brings at most 1,000 argument values, counted across the query, form fields and parts")
    func argumentLimit() async throws {
        try await withExampleServer { port in
            let limit = "The request has more than 1000 arguments (query arguments, form fields and parts together)."
            let values = (0..<1000).map { "values=\($0 % 7)" }
            var response = try await RawHTTPClient.get(port: port, "/math/sum?" + values.joined(separator: "&"))
            #expect(response.status == 200, "1000 values are fine: \(response.text)")
            response = try await RawHTTPClient.get(port: port, "/math/sum?" + (values + ["values=1"]).joined(separator: "&"))
            #expect(response.status == 400)
            #expect(response.text == limit)
            // 600 in the query and 401 in a form body: 1001 in all.
            let query = values.prefix(600).joined(separator: "&")
            let form = Array(values.prefix(401).joined(separator: "&").utf8)
            response = try await RawHTTPClient.request(
                port: port, "POST", "/post?" + query, headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: form)
            #expect(response.status == 400)
            #expect(response.text == limit)
            var multipart = MultipartBody()
            for index in 0..<1001 { multipart.field("f\(index % 3)", "v") }
            response = try await RawHTTPClient.request(
                port: port, "POST", "/post", headers: [("Content-Type", multipart.contentType)], body: multipart.finished())
            #expect(response.status == 400)
            #expect(response.text == limit)
        }
    }
}
