import Foundation
import Synchronization
import KiloServer
import KiloSQL
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A generated result of any length: `count` rows made by a recursive query, never stored.
@WebService("numbers")
struct NumberService {
    let database: any Database

    @RequestMethod("GET")
    func getNumbers(count: Int) async throws -> QueryResult {
        try await database.query(
            "WITH RECURSIVE s(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM s WHERE v < :count) SELECT v AS value, 'row ' || v AS label FROM s",
            ["count": count])
    }
}

/// The resident memory of this process, in bytes (Linux).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

/// Reads a response over a plain blocking socket, on a thread of its own, pausing once for `pause` after the first
/// `pauseAfter` bytes: a client that falls behind. Returns the body's byte count, its `{` count and its last byte.
func slowRead(port: Int, target: String, pauseAfter: Int, pause: Duration, onPause: @escaping @Sendable () -> Void) async throws
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
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { return continuation.resume(throwing: POSIXError(.ECONNREFUSED)) }
            let request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
            _ = request.withCString { send(socket, $0, strlen($0), 0) }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var total = 0, objects = 0, last: UInt8 = 0, paused = false
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { break }
                total += count
                for byte in buffer[0..<count] where byte == UInt8(ascii: "{") { objects += 1 }
                // The chunked encoding's last bytes are "0\r\n\r\n"; the JSON's last byte comes before them.
                if let end = buffer[0..<count].lastIndex(of: UInt8(ascii: "]")) { last = buffer[end] }
                if !paused, total > pauseAfter {
                    paused = true
                    Thread.sleep(forTimeInterval: Double(pause.components.seconds))
                    onPause()
                }
            }
            continuation.resume(returning: (total, objects, last))
        }
    }
}

@Suite("Streaming a large result over HTTP")
struct StreamingTests {
    @Test("1,000,000 rows reach a slow client in flat memory: the server waits for it instead of buffering", arguments: Backend.available)
    func millionRows(backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await withTestServer(mount: { try $0.mount(NumberService(database: database)) }) { port, _ in
                let before = residentBytes()
                let peak = Mutex(0)
                let result = try await slowRead(
                    port: port, target: "/numbers?count=1000000", pauseAfter: 1 << 20, pause: .seconds(2),
                    onPause: { peak.withLock { $0 = max($0, residentBytes()) } })
                let after = residentBytes()
                peak.withLock { $0 = max($0, after) }
                let growth = peak.withLock { $0 } - before
                print("StreamingTests (\(backend)): \(result.bytes) bytes; resident memory grew \(growth >> 20) MB")
                #expect(result.objects == 1_000_000)
                #expect(result.last == UInt8(ascii: "]"))
                // Buffered while the client paused, the rows would take 38 MB as JSON alone (and far more as rows); 2–4 MB is measured.
                #expect(growth < 16 << 20)
            }
        }
    }
}
