import Foundation
import ServerTestSupport
import Testing

@Suite("Bad input, load and shutdown")
struct RobustnessTests {
    /// A bad request: raw head lines after the request line, and a body whose Content-Length is computed unless the
    /// head states one.
    struct BadRequest: Sendable, CustomTestStringConvertible {
        var what: String
        var requestLine: String
        var headers: [String] = []
        var body: [UInt8] = []
        var status: Int
        var message: String?
        /// Whether the head gets `Host: x` before `headers`.
        var sendsHost = true

        var testDescription: String { what }

        var bytes: [UInt8] {
            var head = requestLine + (sendsHost ? "\r\nHost: x" : "") + "\r\nConnection: close\r\n"
            for header in headers { head += header + "\r\n" }
            let framing = ["content-length", "transfer-encoding"]
            if !body.isEmpty, !headers.contains(where: { header in framing.contains { header.lowercased().hasPrefix($0) } }) {
                head += "Content-Length: \(body.count)\r\n"
            }
            return Array((head + "\r\n").utf8) + body
        }
    }

    static let multipartHead = "Content-Type: multipart/form-data; boundary=XYZ"

    static let catalogue: [BadRequest] = [
        BadRequest(
            what: "malformed percent-encoding in a value", requestLine: "GET /math/sum?a=%zz&b=1 HTTP/1.1", status: 400,
            message: #"The value of "a" is not valid percent-encoded UTF-8."#),
        BadRequest(
            what: "truncated percent-encoding", requestLine: "GET /math/sum?a=1&b=%2 HTTP/1.1", status: 400,
            message: #"The value of "b" is not valid percent-encoded UTF-8."#),
        BadRequest(
            what: "invalid UTF-8 in a value", requestLine: "GET /types/String?value=%ff%fe HTTP/1.1", status: 400,
            message: #"The value of "value" is not valid percent-encoded UTF-8."#),
        BadRequest(
            what: "malformed name", requestLine: "GET /math/sum?%zz=1 HTTP/1.1", status: 400,
            message: #"The argument name "%zz" is not valid percent-encoded UTF-8."#),
        BadRequest(
            what: "invalid UTF-8 in the path", requestLine: "GET /keys/pets/%C3%28 HTTP/1.1", status: 400,
            message: "The path is not valid percent-encoded UTF-8."),
        BadRequest(
            what: "malformed path escape", requestLine: "GET /keys/pets/%G1 HTTP/1.1", status: 400,
            message: "The path is not valid percent-encoded UTF-8."),
        BadRequest(
            what: "multipart without a boundary", requestLine: "POST /post HTTP/1.1",
            headers: ["Content-Type: multipart/form-data"],
            body: Array("abc".utf8), status: 400, message: "The multipart/form-data content type has no boundary parameter."),
        BadRequest(
            what: "truncated multipart", requestLine: "POST /post HTTP/1.1", headers: [multipartHead],
            body: Array("--XYZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nhello wor".utf8), status: 400,
            message: "The multipart body ends before its closing boundary."),
        BadRequest(
            what: "multipart cut after a boundary", requestLine: "POST /post HTTP/1.1", headers: [multipartHead],
            body: Array("--XYZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nv\r\n--XYZ\r\n".utf8), status: 400,
            message: "The multipart body ends before its closing boundary."),
        BadRequest(
            what: "multipart part without a name", requestLine: "POST /post HTTP/1.1", headers: [multipartHead],
            body: Array("--XYZ\r\nContent-Type: text/plain\r\n\r\nv\r\n--XYZ--\r\n".utf8), status: 400,
            message: "A multipart part has no Content-Disposition name."),
        BadRequest(
            what: "multipart garbage headers", requestLine: "POST /post HTTP/1.1", headers: [multipartHead],
            body: Array("--XYZ\r\n\u{1}\u{2}: x\r\n\r\nv\r\n--XYZ--\r\n".utf8), status: 400,
            message: "The multipart body is malformed."),
        BadRequest(
            what: "multipart field that is not UTF-8", requestLine: "POST /post HTTP/1.1", headers: [multipartHead],
            body: Array("--XYZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n".utf8) + [0xC3, 0x28]
                + Array("\r\n--XYZ--\r\n".utf8),
            status: 400, message: #"The form field "a" is not valid UTF-8."#),
        BadRequest(
            what: "form body that is not UTF-8", requestLine: "POST /post HTTP/1.1",
            headers: ["Content-Type: application/x-www-form-urlencoded"], body: Array("a=".utf8) + [0xFF, 0xFE], status: 400,
            message: "The form body is not valid UTF-8."),
        BadRequest(
            what: "body without a content type", requestLine: "POST /post HTTP/1.1", body: Array("hello".utf8), status: 415,
            message: "The request has a body but no Content-Type header."),
        BadRequest(
            what: "wrong content type for JSON", requestLine: "POST /behaviour/items HTTP/1.1",
            headers: ["Content-Type: text/xml"],
            body: Array("<a></a>".utf8), status: 415, message: nil),
        BadRequest(
            what: "malformed JSON", requestLine: "POST /behaviour/items HTTP/1.1", headers: ["Content-Type: application/json"],
            body: Array(#"{"a":}"#.utf8), status: 400, message: #"The request body for "item" is invalid: it is not valid JSON."#),
        BadRequest(
            what: "declared length over the limit", requestLine: "POST /post HTTP/1.1",
            headers: ["Content-Type: text/plain", "Content-Length: 999999999"], body: Array("abc".utf8), status: 413,
            message: "The request body is larger than the limit of 10485760 bytes."),
        BadRequest(
            what: "a declared length that does not fit in 64 bits", requestLine: "POST /post HTTP/1.1",
            headers: ["Content-Type: text/plain", "Content-Length: 18446744073709551615"], body: Array("abc".utf8),
            status: 413, message: "The request body is larger than the limit of 10485760 bytes."),
        BadRequest(
            what: "a header of 100 KB", requestLine: "GET /hello HTTP/1.1",
            headers: ["X-Big: " + String(repeating: "a", count: 100_000)],
            status: 431, message: headerTooLarge),
        BadRequest(
            what: "200 headers", requestLine: "GET /hello HTTP/1.1", headers: (0..<200).map { "X-H\($0): v" }, status: 431,
            message: headerTooLarge),
        BadRequest(
            what: "not HTTP at all", requestLine: "HELLO THERE", status: 400,
            message: "The request method is not valid."),
        BadRequest(
            what: "a chunk size that is not hexadecimal", requestLine: "POST /post HTTP/1.1",
            headers: ["Content-Type: text/plain", "Transfer-Encoding: chunked"], body: Array("zz\r\nhello\r\n0\r\n\r\n".utf8),
            status: 400, message: "The chunked request body is malformed: a chunk size is not hexadecimal."),
        BadRequest(
            what: "a chunk without its CRLF", requestLine: "POST /post HTTP/1.1",
            headers: ["Content-Type: text/plain", "Transfer-Encoding: chunked"], body: Array("5\r\nhelloXY0\r\n\r\n".utf8),
            status: 400, message: nil),
        BadRequest(
            what: "raw non-ASCII bytes in the target", requestLine: "GET /math/sum?a=é&b=0 HTTP/1.1", status: 400,
            message: "The request target is not a valid URL: send it percent-encoded ASCII."),
        BadRequest(
            what: "no Host header", requestLine: "GET /hello HTTP/1.1", status: 400,
            message: "An HTTP/1.1 request must have a Host header.", sendsHost: false),
        BadRequest(
            what: "two Host headers", requestLine: "GET /hello HTTP/1.1", headers: ["Host: y"], status: 400,
            message: "The request has more than one Host header."),
        BadRequest(
            what: "CONNECT", requestLine: "CONNECT example.com:443 HTTP/1.1", status: 405, message: nil),
        BadRequest(
            what: "an expectation other than 100-continue", requestLine: "GET /hello HTTP/1.1",
            headers: ["Expect: 200-ok"], status: 417,
            message: "The expectation \"200-ok\" cannot be met; only 100-continue can."),
    ]

    static let headerTooLarge = "The request's header is larger than the server accepts (too many fields or bytes)."

    @Test("each bad request gets its 4xx and the server keeps serving", arguments: catalogue)
    func badInput(_ bad: BadRequest) async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.send(port: port, bad.bytes, timeout: .seconds(10))
            #expect(response.status == bad.status, "\(bad.what): \(response.text)")
            if let message = bad.message { #expect(response.text == message, "\(bad.what)") }
            #expect(response.status == 405 || !response.text.isEmpty, "\(bad.what): every refusal says why")
            try await expectGET(port, "/math/sum?a=2&b=4", "6")
        }
    }

    @Test("1000 concurrent requests on 1000 connections are all answered correctly")
    func concurrentRequests() async throws {
        // Two event loops of its own rather than the test servers' one, shared with the raw clients: 1000 connections
        // are served on both cores. What is checked is that every request is answered correctly, not how fast: alone
        // this takes 4 s, but in the full suite on two cores the other tests' work (a million rows streamed, Chromium)
        // held the cooperative pool and the loops for long enough that a connection's 60 s ran out (CI, twice). A
        // connection the server dropped would still fail, after 5 minutes; CI's watchdog bounds the whole run.
        let results = try await withOwnEventLoops { loops in
            try await withExampleServer(eventLoopGroup: loops) { port in
                try await withThrowingTaskGroup(of: Bool.self) { group in
                    for index in 0..<1000 {
                        group.addTask {
                            let a = index
                            let b = index * 3
                            let path =
                                index % 2 == 0
                                ? "/math/sum?a=\(a)&b=\(b)" : "/math/sum?values=\(a)&values=\(b)&values=1"
                            let expected = index % 2 == 0 ? a + b : a + b + 1
                            let response = try await RawHTTPClient.get(port: port, path, timeout: .seconds(300))
                            return response.status == 200 && response.text == "\(expected)"
                        }
                    }
                    return try await group.reduce(into: [Bool]()) { $0.append($1) }
                }
            }
        }
        #expect(results.count == 1000)
        #expect(results.allSatisfy { $0 })
    }

    @Test("graceful shutdown lets a request in flight finish and then refuses new connections")
    func gracefulShutdown() async throws {
        try await withBareTestServer(mount: { try ExampleServicesForTests.mount(&$0) }) { port, shutdown in
            async let slow = RawHTTPClient.get(port: port, "/behaviour/slow?milliseconds=700&probe=shutdown")
            try await SlowRequestProbe.shared.waitUntilStarted("shutdown")
            #expect(await SlowRequestProbe.shared.hasStarted("shutdown"))
            await shutdown()
            let response = try await slow
            #expect(response.status == 200)
            #expect(response.text == "\"done\"")
            // The listener closes soon after the shutdown begins (how soon depends on how busy the machine is; a
            // connection that came before is still served): from then on, connections are refused.
            // Refused at the socket (nothing listens): not accepted and dropped, not left hanging.
            var refused = false
            for _ in 0..<200 where !refused {
                do {
                    _ = try await RawHTTPClient.get(port: port, "/hello", timeout: .seconds(10))
                    try await Task.sleep(for: .milliseconds(50))
                } catch {
                    let failure = RawHTTPClient.socketFailure(error)
                    guard failure == .refused else {
                        Issue.record("a connection made during the shutdown was not refused but \(failure): \(error)")
                        break
                    }
                    refused = true
                }
            }
            #expect(refused, "the server still answered new connections 10 s after its graceful shutdown began")
        }
    }

    @Test("connections that arrive while the server shuts down are answered or closed, never left hanging")
    func connectionsDuringShutdown() async throws {
        // A connection accepted just as the listener closes can be set up and then dropped before the accept loop
        // sees it (swift-nio#2637): unguarded, NIO traps and the run dies, or the client waits forever. Eight servers
        // at a time shut down while clients connect to them back to back. The window is narrow: run alone this rarely
        // hits it, but alongside the rest of the suite (as in CI) it does in most runs, and without the guard the
        // run crashed in two of three.
        var rounds: [ShutdownOutcomes] = []
        try await withThrowingTaskGroup(of: ShutdownOutcomes.self) { group in
            for round in 0..<40 {
                if round >= 8, let finished = try await group.next() { rounds.append(finished) }
                group.addTask { try await Self.shutDownUnderLoad() }
            }
            for try await finished in group { rounds.append(finished) }
        }
        let total = rounds.reduce(into: ShutdownOutcomes()) { $0.add($1) }
        print(
            "RobustnessTests: across \(rounds.count) shutdowns \(total.answered) requests answered, \(total.closed) refused or closed, \(total.hung) hung"
        )
        #expect(total.hung == 0)
        #expect(total.answered > 0)
        #expect(total.closed > 0)
    }

    struct ShutdownOutcomes: Sendable {
        var answered = 0, closed = 0, hung = 0

        mutating func add(_ other: ShutdownOutcomes) {
            answered += other.answered
            closed += other.closed
            hung += other.hung
        }
    }

    /// Starts a server, has eight clients request back to back, shuts the server down under them, and counts how the
    /// requests ended. Each client goes on until the server refuses it (however long a busy machine takes to get
    /// there), so that every round sees refusals, not only when the timing is lucky.
    static func shutDownUnderLoad() async throws -> ShutdownOutcomes {
        try await withBareTestServer(mount: { try ExampleServicesForTests.mount(&$0) }) { port, shutdown in
            let stop = Flag()
            return try await withThrowingTaskGroup(of: ShutdownOutcomes.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        var outcomes = ShutdownOutcomes()
                        // Bounded: a server that never stops accepting fails the test with no refusals.
                        for _ in 0..<5000 {
                            do {
                                _ = try await RawHTTPClient.get(port: port, "/hello", timeout: .seconds(10))
                                outcomes.answered += 1
                            } catch is RawHTTPClient.TimedOut {
                                outcomes.hung += 1
                            } catch {
                                outcomes.closed += 1
                                if stop.isSet { break }
                            }
                        }
                        return outcomes
                    }
                }
                try await Task.sleep(for: .milliseconds(30))
                stop.set()
                await shutdown()
                return try await group.reduce(into: ShutdownOutcomes()) { $0.add($1) }
            }
        }
    }

    @Test("keep-alive: several requests on one connection")
    func keepAlive() async throws {
        try await withExampleServer { port in
            var bytes: [UInt8] = []
            for index in 0..<3 { bytes += Array("GET /math/sum?a=\(index)&b=1 HTTP/1.1\r\nHost: x\r\n\r\n".utf8) }
            bytes += Array("GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
            let responses = try await RawHTTPClient.send(port: port, bytes, responses: 4)
            #expect(responses.map(\.status) == [200, 200, 200, 200])
            #expect(responses.map(\.text) == ["1", "2", "3", #""Hello, World!""#])
        }
    }
}
