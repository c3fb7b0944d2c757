import Bookmarks
import Foundation
import KiloSQL
import KiloServer

// `swift run bookmarks [port]`: the database is ./bookmarks.sqlite, made on the first start.
let port = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 8080
do {
    let database = try await SQLiteDatabase(path: "bookmarks.sqlite")
    let server = try await BookmarksServer.make(
        database: database, configuration: WebServer.Configuration(host: "127.0.0.1", port: port))
    // Until SIGINT or SIGTERM, then a graceful shutdown.
    try await server.run { port in
        print("The bookmarks on http://127.0.0.1:\(port)/ui/bookmarks; the service at /bookmarks (?api describes it)")
    }
} catch {
    // What and where, and a non-zero exit, never a backtrace: a port in use ("Cannot listen on 127.0.0.1:8080: the
    // port is already in use, …"), a document that does not fit its owner (".../Markup/Bookmarks.xml:6:9: error: id
    // 'urlFeld' names no outlet of BookmarkList; did you mean 'urlField'?").
    FileHandle.standardError.write(Data("bookmarks: \(error)\n".utf8))
    exit(1)
}
