import AppExamples
import Foundation
import InterfaceExamples
import KiloClient
import MarkupExamples
import MarkupKit
import MarkupOwners
import MarkupUIKit
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// The three screens over the real services as an iOS app shows them: the owners the live pages use, in
/// `MarkupViewController`s on a navigation controller, against a running `httprpc serve`, used through `ShimUser`. One
/// at a time: they count the loads of the images every screen shares (`RemoteImages.shared`).
@Suite("The list screens in UIKit", .serialized)
@MainActor
struct ScreensTests {
    /// A running server, a client of it, and the example documents.
    struct Setup {
        let server: RunningServer
        let directory: URL
        let proxy: WebServiceProxy
        let loader: MarkupLoader
        let port: Int

        init(employees: Int = 50) async throws {
            try #require(
                FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
            directory = try temporaryDirectory()
            server = try await RunningServer(
                toolPath, ["--port", "0", "--employees", "\(employees)", "--data-directory", directory.path])
            port = try await server.port()
            proxy = WebServiceProxy(
                session: URLSession(configuration: .ephemeral), baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))
            loader = try ExampleDocuments.loader()
        }
    }

    /// The controller shown, its view laid out as a phone's screen, after its owner loaded what it shows.
    func appear(_ controller: UIViewController) async throws -> MarkupScreen {
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.viewWillAppear(false)
        let shown = (controller as? UINavigationController)?.topViewController ?? controller
        let screen = try #require((shown as? MarkupViewController)?.markupView?.screen)
        await screen.finishActions()
        controller.viewDidAppear(false)
        shown.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        shown.view.layoutIfNeeded()
        return screen
    }

    func tableView(of screen: MarkupScreen) throws -> MarkupTableView {
        try #require(screen.built.views.compactMap { $0 as? MarkupTableView }.first)
    }

    /// The texts of a dynamic section's rows in view: each cell's labels (its text labels, or its content's).
    func rows(_ table: MarkupTableView, section: Int) -> [[String]] {
        (table.indexPathsForVisibleRows ?? []).filter { $0.section == section }.sorted().map { path in
            guard let cell = table.cellForRow(at: path) else { return [] }
            // A custom cell's labels with text (not an empty one, nor a button's title label without a title).
            if let content = (cell as? MarkupTableViewCell)?.content { return labels(in: content).filter { !$0.isEmpty } }
            return [cell.textLabel?.text ?? "", cell.detailTextLabel?.text ?? ""].filter { !$0.isEmpty }
        }
    }

    func labels(in view: UIView) -> [String] {
        ((view as? UILabel).map { [$0.text ?? ""] } ?? []) + view.subviews.flatMap(labels(in:))
    }

    func settle() async {
        for _ in 0..<3 { await Task.yield() }
    }

    /// Waits up to 10 s for `condition`.
    func eventually(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test("to-dos: Return adds one, a tap checks it off, a swipe deletes it, each through the service; a curl change shows")
    func todos() async throws {
        let setup = try await Setup()
        let owner = TodoList(proxy: setup.proxy)
        owner.pollInterval = .milliseconds(100)
        let controller = MarkupViewController(named: "Todos", owner: owner, loader: setup.loader)
        let screen = try await appear(controller)
        let table = try tableView(of: screen)
        let field = try #require(screen.built.view(withOutlet: "titleField") as? UITextField)
        ShimUser.type("Buy milk", into: field)
        ShimUser.pressReturn(in: field)
        await screen.finishActions()
        await settle()
        table.layoutIfNeeded()
        #expect(rows(table, section: 0) == [["Buy milk"]])
        #expect(field.text == "")
        ShimUser.tapRow(at: IndexPath(row: 0, section: 0), in: table)
        await screen.finishActions()
        await settle()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark)
        let done: [TodoItem] = try await (setup.proxy.invoke(.get, path: "/todos") as TodoPage).items
        #expect(done.map(\.done) == [true])

        _ = try await setup.proxy.invokeForData(.post, path: "/todos", body: .json(["title": "From curl"]))
        #expect(try await eventually { table.numberOfRows(inSection: 0) == 2 })
        table.layoutIfNeeded()
        #expect(rows(table, section: 0) == [["Buy milk"], ["From curl"]])
        ShimUser.swipeToDelete(rowAt: IndexPath(row: 0, section: 0), in: table)
        await screen.finishActions()
        await settle()
        table.layoutIfNeeded()
        #expect(rows(table, section: 0) == [["From curl"]])
        let left: [TodoItem] = try await (setup.proxy.invoke(.get, path: "/todos") as TodoPage).items
        #expect(left.map(\.title) == ["From curl"])
        #expect(table.shimInconsistencies.isEmpty)
        controller.viewDidDisappear(false)
    }

    struct TodoPage: Decodable {
        var items: [TodoItem]
    }

    @Test(
        "an owner's navigate(to:) pushes the screen its route makes; the to-do's Delete removes it and navigateBack() pops to the list"
    )
    func todoSheetNavigation() async throws {
        let setup = try await Setup()
        for title in ["Wrap presents", "Post cards"] {
            _ = try await setup.proxy.invokeForData(.post, path: "/todos", body: .json(["title": title]))
        }
        let owner = TodoList(proxy: setup.proxy)
        let list = MarkupViewController(named: "Todos", owner: owner, loader: setup.loader)
        list.routes.add("todos/{id}") { key in
            MarkupViewController(named: "Todo", owner: try TodoSheet(key: key ?? "", proxy: setup.proxy), loader: setup.loader)
        }
        let navigation = UINavigationController(rootViewController: list)
        let listScreen = try await appear(navigation)

        // A link that could leave the app is the owner's mistake, shown, not followed.
        owner.navigate(to: "javascript:alert(1)")
        #expect(navigation.viewControllers.count == 1)
        #expect(listScreen.lastAlert?.message.hasPrefix("No screen is at 'javascript:alert(1)': the link has a scheme") == true)

        owner.navigate(to: "todos/1")
        let sheet = try #require(navigation.topViewController as? MarkupViewController)
        #expect(sheet !== list)
        let sheetScreen = try #require(sheet.markupView?.screen)
        await sheetScreen.finishActions()
        #expect(sheet.title == "Wrap presents")
        let delete = try #require(
            sheetScreen.built.views.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Delete" })
        ShimUser.tap(delete)
        await sheetScreen.finishActions()
        #expect(navigation.topViewController === list)
        #expect(navigation.viewControllers.count == 1)
        let left: [TodoItem] = try await (setup.proxy.invoke(.get, path: "/todos") as TodoPage).items
        #expect(left.map(\.title) == ["Post cards"])
        // Back on the root, there is no screen before it: navigateBack() does nothing.
        owner.navigateBack()
        #expect(navigation.topViewController === list)
    }

    @Test(
        "employees: typing lists the matches, More the next page, a row pushes the employee's screen; popping it shows the list as it was"
    )
    func employees() async throws {
        let setup = try await Setup(employees: 2_000)
        let list = MarkupViewController(named: "Employees", owner: EmployeeBrowser(proxy: setup.proxy), loader: setup.loader)
        list.routes.add("employees/{employeeNumber}") { key in
            MarkupViewController(
                named: "Employee", owner: try EmployeeSheet(key: key ?? "", proxy: setup.proxy), loader: setup.loader)
        }
        let navigation = UINavigationController(rootViewController: list)
        let screen = try await appear(navigation)
        let table = try tableView(of: screen)
        let field = try #require(screen.built.view(withOutlet: "searchField") as? UITextField)
        ShimUser.type("ge", into: field)
        await screen.finishActions()
        await settle()
        table.layoutIfNeeded()
        let client = EmployeesInterfaceClient(proxy: setup.proxy)
        let first = try await client.searchEmployees(prefix: "ge", after: nil, limit: 20)
        #expect(table.numberOfRows(inSection: 0) == 20)
        let shown = rows(table, section: 0)
        #expect(shown.map { $0.first ?? "" } == first.prefix(shown.count).map { "\($0.firstName) \($0.lastName)" })

        ShimUser.tap(try #require(screen.built.view(withOutlet: "moreButton") as? UIButton))
        await screen.finishActions()
        await settle()
        let second = try await client.searchEmployees(prefix: "ge", after: first.last?.employeeNumber, limit: 20)
        #expect(table.numberOfRows(inSection: 0) == 40)
        table.scrollToRow(at: IndexPath(row: 24, section: 0), at: .middle, animated: false)
        #expect(rows(table, section: 0).contains { $0.first == second[4].firstName + " " + second[4].lastName })
        let offset = table.contentOffset

        ShimUser.tapRow(at: IndexPath(row: 24, section: 0), in: table)
        let detail = try #require(navigation.topViewController as? MarkupViewController)
        #expect(detail !== list)
        let detailScreen = try #require(detail.markupView?.screen)
        await detailScreen.finishActions()
        detail.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        detail.view.layoutIfNeeded()
        let employee = try #require(
            try await client.getEmployee(employeeNumber: second[4].employeeNumber, details: [.titles, .salaries]))
        let detailTable = try tableView(of: detailScreen)
        // The owner titles the screen with the employee's name: the navigation bar shows it.
        #expect(detail.title == employee.firstName + " " + employee.lastName)
        #expect(rows(detailTable, section: 1).map { $0.first ?? "" } == (employee.titles ?? []).map(\.title))
        #expect(detailTable.numberOfRows(inSection: 2) == employee.salaries?.count)

        navigation.popViewController(animated: false)
        #expect(navigation.topViewController === list)
        #expect(field.text == "ge" && table.numberOfRows(inSection: 0) == 40 && table.contentOffset == offset)
    }

    @Test("the example app: its menu lists the seeds' screens; a row pushes its screen on its service, Back the menu")
    func exampleApp() async throws {
        let setup = try await Setup()
        let navigation = try ExampleApp.rootViewController(server: setup.proxy.baseURL)
        let menuScreen = try await appear(navigation)
        let menu = try tableView(of: menuScreen)
        menu.layoutIfNeeded()
        #expect(menu.numberOfRows(inSection: 0) == ExampleApp.screens.count)
        #expect(rows(menu, section: 0).map(\.first) == ExampleApp.screens.map(\.title))
        let screens = [
            (4, "Photos"), (2, "Users"), (0, "Air conditioner"), (3, "Employees"), (1, "Pizza delivery"), (5, "To-dos"),
        ]
        for (row, expected) in screens {
            ShimUser.tapRow(at: IndexPath(row: row, section: 0), in: menu)
            let pushed = try #require(navigation.topViewController as? MarkupViewController)
            #expect(pushed.title == expected)
            let screen = try #require(pushed.markupView?.screen, "\(expected): \(String(describing: pushed.loadingError))")
            await screen.finishActions()
            #expect(pushed.loadingError == nil)
            navigation.popViewController(animated: false)
            #expect(navigation.topViewController !== pushed)
        }
        // The users list pushes a user's posts, as its own route says.
        ShimUser.tapRow(at: IndexPath(row: 2, section: 0), in: menu)
        let users = try #require(navigation.topViewController as? MarkupViewController)
        let usersScreen = try #require(users.markupView?.screen)
        await usersScreen.finishActions()
        users.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        users.view.layoutIfNeeded()
        let usersTable = try tableView(of: usersScreen)
        usersTable.layoutIfNeeded()
        #expect(usersTable.numberOfRows(inSection: 0) == 10)
        ShimUser.tapRow(at: IndexPath(row: 0, section: 0), in: usersTable)
        #expect((navigation.topViewController as? MarkupViewController)?.title == "Posts")
        // The to-do list's ⓘ links go to the to-do's own screen, as its route says, titled with the to-do.
        while navigation.viewControllers.count > 1 { _ = navigation.popViewController(animated: false) }
        _ = try await setup.proxy.invokeForData(.post, path: "/todos", body: .json(["title": "Water plants"]))
        ShimUser.tapRow(at: IndexPath(row: 5, section: 0), in: menu)
        let todos = try #require(navigation.topViewController as? MarkupViewController)
        await todos.markupView?.screen.finishActions()
        todos.follow("todos/1")
        let todo = try #require(navigation.topViewController as? MarkupViewController)
        #expect(todo !== todos)
        await todo.markupView?.screen.finishActions()
        #expect(todo.title == "Water plants" && todo.loadingError == nil)
    }

    @Test("seed 003: the photos, thumbnails loaded as their rows come into view, once each, in a cache kept to its bytes")
    func photos() async throws {
        let setup = try await Setup()
        // The app's server, where the list's addresses from the root are.
        RemoteImages.shared.serverURL = setup.proxy.baseURL
        let list = MarkupViewController(named: "Photos", owner: PhotoList(proxy: setup.proxy), loader: setup.loader)
        let navigation = UINavigationController(rootViewController: list)
        let loadsBefore = RemoteImages.shared.loadsStarted
        let screen = try await appear(navigation)
        let table = try tableView(of: screen)
        await settle()
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(rows(table, section: 0).first?.last == "Photo 1")
        let thumbnails = { self.shownImages(table) }
        let visible = (table.indexPathsForVisibleRows ?? []).count
        #expect(visible > 3 && visible < 30)
        #expect(try await eventually { thumbnails().count == visible && thumbnails().allSatisfy { $0.size.width == 150 } })
        #expect(RemoteImages.shared.loadsStarted - loadsBefore == visible, "only the rows in view load")
        // Scrolled to the end: those rows' thumbnails load, and every cell shows its own row's.
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        #expect(try await eventually { thumbnails().count == (table.indexPathsForVisibleRows ?? []).count })
        let paths = (table.indexPathsForVisibleRows ?? []).filter { $0.section == 0 }.sorted()
        for (path, texts) in zip(paths, rows(table, section: 0)) { #expect(texts.last == "Photo \(path.row + 1)") }
        #expect(RemoteImages.shared.cost <= RemoteImages.shared.costLimit)
        #expect(table.shimInconsistencies.isEmpty)
    }

    @Test("seed 002: the users with their thumbnails (each loaded once), a row pushes that user's posts")
    func usersAndPosts() async throws {
        let setup = try await Setup()
        // The thumbnails' addresses are from the server's root, as a web page's are.
        RemoteImages.shared.serverURL = setup.proxy.baseURL
        let list = MarkupViewController(named: "Users", owner: UserDirectory(proxy: setup.proxy), loader: setup.loader)
        list.routes.add("users/{id}") { key in
            MarkupViewController(named: "Posts", owner: try UserPosts(key: key ?? "", proxy: setup.proxy), loader: setup.loader)
        }
        let navigation = UINavigationController(rootViewController: list)
        let loadsBefore = RemoteImages.shared.loadsStarted
        let screen = try await appear(navigation)
        let table = try tableView(of: screen)
        await settle()
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 10)
        #expect(rows(table, section: 0).first == ["Leanne Graham", "Sincere@april.biz"])
        // The thumbnails of the rows in view load, once each, and show.
        let visible = (table.indexPathsForVisibleRows ?? []).count
        let images = { self.shownImages(table) }
        #expect(try await eventually { images().count == visible && images().allSatisfy { $0.size.width == 48 } })
        #expect(RemoteImages.shared.loadsStarted - loadsBefore == visible)

        ShimUser.tapRow(at: IndexPath(row: 1, section: 0), in: table)
        let posts = try #require(navigation.topViewController as? MarkupViewController)
        let postsScreen = try #require(posts.markupView?.screen)
        await postsScreen.finishActions()
        posts.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        posts.view.layoutIfNeeded()
        let expected: [PostRow] = try await setup.proxy.invoke(.get, path: "/posts", arguments: ["userId": 2])
        let postsTable = try tableView(of: postsScreen)
        #expect(postsTable.numberOfRows(inSection: 0) == expected.count)
        #expect(rows(postsTable, section: 0).first == [expected[0].title, expected[0].body])
    }

    @Test("seed 002 on one screen: the users in a picker, the first chosen and its posts shown; a spin shows another's")
    func postBrowser() async throws {
        let setup = try await Setup()
        let owner = PostBrowser(proxy: setup.proxy)
        let screen = try await appear(MarkupViewController(named: "PostBrowser", owner: owner, loader: setup.loader))
        let picker = try #require(screen.built.views.compactMap { $0 as? MarkupPickerView }.first)
        let table = try tableView(of: screen)
        let users: [UserRow] = try await setup.proxy.invoke(.get, path: "/users")
        #expect(picker.numberOfRows(inComponent: 0) == users.count)
        #expect(picker.pickerView(picker, titleForRow: 2, forComponent: 0) == users[2].name)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.value(forComponent: "user") == String(users[0].id))
        // Its component was empty when the screen was made: nothing was selected in it then (UIKit raises).
        #expect(picker.shimInconsistencies.isEmpty, "\(picker.shimInconsistencies)")
        let first: [PostRow] = try await setup.proxy.invoke(.get, path: "/posts", arguments: ["userId": users[0].id])
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == first.count)
        #expect(rows(table, section: 0).first == [first[0].title, first[0].body])

        ShimUser.pick(row: 2, inComponent: 0, of: picker)
        #expect(picker.value(forComponent: "user") == String(users[2].id))
        await screen.finishActions()
        await settle()
        let third: [PostRow] = try await setup.proxy.invoke(.get, path: "/posts", arguments: ["userId": users[2].id])
        table.layoutIfNeeded()
        #expect(rows(table, section: 0).first == [third[0].title, third[0].body])
        #expect(owner.posts == third && owner.problem == "")
    }

    /// The images the visible cells show (each cell's first image view's), in the table's order of cells.
    func shownImages(_ table: MarkupTableView) -> [UIImage] {
        (table.visibleCells as? [MarkupTableViewCell] ?? []).compactMap { cell in
            cell.content.flatMap { imageViews(in: $0).first?.image }
        }
    }

    func imageViews(in view: UIView) -> [UIImageView] {
        ((view as? UIImageView).map { [$0] } ?? []) + view.subviews.flatMap(imageViews(in:))
    }
}

