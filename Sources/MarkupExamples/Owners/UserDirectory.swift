import Foundation
public import KiloClient
public import MarkupOwners
public import Observation

/// A user as seed 002's list shows one: name, email and thumbnail.
public struct UserRow: Identifiable, Equatable, Sendable, Decodable, KeyPathBindingSource {
    /// The user's number.
    public var id: Int
    /// The user's name.
    public var name: String
    /// The user's address.
    public var email: String
    /// Where the user's thumbnail is, from the server's root (`/users/3/thumbnail`): a web page loads it from its own
    /// server and an app from its server's address (an absolute address would be the one the owner called, which a
    /// browser elsewhere cannot reach).
    public var thumbnail = ""

    private enum CodingKeys: String, CodingKey { case id, name, email }

    public static var bindingKeyPaths: [String: PartialKeyPath<UserRow>] {
        ["id": \.id, "name": \.name, "email": \.email, "thumbnail": \.thumbnail]
    }
}

/// The owner of `Users.xml`, seed 002's `UserViewController`: the users from `GET /users` (an activity indicator while
/// they load, the service's message when the call fails), each row a custom cell with the user's thumbnail, name and
/// email; a row goes to that user's posts (`users/{id}`).
@MainActor @MarkupOwner @Observable
public final class UserDirectory {
    /// The users.
    @Rows public private(set) var users: [UserRow] = []
    /// What went wrong loading them, if anything.
    public private(set) var problem = ""
    @Outlet let activityIndicator = ViewHandle<Elements.ActivityIndicatorView>()

    @ObservationIgnored private let proxy: WebServiceProxy

    /// The directory of the users service that `proxy` reaches (at `/users`).
    public init(proxy: WebServiceProxy) {
        self.proxy = proxy
    }

    public func viewWillAppear() async throws {
        guard users.isEmpty else { return }
        activityIndicator.isAnimating = true
        defer { activityIndicator.isAnimating = false }
        do {
            let loaded: [UserRow] = try await proxy.invoke(.get, path: "/users")
            users = loaded.map { user in
                var user = user
                user.thumbnail = proxy.baseURL.appendingPathComponent("users/\(user.id)/thumbnail").path
                return user
            }
            problem = ""
        } catch {
            problem = (error as? WebServiceError)?.message ?? String(describing: error)
            throw error
        }
    }
}

/// A post as the list shows it.
public struct PostRow: Identifiable, Equatable, Sendable, Decodable, KeyPathBindingSource {
    /// The post's number.
    public var id: Int
    /// Its title.
    public var title: String
    /// What it says.
    public var body: String

    public static var bindingKeyPaths: [String: PartialKeyPath<PostRow>] {
        ["id": \.id, "title": \.title, "body": \.body]
    }
}

/// The owner of `Posts.xml`, seed 002's `PostViewController`: the posts of one user, from `GET /posts?userId=…`.
@MainActor @MarkupOwner @Observable
public final class UserPosts {
    /// The user's posts.
    @Rows public private(set) var posts: [PostRow] = []
    /// What went wrong loading them, if anything.
    public private(set) var problem = ""
    @Outlet let activityIndicator = ViewHandle<Elements.ActivityIndicatorView>()

    @ObservationIgnored private let proxy: WebServiceProxy
    @ObservationIgnored private let userID: Int

    /// The posts of the user numbered `key` (the last part of its screen's path).
    /// - Throws: `ScreenNotFound` when `key` is not a user's number.
    public init(key: String, proxy: WebServiceProxy) throws {
        userID = try ScreenNotFound.positiveNumber(key, expected: "a user's number")
        self.proxy = proxy
    }

    public func viewWillAppear() async throws {
        guard posts.isEmpty else { return }
        activityIndicator.isAnimating = true
        defer { activityIndicator.isAnimating = false }
        do {
            posts = try await proxy.invoke(.get, path: "/posts", arguments: ["userId": userID])
            problem = posts.isEmpty ? "User \(userID) has no posts." : ""
        } catch {
            problem = (error as? WebServiceError)?.message ?? String(describing: error)
            throw error
        }
    }
}
