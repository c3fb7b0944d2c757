import Bookmarks
import BookmarksAPI
import Foundation
import KiloSQL
import KiloServerTesting
import MarkupLive
import Testing

/// The bookmarks package through its real parts: SQLite in memory, the service over HTTP in process (`server.test`),
/// its typed client, the live page, and the owner seeing what another client changes.
@Suite("Bookmarks")
struct BookmarksTests {
    static func server() async throws -> WebServer {
        try await BookmarksServer.make(database: try await SQLiteDatabase(path: nil))
    }

    @Test("the typed client adds, pages, gets and deletes; the service's 400s and 404s come back as errors")
    func typedClient() async throws {
        try await Self.server().test { client in
            let bookmarks = BookmarksInterfaceClient(proxy: client.proxy)
            // 201 through the interface: the bookmark, and where it lives.
            let added = try await bookmarks.addBookmark(bookmark: NewBookmark(url: "https://swift.org", title: "Swift"))
            let swift = added.value
            #expect(added.location == "/bookmarks/\(swift.id)")
            let raw = try await client.execute(.post, "/bookmarks", json: NewBookmark(url: "https://example.net"))
            #expect(raw.status == .created && raw.headers[.location] == "/bookmarks/\(swift.id + 1)", "\(raw.text)")
            try await bookmarks.deleteBookmark(id: swift.id + 1)
            let hummingbird = try await bookmarks.addBookmark(bookmark: NewBookmark(url: " https://hummingbird.codes ")).value
            #expect(hummingbird.title == "https://hummingbird.codes", "an empty title is the address, trimmed")

            let first = try await bookmarks.getBookmarks(after: nil, limit: 1)
            #expect(first.items == [hummingbird] && first.next != nil)
            let second = try await bookmarks.getBookmarks(after: first.next, limit: 1)
            #expect(second.items == [swift])
            #expect(try await bookmarks.getBookmark(id: swift.id) == swift)

            try await bookmarks.deleteBookmark(id: swift.id)
            #expect(try await bookmarks.getBookmark(id: swift.id) == nil)
            await #expect {
                try await bookmarks.deleteBookmark(id: swift.id)
            } throws: {
                ($0 as? WebServiceError)?.statusCode == 404
            }
            await #expect {
                try await bookmarks.addBookmark(bookmark: NewBookmark(url: "javascript:alert(1)"))
            } throws: {
                ($0 as? WebServiceError)?.message.contains("must be an http or https URL") == true
            }

            // A misspelt argument is a 400 that says which name was meant.
            let misspelt = try await client.execute(.get, "/bookmarks?limt=2")
            #expect(misspelt.status == .badRequest && misspelt.text.contains(#"(did you mean "limit"?)"#), "\(misspelt.text)")
        }
    }

    @Test("the live page is served with the bookmarks and the document's strings")
    func page() async throws {
        let server = try await Self.server()
        try await server.test { client in
            _ = try await BookmarksInterfaceClient(proxy: client.proxy)
                .addBookmark(bookmark: NewBookmark(url: "https://example.com/a?b=1&c=2", title: "Kept <here>"))
            let page = try await client.execute(.get, "/ui/bookmarks")
            #expect(page.status == .ok)
            #expect(page.text.contains("Kept &lt;here&gt;") && page.text.contains("https://example.com/a?b=1&amp;c=2"))
            #expect(page.text.contains("Title (the address if empty)"))
        }
    }

    @Test("the documents shipped as resources name their source file in diagnostics, not the build's copy")
    func sourceFile() throws {
        let document = try #require(try BookmarksServer.loader().documents?.read("Bookmarks", "xml"))
        #expect(document.file.hasSuffix("/Sources/Bookmarks/Markup/Bookmarks.xml"), "\(document.file)")
    }

    @Test("the owner shows a bookmark another client added, at its next poll")
    @MainActor
    func changesMadeElsewhere() async throws {
        let database = try await SQLiteDatabase(path: nil)
        try await BookmarkService.migrations.apply(to: database)
        let service = BookmarkService(database: database)
        let loader = try BookmarksServer.loader()
        let document = LiveDocument(tree: try loader.load(named: "Bookmarks", owner: BookmarkList.self), loader: loader)
        let owner = BookmarkList(service: service)
        owner.pollInterval = .milliseconds(20)
        let session = LiveSession(id: "elsewhere", document: document, owner: owner)
        try await session.start()
        var updates = session.connect().makeAsyncIterator()

        _ = try await service.addBookmark(bookmark: NewBookmark(url: "https://example.org", title: "From elsewhere"))
        while let delivery = await updates.next(isolation: MainActor.shared) {
            guard case .update(let update) = delivery else { continue }
            let inserted = update.rows.filter { $0.kind == .insert }.compactMap { $0.row?.cell["textLabel.text"] }
            if !inserted.isEmpty {
                #expect(inserted == [.string("From elsewhere")])
                break
            }
        }
        #expect(owner.bookmarks.map(\.title) == ["From elsewhere"])
        session.close()
    }
}
