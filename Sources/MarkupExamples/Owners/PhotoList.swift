import Foundation
public import KiloClient
public import MarkupOwners
public import Observation

/// A photo as seed 003's list shows one: its thumbnail, its title and its number.
public struct PhotoRow: Identifiable, Equatable, Sendable, Decodable, KeyPathBindingSource {
    /// The photo's number.
    public var id: Int
    /// Its album.
    public var albumId: Int
    /// Its title.
    public var title: String
    /// Where its thumbnail is: as the service gives it (relative to the service's root), then from the server's root
    /// (`/photos/3/thumbnail`) once the list has it, which a web page loads from its own server and an app from its
    /// server's (`RemoteImages.serverURL`): no address of the server is written in.
    public var thumbnail: String

    /// The number as the cell shows it.
    public var number: String { "Photo \(id)" }

    private enum CodingKeys: String, CodingKey {
        case id, albumId, title
        case thumbnail = "thumbnailUrl"
    }

    public static var bindingKeyPaths: [String: PartialKeyPath<PhotoRow>] {
        ["id": \.id, "title": \.title, "number": \.number, "thumbnail": \.thumbnail]
    }
}

/// The owner of `Photos.xml`, seed 003's photo list: the photos from `GET /photos` (an activity indicator while they
/// load, the service's message when the call fails), each row a custom cell whose thumbnail loads as the row appears.
@MainActor @MarkupOwner @Observable
public final class PhotoList {
    /// The photos.
    @Rows public private(set) var photos: [PhotoRow] = []
    /// What went wrong loading them, if anything.
    public private(set) var problem = ""
    @Outlet let activityIndicator = ViewHandle<Elements.ActivityIndicatorView>()

    @ObservationIgnored private let proxy: WebServiceProxy

    /// The list of the photos service that `proxy` reaches (at `/photos`).
    public init(proxy: WebServiceProxy) {
        self.proxy = proxy
    }

    public func viewWillAppear() async throws {
        guard photos.isEmpty else { return }
        activityIndicator.isAnimating = true
        defer { activityIndicator.isAnimating = false }
        do {
            let loaded: [PhotoRow] = try await proxy.invoke(.get, path: "/photos")
            photos = loaded.map { photo in
                var photo = photo
                // The service's addresses are relative to its root, which is the server's here.
                photo.thumbnail = photo.thumbnail.hasPrefix("/") ? photo.thumbnail : "/" + photo.thumbnail
                return photo
            }
            problem = ""
        } catch {
            problem = (error as? WebServiceError)?.message ?? String(describing: error)
            throw error
        }
    }
}
