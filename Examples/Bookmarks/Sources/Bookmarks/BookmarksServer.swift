import Foundation
public import KiloSQL
public import KiloServer
public import MarkupKit
import MarkupLive
import MarkupLiveServer

/// The bookmarks server: the service at `/bookmarks`, its screen at `/ui/bookmarks`.
public enum BookmarksServer {
    /// The screens' documents and strings, shipped with this target (`resources: [.copy("Markup")]`).
    ///
    /// A document's errors name its file under `Sources/Bookmarks/Markup/` while the sources are there
    /// (`DocumentSource.resources`), the copy in the build folder otherwise.
    public static func loader(languages: [String] = ["en"]) throws -> MarkupLoader {
        guard let markup = Bundle.module.url(forResource: "Markup", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Markup"])
        }
        var loader = MarkupLoader(documents: .resources("Markup", in: .module))
        loader.strings = try StringsTable.load(from: markup, languages: languages)
        return loader
    }

    /// A server with the service and its screen over `database`, its migrations applied.
    ///
    /// It throws before serving anything if the database cannot be migrated or the document does not fit its owner
    /// (an `id` the owner lacks, an action it does not have): the error names the file, line and column.
    public static func make(
        database: any Database, configuration: WebServer.Configuration = WebServer.Configuration()
    ) async throws -> WebServer {
        try await BookmarkService.migrations.apply(to: database)
        let service = BookmarkService(database: database)
        var server = WebServer(configuration: configuration)
        try server.mount(service)
        // The owner is given the service itself: no HTTP between the page and the service in one process.
        let page = try LivePage(document: "Bookmarks", loader: try loader(), title: "Bookmarks") {
            BookmarkList(service: service)
        }
        try server.mounts.mount(LivePageService(page, sessions: LiveSessionRegistry()), at: "ui/bookmarks")
        return server
    }
}
