import Foundation
import KiloSQL
import KiloServerTesting
import ServiceExamples
import Testing

@Suite("The to-do service, on each database")
struct TodoServiceTests {
    /// The to-do service over a fresh database, its migrations applied, for the length of `test`.
    static func withTodos(_ backend: Backend, _ test: @Sendable (ServiceTestClient) async throws -> Void) async throws {
        try await backend.withDatabase { database in
            try await ExampleServices.prepare(database)
            var server = WebServer()
            try server.mount(TodoService(database: database))
            try await server.test(.live, test)
        }
    }

    @Test("create, get, list, replace, change and delete, with the statuses a client expects", arguments: Backend.available)
    func lifecycle(backend: Backend) async throws {
        try await Self.withTodos(backend) { client in
            let created = try await client.execute(.post, "/todos", json: NewTodo(title: "  Try HTTP-RPC  "))
            #expect(created.status == .created)
            let todo = try created.decode(Todo.self)
            #expect(todo.title == "Try HTTP-RPC" && !todo.done)
            #expect(created.headers[.location] == "/todos/\(todo.id)")
            #expect(abs(todo.created.timeIntervalSinceNow) < 600)

            let fetched = try await client.execute(.get, "/todos/\(todo.id)")
            #expect(try fetched.decode(Todo.self) == todo)
            let replaced = try await client.execute(.put, "/todos/\(todo.id)", json: NewTodo(title: "Tried it", done: true))
            #expect(try replaced.decode(Todo.self).title == "Tried it")
            // PATCH changes only what it is given.
            let patched = try await client.execute(.patch, "/todos/\(todo.id)?done=false")
            let afterPatch = try patched.decode(Todo.self)
            #expect(afterPatch.title == "Tried it" && !afterPatch.done)

            let deleted = try await client.execute(.delete, "/todos/\(todo.id)")
            #expect(deleted.status == .noContent)
            let gone = try await client.execute(.get, "/todos/\(todo.id)")
            #expect(gone.status == .notFound)
            let deletedAgain = try await client.execute(.delete, "/todos/\(todo.id)")
            #expect(deletedAgain.status == .notFound && deletedAgain.text == "There is no to-do \(todo.id).")
            let missing = try await client.execute(.put, "/todos/9999", json: NewTodo(title: "x"))
            #expect(missing.status == .notFound)

            // Mistakes are 400s that say what is wrong.
            let empty = try await client.execute(.post, "/todos", json: NewTodo(title: "   "))
            #expect(
                empty.status == .badRequest && empty.text == "A to-do's title must be 1 to 200 characters (at most 800 bytes).")
            let noTitle = try await client.execute(
                .post, "/todos", headers: [.contentType: "application/json"], body: .init(string: "{}"))
            #expect(noTitle.status == .badRequest && noTitle.text.contains("title"))
            let badLimit = try await client.execute(.get, "/todos?limit=0")
            #expect(badLimit.status == .badRequest && badLimit.text == "The limit must be 1 to 100.")
            let badCursor = try await client.execute(.get, "/todos?after=forged")
            #expect(badCursor.status == .badRequest)
        }
    }

    @Test(
        "a deleted to-do's number is never given again; a number is written as one; a title is limited in bytes",
        arguments: Backend.available)
    func hardening(backend: Backend) async throws {
        try await Self.withTodos(backend) { client in
            let first = try await client.execute(.post, "/todos", json: NewTodo(title: "first")).decode(Todo.self)
            let second = try await client.execute(.post, "/todos", json: NewTodo(title: "second")).decode(Todo.self)
            #expect(try await client.execute(.delete, "/todos/\(second.id)").status == .noContent)
            let third = try await client.execute(.post, "/todos", json: NewTodo(title: "third")).decode(Todo.self)
            #expect(third.id > second.id, "the number of a deleted to-do was given again")

            for alias in ["+\(first.id)", "0\(first.id)", "%2B\(first.id)"] {
                let response = try await client.execute(.get, "/todos/\(alias)")
                #expect(response.status == .badRequest, "\(alias)")
                #expect(response.text.contains("expected an integer written as \(first.id)"), "\(response.text)")
            }
            #expect(try await client.execute(.get, "/todos/\(first.id)").status == .ok)

            // One character of 300,000 combining accents: 600 KB that a character count calls 1. (Refused by its bytes
            // before anything counts characters; 6 MB of it once took the 20 s of the test client's timeout to send
            // and decode in a debug build on a loaded machine.)
            let accents = "e" + String(repeating: "\u{301}", count: 300_000)
            let huge = try await client.execute(.post, "/todos", json: NewTodo(title: accents))
            #expect(huge.status == .badRequest)
            #expect(huge.text == "A to-do's title must be 1 to 200 characters (at most 800 bytes).")
            // 200 characters of 4 bytes each fit exactly.
            let emoji = try await client.execute(.post, "/todos", json: NewTodo(title: String(repeating: "😀", count: 200)))
            #expect(emoji.status == .created)
        }
    }

    @Test("the list comes a page at a time, every to-do once, through the typed proxy", arguments: Backend.available)
    func pages(backend: Backend) async throws {
        try await Self.withTodos(backend) { client in
            for number in 1...7 {
                let response = try await client.execute(.post, "/todos", json: NewTodo(title: "to-do \(number)"))
                #expect(response.status == .created)
            }
            var titles: [String] = []
            var after: String?
            var pages = 0
            repeat {
                var arguments: [String: any Sendable] = ["limit": 3]
                if let after { arguments["after"] = after }
                let page: Page<Todo> = try await client.proxy.invoke(.get, path: "todos", arguments: arguments)
                titles += page.items.map(\.title)
                after = page.next
                pages += 1
            } while after != nil
            #expect(titles == (1...7).map { "to-do \($0)" })
            #expect(pages == 3)
        }
    }
}
