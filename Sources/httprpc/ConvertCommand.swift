import ArgumentParser
import Foundation
import LimaConversion
import MarkupKit

extension MarkupCommand {
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a document as Lima source: its templates as styles, @keys localized, bindings as key paths.",
            discussion: """
                What Lima cannot say is reported as file:line:column: error: message, and nothing is printed. \
                Properties the typed API does not name are set with .set("keyPath", value), which the compiler does not check.
                """)

        @OptionGroup var options: MarkupCommand.LoadOptions

        @Option(
            help: ArgumentHelp(
                "The owner type whose key paths bindings are written as (default: bindings as expressions).",
                valueName: "type"))
        var owner: String?

        @Option(
            name: .customLong("import"),
            help: ArgumentHelp("A module to import (the owner's, the app elements').", valueName: "module"))
        var imports: [String] = []

        @Option(
            help: ArgumentHelp("The name of the enumeration that holds the view (default: <Document>Screen).", valueName: "name"))
        var name: String?

        @Argument(help: "The document.")
        var file: String

        func run() throws {
            let document = URL(fileURLWithPath: file).lastPathComponent
            let screen = name ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent + "Screen"
            do {
                let loader = try options.loader(for: file)
                let tree = try options.load(file, with: loader)
                let converter = LimaConverter(catalog: loader.catalog, owner: owner, imports: imports)
                print(try converter.source(for: tree, name: screen, document: document), terminator: "")
            } catch {
                for diagnostic in error.diagnostics { printToStandardError(diagnostic) }
                throw ExitCode.failure
            }
        }
    }
}