/// Images from addresses in a cell that is reused while one loads: the late image is not shown on the cell that
/// now shows another row.
@Suite("Images from addresses")
@MainActor
struct RemoteImagesTests {
    @Test("an image that finishes loading after its view moved on to another is not set on it; each address loads once")
    func staleLoad() async throws {
        let images = RemoteImages()
        let gate = AsyncStream<Void>.makeStream()
        let png = Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 7, 0, 0, 0, 9,
        ])
        let slow = try #require(URL(string: "https://example.com/slow.png"))
        let fast = try #require(URL(string: "https://example.com/fast.png"))
        images.load = { url in
            if url == slow { for await _ in gate.stream { break } }
            return png
        }
        let view = UIImageView()
        images.show(slow, on: view) { view.image = $0 }
        images.show(fast, on: view) { view.image = $0 }
        for _ in 0..<20 where view.image == nil { await Task.yield() }
        #expect(view.image?.size == CGSize(width: 7, height: 9))
        let fastImage = view.image
        gate.continuation.yield()
        for _ in 0..<20 { await Task.yield() }
        #expect(view.image === fastImage, "the slow image, loaded last, is not shown on a view that moved on")
        // Both are kept: showing them again loads nothing.
        let other = UIImageView()
        images.show(slow, on: other) { other.image = $0 }
        #expect(other.image != nil && images.loadsStarted == 2)
    }
}

