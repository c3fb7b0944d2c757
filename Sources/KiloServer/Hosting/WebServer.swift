public import CoreMetrics
public import Hummingbird
import HummingbirdCore
public import Logging
public import NIOCore
import NIOHTTP1
import ServiceLifecycle
import UnixSignals

/// An HTTP server for web services.
///
/// <!-- snippet-prelude
/// import ServiceExamples
/// -->
/// ```swift
/// var server = WebServer(configuration: .init(host: "127.0.0.1", port: 8080))
/// try server.mount(MathService())
/// try await server.run()   // until SIGINT or SIGTERM
/// ```
/// Keep-alive connections, a request body limit counted while the body streams in, header limits, one log line per
/// request, and graceful shutdown: on a signal the server stops accepting, lets requests in flight finish, and
/// returns.
///
/// HTTP/1.1 as RFC 9112 asks: a request that is not valid HTTP, lacks its `Host` header or has two, or uses
/// `CONNECT` is answered with its 4xx and a plain-text message, then the connection is closed. `Expect: 100-continue`
/// is honoured: the client is asked for the body only once a service reads it, so a request refused before (404,
/// 405, 413, 415) never sends it. A body over the limit is not read to its end: the connection is closed after the
/// 413.
public struct WebServer: Sendable {
    /// Where and how the server listens.
    public struct Configuration: Sendable {
        /// The address to bind, such as `127.0.0.1` or `0.0.0.0`.
        public var host: String
        /// The port; 0 picks a free one (see `onRunning`).
        public var port: Int
        /// How many connections the kernel may hold for the server before it accepts them (default 1024, capped by
        /// the system's `somaxconn`). A burst larger than this waits for the client's SYN retries, a second or more.
        public var backlog: Int
        /// The most connections open at once, or `nil` (the default) for as many as the process's open-file limit
        /// allows with a tenth of it (at least 64) set aside for other files. At the limit, a connection from a
        /// client network holding fewer than the network holding the most takes the place of that network's
        /// longest-idle connection; otherwise it is answered 503 with `Retry-After: 1` and closed.
        public var maxConnections: Int?
        /// How many leading bits of an IPv4 address make the client network that ``maxConnections`` shares places
        /// between (default 32: each address its own, since an office behind one NAT is many people; 24 counts a
        /// block as one). IPv6 clients always count as their /64 (``ClientNetwork``).
        public var ipv4NetworkPrefixLength = 32
        /// The largest request body accepted, in bytes (default 10 MB); larger ones are answered with 413.
        public var maxBodySize: Int
        /// The most argument values a request may bring: query arguments, form fields and parts together (default
        /// 1,000). More are answered with 400, so that `a=1&a=1&…` cannot make a request cost what thousands would.
        public var maxArgumentCount: Int
        /// The most elements an array body may hold, JSON or CSV (default 10,000), counted before it is decoded:
        /// more are answered with 413, so that a body of tiny elements costs no more than its limit's worth.
        public var maxBodyElements = 10_000
        /// The largest header block accepted, in bytes (default 64 KB); a larger one closes the connection with 400.
        public var maxHeaderSize: Int
        /// The most header fields accepted (default 100).
        public var maxHeaderCount: Int
        /// How long an idle keep-alive connection stays open, or `nil` to leave idle connections to the client. A
        /// timeout costs a timer per request.
        public var idleTimeout: Duration?
        /// How long a response may wait for a client that has stopped reading it (its socket's send buffer full)
        /// before the connection is closed, or `nil` to wait forever. Frees what a stalled stream holds, such as a
        /// database connection.
        public var writeTimeout: Duration?
        /// How long a request's head may take to arrive once its first byte has (default 10 s), or `nil` for no
        /// limit but ``idleTimeout``. Past it the connection is closed: a head sent a byte at a time holds a
        /// connection for seconds, not for the idle timeout renewed by each byte's arrival.
        public var headTimeout: Duration? = .seconds(10)
        /// How long a request's body may take beyond what it sends at ``minimumBodyRate`` (default 30 s), or `nil` to
        /// wait for any body however slowly it comes. Past it the connection is closed, so that a body dripped a byte
        /// at a time holds no connection for long; a 10 MB upload at the default rate has about 21 minutes.
        public var bodyTimeout: Duration? = .seconds(30)
        /// The bytes per second a body must average, after ``bodyTimeout``, for its request to go on (default 8 KB/s).
        public var minimumBodyRate = 8 * 1024
        /// How long a graceful shutdown lets requests in flight run (a long stream, a slow query) before it cancels
        /// them, or `nil` to wait for them however long they take.
        public var shutdownTimeout: Duration?
        /// The level of the one log line written per request.
        public var requestLogLevel: Logger.Level
        /// The `Server` header, or `nil` for none.
        public var serverName: String?
        /// What the server says about its services (`?api`, the index at `/`, `/openapi.json`), or `nil` to publish
        /// none of it.
        public var apiDescription: APIDescription? = APIDescription()
        /// Where to count requests and their durations by method, route and status (`http_requests_total`,
        /// `http_request_duration_seconds`): swift-prometheus's `PrometheusMetricsFactory`, say, or
        /// `MetricsSystem.factory` once bootstrapped; `nil` (the default) counts nothing.
        public var metrics: (any MetricsFactory)?
        /// The IP addresses of the proxies in front of the server (nginx on `127.0.0.1`, say), whose
        /// `X-Forwarded-For` names the client a request came from (``ServiceRequest/clientAddress``, which per-client
        /// limits count by); empty (the default) believes no such header.
        public var trustedProxies: Set<String> = []
        /// The host names requests must name in `Host` (``AllowedHosts``): others are answered 403 on every route,
        /// so that a site whose name resolves to this server cannot reach it through a browser (DNS rebinding).
        /// `nil` (the default) answers any name: set it for a server on a user's machine, or when no proxy in
        /// front checks names.
        public var allowedHosts: AllowedHosts?

