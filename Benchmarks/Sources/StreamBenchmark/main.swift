// One large transfer through WebServiceProxy, in a process of its own so that its peak memory is its own: a file
// uploaded from disk, a stream uploaded as it is produced, a download read as it arrives, or a list's elements decoded
// as they arrive (a JSON array or a CSV table of SIZE / 64 elements of 64 bytes).
//
// Usage: StreamBenchmark BASE_URL urlsession|asynchttpclient upload-file|upload-stream|download|elements|elements-csv
//        SIZE [FILE]
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
    print(
        "usage: StreamBenchmark BASE_URL urlsession|asynchttpclient upload-file|upload-stream|download|elements|elements-csv SIZE [FILE]"
    )
    exit(2)
}
let proxy =
    arguments[2] == "asynchttpclient"
    ? WebServiceProxy(transport: AsyncHTTPClientTransport(), baseURL: baseURL)
    : WebServiceProxy(session: .shared, baseURL: baseURL)

/// The server answers an upload with its byte count, as text.
func count(_ answer: (data: Data, contentType: String?)) -> Int { Int(String(decoding: answer.data, as: UTF8.self)) ?? -1 }

/// One element of the server's list.
struct Element: Decodable, Sendable {
    var index: Int
    var label: String
}

let start = ContinuousClock.now
let moved: Int
switch arguments[3] {
case "elements", "elements-csv":
    var reader = proxy
    if arguments[3] == "elements-csv" { reader.headers["Accept"] = "text/csv" }
    var count = 0
    let format = arguments[3] == "elements-csv" ? "csv" : "json"
    do {
        for try await element in reader.invokeForElements(
            .get, path: "/elements", arguments: ["size": size, "format": format], as: Element.self)
        {
            guard element.index == count else { exit(1) }
            count += 1
        }
    } catch {
        FileHandle.standardError.write(Data("\((error as? LocalizedError)?.errorDescription ?? "\(error)")\n".utf8))
        exit(1)
    }
    moved = count * 64
    guard count == size / 64 else {
        FileHandle.standardError.write(Data("read \(count) elements, not \(size / 64)\n".utf8))
        exit(1)
    }
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
guard moved == size || arguments[3].hasPrefix("elements") else {
    FileHandle.standardError.write(Data("moved \(moved) bytes, not \(size)\n".utf8))
    exit(1)
}
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("{\"bytes\": \(moved), \"seconds\": \(seconds), \"peak_rss_mb\": \(Double(usage.ru_maxrss) / 1024)}")
