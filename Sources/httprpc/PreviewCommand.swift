import ArgumentParser
import Foundation
import Hummingbird
import KiloServer
import Logging
import MarkupLiveServer
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
            // Only for the names this machine is reached at: a site whose name resolves here cannot read the pages.
            router.add(middleware: HostCheck(origin: SameOrigin.loopback.allowing([host])))
            router.get("/") { _, _ in Response(status: .seeOther, headers: [.location: "/ui/"]) }
            let watcher = DirectoryWatcher(directory: directory)
            router.get("/preview/events") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                    body: ResponseBody { writer in try await Self.sendChanges(from: watcher, to: &writer) })
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

        /// Sends `data: <file>` for each document, template, strings or sample file that changes in the watched
        /// directory, as Server-Sent Events, until the page goes away; a comment every 15 s of quiet keeps proxies from
        /// closing the stream.
        static func sendChanges(from watcher: DirectoryWatcher, to writer: inout any ResponseBodyWriter) async throws {
            try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
            for await changed in watcher.changes() {
                let text = changed.isEmpty ? ": still here\n\n" : changed.map { "data: \($0)\n\n" }.joined()
                try await writer.write(ByteBuffer(string: text))
            }
        }
    }
}

/// Refuses a request whose `Host` names none of the server's own names (403), as live pages do.
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    let origin: SameOrigin

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response
    {
        if let refusal = origin.refusal(ofHost: request.head.authority) {
            return Response(
                status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8", .xContentTypeOptions: "nosniff"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: refusal + "\n")))
        }
        return try await next(request, context)
    }
}
