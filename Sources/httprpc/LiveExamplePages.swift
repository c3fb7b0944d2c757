import Foundation
import KiloAsyncHTTPClient
import KiloClient
import KiloServer
import Layout
import MarkupExamples
import MarkupKit
import MarkupLive
import MarkupLiveServer
import Synchronization

/// The seeds' screens as live pages, their owners calling the example services of the same server through
/// `WebServiceProxy`: `/ui/ac` (the remote), `/ui/pizza` (the native pizza form), `/ui/greeting`, `/ui/periodic-table`,
/// `/ui/todos` (and each to-do below it), `/ui/employees` (and each employee below it), `/ui/users` (and each user's posts below it), `/ui/posts`,
/// `/ui/roster`.
enum LiveExamplePages {
    /// The pages' paths, titles and notes: for the list the server prints and the `/ui/` index.
    static let tryIt: [MarkupPages.Screen] = [
        .init(path: "/ui/ac", title: "Air conditioner", note: "seed 001's remote, live: its owner calls /ac"),
        .init(path: "/ui/pizza", title: "Pizza delivery", note: "the native pizza form, live: Submit posts to /post"),
        .init(path: "/ui/greeting", title: "Greeting", note: "a text field bound to a label through an @Observable owner"),
        .init(
            path: "/ui/periodic-table", title: "Periodic table",
            note: "the periodic table, live: tap an element to see its name and number"),
        .init(
            path: "/ui/todos", title: "To-dos",
            note: "the to-do list, live: add, check off and delete through /todos; /ui/todos/{number} edits one's due date"),
        .init(
            path: "/ui/employees", title: "Employees",
            note: "the employees, live: search by name, 20 at a time; a row shows /ui/employees/{number}"),
        .init(
            path: "/ui/users", title: "Users",
            note: "seed 002's users from /users, live; a row shows that user's posts at /ui/users/{id}"),
        .init(
            path: "/ui/photos", title: "Photos",
            note: "seed 003's photo list from /photos, live: thumbnails load as their rows scroll in"),
        .init(
            path: "/ui/posts", title: "Posts",
            note: "seed 002's users in a picker and the chosen user's posts, live, from /users and /posts"),
        .init(
            path: "/ui/roster", title: "Roster",
            note: "every employee, live: a page of 100 from /employees, the next as the end scrolls in; a tap stars one"),
    ]

    /// Mounts the pages on `server`; their owners reach the services at the address ``ServerAddress`` learns once
    /// the server listens.
    static func mount(
        on server: inout WebServer, sessions: LiveSessionRegistry, address: ServerAddress, origin: SameOrigin = .loopback
    ) throws {
        let loader = try ExampleDocuments.loader()
        // AsyncHTTPClient, not URLSession: a server calling services on Linux. URLSession's tasks there kept about 2 KB
        // each after they ended: the AC remote's polls grew the server by 12 MB per 1,000 pages that came and went.
        // Each asks for the services' messages in its page's language: English, unless the page has translations.
        @Sendable func proxy(in language: String = "en") -> WebServiceProxy {
            var proxy = WebServiceProxy(transport: AsyncHTTPClientTransport(), baseURL: address.url)
            proxy.headers["Accept-Language"] = language
            return proxy
        }
        // Eighteen groups of 56-point cells want a tablet's landscape screen, not a phone's.
        var periodicTable = try LivePage(document: "LivePeriodicTable", loader: loader, title: "Periodic Table") {
            LivePeriodicTable()
        }
        periodicTable.size = Size(width: 1180, height: 820)
        let pages = [
            (
                "ui/ac",
                // In English or French, as the browser prefers; the service's refusals come in the page's language.
                try LivePage(document: "AirConditioner", loader: loader, title: "Air Conditioner") { language in
                    AirConditionerRemote(proxy: proxy(in: language))
                }
                .translated(
                    into: "fr", loader: ExampleDocuments.loader(languages: ["fr", "en"]), title: "Climatiseur")
            ),
            (
                "ui/pizza",
                try LivePage(document: "PizzaOrder", loader: loader, title: "Pizza Delivery") {
                    PizzaOrder(proxy: proxy())
                }
            ),
            ("ui/greeting", try LivePage(document: "LiveGreeting", loader: loader, title: "Greeting") { LiveGreeting() }),
            ("ui/periodic-table", periodicTable),
            ("ui/roster", try LivePage(document: "Roster", loader: loader, title: "Roster") { EmployeeRoster(proxy: proxy()) }),
            ("ui/posts", try LivePage(document: "PostBrowser", loader: loader, title: "Posts") { PostBrowser(proxy: proxy()) }),
            ("ui/photos", try LivePage(document: "Photos", loader: loader, title: "Photos") { PhotoList(proxy: proxy()) }),
        ]
        for (path, page) in pages { try server.mounts.mount(LivePageService(page, sessions: sessions, origin: origin), at: path) }
        let employees = try LivePage(document: "Employees", loader: loader, title: "Employees") {
            EmployeeBrowser(proxy: proxy())
        }
        let employee = try LivePage(detail: "Employee", loader: loader, title: "Employee") { key in
            try EmployeeSheet(key: key, proxy: proxy())
        }
        try server.mounts.mount(
            LivePageService(employees, detail: employee, sessions: sessions, origin: origin), at: "ui/employees")
        let todos = try LivePage(document: "Todos", loader: loader, title: "To-Dos") { TodoList(proxy: proxy()) }
        let todo = try LivePage(detail: "Todo", loader: loader, title: "To-Do") { key in try TodoSheet(key: key, proxy: proxy()) }
        try server.mounts.mount(LivePageService(todos, detail: todo, sessions: sessions, origin: origin), at: "ui/todos")
        let users = try LivePage(document: "Users", loader: loader, title: "Users") { UserDirectory(proxy: proxy()) }
        let posts = try LivePage(detail: "Posts", loader: loader, title: "Posts") { key in
            try UserPosts(key: key, proxy: proxy())
        }
        try server.mounts.mount(LivePageService(users, detail: posts, sessions: sessions, origin: origin), at: "ui/users")
    }
}

/// Where the server listens, as its own pages' owners call it: known once it is listening (the port may be 0 until
/// then).
final class ServerAddress: Sendable {
    private let state: Mutex<URL>

    init(host: String) {
        state = Mutex(Self.url(host: host, port: 0))
        self.host = host
    }

    private let host: String

    /// The server's base URL.
    var url: URL { state.withLock { $0 } }

    /// Records the port the server listens on.
    func listening(on port: Int) {
        state.withLock { $0 = Self.url(host: host, port: port) }
    }

    /// A wildcard address is reached through the loopback one; an IPv6 address goes in brackets.
    private static func url(host: String, port: Int) -> URL {
        let reachable = ["0.0.0.0", "::", "*", ""].contains(host) ? "127.0.0.1" : host
        let authority = reachable.contains(":") ? "[\(reachable)]:\(port)" : "\(reachable):\(port)"
        return URL(string: "http://\(authority)/") ?? URL(fileURLWithPath: "/")
    }
}
