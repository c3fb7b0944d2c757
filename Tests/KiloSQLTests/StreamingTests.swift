import Foundation
import KiloSQL
import KiloServer
import ServerTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A generated result of any length: `count` rows made by a recursive query, never stored. It counts the rows the
/// server has taken from the result, so a test can see whether the server waits for a slow client.
@WebService("numbers")
struct NumberService {
    let database: any Database
    let pulled: Counter

    @RequestMethod("GET")
    func getNumbers(count: Int) async throws -> Counted<QueryResult> {
        let rows = try await database.query(
            "WITH RECURSIVE s(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM s WHERE v < :count) SELECT v AS value, 'row ' || v AS label FROM s",
            ["count": count])
        return Counted(base: rows, counter: pulled)
    }
}

final class Counter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func add() { value.withLock { $0 += 1 } }
}

/// An async sequence that counts the elements taken from it.
struct Counted<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element: Sendable {
    let base: Base
    let counter: Counter

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let counter: Counter

        mutating func next() async throws -> Base.Element? {
            guard let element = try await base.next() else { return nil }
            counter.add()
            return element
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), counter: counter)
    }
}

/// The resident memory of this process, in bytes (Linux).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

/// Reads a response over a plain blocking socket, on a thread of its own, stopping once after the first `pauseAfter`
/// bytes to call `onPause` with the `{` count read so far (it blocks as long as it likes): a client that falls behind.
/// Returns the body's byte count, its `{` count and its last JSON byte.
func slowRead(
    port: Int, target: String, pauseAfter: Int, onPause: @escaping @Sendable (_ objectsRead: Int) -> Void
) async throws
    -> (bytes: Int, objects: Int, last: UInt8)
{
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { return continuation.resume(throwing: POSIXError(.ECONNREFUSED)) }
            let request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
            _ = request.withCString { send(socket, $0, strlen($0), 0) }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var total = 0
            var objects = 0
            var last: UInt8 = 0
            var paused = false
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { break }
                total += count
                for byte in buffer[0..<count] where byte == UInt8(ascii: "{") { objects += 1 }
                // The chunked encoding's last bytes are "0\r\n\r\n"; the JSON's last byte comes before them.
                if let end = buffer[0..<count].lastIndex(of: UInt8(ascii: "]")) { last = buffer[end] }
                if !paused, total > pauseAfter {
                    paused = true
                    onPause(objects)
                }
            }
            continuation.resume(returning: (total, objects, last))
        }
    }
}

@Suite("Streaming a large result over HTTP")
struct StreamingTests {
    /// The most rows the server may take ahead of what the paused client has read: what the loopback socket's send and
    /// receive buffers (up to 4 and 6 MB with Linux's autotuning) and the channel's write buffer hold, at about 37 bytes
    /// a row; measured 113,301 to 156,385 on the four databases. A server that buffers takes them all: with
    /// `getNumbers` collecting the rows into an array before answering, this test failed with 959,224 to 970,237
    /// ahead (and the process 369 to 482 MB larger).
    static let maximumAhead = 350_000

    @Test(
        "1,000,000 rows reach a slow client in flat memory: the server takes no more rows than the socket buffers hold ahead of it",
        arguments: Backend.available)
    func millionRows(backend: Backend) async throws {
        try await backend.withDatabase { database in
            let pulled = Counter()
            try await withTestServer(mount: { try $0.mount(NumberService(database: database, pulled: pulled)) }) { port in
                let before = residentBytes()
                let stalled = Mutex((rows: 0, read: 0, resident: 0))
                let result = try await slowRead(port: port, target: "/numbers?count=1000000", pauseAfter: 1 << 20) { read in
                    // The client has stopped reading. A server that buffers would take every row; one that waits
                    // stops once the socket buffers are full. Wait until the count has not moved for 3 s (six looks:
                    // a server starved of the CPU for that long on a busy machine is still taking rows when it
                    // runs), or has reached the end.
                    var unchanged = 0
                    var last = pulled.count
                    while unchanged < 6, last < 1_000_000 {
                        Thread.sleep(forTimeInterval: 0.5)
                        let now = pulled.count
                        unchanged = now == last ? unchanged + 1 : 0
                        last = now
                    }
                    stalled.withLock { $0 = (last, read, residentBytes()) }
                }
                let (rows, read, resident) = stalled.withLock { $0 }
                print(
                    "StreamingTests (\(backend)): \(result.bytes) bytes; the client paused after \(read) rows, the server"
                        + " stopped at row \(rows), \(rows - read) ahead; resident memory grew \((resident - before) >> 20) MB"
                        + " (the whole test process, other tests' included)")
                #expect(result.objects == 1_000_000)
                #expect(result.last == UInt8(ascii: "]"))
                #expect(
                    rows - read < Self.maximumAhead,
                    "the server took \(rows - read) rows ahead of a client that had read \(read)")
            }
        }
    }
}
