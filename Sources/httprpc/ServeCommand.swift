import ArgumentParser
import Examples
import KiloServer
import Logging

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

    func run() async throws {
        let level = logLevel.level
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardOutput(label: label)
            handler.logLevel = level
            return handler
        }
        var server = WebServer(
            configuration: .init(host: host, port: port, maxBodySize: maxBodySize), logger: Logger(label: "httprpc"))
        try ExampleServices.mountAll(on: &server.mounts)
        let host = self.host
        try await server.run { port in
            var lines = ["HTTP-RPC example server listening on http://\(host):\(port)", "Try:"]
            for example in ExampleServices.tryIt {
                let method = example.method.padding(toLength: 4, withPad: " ", startingAt: 0)
                lines.append("  \(method) http://\(host):\(port)\(example.path)  — \(example.note)")
            }
            print(lines.joined(separator: "\n"))
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
}