        /// Creates a configuration.
        public init(
            host: String = "127.0.0.1", port: Int = 8080, backlog: Int = 1024, maxBodySize: Int = 10 * 1024 * 1024,
            maxArgumentCount: Int = 1000, maxHeaderSize: Int = 64 * 1024, maxHeaderCount: Int = 100,
            idleTimeout: Duration? = .seconds(60), writeTimeout: Duration? = .seconds(30),
            shutdownTimeout: Duration? = .seconds(30),
            requestLogLevel: Logger.Level = .info, serverName: String? = nil
        ) {
            self.host = host
            self.port = port
            self.backlog = backlog
            self.maxBodySize = maxBodySize
            self.maxArgumentCount = maxArgumentCount
            self.maxHeaderSize = maxHeaderSize
            self.maxHeaderCount = maxHeaderCount
            self.idleTimeout = idleTimeout
            self.writeTimeout = writeTimeout
            self.shutdownTimeout = shutdownTimeout
            self.requestLogLevel = requestLogLevel
            self.serverName = serverName
        }
    }

    /// The configuration.
    public var configuration: Configuration
    /// The mounted services.
    public var mounts = ServiceMounts()
    /// The event loops that accept and serve connections; `nil` (the default) shares NIO's process-wide ones.
    ///
    /// A group of its own keeps other NIO work in the process, such as a database client streaming a large result,
    /// from holding up the server's accepts and reads.
    public var eventLoopGroup: (any EventLoopGroup)?
    /// The server's logger; by default labelled with the program's name, so that an app's lines are the app's.
    public var logger: Logger

    /// Creates a server with no services.
    public init(
        configuration: Configuration = Configuration(), eventLoopGroup: (any EventLoopGroup)? = nil,
        logger: Logger = Logger(label: WebServer.programName)
    ) {
        self.configuration = configuration
        self.eventLoopGroup = eventLoopGroup
        self.logger = logger
    }

    /// The running program's name, the last component of its path.
    @usableFromInline static var programName: String {
        CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "server"
    }

    /// Mounts `service` at its path.
    public mutating func mount<S: WebService>(_ service: S) throws(MountError) {
        try mounts.mount(service)
    }

