import Foundation
import KiloClient
import ServerTestSupport
import Testing

/// Bodies that are not in memory: files and streams going up, responses read as they arrive.
@Suite("WebServiceProxy streaming")
struct StreamingTests {
    static let size = 2 * 1024 * 1024 + 123

    /// A sequence of `count` pattern bytes in pieces of `piece` bytes, produced as they are asked for.
    struct PatternStream: AsyncSequence, Sendable {
        typealias Element = Data
        let count: Int
        let piece: Int

        struct AsyncIterator: AsyncIteratorProtocol {
            let count: Int
            let piece: Int
            var offset = 0

            mutating func next() async throws -> Data? {
                guard offset < count else { return nil }
                let length = Swift.min(piece, count - offset)
                defer { offset += length }
                return Data(BodyDigest.pattern(offset: offset, count: length))
            }
        }

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count, piece: piece) }
    }

    @Test("a file body is uploaded from disk, every byte in order", arguments: Transport.allCases)
    func fileBody(_ transport: Transport) async throws {
        let file = try temporaryFile(size: Self.size, extension: "bin")
        defer { try? FileManager.default.removeItem(at: file) }
        try await withProxy(transport) { proxy in
            let digest: BodyDigest = try await proxy.invoke(
                .post, path: "/behaviour/digest", body: try .file(file, type: "application/octet-stream"))
            #expect(digest == BodyDigest(BodyDigest.pattern(offset: 0, count: Self.size)))
        }
    }

    @Test("a stream body, of known and unknown length, arrives whole and in order", arguments: Transport.allCases)
    func streamBody(_ transport: Transport) async throws {
        let expected = BodyDigest(BodyDigest.pattern(offset: 0, count: Self.size))
        try await withProxy(transport) { proxy in
            for length in [Int64(Self.size), nil] {
                let body = WebServiceRequest.Body.stream(PatternStream(count: Self.size, piece: 10_000), length: length)
                let digest: BodyDigest = try await proxy.invoke(
                    .post, path: "/behaviour/digest", body: body)
                #expect(digest == expected, "length \(length.map(String.init) ?? "unknown")")
            }
        }
    }

    @Test("a body of several parts: bytes, a file and a stream, in order", arguments: Transport.allCases)
    func partsBody(_ transport: Transport) async throws {
        let file = try temporaryFile(size: 100_000, extension: "bin")
        defer { try? FileManager.default.removeItem(at: file) }
        let head = Data(BodyDigest.pattern(offset: 0, count: 100_000))
        let body = WebServiceRequest.Body(parts: [
            .data(head), .file(file, size: 100_000), .stream(PatternStream(count: 100_000, piece: 777), length: 100_000),
        ])
        #expect(body.length == 300_000)
        try await withProxy(transport) { proxy in
            let digest: BodyDigest = try await proxy.invoke(
                .post, path: "/behaviour/digest", body: body)
            var expected = BodyDigest(head)
            expected.add(head)
            expected.add(head)
            #expect(digest == expected)
        }
    }

    @Test("a missing file is refused before anything is sent")
    func missingFile() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("kilo-missing-\(UUID().uuidString)")
        #expect(throws: WebServiceRequestError.unreadableFile(missing)) { try WebServiceRequest.Body.file(missing) }
        #expect(throws: WebServiceRequestError.unreadableFile(FileManager.default.temporaryDirectory)) {
            try WebServiceRequest.Body.file(FileManager.default.temporaryDirectory)
        }
    }

    @Test("a streamed response arrives in pieces, every byte in order", arguments: Transport.allCases)
    func streamedResponse(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let (digest, pieces) = try await proxy.invokeStreaming(
                .get, path: "/behaviour/download", arguments: ["size": Self.size]
            ) { response in
                #expect(response.statusCode == 200)
                #expect(response.mediaType == "application/octet-stream")
                var digest = BodyDigest()
                var pieces = 0
                for try await chunk in response.body {
                    digest.add(chunk)
                    pieces += 1
                }
                return (digest, pieces)
            }
            #expect(digest == BodyDigest(BodyDigest.pattern(offset: 0, count: Self.size)))
            // 2 MB cannot come in one piece from either transport: the body was handed over as it came.
            #expect(pieces > 10)
        }
    }

    @Test("a streaming handler is not called for a failure: its message is thrown", arguments: Transport.allCases)
    func streamedFailure(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let called = Flag()
            do {
                try await proxy.invokeStreaming(.get, path: "/behaviour/conflict") { _ in called.set() }
                Issue.record("no error")
            } catch let error as WebServiceError {
                #expect(error.statusCode == 409)
                #expect(error.message == "Already taken.")
            }
            #expect(!called.isSet)
        }
    }

    @Test("a reader that stops early ends the transfer, and the proxy goes on working", arguments: Transport.allCases)
    func readerStopsEarly(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            for _ in 0..<3 {
                let first = try await proxy.invokeStreaming(.get, path: "/behaviour/download", arguments: ["size": 32 << 20]) {
                    response in
                    var iterator = response.body.makeAsyncIterator()
                    return try await iterator.next()?.count ?? 0
                }
                #expect(first > 0)
            }
            let sum: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
            #expect(sum == 6)
        }
    }
}

