public import KiloSQL
// The seeds' example services and documents, shared by the `httprpc` tool and the tests.
public import KiloServer

/// The seeds' example services.
public enum ExampleServices {
    /// Brings `database`'s schema up to date for the services that keep their own tables (the to-do list); run it
    /// before mounting them.
    public static func prepare(_ database: any Database) async throws {
        try await TodoService.migrations(for: database).apply(to: database)
    }

    /// Mounts every example service on `mounts`; the employees, pets and to-do services too when a `database` holding
    /// ``ExampleData`` (and ``prepare(_:)``d) is given.
    public static func mountAll(on mounts: inout ServiceMounts, database: (any Database)? = nil) throws {
        if let database {
            try mounts.mount(try EmployeeService(database: database))
            try mounts.mount(PetService(database: database))
            try mounts.mount(TodoService(database: database))
        }
        try mounts.mount(MathService())
        try mounts.mount(AirConditionerService())
        try mounts.mount(FormEchoService())
        try mounts.mount(UploadService())
        try mounts.mount(HelloService())
        try mounts.mount(UserService())
        try mounts.mount(PostService())
        try mounts.mount(PhotoService())
    }

    /// Requests to try against a running example server, as `(method, path, what it shows)`.
    public static let tryIt: [(method: String, path: String, note: String)] = [
        ("GET", "/math/sum?a=2&b=4", "6"),
        ("GET", "/math/sum?values=1&values=2&values=3", "6, by the other overload"),
        ("GET", "/ac/status", "the air conditioner's state"),
        ("PUT", "/ac/status?temperature=72", "204; 100 gives 400 \"Invalid temperature.\""),
        ("POST", "/post", "echoes a form (urlencoded or multipart)"),
        ("POST", "/upload", "receives multipart files"),
        ("GET", "/hello", "\"Hello, World!\""),
        ("GET", "/employees/10004?details=titles&details=salaries", "seed 004's employee, titles and salaries in one request"),
        ("GET", "/employees?name=Koblick", "employees by name"),
        ("GET", "/employees/table?prefix=Ko", "a page of employees as an HTML table, through a Mustache template"),
        ("GET", "/pets?owner=Gwen", "the pet search (LIKE :pattern; try owner=H%25)"),
        ("POST", "/todos", "adds a to-do from {\"title\": …}: 201 with Location"),
        ("GET", "/users", "seed 002's users, in JSONPlaceholder's shape (and /posts?userId=1)"),
        ("GET", "/todos?limit=20", "the to-dos, a page at a time (pass next as after=)"),
        ("GET", "/", "the services, with links to their descriptions"),
        ("GET", "/math?api", "the math service's API description"),
        ("GET", "/openapi.json", "the OpenAPI 3.1 document"),
        ("GET", "/health/ready", "200 while the database answers, else 503 (and /health/live)"),
    ]
}
