import Foundation
import KiloServer
import NIOCore
import ServerTestSupport
import Testing

/// What happens on a connection around a request: `100 Continue`, bodies left unread, and when the server closes.
@Suite("Connections")
struct ConnectionTests {
    static let form = "Content-Type: application/x-www-form-urlencoded"

    @Test("Expect: 100-continue gets 100 Continue before the body is sent, then the answer")
    func continueBeforeBody() async throws {
        try await withExampleServer { port in
            let connection = try await RawConnection.open(port: port)
            defer { connection.close() }
            var responses = connection.responses()
            let body = "name=" + String(repeating: "x", count: 2000)
            try await connection.write(
                "POST /post HTTP/1.1\r\nHost: x\r\n\(Self.form)\r\nContent-Length: \(body.utf8.count)\r\nExpect: 100-continue\r\n\r\n"
            )
            let interim = try #require(try await responses.next())
            #expect(interim.status == 100)
            try await connection.write(body)
            let answer = try #require(try await responses.next())
            #expect(answer.status == 200)
            #expect(answer.text.contains(String(repeating: "x", count: 2000)))
        }
    }

    @Test("a request that cannot succeed is refused without asking for its body, and the connection closes")
    func refusedWithoutBody() async throws {
        try await withExampleServer { port in
            for (target, status) in [("/nowhere", 404), ("/hello", 405)] {
                let connection = try await RawConnection.open(port: port)
                var responses = connection.responses()
                try await connection.write(
                    "POST \(target) HTTP/1.1\r\nHost: x\r\n\(Self.form)\r\nContent-Length: 100000\r\nExpect: 100-continue\r\n\r\n"
                )
                let answer = try #require(try await responses.next())
                #expect(answer.status == status, "\(target)")
                #expect(try await responses.next() == nil, "\(target): nothing more, and the connection closes")
                #expect(!connection.hitDeadline)
            }
        }
    }

