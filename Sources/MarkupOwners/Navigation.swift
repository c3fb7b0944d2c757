import MarkupKit

extension MarkupOwner {
    /// Shows the screen at `link`, a path relative to the app's screens (`todos/3`; percent-encode what a key puts
    /// there), as a tapped row's `link` does: in the browser showing this owner's live page, or pushed onto the UIKit
    /// navigation controller its screen is in. Does nothing while the owner shows no views.
    public func navigate(to link: String) {
        OwnerHosts.host(of: self)?.navigate(to: link)
    }

    /// Returns to the screen before this owner's, as the navigation bar's Back control does. Does nothing while the
    /// owner shows no views, or when there is no screen before.
    public func navigateBack() {
        OwnerHosts.host(of: self)?.navigateBack()
    }
}

/// Which host shows each connected owner's views, so that an owner's navigation reaches it without a stored property
/// the `@MarkupOwner` macro would have to add. Weak both ways: an entry keeps neither alive, and one whose owner is
/// gone is dropped when the table has doubled since it was last swept, so it stays as large as the live owners.
@MainActor
enum OwnerHosts {
    private struct Entry {
        weak var owner: (any MarkupOwner)?
        weak var host: (any ViewHost)?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var sweepAt = 64

    /// Notes that `host` now shows `owner`'s views (an owner shown twice navigates the host that connected last).
    static func register(_ owner: any MarkupOwner, shownBy host: any ViewHost) {
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.owner != nil }
            sweepAt = max(64, entries.count * 2)
        }
        entries[ObjectIdentifier(owner)] = Entry(owner: owner, host: host)
    }

    /// The host showing `owner`'s views, if any.
    static func host(of owner: any MarkupOwner) -> (any ViewHost)? {
        // An identifier is reused once its object is gone: the entry must still be this owner's.
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.host
    }
}