    /// Runs until SIGINT or SIGTERM, then shuts down gracefully: stops accepting, lets requests in flight finish for
    /// at most ``Configuration/shutdownTimeout``, then cancels what is left. A second signal cancels at once.
    /// - Parameter onRunning: called once the server listens, with the port it listens on.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await run(onRunning: onRunning, stopRequests: UnixSignalsSequence(trapping: .sigterm, .sigint))
    }

    /// Runs until `stopRequests` yields: the first element shuts the server down gracefully (for at most
    /// ``Configuration/shutdownTimeout``), a second cancels what is still running. Use it to stop a server embedded in
    /// a larger program, or to stop on signals of your choice.
    /// - Parameters:
    ///   - onRunning: called once the server listens, with the port it listens on.
    ///   - stopRequests: requests to stop, described in the log by their `description`.
    ///
    /// It first raises the process's soft limit on open files to the hard limit (each connection is a file), and
    /// logs the limits it works with. An address it cannot listen on (a port in use) throws a ``ListenError`` that
    /// says which and what to do.
    public func run<Requests: AsyncSequence & Sendable>(
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }, stopRequests: Requests
    ) async throws where Requests.Element: CustomStringConvertible {
        if let files = OpenFileLimit.raise() {
            let connections = configuration.maxConnections ?? OpenFileLimit.connections(within: files.after)
            logger.info(
                "Open-file limit \(files.before == files.after ? "\(files.after)" : "raised from \(files.before) to \(files.after)"); at most \(connections) connections."
            )
        }
        let activity = RequestActivity()
        var groupConfiguration = ServiceGroupConfiguration(
            services: [
                .init(service: makeApplication(onRunning: onRunning, activity: activity)),
                .init(service: QuietMemoryRelease(activity: activity)),
            ], logger: logger)
        groupConfiguration.maximumGracefulShutdownDuration = configuration.shutdownTimeout
        let group = ServiceGroup(configuration: groupConfiguration)
        let logger = self.logger
        let (host, port) = (configuration.host, configuration.port)
        try await withThrowingTaskGroup(of: Bool.self) { tasks in
            // Each task says whether it is the server's run that ended.
            tasks.addTask {
                do {
                    try await group.run()
                } catch is CancellationError {
                    // Cancelled on a second request to stop: what the caller asked for.
                } catch {
                    throw ListenError.of(error, host: host, port: port) ?? error
                }
                return true
            }
            tasks.addTask {
                var requests = stopRequests.makeAsyncIterator()
                if let first = try await requests.next() {
                    logger.notice("\(first): shutting down gracefully; a second request to stop cancels at once.")
                    await group.triggerGracefulShutdown()
                    if let second = try await requests.next() {
                        logger.notice("\(second) again: cancelling what is still running.")
                        return false
                    }
                }
                // No more requests can come: the server's own end decides.
                while true { try await Task.sleep(for: .seconds(3600)) }
            }
            while let serverEnded = try await tasks.next() {
                tasks.cancelAll()
                if serverEnded { return }
            }
        }
    }

    /// The Hummingbird application that serves the mounted services: a `Service` to run in your own `ServiceGroup`
    /// next to others (a database pool, say). Triggering the group's graceful shutdown stops it gracefully.
    public func makeApplication(
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    )
        -> some ApplicationProtocol
    {
        makeApplication(onRunning: onRunning, activity: nil)
    }

    /// The application, its connections counting the requests they begin into `activity`.
    func makeApplication(
        onRunning: @escaping @Sendable (Int) async -> Void, activity: RequestActivity?
    )
        -> some ApplicationProtocol
    {
        let responder = ServiceResponder<WebServerRequestContext>(
            mounts: mounts, maxBodySize: configuration.maxBodySize, maxArgumentCount: configuration.maxArgumentCount,
            maxBodyElements: configuration.maxBodyElements,
            requestLogLevel: configuration.requestLogLevel, description: configuration.apiDescription,
            metrics: configuration.metrics, trustedProxies: configuration.trustedProxies,
            allowedHosts: configuration.allowedHosts)
        var decoderLimits = NIOHTTPDecoderLimitConfiguration()
        decoderLimits.maxHeaderFieldSize = configuration.maxHeaderSize
        decoderLimits.maxHeaderListSize = configuration.maxHeaderSize
        decoderLimits.maxHeaderFieldCount = configuration.maxHeaderCount
        let connection = HTTP1Connection.Configuration(
            decoderLimits: decoderLimits, idleTimeout: configuration.idleTimeout, writeTimeout: configuration.writeTimeout,
            headTimeout: configuration.headTimeout, bodyTimeout: configuration.bodyTimeout,
            minimumBodyRate: configuration.minimumBodyRate, requestLogLevel: configuration.requestLogLevel)
        let connections = ConnectionLimit(
            maximum: configuration.maxConnections ?? OpenFileLimit.connections(within: OpenFileLimit.current ?? 1024),
            ipv4PrefixLength: configuration.ipv4NetworkPrefixLength)
        return Application(
            responder: responder,
            server: HTTPServerBuilder { respond in
                HTTP1Connection(responder: respond, configuration: connection, connections: connections, activity: activity)
            },
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: configuration.serverName,
                backlog: configuration.backlog),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            eventLoopGroupProvider: eventLoopGroup.map { .shared($0) } ?? .singleton,
            logger: logger)
    }
}