    @Test("a declared length over the limit is answered 413 and the connection closed, not read to its end")
    func closesAfterTooLarge() async throws {
        try await withExampleServer { port in
            for length in ["18446744073709551615", "9223372036854775807", "20000000"] {
                let connection = try await RawConnection.open(port: port)
                var responses = connection.responses()
                // A second request right behind the first: it is part of the refused body, never a request.
                try await connection.write(
                    "POST /post HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: \(length)\r\n\r\n"
                        + "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
                let answer = try #require(try await responses.next())
                #expect(answer.status == 413, "\(length)")
                // The client keeps sending its body; the server stops reading and closes.
                let chunk = [UInt8](repeating: 0x61, count: 64 * 1024)
                var sent = 0
                while sent < 8 * 1024 * 1024, (try? await connection.write(chunk)) != nil { sent += chunk.count }
                #expect(await responses.untilClosed() == 0, "\(length): no second response")
                #expect(!connection.hitDeadline, "\(length): the server closed the connection")
                #expect(sent < 8 * 1024 * 1024, "\(length): the server stopped reading after \(sent) bytes")
            }
        }
    }

    @Test("a small body the service did not read is skipped, and the connection serves the next request")
    func skipsSmallUnreadBody() async throws {
        try await withExampleServer { port in
            let request =
                "POST /hello HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 10\r\n\r\n0123456789"
                + "GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            let responses = try await RawHTTPClient.send(port: port, Array(request.utf8), responses: 2)
            #expect(responses.map(\.status) == [405, 200])
        }
    }

    @Test("Connection: close in any case ends the connection after its response", arguments: ["close", "Close", "CLOSE"])
    func connectionClose(_ value: String) async throws {
        try await withExampleServer { port in
            let connection = try await RawConnection.open(port: port)
            var responses = connection.responses()
            try await connection.write(
                "GET /hello HTTP/1.1\r\nHost: x\r\nConnection: \(value)\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try await responses.next()?.status == 200)
            #expect(try await responses.next() == nil)
            #expect(!connection.hitDeadline)
        }
    }

    @Test("HTTP/1.0 without keep-alive is answered and closed; with keep-alive it stays open")
    func http10() async throws {
        try await withExampleServer { port in
            let connection = try await RawConnection.open(port: port)
            var responses = connection.responses()
            try await connection.write("GET /hello HTTP/1.0\r\n\r\n")
            #expect(try await responses.next()?.status == 200)
            #expect(try await responses.next() == nil)
            #expect(!connection.hitDeadline)

            let keptAlive = try await RawHTTPClient.send(
                port: port,
                Array("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /hello HTTP/1.0\r\n\r\n".utf8), responses: 2)
            #expect(keptAlive.map(\.status) == [200, 200])
        }
    }
}

/// HEAD wherever GET works (RFC 9110 §9.3.2): the same status and headers, no body.
@Suite("HEAD")
struct HeadTests {
    @Test(
        "HEAD answers what GET would, without the body",
        arguments: [
            "/math/sum?a=1&b=2", "/openapi.json", "/math?api", "/behaviour/rows?count=5000", "/behaviour/csv",
            "/behaviour/maybe?found=false", "/behaviour/void", "/math/sum?a=x&b=1", "/nowhere",
        ])
    func headLikeGet(_ target: String) async throws {
        try await withExampleServer { port in
            let get = try await RawHTTPClient.get(port: port, target)
            let head = try await RawHTTPClient.request(port: port, "HEAD", target)
            #expect(head.status == get.status, "\(target)")
            #expect(head.body.isEmpty, "\(target)")
            #expect(head.header("content-type") == get.header("content-type"), "\(target)")
            #expect(head.header("content-length") == get.header("content-length"), "\(target)")
        }
    }

    @Test("HEAD keeps the connection in step: a GET after it on the same connection gets its own answer")
    func headThenGet() async throws {
        try await withExampleServer { port in
            let requests =
                "HEAD /math/sum?a=1&b=2 HTTP/1.1\r\nHost: x\r\n\r\nHEAD /behaviour/rows?count=3 HTTP/1.1\r\nHost: x\r\n\r\n"
            let heads = try await RawHTTPClient.send(port: port, Array(requests.utf8), responses: 2, bodiless: true)
            #expect(heads.map(\.status) == [200, 200])
            let mixed = "HEAD /math/sum?a=1&b=2 HTTP/1.1\r\nHost: x\r\n\r\nGET /math/sum?a=2&b=2 HTTP/1.1\r\nHost: x\r\n\r\n"
            let connection = try await RawConnection.open(port: port)
            defer { connection.close() }
            try await connection.write(mixed)
            var responses = connection.responses()
            // The first response is bodiless; read it as such by hand: its head, then the GET's whole response.
            let bytes = await Self.collect(&responses, until: "\r\n\r\n4")
            #expect(bytes.hasPrefix("HTTP/1.1 200"))
            #expect(bytes.ranges(of: "HTTP/1.1 200").count == 2)
        }
    }

    @Test("HEAD where only other methods are served is 405, with Allow")
    func headNotAllowed() async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.request(port: port, "HEAD", "/post")
            #expect(response.status == 405)
            #expect(response.header("allow")?.contains("HEAD") == false)
        }
    }

    static func collect(_ responses: inout RawConnection.Responses, until suffix: String) async -> String {
        var text = ""
        while !text.hasSuffix(suffix), let chunk = await responses.nextChunk() { text += chunk }
        return text
    }
}

/// A client that stops reading a streamed response.
@Suite("Stalled readers")
struct StalledReaderTests {
    @Test("a client that stops reading is disconnected after the write timeout, and the stream it held is ended")
    func stalledReaderIsDisconnected() async throws {
        try await withTestServer(
            configure: { $0.writeTimeout = .milliseconds(300) }, mount: { try ExampleServicesForTests.mount(&$0) }
        ) { port in
            let probe = "stalled-\(UInt32.random(in: 0...UInt32.max))"
            let connection = try await RawConnection.open(port: port, deadline: .seconds(240), reading: false)
            // About 150 MB of JSON: far more than any socket buffers, so the server must wait for the client.
            try await connection.write(
                "GET /behaviour/trackedRows?count=5000000&probe=\(probe) HTTP/1.1\r\nHost: x\r\n\r\n")
            let ended = try await SlowRequestProbe.shared.waitUntilFinished(probe, limit: .seconds(120))
            #expect(ended, "the server ended the stream of a client that stopped reading")
            connection.startReading()
            var responses = connection.responses()
            let received = await responses.untilClosed()
            #expect(!connection.hitDeadline, "the server closed the connection")
            #expect(received < 50_000_000, "the response was cut short: \(received) bytes")
        }
    }
}