/// A list's elements, decoded as they arrive.
@Suite("WebServiceProxy elements")
struct ElementTests {
    @Test("a streamed JSON array and a CSV table come element by element, every one in order", arguments: Transport.allCases)
    func elements(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            for count in [0, 1, 20_000] {
                var index = 0
                for try await row in proxy.invokeForElements(
                    .get, path: "/behaviour/rows", arguments: ["count": count], as: Row.self)
                {
                    #expect(row == Row(index: index, label: "row \(index)"))
                    index += 1
                }
                #expect(index == count)
            }
            var csv = proxy
            csv.headers["Accept"] = "text/csv"
            let rows = csv.invokeForElements(.get, path: "/behaviour/rows", arguments: ["count": 5_000], as: Row.self)
            var index = 0
            for try await row in rows {
                #expect(row == Row(index: index, label: "row \(index)"))
                index += 1
            }
            #expect(index == 5_000)
            // An in-memory array is a list too; each iteration sends the request again.
            let employees = proxy.invokeForElements(.get, path: "/users", as: User.self)
            var first: [Int] = []
            for try await user in employees { first.append(user.id) }
            var second: [Int] = []
            for try await user in employees { second.append(user.id) }
            #expect(first.count == 10 && first == second)
        }
    }

    @Test("leaving the loop ends the transfer, and the server stops producing", arguments: Transport.allCases)
    func leavingEarly(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let probe = "elements-\(transport.rawValue)-\(UUID().uuidString)"
            var read = 0
            for try await _ in proxy.invokeForElements(
                .get, path: "/behaviour/trackedRows", arguments: ["count": 5_000_000, "probe": probe], as: Row.self)
            {
                read += 1
                if read == 10 { break }
            }
            #expect(try await SlowRequestProbe.shared.waitUntilFinished(probe))
            #expect(SlowRequestProbe.shared.produced(probe) < 5_000_000)
            let sum: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
            #expect(sum == 6)
        }
    }

    @Test(
        "a loop on an actor reads its elements there: it leaves the actor per piece of the body, not per element",
        arguments: Transport.allCases)
    func readOnTheCallersActor(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let reader = JobCountingActor()
            let read = try await reader.count(
                proxy.invokeForElements(.get, path: "/behaviour/rows", arguments: ["count": 20_000], as: Row.self))
            #expect(read == 20_000)
            // Each return to the actor is a job on its executor. Hopping off and back for every element made 20,000;
            // reading on the actor returns only after the pieces of the body that had to be waited for.
            let returns = reader.jobs
            #expect(returns < 2_000, "\(returns) jobs on the reading actor's executor for 20,000 elements")
        }
    }

    @Test("a cancelled task ends its transfer with CancellationError", arguments: Transport.allCases)
    func cancelled(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let probe = "cancelled-\(transport.rawValue)-\(UUID().uuidString)"
            let reading100 = Flag()
            let reading = Task {
                var read = 0
                for try await _ in proxy.invokeForElements(
                    .get, path: "/behaviour/trackedRows", arguments: ["count": 5_000_000, "probe": probe], as: Row.self)
                {
                    read += 1
                    if read == 100 { reading100.set() }
                    await Task.yield()
                }
                return read
            }
            while !reading100.isSet { try await Task.sleep(for: .milliseconds(5)) }
            reading.cancel()
            await #expect(throws: CancellationError.self) { try await reading.value }
            #expect(try await SlowRequestProbe.shared.waitUntilFinished(probe))
        }
    }

    /// The most rows the server may produce ahead of a reader that has stopped: the loopback socket's buffers (up to
    /// 10 MB) and what the channel and AsyncHTTPClient hold, at about 30 bytes a row.
    static let maximumAhead = 500_000

    @Test("through AsyncHTTPClient a slow reader holds the server back: it runs ahead by the network's buffers only")
    func backPressure() async throws {
        try await withProxy(.asyncHTTPClient) { proxy in
            let probe = "backpressure-\(UUID().uuidString)"
            var read = 0
            for try await _ in proxy.invokeForElements(
                .get, path: "/behaviour/trackedRows", arguments: ["count": 5_000_000, "probe": probe], as: Row.self)
            {
                read += 1
                if read == 1_000 {
                    // The reader stops. Wait until the server has produced nothing more for 3 s (six looks: a server
                    // starved of the CPU that long on a busy machine still produces when it runs), or everything.
                    var unchanged = 0
                    var ahead = SlowRequestProbe.shared.produced(probe)
                    while unchanged < 6, ahead < 5_000_000 {
                        try await Task.sleep(for: .milliseconds(500))
                        let now = SlowRequestProbe.shared.produced(probe)
                        unchanged = now == ahead ? unchanged + 1 : 0
                        ahead = now
                    }
                    print("StreamingTests.backPressure: the server produced \(ahead) rows while 1,000 were read")
                    // About 30 bytes a row: what the socket buffers, the channel's and AsyncHTTPClient's hold.
                    #expect(ahead < Self.maximumAhead, "the server produced \(ahead) rows while 1,000 were read")
                    break
                }
            }
        }
    }

    @Test("through URLSession a reader that falls behind by more than the bound is told so, not fed without end")
    func readerFellBehind() async throws {
        try await withExampleServer { port in
            let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let proxy = WebServiceProxy(transport: URLSessionTransport(maximumUnreadBytes: 1 << 20), baseURL: baseURL)
            let probe = "behind-\(UUID().uuidString)"
            var read = 0
            do {
                for try await _ in proxy.invokeForElements(
                    .get, path: "/behaviour/trackedRows", arguments: ["count": 5_000_000, "probe": probe], as: Row.self)
                {
                    read += 1
                    // Read nothing more until 30 MB have been sent (more than the kernel's buffers hold, so that most of
                    // it has reached URLSession), or the transfer has been cut off.
                    while read == 1, SlowRequestProbe.shared.produced(probe) < 1_000_000,
                        !(await SlowRequestProbe.shared.hasFinished(probe))
                    {
                        try await Task.sleep(for: .milliseconds(10))
                    }
                }
                Issue.record("read all \(read) rows")
            } catch let error as WebServiceRequestError {
                #expect(error == .readerFellBehind(1 << 20))
            }
        }
    }

    @Test(
        "a stream that is no JSON array, an element that does not decode or is too long, says where",
        arguments: Transport.allCases)
    func malformed(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            func failure(_ path: String, _ arguments: [String: any Sendable] = [:], limit: Int = 8 << 20) async -> String {
                do {
                    for try await _ in proxy.invokeForElements(
                        .get, path: path, arguments: arguments, as: Row.self, maximumElementBytes: limit)
                    {}
                    return "no error"
                } catch let error as WebServiceRequestError {
                    return error.errorDescription ?? ""
                } catch {
                    return "\(error)"
                }
            }
            #expect(await failure("/behaviour/ordered").contains("byte 1: expected a JSON array ('[')"))
            #expect(await failure("/users").contains(#"element 1: "index" is missing"#))
            #expect(
                await failure("/behaviour/rows", ["count": 3], limit: 10).contains("byte 2: an element is longer than 10 bytes"))
            #expect(await failure("/behaviour/csv").contains(#"line 2: the column "index" is missing"#))
            #expect(await failure("/behaviour/chunks", ["count": 2]).contains("its content type is text/plain"))
            await #expect(throws: WebServiceError.self) {
                for try await _ in proxy.invokeForElements(.get, path: "/behaviour/conflict", as: Row.self) {}
            }
        }
    }
}

struct User: Decodable, Sendable {
    var id: Int
}
