// One large transfer through WebServiceProxy, in a process of its own so that its peak memory is its own: a file
// uploaded from disk, a stream uploaded as it is produced, or a download read as it arrives.
//
// Usage: StreamBenchmark BASE_URL urlsession|asynchttpclient upload-file|upload-stream|download SIZE [FILE]
// Prints one JSON object: bytes moved, seconds, and the process's peak resident memory in MB.
import Foundation
import KiloAsyncHTTPClient
import KiloClient

#if canImport(Glibc)
import Glibc
#endif

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Zeros in 64 KB pieces, each made as it is asked for, as a real producer would.
struct Zeros: AsyncSequence, Sendable {
    typealias Element = Data
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var left: Int
        let piece = 64 * 1024

        mutating func next() async throws -> Data? {
            guard left > 0 else { return nil }
            let count = Swift.min(left, piece)
            left -= count
            return Data(count: count)
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(left: count) }
}

let arguments = CommandLine.arguments
guard arguments.count > 4, let baseURL = URL(string: arguments[1]), let size = Int(arguments[4]) else {
    print("usage: StreamBenchmark BASE_URL urlsession|asynchttpclient upload-file|upload-stream|download SIZE [FILE]")
    exit(2)
}
let proxy =
    arguments[2] == "asynchttpclient"
    ? WebServiceProxy(transport: AsyncHTTPClientTransport(), baseURL: baseURL)
    : WebServiceProxy(session: .shared, baseURL: baseURL)

/// The server answers an upload with its byte count, as text.
func count(_ answer: (data: Data, contentType: String?)) -> Int { Int(String(decoding: answer.data, as: UTF8.self)) ?? -1 }

let start = ContinuousClock.now
let moved: Int
switch arguments[3] {
case "upload-file":
    guard arguments.count > 5 else { exit(2) }
    moved = count(
        try await proxy.invokeForData(
            .post, path: "/upload", body: .file(URL(fileURLWithPath: arguments[5]), type: "application/octet-stream")))
case "upload-stream":
    moved = count(
        try await proxy.invokeForData(
            .post, path: "/upload", body: .stream(Zeros(count: size), length: Int64(size), type: "application/octet-stream")))
default:
    moved = try await proxy.invokeStreaming(.get, path: "/download", arguments: ["size": size]) { response in
        var count = 0
        for try await chunk in response.body { count += chunk.count }
        return count
    }
}
let elapsed = ContinuousClock.now - start
guard moved == size else {
    FileHandle.standardError.write(Data("moved \(moved) bytes, not \(size)\n".utf8))
    exit(1)
}
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("{\"bytes\": \(moved), \"seconds\": \(seconds), \"peak_rss_mb\": \(Double(usage.ru_maxrss) / 1024)}")
