import Foundation
public import KiloSQL
public import KiloServer
public import MarkupKit
import MarkupLive
import MarkupLiveServer

/// The bookmarks server: the service at `/bookmarks`, its list at `/ui/bookmarks` and each bookmark's own page
/// below it (`/ui/bookmarks/7`).
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
        let loader = try loader()
        let list = try LivePage(document: "Bookmarks", loader: loader, title: "Bookmarks") {
            BookmarkList(service: service)
        }
        // A row's link, bookmarks/7, is this page with the row's key; an unknown number is a 404 page.
        let detail = try LivePage(detail: "Bookmark", loader: loader, title: "Bookmark") { key in
            try BookmarkSheet(key: key, service: service)
        }
        try server.mounts.mount(
            LivePageService(list, detail: detail, sessions: LiveSessionRegistry()), at: "ui/bookmarks")
        return server
    }
}
