public import BookmarksAPI
import Foundation
public import KiloSQL
public import KiloServer

/// The bookmarks service: ``BookmarksInterface`` on a SQLite (or PostgreSQL) database whose `bookmark` table
/// ``migrations`` made.
///
/// ```
/// GET    /bookmarks?limit=20&after=<cursor>   a page, newest first, and the cursor of the next
/// GET    /bookmarks/7                         one, or 404
/// POST   /bookmarks   {"url": …, "title": …}  201: the bookmark kept, with its number and Location
/// PUT    /bookmarks/7/readBy?day=2026-12-24   the day to read it by (none: cleared), or 404
/// DELETE /bookmarks/7                         204, or 404
/// ```
public struct BookmarkService: BookmarksInterface, WebService {
    private let database: any Database

    /// A service over `database`; apply ``migrations`` to it first.
    public init(database: any Database) {
        self.database = database
    }

    /// The schema's history, applied in order, each step once: `try await BookmarkService.migrations.apply(to:
    /// database)`. A step once shipped is never edited; a change is a new step.
    public static var migrations: Migrations {
        var migrations = Migrations()
        // AUTOINCREMENT: SQLite would otherwise give a deleted bookmark's number to the next, and a link to the
        // old one would name another.
        migrations.add(
            "001 bookmark",
            sql: """
                CREATE TABLE bookmark (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    url TEXT NOT NULL,
                    title TEXT NOT NULL,
                    created TIMESTAMP NOT NULL
                );
                """)
        // A day, not a moment: DATE on every database, read back as a `LocalDate`.
        migrations.add("002 read by", sql: "ALTER TABLE bookmark ADD COLUMN read_by DATE;")
        return migrations
    }

    private static let columns = #"id, url, title, created, read_by AS "readBy""#

    public func getBookmarks(after: String?, limit: Int) async throws -> BookmarkPage {
        guard (1...100).contains(limit) else { throw ServiceError(.badRequest, "The limit must be 1 to 100.") }
        // A keyset page: the cursor names the last row shown, so a bookmark added meanwhile never shifts the next page.
        let page = try await database.page(
            SQLQuery("SELECT \(Self.columns) FROM bookmark"), orderBy: .descending("id"), after: after, limit: limit)
        return BookmarkPage(items: try page.items.map { try $0.decode(Bookmark.self) }, next: page.next)
    }

    public func getBookmark(id: Int) async throws -> Bookmark? {
        try await database.first(SQLQuery("SELECT \(Self.columns) FROM bookmark WHERE id = :id"), ["id": id])?
            .decode(Bookmark.self)
    }

    public func addBookmark(bookmark: NewBookmark) async throws -> Created<Bookmark> {
        let checked = try Self.check(bookmark)
        let result = try await database.execute(
            SQLQuery("INSERT INTO bookmark (url, title, created) VALUES (:url, :title, :created) RETURNING \(Self.columns)"),
            ["url": checked.url, "title": checked.title, "created": Date()])
        guard let row = result.returnedRows.first else {
            throw ServiceError(.internalServerError, "The database returned no row for the new bookmark.")
        }
        let added = try row.decode(Bookmark.self)
        return Created(added, location: "/bookmarks/\(added.id)")
    }

    public func setReadBy(id: Int, day: LocalDate?) async throws -> Bookmark? {
        let result = try await database.execute(
            SQLQuery("UPDATE bookmark SET read_by = :day WHERE id = :id RETURNING \(Self.columns)"), ["id": id, "day": day])
        return try result.returnedRows.first?.decode(Bookmark.self)
    }

    public func deleteBookmark(id: Int) async throws {
        // `execute` answers how many rows the statement changed: none means there was no such bookmark.
        let result = try await database.execute("DELETE FROM bookmark WHERE id = :id", ["id": id])
        guard result.rowCount > 0 else { throw ServiceError(.notFound, "There is no bookmark \(id).") }
    }

    /// The bookmark as it is kept, or a 400 that says what is wrong with it.
    static func check(_ bookmark: NewBookmark) throws -> NewBookmark {
        let url = bookmark.url.trimmingCharacters(in: .whitespacesAndNewlines)
        guard url.count <= 2_000, let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme?.lowercased()),
            parsed.host?.isEmpty == false
        else {
            throw ServiceError(.badRequest, "The address must be an http or https URL of at most 2,000 characters.")
        }
        let title = bookmark.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard title.count <= 200 else { throw ServiceError(.badRequest, "The title must be at most 200 characters.") }
        return NewBookmark(url: url, title: title.isEmpty ? url : title)
    }
}
