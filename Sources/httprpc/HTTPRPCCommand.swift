// The `httprpc` command-line tool: serves the examples (and, as the other modules arrive, lints markup).
import ArgumentParser

@main
struct HTTPRPCCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "httprpc",
        abstract: "HTTP-RPC for Swift: serve the example web services.",
        subcommands: [ServeCommand.self])
}
