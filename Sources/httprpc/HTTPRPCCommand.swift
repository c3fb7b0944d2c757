// The `httprpc` command-line tool: serves the examples, lints and dumps markup.
import ArgumentParser
import Foundation

@main
struct HTTPRPCCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "httprpc",
        abstract: "HTTP-RPC for Swift: serve the example web services; check and print markup documents.",
        subcommands: [ServeCommand.self, MarkupCommand.self])
}

/// Writes a line to standard error: diagnostics and summaries go there, as a compiler's do, so that standard output
/// holds only what a command makes (a tree, a page, Swift source).
func printToStandardError(_ line: some CustomStringConvertible) {
    FileHandle.standardError.write(Data("\(line)\n".utf8))
}

/// A failure the tool explains in one line, as `Error: …`, and exits with status 1 for: no usage text, no backtrace.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
