import ArgumentParser
import Foundation
import Hummingbird
import KiloServer
import Logging
import NIOCore

extension MarkupCommand {
    struct Preview: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve a directory of markup documents as web pages that update as the files are saved.",
            discussion: """
                Each document shows at a device size (phone or tablet, rotated), left to right or right to left, in \
                any language of the .lproj folders beside it, its bindings evaluated against <name>.sample.json when \
                there is one. A save updates the open page; a document with errors shows them, with the source line \
                and a caret, until the next good save.
                """)

        @Argument(help: "A document, or a directory of them (default: the current directory).")
        var path = "."

        @Option(help: "The address to listen on.")
        var host = "127.0.0.1"

        @Option(help: "The port to listen on (0 picks a free one).")
        var port = 8081

        @Option(help: "The language bindings and @keys start in.")
        var language = "en"

        @Option(help: "The screen's width in points.")
        var width = 390.0

        @Option(help: "The screen's height in points.")
        var height = 844.0

        func run() async throws {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("\(path) does not exist")
            }
            let url = URL(fileURLWithPath: path)
            let directory = isDirectory.boolValue ? url : url.deletingLastPathComponent()
            let first = isDirectory.boolValue ? nil : url.deletingPathExtension().lastPathComponent
            var documents = MarkupDirectory(directory: directory)
            documents.languages = [language]
            var mounts = ServiceMounts()
            try mounts.mount(MarkupPages(documents: documents, live: true, defaultSize: (width, height)))
            let services = ServiceResponder<BasicRequestContext>(mounts: mounts, requestLogLevel: .debug)
            let router = Router()
            router.get("/") { _, _ in Response(status: .seeOther, headers: [.location: "/ui/"]) }
            router.get("/preview/events") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                    body: ResponseBody { writer in try await Self.sendChanges(in: directory, to: &writer) })
            }
            router.on("ui/**", method: .get) { request, context in try await services.respond(to: request, context: context) }
            router.on("ui", method: .get) { request, context in try await services.respond(to: request, context: context) }
            var logger = Logger(label: "httprpc-preview")
            logger.logLevel = .notice
            let host = self.host
            let app = Application(
                router: router, configuration: .init(address: .hostname(host, port: port)),
                onServerRunning: { channel in
                    let port = channel.localAddress?.port ?? 0
                    let page =
                        first.map { "ui/" + ($0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0) } ?? "ui/"
                    FileHandle.standardOutput.write(
                        Data(
                            "HTTP-RPC markup preview listening on http://\(host):\(port)/ — open http://\(host):\(port)/\(page)\n"
                                .utf8))
                }, logger: logger)
            try await app.runService()
        }

        /// Sends `data: <file>` for each document, template, strings or sample file that changes in `directory`, as
        /// Server-Sent Events, until the page goes away; a comment every 15 s keeps proxies from closing the stream.
        static func sendChanges(in directory: URL, to writer: inout any ResponseBodyWriter) async throws {
            try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
            var known = snapshot(of: directory)
            var quiet = Duration.zero
            while !Task.isCancelled {
                try await Task.sleep(for: .milliseconds(25))
                let now = snapshot(of: directory)
                let changed = Set(now.keys).union(known.keys).filter { now[$0] != known[$0] }.sorted()
                known = now
                if changed.isEmpty {
                    quiet += .milliseconds(25)
                    guard quiet >= .seconds(15) else { continue }
                    try await writer.write(ByteBuffer(string: ": still here\n\n"))
                } else {
                    try await writer.write(ByteBuffer(string: changed.map { "data: \($0)\n\n" }.joined()))
                }
                quiet = .zero
            }
        }

        /// Each file's modification date and size, the files below `directory` included (`en.lproj/…`).
        static func snapshot(of directory: URL) -> [String: String] {
            var files: [String: String] = [:]
            guard
                let enumerator = FileManager.default.enumerator(
                    at: directory, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
            else { return files }
            for case let file as URL in enumerator {
                guard let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey]),
                    let size = values.fileSize
                else { continue }
                let date = values.contentModificationDate?.timeIntervalSince1970 ?? 0
                files[String(file.path.dropFirst(directory.path.count + 1))] = "\(date) \(size)"
            }
            return files
        }
    }
}
