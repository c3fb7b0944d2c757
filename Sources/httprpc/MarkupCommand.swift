import ArgumentParser
import Foundation
import HTMLWriting
import Layout
import MarkupHTML
import MarkupKit

struct MarkupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markup",
        abstract:
            "Check markup documents, print the view tree one resolves to, render one as a web page, or convert one to Lima.",
        subcommands: [Lint.self, Dump.self, HTML.self, Preview.self, Convert.self])

    /// What lint and dump share: how documents are loaded.
    struct LoadOptions: ParsableArguments {
        @Option(
            help: ArgumentHelp(
                "A JSON file of app element types to register (default: elements.json beside the document, if there is one).",
                valueName: "file"))
        var elements: String?

        @Option(help: "Languages to look up @keys in: <language>.lproj/Localizable.strings beside the document.")
        var language: [String] = ["en"]

        @Option(help: "The platform <?case?> sections are compared with.")
        var platform = "iOS"

        @Option(help: ArgumentHelp("The element type <root> stands for.", valueName: "type"))
        var root: String?

        /// A loader for one document: its directory as the document source, its strings and its element file.
        func loader(for path: String) throws(MarkupError) -> MarkupLoader {
            let directory = MarkupDirectory(
                directory: URL(fileURLWithPath: path).deletingLastPathComponent(), languages: language, platform: platform,
                elementFile: elements)
            var loader = try directory.loader()
            loader.rootElement = root
            return loader
        }

        /// Loads a document file with `loader`; diagnostics name it as given on the command line.
        func load(_ path: String, with loader: MarkupLoader) throws(MarkupError) -> ViewTree {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MarkupError(diagnostics: [
                    MarkupDiagnostic(.error, "cannot read the file", at: SourceLocation(file: path, line: 1, column: 1))
                ])
            }
            return try loader.load(data, file: path)
        }
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check documents; print each problem as file:line:column: error: message, and fail if any is an error.")

        @OptionGroup var options: LoadOptions

        @Flag(help: "Also warn of what the HTML renderer does not show (properties, app elements without a renderer).")
        var html = false

        @Argument(help: "The documents to check.")
        var files: [String]

        func run() throws {
            var errors = 0
            // Documents in one directory share its strings and element files: read them once.
            var loaders: [String: MarkupLoader] = [:]
            for file in files {
                do throws(MarkupError) {
                    let directory = URL(fileURLWithPath: file).deletingLastPathComponent().path
                    let loader: MarkupLoader
                    if let known = loaders[directory] {
                        loader = known
                    } else {
                        loader = try options.loader(for: file)
                        loaders[directory] = loader
                    }
                    let tree = try options.load(file, with: loader)
                    var warnings = tree.warnings
                    if html { warnings += HTMLRenderer(catalog: loader.catalog).unsupported(in: tree) }
                    for warning in warnings.sorted(by: { $0.location < $1.location }) { printToStandardError(warning) }
                } catch {
                    for diagnostic in error.diagnostics { printToStandardError(diagnostic) }
                    errors += error.errors.count
                }
            }
            if errors > 0 {
                printToStandardError(
                    "\(errors) error\(errors == 1 ? "" : "s") in \(files.count) document\(files.count == 1 ? "" : "s")")
                throw ExitCode.failure
            }
        }
    }

    struct Dump: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the resolved view tree of a document.")

        @OptionGroup var options: LoadOptions

        @Argument(help: "The document.")
        var file: String

        func run() throws {
            do {
                let tree = try options.load(file, with: options.loader(for: file))
                for warning in tree.warnings { printToStandardError(warning) }
                print(tree.dump(), terminator: "")
            } catch {
                for diagnostic in error.diagnostics { printToStandardError(diagnostic) }
                throw ExitCode.failure
            }
        }
    }

    struct HTML: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render a document as a web page, laid out by the layout engine's rules.")

        @OptionGroup var options: LoadOptions

        @Option(help: "The screen's width in points.")
        var width = 390.0

        @Option(help: "The screen's height in points.")
        var height = 844.0

        @Flag(help: "Lay the page out right to left.")
        var rightToLeft = false

        @Option(
            help: ArgumentHelp(
                "A JSON object to evaluate bindings against (default: <document>.sample.json beside it, if there is one; else bindings show as written).",
                valueName: "file"))
        var data: String?

        @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the page (default: standard output).", valueName: "file"))
        var output: String?

        @Argument(help: "The document.")
        var file: String

        func run() throws {
            let loader: MarkupLoader
            let tree: ViewTree
            do {
                loader = try options.loader(for: file)
                tree = try options.load(file, with: loader)
            } catch {
                for diagnostic in error.diagnostics { printToStandardError(diagnostic) }
                throw ExitCode.failure
            }
            var renderer = HTMLRenderer(catalog: loader.catalog)
            renderer.size = Size(width: width, height: height)
            renderer.direction = rightToLeft ? .rightToLeft : .leftToRight
            renderer.language = options.language.first ?? "en"
            let bindings = try SampleData.bindings(for: file, explicit: data)
            let page = renderer.document(tree, bindings: bindings, title: URL(fileURLWithPath: file).lastPathComponent)
            if let output {
                try Data(page.bytes).write(to: URL(fileURLWithPath: output))
            } else {
                FileHandle.standardOutput.write(Data(page.bytes))
            }
        }
    }
}

/// The sample data a document's bindings are shown with: `<name>.sample.json` beside `<name>.xml`.
enum SampleData {
    /// The sample file's path for a document.
    static func path(for document: String) -> String {
        URL(fileURLWithPath: document).deletingPathExtension().appendingPathExtension("sample.json").path
    }

    /// Bindings evaluated against the JSON object in `explicit` or the document's sample file, or shown as written
    /// when there is neither.
    static func bindings(for document: String, explicit: String?) throws -> BoundValues {
        let file = explicit ?? path(for: document)
        guard let data = FileManager.default.contents(atPath: file) else {
            if explicit != nil { throw ValidationError("cannot read the sample data file \(file)") }
            return .expressions
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ValidationError("\(file) is not a JSON object")
        }
        return .evaluated(against: withDates(object))
    }

    /// JSON has no dates: a string in ISO 8601 (`1815-12-10`, `2026-11-23T09:30:00Z`) is read as one, so that
    /// `::date` formatters have something to format.
    static func withDates(_ value: Any) -> Any {
        switch value {
        case let object as [String: Any]: return object.mapValues(withDates)
        case let array as [Any]: return array.map(withDates)
        case let text as String:
            if let date = try? Date(text, strategy: .iso8601) { return date }
            if let day = try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day()) { return day }
            return text
        default: return value
        }
    }
}
