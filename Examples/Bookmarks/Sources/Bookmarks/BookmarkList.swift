public import BookmarksAPI
import Foundation
public import MarkupOwners
public import Observation

extension Bookmark: KeyPathBindingSource {
    /// What a row's `$item.…` bindings may name.
    public static var bindingKeyPaths: [String: PartialKeyPath<Bookmark>] {
        ["id": \.id, "url": \.url, "title": \.title]
    }
}

/// The owner of `Markup/Bookmarks.xml`: the bookmarks as a list, two fields and Add, and Delete on each row.
///
/// It talks to ``BookmarksInterface``, so the same owner runs beside the service (given the service itself, as the
/// server here does) or in an app (given a `BookmarksInterfaceClient`). While the list shows, it asks again every
/// ``pollInterval``, so that a bookmark added or deleted elsewhere — another page, a `curl` — appears.
@MainActor @MarkupOwner @Observable
public final class BookmarkList {
    /// The bookmarks, newest first: the rows of the document's dynamic section.
    @Rows public private(set) var bookmarks: [Bookmark] = []
    @Outlet let urlField = ViewHandle<Elements.TextField>()
    @Outlet let titleField = ViewHandle<Elements.TextField>()

    @ObservationIgnored private let service: any BookmarksInterface
    @ObservationIgnored private let polling = Polling()
    /// How many changes this owner has sent: a list asked for before one was sent may not have it yet, and showing
    /// that list would take the change back on screen until the next poll.
    @ObservationIgnored private var changesSent = 0
    /// How often the list asks again while it shows.
    @ObservationIgnored public var pollInterval = Duration.seconds(1)
    /// The most bookmarks the list loads (five pages of 100).
    static let maximumShown = 500

    /// A list of the bookmarks `service` keeps.
    public init(service: any BookmarksInterface) {
        self.service = service
    }

    public func viewWillAppear() async throws {
        try await refresh()
    }

    public func viewDidAppear() {
        polling.start(every: pollInterval, self) { try await $0.refresh() }
    }

    public func viewDidDisappear() {
        polling.stop()
    }

    /// Loads the bookmarks a page at a time and shows them, if they changed.
    func refresh() async throws {
        let asked = changesSent
        var loaded: [Bookmark] = []
        var after: String?
        repeat {
            let page = try await service.getBookmarks(after: after, limit: 100)
            loaded += page.items
            after = page.next
        } while after != nil && loaded.count < Self.maximumShown
        guard asked == changesSent else { return }
        if loaded != bookmarks { bookmarks = loaded }
    }

    /// Keeps the address typed; the service says what an address may be (its 400 shows on the page as an alert).
    @Action func add() async throws {
        let url = urlField.text ?? ""
        guard !url.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        changesSent += 1
        _ = try await service.addBookmark(bookmark: NewBookmark(url: url, title: titleField.text ?? ""))
        urlField.text = ""
        titleField.text = ""
        try await refresh()
    }

    /// Deletes a bookmark (a row's Delete).
    @Action func remove(_ bookmark: Bookmark) async throws {
        changesSent += 1
        try await service.deleteBookmark(id: bookmark.id)
        try await refresh()
    }
}
