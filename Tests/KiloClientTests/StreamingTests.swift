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