/// Starting where the server cannot listen.
@Suite("Listening")
struct ListeningTests {
    @Test("a port in use throws a ListenError naming the address and what to do, not NIO's bind error")
    func portInUse() async throws {
        try await withExampleServer { port in
            var second = WebServer(configuration: .init(host: "127.0.0.1", port: port))
            second.logger.logLevel = .critical
            let never = AsyncStream<String> { _ in }
            do {
                try await second.run(stopRequests: never)
                Issue.record("a second server listened on port \(port)")
            } catch let error as ListenError {
                #expect(error.errno == EADDRINUSE)
                #expect(
                    error.description
                        == "Cannot listen on 127.0.0.1:\(port): the port is already in use, by another server or another copy of this one; stop it, or choose another port."
                )
            }
        }
    }
}

/// Connections with no request in progress.
@Suite("Idle connections")
struct IdleConnectionTests {
    /// A server whose connections idle out after `milliseconds`. What a test does within the timeout must fit in it
    /// with room to spare on a busy machine (a whole parallel test run): the timeouts are seconds where that matters.
    static func withShortIdleTimeout(
        milliseconds: Int, _ body: @Sendable (_ port: Int) async throws -> Void
    ) async throws {
        try await withTestServer(
            configure: { $0.idleTimeout = .milliseconds(milliseconds) }, mount: { try ExampleServicesForTests.mount(&$0) },
            body)
    }

    @Test("a connection idle after its response is closed once the idle timeout has passed")
    func idleAfterResponse() async throws {
        try await Self.withShortIdleTimeout(milliseconds: 1500) { port in
            let connection = try await RawConnection.open(
                port: port, deadline: .seconds(60), sending: "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            defer { connection.close() }
            var responses = connection.responses()
            #expect(try await responses.next()?.status == 200)
            _ = await responses.untilClosed()
            #expect(!connection.hitDeadline, "the server closed the idle connection")
        }
    }

    @Test("a client that sends a head a byte at a time, never finishing it, is closed as idle")
    func slowHead() async throws {
        try await Self.withShortIdleTimeout(milliseconds: 400) { port in
            let connection = try await RawConnection.open(port: port, deadline: .seconds(60))
            defer { connection.close() }
            let head = Array("GET /hello HTTP/1.1\r\nHost: x\r\nX-Slow: ".utf8)
            var sent = 0
            // One byte every 50 ms, then padding forever: no head ever completes.
            while !connection.hitDeadline, sent < 400 {
                guard (try? await connection.write([sent < head.count ? head[sent] : UInt8(ascii: "a")])) != nil else { break }
                sent += 1
                try await Task.sleep(for: .milliseconds(50))
            }
            var responses = connection.responses()
            _ = await responses.untilClosed()
            #expect(!connection.hitDeadline)
            #expect(sent < 400, "the server closed the connection while the head was still coming: \(sent) bytes sent")
        }
    }

    @Test("a request whose service takes longer than the idle timeout is answered, and its connection stays in use")
    func busyIsNotIdle() async throws {
        try await Self.withShortIdleTimeout(milliseconds: 1500) { port in
            // Both at once, as soon as connected, so that nothing here waits on this test's own scheduling: the second
            // is answered after the first, on the connection the idle timer left open.
            let connection = try await RawConnection.open(
                port: port, deadline: .seconds(60),
                sending: "GET /behaviour/slow?milliseconds=4000 HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n"
            )
            defer { connection.close() }
            var responses = connection.responses()
            #expect(try await responses.next()?.status == 200)
            #expect(try await responses.next()?.status == 200)
        }
    }
}

/// Bodies that arrive too slowly (issue 61: a body dripped a byte every few seconds kept its connection forever).
@Suite("Slow bodies")
struct SlowBodyTests {
    static func withBodyTimeout(
        _ timeout: Duration, rate: Int, _ body: @Sendable (_ port: Int) async throws -> Void
    ) async throws {
        try await withTestServer(
            configure: {
                $0.bodyTimeout = timeout
                $0.minimumBodyRate = rate
            }, mount: { try ExampleServicesForTests.mount(&$0) }, body)
    }

