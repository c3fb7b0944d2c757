public import BookmarksAPI
import Foundation
public import MarkupOwners
public import Observation

/// The owner of `Markup/Bookmark.xml`: one bookmark on its own page (`/ui/bookmarks/7`), its title as the screen's
/// title, and the day to read it by on a date picker in date mode — a `LocalDate` from the `DATE` column to the
/// picker and back, the same day in every time zone. Save sets or clears it; Delete deletes the bookmark and goes
/// back to the list. A number the service does not have is a 404 page.
@MainActor @MarkupOwner @Observable
public final class BookmarkSheet {
    /// The bookmark as last loaded or saved.
    public private(set) var bookmark: Bookmark?
    /// The screen's title: the bookmark's, once loaded.
    public var screenTitle: String? { bookmark?.title }
    @Outlet let urlLabel = ViewHandle<Elements.Label>()
    @Outlet let readBySwitch = ViewHandle<Elements.Switch>()
    @Outlet let readByPicker = ViewHandle<Elements.DatePicker>()
    @Outlet let statusLabel = ViewHandle<Elements.Label>()

    @ObservationIgnored private let service: any BookmarksInterface
    @ObservationIgnored private let number: Int

    /// The sheet of the bookmark numbered `key` (the last part of its screen's path).
    /// - Throws: `ScreenNotFound` when `key` is not a bookmark number.
    public init(key: String, service: any BookmarksInterface) throws(ScreenNotFound) {
        number = try ScreenNotFound.positiveNumber(key, expected: "a bookmark number")
        self.service = service
    }

    public func viewWillAppear() async throws {
        guard let found = try await service.getBookmark(id: number) else {
            throw ScreenNotFound("There is no bookmark \(number).")
        }
        show(found)
    }

    private func show(_ bookmark: Bookmark) {
        self.bookmark = bookmark
        urlLabel.text = bookmark.url
        readBySwitch.isOn = bookmark.readBy != nil
        // Without a day, the picker offers today where it is shown.
        readByPicker.day = bookmark.readBy ?? LocalDate(Date(), in: readByPicker.timeZone)
        readByPicker.isHidden = bookmark.readBy == nil
    }

    /// Shows the picker while the bookmark has a day to be read by.
    @Action func readBySwitched() {
        readByPicker.isHidden = !readBySwitch.isOn
    }

    /// Sets the day the picker shows, or clears it when the switch is off.
    @Action func save() async throws {
        let day = readBySwitch.isOn ? readByPicker.day : nil
        guard let saved = try await service.setReadBy(id: number, day: day) else {
            throw ScreenNotFound("There is no bookmark \(number).")
        }
        show(saved)
        statusLabel.text = saved.readBy.map { "Saved: read by \($0)." } ?? "Saved: no day to read it by."
    }

    /// Deletes the bookmark and goes back to the list, which no longer shows it.
    @Action func delete() async throws {
        try await service.deleteBookmark(id: number)
        navigateBack()
    }
}
