// The `httprpc` command-line tool: serves the examples, lints and dumps markup.
import ArgumentParser

@main
struct HTTPRPCCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "httprpc",
        abstract: "HTTP-RPC for Swift: serve the example web services; check and print markup documents.",
        subcommands: [ServeCommand.self, MarkupCommand.self])
}
