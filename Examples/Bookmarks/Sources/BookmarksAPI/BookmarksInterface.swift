public import Foundation
public import KiloInterface

/// Bookmarks: web addresses worth keeping, newest first.
///
/// One declaration for both sides: the server's `BookmarkService` adopts it, and the macro generates
/// `BookmarksInterfaceClient`, which calls a server through a `WebServiceProxy`.
@WebServiceInterface("bookmarks")
public protocol BookmarksInterface: WebServiceInterface {
    /// The bookmarks, newest first, `limit` (1 to 100, 20 by default) at a time: pass a page's `next` as `after` for
    /// the page after it.
    @RequestMethod("GET") @ArgumentDefault(20, for: "limit")
    func getBookmarks(after: String?, limit: Int) async throws -> BookmarkPage

    /// One bookmark; `nil` (404) when there is none with that number.
    @RequestMethod("GET") @ResourcePath("?:id")
    func getBookmark(id: Int) async throws -> Bookmark?

    /// Keeps a bookmark: 201, the bookmark with its number, and where it lives (`Location: /bookmarks/7`); 400 for an
    /// address that is not `http` or `https`.
    @RequestMethod("POST") @BodyParameter("bookmark")
    func addBookmark(bookmark: NewBookmark) async throws -> Created<Bookmark>

    /// Sets the day to read a bookmark by, or clears it (no `day`): the bookmark as it now is; `nil` (404) when there
    /// is none with that number. A day is a day: no time zone moves it.
    @RequestMethod("PUT") @ResourcePath("?:id/readBy")
    func setReadBy(id: Int, day: LocalDate?) async throws -> Bookmark?

    /// Deletes a bookmark; 404 when there is none with that number.
    @RequestMethod("DELETE") @ResourcePath("?:id")
    func deleteBookmark(id: Int) async throws
}

/// A kept address.
public struct Bookmark: Codable, Sendable, Equatable, Identifiable {
    /// The bookmark's number, never given again once deleted.
    public var id: Int
    /// The address.
    public var url: String
    /// What the list shows.
    public var title: String
    /// When it was added.
    public var created: Date
    /// The day to read it by, if one was set.
    public var readBy: LocalDate?

    /// A bookmark.
    public init(id: Int, url: String, title: String, created: Date, readBy: LocalDate? = nil) {
        self.id = id
        self.url = url
        self.title = title
        self.created = created
        self.readBy = readBy
    }
}

/// What a client sends to add a bookmark.
public struct NewBookmark: Codable, Sendable, Equatable {
    /// The address: `http` or `https`, at most 2,000 characters.
    public var url: String
    /// What the list shows: 1 to 200 characters; the address when empty.
    public var title: String

    /// A bookmark to add.
    public init(url: String, title: String = "") {
        self.url = url
        self.title = title
    }
}

/// A page of bookmarks and the cursor of the next (`nil` on the last).
public struct BookmarkPage: Codable, Sendable, Equatable {
    /// The bookmarks, newest first.
    public var items: [Bookmark]
    /// The cursor to pass as `after` for the next page.
    public var next: String?

    /// A page.
    public init(items: [Bookmark], next: String?) {
        self.items = items
        self.next = next
    }
}
