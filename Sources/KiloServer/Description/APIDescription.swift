/// What a server says about its services, and whether it says anything: each service's page at `?api`, the index of
/// services at `/`, and the OpenAPI document at `/openapi.json`.
///
/// ```swift
/// var configuration = WebServer.Configuration(port: 8080)
/// configuration.apiDescription = APIDescription(
///     title: "Todos", version: "2.1.0", servers: ["https://todos.example.com"])
/// // or, to publish none of it:
/// configuration.apiDescription = nil
/// ```
public struct APIDescription: Sendable, Equatable {
    /// The API's name: the OpenAPI document's `info.title` and the index page's heading.
    public var title: String
    /// The API's version (`info.version`), not the OpenAPI version.
    public var version: String
    /// What the API is for, in Markdown (`info.description`, and the index page's introduction).
    public var summary: String?
    /// The base URLs clients reach the services at (`servers`); none leaves clients to use the document's own host.
    public var servers: [String]

    /// Describes the API.
    public init(
        title: String = "HTTP-RPC services", version: String = "1.0.0", summary: String? = nil, servers: [String] = []
    ) {
        self.title = title
        self.version = version
        self.summary = summary
        self.servers = servers
    }
}
