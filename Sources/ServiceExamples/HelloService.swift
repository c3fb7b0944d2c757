public import KiloServer

/// Returns a friendly greeting (seeds 000 and 004).
@WebService("hello")
public struct HelloService {
    /// Creates the service.
    public init() {}

    /// Returns "Hello, World!".
    @RequestMethod("GET")
    public func sayHello() -> String { "Hello, World!" }
}
