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

            // `limit` has a default (@ArgumentDefault): the client may leave it out, and so may a request.
            let defaultPage = try await bookmarks.getBookmarks(after: nil)
            #expect(defaultPage.items == [hummingbird] && defaultPage.next == nil)
            let unlimited = try await client.execute(.get, "/bookmarks")
            #expect(unlimited.status == .ok, "\(unlimited.text)")

            // A day to read it by: the same day back, from a DATE column; cleared by leaving it out.
            let christmasEve = try #require(LocalDate("2026-12-24"))
            #expect(try await bookmarks.setReadBy(id: hummingbird.id, day: christmasEve)?.readBy == christmasEve)
            #expect(try await bookmarks.getBookmark(id: hummingbird.id)?.readBy == christmasEve)
            #expect(try await bookmarks.getBookmarks(after: nil).items.first?.readBy == christmasEve)
            #expect(try await bookmarks.setReadBy(id: hummingbird.id, day: nil)?.readBy == nil)
            #expect(try await bookmarks.setReadBy(id: 999, day: christmasEve) == nil)

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

    @Test("a row links to the bookmark's own page: titled with it, a Back to the list; an unknown number is a 404 page")
    func detailPage() async throws {
        try await Self.server().test { client in
            let kept = try await BookmarksInterfaceClient(proxy: client.proxy)
                .addBookmark(bookmark: NewBookmark(url: "https://swift.org", title: "Swift & more")).value
            let list = try await client.execute(.get, "/ui/bookmarks")
            #expect(list.text.contains("href=\"/ui/bookmarks/\(kept.id)\""), "\(list.text)")
            let page = try await client.execute(.get, "/ui/bookmarks/\(kept.id)")
            #expect(page.status == .ok)
            #expect(page.text.contains("<title>Swift &amp; more</title>"), "\(page.text.prefix(400))")
            #expect(page.text.contains(">‹ Bookmarks</a>") && page.text.contains("href=\"/ui/bookmarks\""))
            #expect(page.text.contains("Read by") && page.text.contains("https://swift.org"))
            for key in ["999", "x", "0"] {
                let missing = try await client.execute(.get, "/ui/bookmarks/\(key)")
                #expect(missing.status == .notFound, "\(key): \(missing.status)")
            }
        }
    }

    @Test("the bookmark's page saves the day picked, the same day in any time zone, and Delete goes back")
    @MainActor
    func detailOwner() async throws {
        let database = try await SQLiteDatabase(path: nil)
        try await BookmarkService.migrations.apply(to: database)
        let service = BookmarkService(database: database)
        let kept = try await service.addBookmark(bookmark: NewBookmark(url: "https://swift.org")).value
        let loader = try BookmarksServer.loader()
        let document = LiveDocument(tree: try loader.load(named: "Bookmark", owner: BookmarkSheet.self), loader: loader)
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago"] {
            let owner = try BookmarkSheet(key: "\(kept.id)", service: service)
            let session = LiveSession(id: zone, document: document, owner: owner)
            var deliveries = session.connect(timeZone: TimeZone(identifier: zone)).makeAsyncIterator()
            try await session.start()
            #expect(session.screenTitle == "https://swift.org")
            /// The view that calls `action`, or has the outlet `outlet`, as a page numbers it.
            func view(_ name: String) throws -> Int {
                try #require(
                    session.currentTree.nodes.firstIndex {
                        $0.outlet == name || $0.actions.contains { action in action.handler == name }
                    })
            }
            func send(_ view: Int, _ event: String, _ values: String = "{}") async throws {
                let json = #"{"type":"event","view":\#(view),"event":"\#(event)","values":\#(values)}"#
                try await session.handle(try LiveMessage(json: Data(json.utf8)))
            }
            try await send(try view("readBySwitch"), "valueChanged", #"{"on":true}"#)
            try await send(try view("readByPicker"), "valueChanged", #"{"date":"2026-12-24"}"#)
            try await send(try view("save"), "primaryActionTriggered")
            #expect(try await service.getBookmark(id: kept.id)?.readBy == LocalDate("2026-12-24"), "\(zone)")
            #expect(owner.bookmark?.readBy == LocalDate("2026-12-24"))
            session.close()
            _ = await deliveries.next(isolation: MainActor.shared)
        }
        let owner = try BookmarkSheet(key: "\(kept.id)", service: service)
        let session = LiveSession(id: "delete", document: document, owner: owner)
        var deliveries = session.connect().makeAsyncIterator()
        try await session.start()
        let delete = try #require(session.currentTree.nodes.firstIndex { $0.actions.contains { $0.handler == "delete" } })
        let json = #"{"type":"event","view":\#(delete),"event":"primaryActionTriggered"}"#
        try await session.handle(try LiveMessage(json: Data(json.utf8)))
        var wentBack = false
        while !wentBack, let delivery = await deliveries.next(isolation: MainActor.shared) {
            if case .update(let update) = delivery { wentBack = update.navigation == .back }
        }
        #expect(wentBack)
        #expect(try await service.getBookmark(id: kept.id) == nil)
        session.close()
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
