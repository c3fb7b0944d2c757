import HTTPTypes
import Logging
import Synchronization

/// Names each request in its response's `X-Request-ID` header and in the log lines written for it, so that a line
/// in the log leads to the request and a client's report to its log lines.
///
/// The log key is Hummingbird's, `hb.request.id`, whose value Hummingbird gives every request context: reading it
/// costs nothing, where writing log metadata on every request cost about 5% of a short request's CPU (swift-log's
/// stream handler formats its metadata anew on each change). A request that brings a usable `X-Request-ID` (a
/// proxy's or a calling service's: 1 to 128 visible ASCII characters) keeps it, in the header and the log, which
/// follows one request across services; in a context without an ID, one is made here (a random prefix chosen at start
/// and a counter).
enum RequestID {
    static let field = HTTPField.Name("X-Request-ID")!
    /// The metadata key of the ID in log lines: Hummingbird's.
    static let metadataKey = "hb.request.id"

    private static let prefix = String(UInt32.random(in: 0...UInt32.max) | 0x1000_0000, radix: 16)
    private static let counter = Atomic<UInt64>(0)

    /// The request's ID, with `logger` carrying it.
    static func assign(_ fields: HTTPFields, logger: inout Logger) -> String {
        if let given = fields[field], isUsable(given) {
            logger[metadataKey: metadataKey] = "\(given)"
            return given
        }
        if let given = logger[metadataKey: metadataKey] { return given.description }
        let id = prefix + "-" + String(counter.wrappingAdd(1, ordering: .relaxed).newValue, radix: 16)
        logger[metadataKey: metadataKey] = "\(id)"
        return id
    }

    private static func isUsable(_ id: String) -> Bool {
        let bytes = id.utf8
        return !bytes.isEmpty && bytes.count <= 128 && bytes.allSatisfy { (0x21...0x7E).contains($0) }
    }
}
