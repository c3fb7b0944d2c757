// The server's per-request work without the network: `GET /math/sum?a=2&b=4` answered by our `ServiceResponder` (as
// `WebServer` builds it, bare and with Prometheus metrics as `httprpc serve` runs) and by a hand-written Hummingbird
// route doing the same parsing, in one process, alternately (a `BasicRequestContext` for both: an embedded channel has no
// peer address to read). Prints nanoseconds and allocations per request.
//
// What the HTTP loop, NIO's parser and the socket add is the same for both (see server_benchmark.py); this isolates
// routing, argument decoding, result encoding, request IDs and metrics, where timing over loopback is too noisy to tell
// a 1 µs change.
//
// Usage: ResponderBenchmark [requests per run] [runs] [--only NAME-PREFIX] (--only: one responder, for a profiler)
import BenchSupport
import Foundation
import Hummingbird
import KiloServer
import Logging
import MallocInterposerSwift
import NIOCore
import NIOEmbedded
import Prometheus
import ServiceExamples

// Measured off the main actor: calls from top-level code would hop to the cooperative pool and back on every request.
try await Task.detached { try await measure() }.value

/// Something that answers a request, and makes the context it needs.
protocol Peer: Sendable {
    func answer(_ request: Request) async throws -> Response
}

struct Served<Responder: HTTPResponder>: Peer where Responder.Context == BasicRequestContext {
    let responder: Responder
    let channel: EmbeddedChannel
    let logger: Logger
    func answer(_ request: Request) async throws -> Response {
        // What Hummingbird's `Application` does for every request before it calls the responder.
        var logger = logger
        logger[metadataKey: "hb.request.id"] = .stringConvertible(RequestID())
        return try await responder.respond(
            to: request, context: BasicRequestContext(source: .init(channel: channel, logger: logger)))
    }
}

/// Counts a response body's bytes, as the connection would write them.
final class Collector: ResponseBodyWriter {
    var bytes = 0
    func write(_ buffer: ByteBuffer) async throws { bytes += buffer.readableBytes }
    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

/// One request as the connection hands it over: a head with a Host and two common headers, no body.
func request() -> Request {
    Request(
        head: HTTPRequest(
            method: .get, scheme: nil, authority: "127.0.0.1", path: "/math/sum?a=2&b=4",
            headerFields: [.userAgent: "wrk", .accept: "*/*"]),
        body: .init(buffer: ByteBuffer()))
}

func serve(_ peer: any Peer) async throws {
    let response = try await peer.answer(request())
    let collector = Collector()
    try await response.body.write(collector)
    guard response.status == .ok, collector.bytes == 1 else {
        FileHandle.standardError.write(Data("unexpected answer: \(response.status)\n".utf8))
        exit(1)
    }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func measure() async throws {
    var logger = Logger(label: "bench")
    logger.logLevel = .warning
    let channel = EmbeddedChannel()
    let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { index in
        CommandLine.arguments.indices.contains(index + 1) ? CommandLine.arguments[index + 1] : nil
    }
    let requestsPerRun = arguments.first ?? 20_000
    let runs = arguments.dropFirst().first ?? 9

    var mounts = ServiceMounts()
    try mounts.mount(MathService())
    let bare = Served(
        responder: ServiceResponder<BasicRequestContext>(mounts: mounts, requestLogLevel: .info), channel: channel, logger: logger
    )
    let registry = PrometheusCollectorRegistry()
    let metered = Served(
        responder: ServiceResponder<BasicRequestContext>(
            mounts: mounts, requestLogLevel: .info, metrics: PrometheusMetricsFactory(registry: registry)),
        channel: channel, logger: logger)
    let router = Router(context: BasicRequestContext.self)
    router.get("math/sum") { request, _ -> Response in
        switch MathQuery.answer(query: request.uri.query.map { Substring($0) }) {
        case .sum(let text):
            return Response(
                status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
        case .badRequest(let message):
            return Response(
                status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: message)))
        }
    }
    let hummingbird = Served(responder: router.buildResponder(), channel: channel, logger: logger)

    let allPeers: [(String, any Peer)] = [
        ("HTTP-RPC ServiceResponder", bare), ("HTTP-RPC ServiceResponder + Prometheus metrics", metered),
        ("Hummingbird route, hand-written", hummingbird),
    ]
    let peers = allPeers.filter { name, _ in only.map { name.hasPrefix($0) } ?? true }

    for (_, peer) in peers { for _ in 0..<2_000 { try await serve(peer) } }
    var times: [String: [Double]] = [:]
    for _ in 0..<runs {
        for (name, peer) in peers {
            let start = ContinuousClock.now
            for _ in 0..<requestsPerRun { try await serve(peer) }
            let (seconds, attoseconds) = (ContinuousClock.now - start).components
            times[name, default: []].append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(requestsPerRun))
        }
    }
    MallocInterposerSwift.initialize()
    var allocations: [String: Double] = [:]
    for (name, peer) in peers {
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        for _ in 0..<1_000 { try await serve(peer) }
        MallocInterposerSwift.unhook()
        allocations[name] = Double(MallocInterposerSwift.getStatistics().mallocCount) / 1_000
    }

    print(
        "`GET /math/sum?a=2&b=4` answered in process (no network), \(requestsPerRun) requests per run, medians of \(runs) alternating runs.\n"
    )
    print("| responder | ns per request (median) | allocations per request | ÷ Hummingbird route (time) |")
    print("|---|---:|---:|---:|")
    let peerTime = median(times["Hummingbird route, hand-written"] ?? [1])
    for (name, _) in peers {
        let time = median(times[name] ?? [0])
        let counted = allocations[name].map { $0 > 0 ? String(format: "%.1f", $0) : "not counted" } ?? "?"
        print(String(format: "| %@ | %.0f | %@ | %.2f |", name, time, counted, time / peerTime))
    }
}
