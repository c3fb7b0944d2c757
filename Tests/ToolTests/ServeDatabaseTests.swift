#if MySQL
import Foundation
import KiloSQL
import ServerTestSupport
import TestSupport
import Testing

@Suite("httprpc serve --database mysql://")
struct ServeMariaDBTests {
    var tool: String { toolPath }

    @Test(
        "the examples on MariaDB: the data filled on first start, seed 004's employee, the to-dos, ready while it answers",
        .enabled(
            if: ProcessInfo.processInfo.environment["HTTPRPC_MARIADB_URL"] != nil,
            "skipped: set HTTPRPC_MARIADB_URL to a running MariaDB server"))
    func mariaDB() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let url = try #require(ProcessInfo.processInfo.environment["HTTPRPC_MARIADB_URL"].flatMap(URL.init(string:)))
        let admin = try await MariaDBDatabase(url: url)
        let name = "kilo_serve_\(UUID().uuidString.prefix(8).lowercased())"
        try await admin.execute(SQLQuery("CREATE DATABASE \(name)"))
        var scratch = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        scratch.path = "/\(name)"
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let server = try await RunningServer(
                tool,
                [
                    "--port", "0", "--employees", "50", "--data-directory", directory.path, "--database",
                    try #require(scratch.string),
                ])
            let port = try await server.port()
            #expect(server.text.contains("MariaDB ready with 50 employees"), "\(server.text)")
            let employee = try await RawHTTPClient.get(port: port, "/employees/10004?details=titles")
            #expect(employee.status == 200 && employee.text.contains(#""employeeNumber":10004"#), "\(employee.text)")
            let created = try await RawHTTPClient.request(
                port: port, "POST", "/todos", headers: [("Content-Type", "application/json")],
                body: Array(#"{"title":"Buy milk"}"#.utf8))
            #expect(created.status == 201, "\(created.text)")
            let todos = try await RawHTTPClient.get(port: port, "/todos?limit=5")
            #expect(todos.status == 200 && todos.text.contains("Buy milk"), "\(todos.text)")
            let ready = try await RawHTTPClient.get(port: port, "/health/ready")
            #expect(ready.status == 200, "\(ready.text)")
            server.signal(SIGTERM)
            #expect(try await server.waitForExit(limit: .seconds(20)), "still running: \(server.text)")
            try await admin.execute(SQLQuery("DROP DATABASE \(name)"))
            await admin.close()
        } catch {
            _ = try? await admin.execute(SQLQuery("DROP DATABASE \(name)"))
            await admin.close()
            throw error
        }
    }
}
#endif
