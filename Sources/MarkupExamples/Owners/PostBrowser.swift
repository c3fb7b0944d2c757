import Foundation
public import KiloClient
public import MarkupOwners
public import Observation

/// The owner of `PostBrowser.xml`: seed 002's users and posts on one screen — a picker component whose rows are the
/// users from `GET /users`, and the posts of the user chosen, from `GET /posts?userId=…`. The first user is chosen
/// when the screen appears; spinning the picker loads another user's posts (an answer that comes after a later spin
/// is dropped).
@MainActor @MarkupOwner @Observable
public final class PostBrowser {
    /// The users, the picker's rows (each row's value is the user's number).
    @Rows public private(set) var users: [UserRow] = []
    /// The chosen user's posts.
    @Rows public private(set) var posts: [PostRow] = []
    /// What went wrong loading them, if anything.
    public private(set) var problem = ""
    @ObservationIgnored @Outlet let userPicker = ViewHandle<Elements.PickerView>()
    @ObservationIgnored @Outlet let activityIndicator = ViewHandle<Elements.ActivityIndicatorView>()

    @ObservationIgnored private let proxy: WebServiceProxy
    /// The user whose posts were asked for last: an answer for another comes too late to show.
    @ObservationIgnored private var shownUser: Int?

    /// A browser of the users and posts services that `proxy` reaches (at `/users` and `/posts`).
    public init(proxy: WebServiceProxy) {
        self.proxy = proxy
    }

    public func viewWillAppear() async throws {
        guard users.isEmpty else { return }
        activityIndicator.isAnimating = true
        defer { activityIndicator.isAnimating = false }
        do {
            users = try await proxy.invoke(.get, path: "/users")
            problem = ""
        } catch {
            problem = (error as? WebServiceError)?.message ?? String(describing: error)
            throw error
        }
        guard let first = users.first else { return }
        userPicker[selectedValueIn: "user"] = String(first.id)
        try await showPosts(of: first.id)
    }

    public func pickerView(_ picker: ViewHandle<Elements.PickerView>, didSelectValueIn component: String) async throws {
        guard let id = picker[selectedValueIn: component].flatMap(Int.init) else { return }
        try await showPosts(of: id)
    }

    /// Loads the posts of user `id` and shows them, unless another user was chosen meanwhile.
    private func showPosts(of id: Int) async throws {
        shownUser = id
        do {
            let loaded: [PostRow] = try await proxy.invoke(.get, path: "/posts", arguments: ["userId": id])
            guard shownUser == id else { return }
            posts = loaded
            problem = loaded.isEmpty ? "User \(id) has no posts." : ""
        } catch {
            guard shownUser == id else { return }
            problem = (error as? WebServiceError)?.message ?? String(describing: error)
            throw error
        }
    }
}
