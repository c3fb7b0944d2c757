// WebServiceProxy, over URLSession and over AsyncHTTPClient, and the typed client generated from MathInterface, against
// raw URLSession and AsyncHTTPClient, making the same calls to one local server:
// `GET /math/sum?a=2&b=4`, status checked, result decoded as a Double.
//
// Usage: ClientBenchmark BASE_URL [rounds]
import AsyncHTTPClient
import Foundation
import InterfaceExamples
import KiloAsyncHTTPClient
import KiloClient
import NIOCore

#if canImport(Glibc)
import Glibc
#endif

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
}

let arguments = CommandLine.arguments
guard arguments.count > 1, let baseURL = URL(string: arguments[1]) else {
    print("usage: ClientBenchmark BASE_URL [rounds]")
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
// BENCH_COUNT and BENCH_CLIENTS (comma-separated names) narrow a run, e.g. for profiling one client.
let environment = ProcessInfo.processInfo.environment
let count = environment["BENCH_COUNT"].flatMap { Int($0) } ?? 2_000
let concurrency = 8

let session = URLSession(configuration: .default)
let proxy = WebServiceProxy(session: session, baseURL: baseURL)
let timedProxy = {
    var proxy = proxy
    proxy.timeout = .seconds(60)
    return proxy
}()
let httpClient = HTTPClient(eventLoopGroupProvider: .singleton)
// The same client as the raw AsyncHTTPClient row, so that the two differ only by the proxy.
let ahcProxy = WebServiceProxy(transport: AsyncHTTPClientTransport(client: httpClient), baseURL: baseURL)
let math = MathInterfaceClient(proxy: ahcProxy)
let sumURL = baseURL.appendingPathComponent("math/sum")
guard var components = URLComponents(url: sumURL, resolvingAgainstBaseURL: false) else { exit(2) }
components.queryItems = [URLQueryItem(name: "a", value: "2"), URLQueryItem(name: "b", value: "4")]
guard let rawURL = components.url else { exit(2) }

/// One call per client, each checking the answer.
let allClients: [(name: String, call: @Sendable () async throws -> Void)] = [
    (
        "WebServiceProxy",
        {
            let sum: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
            guard sum == 6 else { throw BenchmarkError(description: "wrong sum \(sum)") }
        }
    ),
    (
        "WebServiceProxy, 60 s timeout",
        {
            let sum: Double = try await timedProxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
            guard sum == 6 else { throw BenchmarkError(description: "wrong sum \(sum)") }
        }
    ),
    (
        "WebServiceProxy over AsyncHTTPClient",
        {
            let sum: Double = try await ahcProxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
            guard sum == 6 else { throw BenchmarkError(description: "wrong sum \(sum)") }
        }
    ),
    (
        "MathInterfaceClient over AsyncHTTPClient",
        {
            let sum = try await math.getSum(a: 2, b: 4)
            guard sum == 6 else { throw BenchmarkError(description: "wrong sum \(sum)") }
        }
    ),
    (
        "URLSession",
        {
            let (data, response) = try await session.data(for: URLRequest(url: rawURL))
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw BenchmarkError(description: "status") }
            let sum = try JSONDecoder().decode(Double.self, from: data)
            guard sum == 6 else { throw BenchmarkError(description: "wrong sum \(sum)") }
        }
    ),
    (
        // What raw code must do on Linux to be cancellable without deadlocking (swift-corelibs-foundation #5412),
        // and what the proxy does there: a data task and its completion handler.
        "URLSession dataTask",
        {
            let (data, response): (Data, URLResponse) = try await withCheckedThrowingContinuation { continuation in
                session.dataTask(with: URLRequest(url: rawURL)) { data, response, error in
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                .resume()
            }
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw BenchmarkError(description: "status") }
            let sum = try JSONDecoder().decode(Double.self, from: data)
            guard sum == 6 else { throw BenchmarkError(description: "wrong sum \(sum)") }
        }
    ),
    (
        "AsyncHTTPClient",
        {
            let response = try await httpClient.execute(HTTPClientRequest(url: rawURL.absoluteString), timeout: .seconds(30))
            guard response.status == .ok else { throw BenchmarkError(description: "status") }
            let body = try await response.body.collect(upTo: 1 << 20)
            let sum = try JSONDecoder().decode(Double.self, from: Data(body.readableBytesView))
            guard sum == 6 else { throw BenchmarkError(description: "wrong sum \(sum)") }
        }
    ),
]
let wanted = environment["BENCH_CLIENTS"].map { Set($0.split(separator: ",").map(String.init)) }
let clients = allClients.filter { wanted?.contains($0.name) ?? true }

