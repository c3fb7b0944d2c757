public import Foundation
public import KiloClient
import Lima
import MarkupExamples
import MarkupKit
public import MarkupOwners
import MarkupUIKit
public import Observation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// The seeds' apps as one iPhone app: a menu of their screens — the air conditioner's remote (seed 001), the pizza
/// order (000), the users and their posts (002), the employee query (004), the photo list (003) and the to-do list —
/// each on its service at `server`, pushed on a navigation controller; rows of the users and the employees, and a
/// to-do's ⓘ, push their details.
/// An app's scene delegate shows ``rootViewController(server:session:)``; so do the tests, on the shim.
@MainActor
public enum ExampleApp {
    /// The menu's screens, in order.
    public static let screens: [ExampleScreen] = [
        ExampleScreen(id: "ac", title: "Air conditioner", note: "Seed 001: the remote, on /ac/status"),
        ExampleScreen(id: "pizza", title: "Pizza delivery", note: "Seed 000: the order form, posted to /post"),
        ExampleScreen(id: "users", title: "Users and posts", note: "Seed 002: /users, then a user's /posts"),
        ExampleScreen(id: "employees", title: "Employees", note: "Seed 004: /employees by name, then one's details"),
        ExampleScreen(id: "photos", title: "Photos", note: "Seed 003: /photos, thumbnails as rows appear"),
        ExampleScreen(id: "todos", title: "To-dos", note: "/todos: add, check off, delete; a to-do's ⓘ, its due date"),
    ]

    /// The window's root: the menu in a navigation controller, whose rows push the screens.
    /// - Parameters:
    ///   - server: the example server (`swift run httprpc serve`: `http://127.0.0.1:8080` from a simulator).
    ///   - session: the session the screens' services are called through.
    /// - Throws: when the app's documents cannot be found (a build without the examples' resources).
    public static func rootViewController(server: URL, session: URLSession = .shared) throws -> UINavigationController {
        let loader = try ExampleDocuments.loader()
        let proxy = WebServiceProxy(session: session, baseURL: server)
        // Thumbnails' addresses are from the server's root (`/photos/3/thumbnail`), as a web page has them.
        RemoteImages.shared.serverURL = server
        let menu = MarkupViewController(Self.menu, owner: ExampleMenu(screens: screens), strings: loader.strings)
        menu.title = "HTTP-RPC"
        menu.routes = routes(loader: loader, proxy: proxy)
        return UINavigationController(rootViewController: menu)
    }

    /// Where the menu's rows go.
    static func routes(loader: MarkupLoader, proxy: WebServiceProxy) -> ScreenRoutes {
        var routes = ScreenRoutes()
        routes.add("ac") { _ in
            titled(
                "Air conditioner",
                MarkupViewController(named: "AirConditioner", owner: AirConditionerRemote(proxy: proxy), loader: loader))
        }
        routes.add("pizza") { _ in
            titled("Pizza delivery", MarkupViewController(named: "PizzaOrder", owner: PizzaOrder(proxy: proxy), loader: loader))
        }
        routes.add("users") { _ in
            let users = MarkupViewController(named: "Users", owner: UserDirectory(proxy: proxy), loader: loader)
            users.routes.add("users/{id}") { key in
                titled(
                    "Posts",
                    MarkupViewController(named: "Posts", owner: try UserPosts(key: key ?? "", proxy: proxy), loader: loader))
            }
            return titled("Users", users)
        }
        routes.add("employees") { _ in
            let employees = MarkupViewController(named: "Employees", owner: EmployeeBrowser(proxy: proxy), loader: loader)
            employees.routes.add("employees/{id}") { key in
                titled(
                    "Employee",
                    MarkupViewController(
                        named: "Employee", owner: try EmployeeSheet(key: key ?? "", proxy: proxy), loader: loader))
            }
            return titled("Employees", employees)
        }
        routes.add("photos") { _ in
            titled("Photos", MarkupViewController(named: "Photos", owner: PhotoList(proxy: proxy), loader: loader))
        }
        routes.add("todos") { _ in
            let todos = MarkupViewController(named: "Todos", owner: TodoList(proxy: proxy), loader: loader)
            todos.routes.add("todos/{id}") { key in
                titled(
                    "To-do",
                    MarkupViewController(named: "Todo", owner: try TodoSheet(key: key ?? "", proxy: proxy), loader: loader))
            }
            return titled("To-dos", todos)
        }
        return routes
    }

    private static func titled(_ title: String, _ controller: MarkupViewController) -> MarkupViewController {
        controller.title = title
        return controller
    }

    /// The menu: a row per screen, its title over its note.
    static var menu: LMTableView {
        LMTableView(style: .groupedTableView) {
            LMSection(name: "screens", rows: \ExampleMenu.screens, link: "{id}") { item in
                LMTableViewCell(
                    accessoryType: .disclosureIndicator,
                    LMColumnView(spacing: 2) {
                        LMLabel(text: item.bound(\.title), font: .textStyle(.headline))
                        LMLabel(text: item.bound(\.note), font: .textStyle(.footnote), numberOfLines: 0)
                    })
            }
        }
    }
}

/// A screen of the example app, as its menu lists it.
public struct ExampleScreen: Identifiable, Equatable, Sendable, KeyPathBindingSource {
    /// Where the menu's row goes (a route of ``ExampleApp``).
    public var id: String
    /// The row's title.
    public var title: String
    /// What the screen shows.
    public var note: String

    public static var bindingKeyPaths: [String: PartialKeyPath<ExampleScreen>] {
        ["id": \.id, "title": \.title, "note": \.note]
    }
}

/// The owner of the example app's menu: its screens as rows.
@MainActor @MarkupOwner @Observable
public final class ExampleMenu {
    /// The screens the menu lists.
    @Rows public private(set) var screens: [ExampleScreen]

    /// A menu of `screens`.
    public init(screens: [ExampleScreen]) {
        self.screens = screens
    }
}