    @Test("issue 61: a head dripped a byte every 100 ms is closed after the head timeout; an idle keep-alive connection is not")
    func drippedHeadClosed() async throws {
        try await withTestServer(
            configure: { $0.headTimeout = .milliseconds(800) }, mount: { try ExampleServicesForTests.mount(&$0) }
        ) { port in
            // Idle for longer than the head timeout, then a whole head: the clock starts at a head's first byte.
            let idle = try await RawConnection.open(port: port, deadline: .seconds(60))
            try await Task.sleep(for: .milliseconds(1_200))
            try await idle.write("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            var answers = idle.responses()
            #expect(try await answers.next()?.status == 200)
            idle.close()

            let connection = try await RawConnection.open(port: port, deadline: .seconds(60))
            defer { connection.close() }
            let head = Array("GET /hello HTTP/1.1\r\nHost: x\r\nX-Padding: \(String(repeating: "a", count: 200))\r\n\r\n".utf8)
            var sent = 0
            // 226 bytes at 10 a second would take 22 s; the server allows the head 0.8 s from its first byte.
            while !connection.hitDeadline, sent < head.count {
                guard (try? await connection.write([head[sent]])) != nil else { break }
                sent += 1
                try await Task.sleep(for: .milliseconds(100))
            }
            var responses = connection.responses()
            _ = await responses.untilClosed()
            #expect(!connection.hitDeadline)
            #expect(sent < head.count, "the server closed the connection while the head was still coming: \(sent) bytes sent")
        }
    }

    @Test("a body dripped a byte every 100 ms (10 B/s, under the 100 B/s minimum) is closed after the timeout")
    func drippedBodyClosed() async throws {
        try await Self.withBodyTimeout(.milliseconds(800), rate: 100) { port in
            let connection = try await RawConnection.open(port: port, deadline: .seconds(60))
            defer { connection.close() }
            try await connection.write(
                "POST /behaviour/items HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n")
            var sent = 0
            // 1,000 bytes at 10 a second would take 100 s; the server allows 0.8 s plus 10 ms per byte sent (a busy
            // machine that sends them slower is closed sooner).
            while !connection.hitDeadline, sent < 1_000 {
                guard (try? await connection.write([UInt8(ascii: " ")])) != nil else { break }
                sent += 1
                try await Task.sleep(for: .milliseconds(100))
            }
            var responses = connection.responses()
            _ = await responses.untilClosed()
            #expect(!connection.hitDeadline)
            #expect(sent < 1_000, "the server closed the connection while the body was still coming: \(sent) bytes sent")
        }
    }

    @Test("a body that keeps up with the minimum rate is read whole and answered, though it takes longer than the timeout")
    func steadyBodyAnswered() async throws {
        // 1 s, then 10 B/s: each 100-byte piece buys 10 s, far more than a busy machine can stretch the 300 ms pauses.
        try await Self.withBodyTimeout(.seconds(1), rate: 10) { port in
            let text = #"{"name":"pen","quantity":3}"# + String(repeating: " ", count: 473)
            let body = Array(text.utf8)
            let head =
                "POST /behaviour/items HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
            // The head and the first piece at once, as soon as connected: nothing here waits between them.
            let connection = try await RawConnection.open(
                port: port, deadline: .seconds(60), sending: head + String(decoding: body[0..<100], as: UTF8.self))
            defer { connection.close() }
            for start in stride(from: 100, to: body.count, by: 100) {
                try await Task.sleep(for: .milliseconds(300))
                try await connection.write(Array(body[start..<min(body.count, start + 100)]))
            }
            var responses = connection.responses()
            let response = try await responses.next()
            #expect(response?.status == 200 && response?.text == #"{"name":"pen","quantity":3}"#)
        }
    }
}

/// The most connections the server holds at once.
@Suite("Connection limit")
struct ConnectionLimitTests {
    @Test("past maxConnections a connection is answered 503 with Retry-After and closed; a freed place is taken again")
    func refusesPastTheLimit() async throws {
        // Without the harness, whose client would hold one of the five places.
        try await withBareTestServer(configure: { $0.maxConnections = 5 }, mount: { try ExampleServicesForTests.mount(&$0) }) {
            port, _ in
            var held: [RawConnection] = []
            for _ in 0..<5 {
                let connection = try await RawConnection.open(port: port, deadline: .seconds(300))
                // A request answered on each proves the server has counted it in.
                try await connection.write("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
                var responses = connection.responses()
                #expect(try await responses.next()?.status == 200)
                held.append(connection)
            }
            let refused = try await RawHTTPClient.get(port: port, "/hello", timeout: .seconds(10))
            #expect(refused.status == 503)
            #expect(refused.header("retry-after") == "1")
            #expect(refused.text == "The server is at its limit of 5 connections; try again shortly.")
            held.removeFirst().close()
            var answered = false
            for _ in 0..<100 where !answered {
                answered = (try? await RawHTTPClient.get(port: port, "/hello", timeout: .seconds(10)))?.status == 200
                if !answered { try await Task.sleep(for: .milliseconds(20)) }
            }
            #expect(answered, "a place freed by a closed connection is taken again")
            for connection in held { connection.close() }
        }
    }

    /// Opens a connection from `source` and has one request answered on it, so that the server has counted it in;
    /// nil when the server refused it (503).
    static func held(
        port: Int, from source: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> RawConnection? {
        // The request is sent as the connection opens, as a real client's is, not by a task that may run later.
        let connection = try await RawConnection.open(
            port: port, deadline: .seconds(300), sending: "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n", from: source)
        let started = ContinuousClock.now
        var responses = connection.responses()
        let status = try await responses.next()?.status
        if status == 200 { return connection }
        #expect(
            status == 503,
            "from \(source), after \(ContinuousClock.now - started), deadline hit: \(connection.hitDeadline)",
            sourceLocation: sourceLocation)
        connection.close()
        return nil
    }

    @Test(
        "issue 61: a full server shares its places between networks: another network's client takes the place of the largest network's longest-idle connection"
    )
    func fairBetweenNetworks() async throws {
        try await withBareTestServer(configure: { $0.maxConnections = 4 }, mount: { try ExampleServicesForTests.mount(&$0) }) {
            port, _ in
            // One client (127.0.0.1) holds every place with idle connections.
            var first: [RawConnection] = []
            for _ in 0..<4 { first.append(try #require(try await Self.held(port: port, from: "127.0.0.1"))) }
            // Another network is admitted: the first client's longest-idle connection is closed to make room.
            let second = try await Self.held(port: port, from: "127.0.0.2")
            #expect(second != nil, "another network's client was refused")
            var oldest = first[0].responses()
            #expect(await oldest.untilClosed() == 0 && !first[0].hitDeadline, "the longest-idle connection was closed")
            // The first client, still the largest, is not given more: its next connection is refused.
            #expect(try await Self.held(port: port, from: "127.0.0.1") == nil)
            // A third network takes another of the first client's places (3 of 4 are its), not the second's.
            let third = try await Self.held(port: port, from: "127.0.0.3")
            #expect(third != nil, "a third network's client was refused")
            var next = first[1].responses()
            #expect(await next.untilClosed() == 0 && !first[1].hitDeadline)
            // The first client still holds two: a fourth network takes one; then each network holds one, and a fifth
            // finds none holding more than it would: refused.
            #expect(try await Self.held(port: port, from: "127.0.0.4") != nil)
            #expect(try await Self.held(port: port, from: "127.0.0.5") == nil)
            for connection in first + [second, third].compactMap({ $0 }) { connection.close() }
        }
    }
}
