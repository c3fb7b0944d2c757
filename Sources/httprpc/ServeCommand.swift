import ArgumentParser
import Foundation
import KiloSQL
import KiloServer
import Logging
import MarkupExamples
import MarkupLive
import MarkupLiveServer
import Prometheus
import ServiceExamples

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the seeds' example services until interrupted (Ctrl-C or SIGTERM shut down gracefully).")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The lowest level logged: trace, debug, info, notice, warning, error or critical.")
    var logLevel: LogLevel = .info

    @Option(help: "The largest request body accepted, in bytes.")
    var maxBodySize = 10 * 1024 * 1024

    @Option(help: "Seconds a response may wait for a client that has stopped reading before it is disconnected.")
    var writeTimeout = 30.0

    @Option(help: "Seconds a graceful shutdown lets requests in flight run before cancelling them.")
    var shutdownTimeout = 30.0

    @Option(help: "Employees to generate for the employees example (the MySQL sample has 300024).")
    var employees = 10_000

    @Option(
        help: ArgumentHelp(
            "The example database: a postgres://user@host:port/database or mysql://user@host:port/database URL (filled on first use), else SQLite.",
            valueName: "url"))
    var database: String?

    @Option(help: "Where the generated SQLite databases are kept.")
    var dataDirectory = "data"

    @Option(
        help: ArgumentHelp(
            "A host name the server answers to besides the loopback names and --host (repeat for more): the name a proxy or a browser reaches this server at. Requests for any other name are answered 403.",
            valueName: "name"))
    var allowedHost: [String] = []

    @Option(
        help: ArgumentHelp(
            "The address of a proxy in front of the server whose X-Forwarded-For names the client (repeat for more); live pages count sessions per client.",
            valueName: "address"))
    var trustedProxy: [String] = []

    @Option(
        help: ArgumentHelp(
            "This instance's name among several behind one proxy (letters and digits, at most 16): live pages' session ids start with it, so that the proxy routes them by session (ScaleOut/nginx.conf).",
            valueName: "name"))
    var instanceName: String?

    func run() async throws {
        let level = logLevel.level
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardOutput(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "httprpc")
        let database = try await openDatabase(logger: logger)
        try await ExampleServices.prepare(database)
        guard writeTimeout > 0, shutdownTimeout >= 0 else {
            throw ValidationError("--write-timeout must be above 0 and --shutdown-timeout at least 0.")
        }
        var configuration = WebServer.Configuration(
            host: host, port: port, maxBodySize: maxBodySize, writeTimeout: .seconds(writeTimeout),
            shutdownTimeout: .seconds(shutdownTimeout))
        // Requests counted by route and status, served to Prometheus at /metrics.
        let metrics = PrometheusCollectorRegistry()
        configuration.metrics = PrometheusMetricsFactory(registry: metrics)
        configuration.trustedProxies = Set(trustedProxy)
        // Every route answers to the loopback names, the address listened on (unless it is every address) and the
        // names given: a site whose name resolves here reaches nothing (DNS rebinding).
        let listened = ["0.0.0.0", "::", "[::]"].contains(host) ? [] : [host]
        if let instanceName, !LiveSessionRegistry.isInstanceName(instanceName) {
            throw ValidationError("--instance-name '\(instanceName)' is not a name: 1 to 16 ASCII letters and digits.")
        }
        for name in allowedHost where AllowedHosts([name]).names.isEmpty {
            throw ValidationError("--allowed-host '\(name)' is not a host name (letters, digits, '-', '.', an IP address).")
        }
        let allowedHosts = AllowedHosts.loopback.allowing(listened + allowedHost)
        configuration.allowedHosts = allowedHosts
        var server = WebServer(configuration: configuration, logger: logger)
        try server.mount(MetricsService(registry: metrics))
        try ExampleServices.mountAll(on: &server.mounts, database: database)
        // The example markup documents as web pages, the pizza form posting to the echo service above.
        if let documents = ExampleDocuments.directory {
            try server.mount(
                MarkupPages(
                    documents: MarkupDirectory(directory: documents), screens: LiveExamplePages.tryIt,
                    followsBrowserLanguage: true))
        }
        // The seeds' screens as live pages, their owners calling the services above.
        let address = ServerAddress(host: host)
        try LiveExamplePages.mount(
            on: &server, sessions: LiveSessionRegistry(instance: instanceName), address: address,
            origin: SameOrigin(allowedHosts: allowedHosts))
        // Ready while the example database answers a query.
        try server.mount(HealthService(checks: ["database": { _ = try await database.first("SELECT 1 AS one") }]))
        do {
            try await serve(server, address: address)
        } catch let error as ListenError {
            await database.close()
            throw CommandFailure("\(error) (--port N, or --port 0 for a free one)")
        } catch {
            await database.close()
            throw error
        }
        await database.close()
    }

    private func serve(_ server: WebServer, address: ServerAddress) async throws {
        let host = self.host
        try await server.run { port in
            address.listening(on: port)
            var lines = ["HTTP-RPC example server listening on http://\(host):\(port)", "Try:"]
            let pages =
                [("GET", "/ui/", "the live screens below and the example markup documents as web pages")]
                + LiveExamplePages.tryIt.map { ("GET", $0.path, $0.note) }
            for example in ExampleServices.tryIt + pages {
                let method = example.method.padding(toLength: 4, withPad: " ", startingAt: 0)
                lines.append("  \(method) http://\(host):\(port)\(example.path)  — \(example.note)")
            }
            // Written at once, not buffered: a supervisor or a test reading a pipe waits for this line.
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
    }
}

