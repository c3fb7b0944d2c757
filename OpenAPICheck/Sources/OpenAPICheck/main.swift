// Calls the example server through the client swift-openapi-generator made from its /openapi.json: typed inputs,
// typed bodies, and the statuses the document declares. Prints what it checked; exits 1 on the first mismatch.
import Foundation
import OpenAPIRuntime
import OpenAPIURLSession

struct Mismatch: Error, CustomStringConvertible {
    let description: String
}

func expect(_ condition: Bool, _ what: String) throws {
    guard condition else { throw Mismatch(description: "FAILED: \(what)") }
    print("ok: \(what)")
}

guard CommandLine.arguments.count == 2, let serverURL = URL(string: CommandLine.arguments[1]) else {
    print("usage: OpenAPICheck <server URL>")
    exit(2)
}
let client = Client(serverURL: serverURL, transport: URLSessionTransport())

do {
    // Math: both overloads of one operation.
    try expect(try await client.getSum(query: .init(a: 2, b: 4)).ok.body.json == 6, "GET /math/sum?a=2&b=4 is 6")
    try expect(try await client.getSum(query: .init(values: [1, 2, 3])).ok.body.json == 6, "GET /math/sum?values=… is 6")

    // The air conditioner: a 204, then the typed status.
    _ = try await client.setOnStatus(query: .init(on: true)).noContent
    _ = try await client.setOnStatus(query: .init(temperature: 71)).noContent
    let status = try await client.getStatus().ok.body.json
    try expect(status.on && status.temperature == 71, "PUT /ac/status, then GET: on at 71°")
    if case .badRequest = try await client.setOnStatus(query: .init(temperature: 100)) {
        print("ok: a temperature of 100 is the declared 400")
    } else {
        throw Mismatch(description: "FAILED: a temperature of 100 is not a 400")
    }

    // Employees: a typed object with nested arrays, a typed list, and the declared 404.
    let employee = try await client.getEmployee(path: .init(employeeNumber: 10001), query: .init(details: [.titles]))
        .ok.body.json
    try expect(employee.employeeNumber == 10001 && employee.titles?.isEmpty == false, "GET /employees/10001?details=titles")
    let found = try await client.getEmployees(query: .init(name: employee.firstName)).ok.body.json.value2 ?? []
    try expect(found.contains { $0.employeeNumber == 10001 }, "GET /employees?name=\(employee.firstName) finds 10001")
    if case .notFound = try await client.getEmployee(path: .init(employeeNumber: 1), query: .init()) {
        print("ok: GET /employees/1 is the declared 404")
    } else {
        throw Mismatch(description: "FAILED: GET /employees/1 is not a 404")
    }

    // An upload: a typed multipart body, a typed answer.
    let parts: MultipartBody<Operations.Upload.Input.Body.MultipartFormPayload> = [
        .file(.init(payload: .init(body: HTTPBody("hello, world")), filename: "hello.txt"))
    ]
    let received = try await client.upload(body: .multipartForm(parts)).ok.body.json
    try expect(received.count == 1 && received[0].size == 12 && received[0].name == "hello.txt", "POST /upload")

    // The to-do service: 201 with Location, a typed page, the declared 404, a PATCH of one field, a 204.
    let created = try await client.createTodo(body: .json(.init(title: "Check the contract"))).created
    let todo = try created.body.json
    try expect(created.headers.location == "/todos/\(todo.id)" && !todo.done, "POST /todos is 201 with Location")
    let page = try await client.getTodos(query: .init(limit: 100)).ok.body.json
    try expect(page.items.contains { $0.id == todo.id }, "GET /todos lists it")
    let patched = try await client.patchTodo(path: .init(id: todo.id), query: .init(done: true)).ok.body.json
    try expect(patched.done && patched.title == todo.title, "PATCH /todos/\(todo.id)?done=true")
    _ = try await client.deleteTodo(path: .init(id: todo.id)).noContent
    if case .notFound = try await client.getTodo(path: .init(id: todo.id)) {
        print("ok: DELETE, then GET /todos/\(todo.id) is the declared 404")
    } else {
        throw Mismatch(description: "FAILED: a deleted to-do is still there")
    }
} catch {
    print(error)
    exit(1)
}