/// The image cache's bounds: bytes of pixels, not a count; failures remembered.
@Suite("Images from addresses: bounds")
@MainActor
struct RemoteImageBoundsTests {
    /// A PNG header of `width` × `height` pixels: all the shim reads of an image.
    nonisolated static func png(_ width: UInt8, _ height: UInt8) -> Data {
        Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, width, 0, 0, 0, height,
        ])
    }

    /// Waits for what a load sets (a load runs on its own task; a busy machine's main actor has stalled for a minute),
    /// up to two minutes.
    func until(_ condition: () -> Bool) async {
        for _ in 0..<12_000 where !condition() { try? await Task.sleep(for: .milliseconds(10)) }
    }

    @Test("kept within its byte limit, the least recently used evicted first; shown again, an evicted one loads again")
    func costLimit() async throws {
        let images = RemoteImages()
        images.load = { url in Self.png(10, 10) }  // 400 bytes of pixels each
        images.costLimit = 1_000
        let urls = try (1...4).map { try #require(URL(string: "https://example.com/\($0).png")) }
        let view = UIImageView()
        for url in urls.prefix(2) {
            images.show(url, on: view) { view.image = $0 }
            await until { view.image != nil }
            view.image = nil
        }
        #expect(images.cost == 800 && images.loadsStarted == 2)
        // The first used again, then a third: the second, least recently used, goes.
        images.show(urls[0], on: view) { view.image = $0 }
        #expect(view.image != nil, "kept: shown at once")
        images.show(urls[2], on: view) { view.image = $0 }
        await until { view.image != nil }
        #expect(images.cost == 800 && images.loadsStarted == 3)
        images.show(urls[1], on: view) { view.image = $0 }
        #expect(view.image == nil, "evicted: loads again")
        await until { view.image != nil }
        #expect(images.loadsStarted == 4 && images.cost <= 1_000)
        images.removeAll()
        #expect(images.cost == 0)
    }

    @Test("an address from the root is the app server's; other schemes and protocol-relative addresses are no image's")
    func addresses() {
        let images = RemoteImages()
        #expect(images.address("/photos/3/thumbnail") == nil, "no server: nowhere to load it from")
        images.serverURL = URL(string: "https://api.example.com/v1/")
        #expect(images.address("/photos/3/thumbnail")?.absoluteString == "https://api.example.com/v1/photos/3/thumbnail")
        #expect(images.address("https://cdn.example.com/a.png")?.host == "cdn.example.com")
        for text in ["//evil.example/a.png", "file:///etc/passwd", "javascript:alert(1)", "world.png"] {
            #expect(images.address(text) == nil, "\(text)")
        }
    }

    @Test("a failed address is not asked again at once, however often a row shows it")
    func failuresRemembered() async throws {
        let images = RemoteImages()
        images.load = { _ in throw URLError(.badServerResponse) }
        // Longer than any stall of a busy machine's main actor (CI's full run once held it past the default 60 s).
        images.retryInterval = .seconds(86_400)
        let url = try #require(URL(string: "https://example.com/missing.png"))
        let view = UIImageView()
        // The first show: no image now, and none again once the load has failed (the failure then remembered).
        var told = 0
        images.show(url, on: view) { _ in told += 1 }
        await until { told == 2 }
        #expect(told == 2)
        for _ in 0..<5 {
            images.show(url, on: view) { view.image = $0 }
            for _ in 0..<20 { await Task.yield() }
        }
        #expect(images.loadsStarted == 1 && view.image == nil)
    }
}