extension ServeCommand {
    /// The example database: PostgreSQL or MariaDB when `--database` names one, else a generated SQLite file.
    private func openDatabase(logger: Logger) async throws -> any Database {
        guard employees > 0 else { throw ValidationError("--employees must be at least 1.") }
        let start = ContinuousClock.now
        if let url = database {
            let server = try await openServerDatabase(url)
            logger.info("Preparing the example data in \(url) (\(employees) employees when it is empty)…")
            let count = try await ExampleData.prepare(server.database, employees: employees)
            logger.info("\(server.name) ready with \(count) employees after \(ContinuousClock.now - start).")
            return server.database
        }
        let directory = URL(fileURLWithPath: dataDirectory, isDirectory: true)
        logger.info(
            "Opening the example SQLite database for \(employees) employees in \(directory.path) (generated on first use)…")
        let sqlite = try await ExampleData.openSQLite(in: directory, employees: employees)
        logger.info("SQLite ready after \(ContinuousClock.now - start).")
        return sqlite
    }
}

extension ServeCommand {
    /// The database server `url` names, by its scheme, when this build has its trait.
    private func openServerDatabase(_ url: String) async throws -> (name: String, database: any Database) {
        let scheme = URLComponents(string: url)?.scheme?.lowercased() ?? ""
        switch scheme {
        case "postgres", "postgresql":
            #if PostgreSQL
            var configuration = PostgreSQLDatabase.Configuration()
            configuration.timeZone = ExampleData.timeZone
            return ("PostgreSQL", try PostgreSQLDatabase(url: url, configuration: configuration))
            #else
            throw ValidationError(
                "This httprpc was built without PostgreSQL (\(url)): build it with the package's PostgreSQL trait, swift build --traits PostgreSQL."
            )
            #endif
        case "mysql", "mariadb":
            #if MySQL
            guard let address = URL(string: url) else { throw ValidationError("\"\(url)\" is not a URL.") }
            var configuration = MariaDBDatabase.Configuration()
            configuration.timeZone = ExampleData.timeZone
            return ("MariaDB", try await MariaDBDatabase(url: address, configuration: configuration))
            #else
            throw ValidationError(
                "This httprpc was built without MariaDB (\(url)): install libmariadb-dev and build it with the package's MySQL trait, swift build --traits MySQL."
            )
            #endif
        default:
            throw ValidationError(
                "--database takes a postgres://… or mysql://… URL, not \"\(url)\" (leave it out for the embedded SQLite).")
        }
    }
}

/// A log level as the command line spells it.
struct LogLevel: ExpressibleByArgument {
    let level: Logger.Level

    init(level: Logger.Level) {
        self.level = level
    }

    init?(argument: String) {
        guard let level = Logger.Level(rawValue: argument.lowercased()) else { return nil }
        self.level = level
    }

    static let info = LogLevel(level: .info)
    static var allValueStrings: [String] { Logger.Level.allCases.map(\.rawValue) }
    /// How `--help` shows the default: `info`, not the struct.
    var defaultValueDescription: String { level.rawValue }
}