/// CPU time the whole process has used (user + system), in seconds.
func processCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func sequential(_ call: @Sendable () async throws -> Void) async throws -> Double {
    let start = ContinuousClock.now
    for _ in 0..<count { try await call() }
    let elapsed = ContinuousClock.now - start
    return Double(count) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

func concurrent(_ call: @escaping @Sendable () async throws -> Void) async throws -> Double {
    let start = ContinuousClock.now
    try await withThrowingTaskGroup(of: Void.self) { group in
        for worker in 0..<concurrency {
            group.addTask {
                for _ in stride(from: worker, to: count, by: concurrency) { try await call() }
            }
        }
        try await group.waitForAll()
    }
    let elapsed = ContinuousClock.now - start
    return Double(count) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

var results: [String: (sequential: [Double], concurrent: [Double], cpu: [Double])] = [:]
for client in clients {
    for _ in 0..<100 { try await client.call() }  // warm-up: connections, caches
}
for round in 1...rounds {
    // Each round starts with a different client, so that no client always follows the same one.
    let shift = (round - 1) % clients.count
    for client in clients[shift...] + clients[..<shift] {
        let cpuBefore = processCPUSeconds()
        let seq = try await sequential(client.call)
        let cpu = (processCPUSeconds() - cpuBefore) / Double(count) * 1e6
        let conc = try await concurrent(client.call)
        results[client.name, default: ([], [], [])].sequential.append(seq)
        results[client.name, default: ([], [], [])].concurrent.append(conc)
        results[client.name, default: ([], [], [])].cpu.append(cpu)
        FileHandle.standardError.write(Data("round \(round): \(client.name): \(Int(seq)) / \(Int(conc)) req/s\n".utf8))
    }
}
try await httpClient.shutdown().get()

let proxySequential = median(results["WebServiceProxy"]?.sequential ?? [1])
let proxyConcurrent = median(results["WebServiceProxy"]?.concurrent ?? [1])
print(
    "\(count) GETs of `/math/sum?a=2&b=4` against one local HTTP-RPC server (release builds), sequential and \(concurrency) at a time; medians of \(rounds) interleaved rounds.\n"
)
print(
    "| client | sequential req/s | \(concurrency) concurrent req/s | client CPU per request (sequential) | WebServiceProxy ÷ this (sequential) | WebServiceProxy ÷ this (concurrent) |"
)
print("|---|---:|---:|---:|---:|---:|")
for client in clients {
    let seq = median(results[client.name]?.sequential ?? [1])
    let conc = median(results[client.name]?.concurrent ?? [1])
    let cpu = median(results[client.name]?.cpu ?? [0])
    print(
        "| \(client.name) | \(Int(seq)) | \(Int(conc)) | \(String(format: "%.0f", cpu)) µs | \(String(format: "%.2f", proxySequential / seq)) | \(String(format: "%.2f", proxyConcurrent / conc)) |"
    )
}

/// Each proxy against the raw client it sends through.
let pairs = [
    ("WebServiceProxy", "URLSession"), ("WebServiceProxy", "URLSession dataTask"),
    ("WebServiceProxy over AsyncHTTPClient", "AsyncHTTPClient"),
    ("MathInterfaceClient over AsyncHTTPClient", "AsyncHTTPClient"),
    ("MathInterfaceClient over AsyncHTTPClient", "WebServiceProxy over AsyncHTTPClient"),
]
print("\n| proxy ÷ raw client | sequential | \(concurrency) concurrent |")
print("|---|---:|---:|")
for (proxyName, rawName) in pairs {
    guard let proxyResults = results[proxyName], let rawResults = results[rawName] else { continue }
    let sequentialRatio = median(proxyResults.sequential) / median(rawResults.sequential)
    let concurrentRatio = median(proxyResults.concurrent) / median(rawResults.concurrent)
    print(
        "| \(proxyName) ÷ \(rawName) | \(String(format: "%.2f", sequentialRatio)) | \(String(format: "%.2f", concurrentRatio)) |")
}
