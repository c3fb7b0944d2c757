import HTTPTypes
import Logging
import Synchronization

/// Names each request in the log lines written for it (`request-id` metadata) and in its response's `X-Request-ID`
/// header, so that a line in the log leads to the request and a client's report to its log lines.
///
/// A request that brings a usable `X-Request-ID` (a proxy's or a calling service's: 1 to 128 visible ASCII
/// characters) keeps it, which follows one request across services; others get the one Hummingbird gave the request
/// context (`hb.request.id`), which then stands alone in the log line, or, in a context without one, one made here: a
/// random prefix chosen at start and a counter.
enum RequestID {
    static let field = HTTPField.Name("X-Request-ID")!
    /// The metadata key of the ID in log lines.
    static let metadataKey = "request-id"
    /// Where Hummingbird puts the ID it gives each request.
    static let hummingbirdKey = "hb.request.id"

    private static let prefix = String(UInt32.random(in: 0...UInt32.max) | 0x1000_0000, radix: 16)
    private static let counter = Atomic<UInt64>(0)

    /// The request's ID, and `logger` with it as the only request ID in its metadata.
    static func assign(_ fields: HTTPFields, logger: inout Logger) -> String {
        let id: String
        if let given = fields[field], isUsable(given) {
            id = given
        } else if let given = logger[metadataKey: hummingbirdKey] {
            id = given.description
        } else {
            id = prefix + "-" + String(counter.wrappingAdd(1, ordering: .relaxed).newValue, radix: 16)
        }
        logger[metadataKey: hummingbirdKey] = nil
        logger[metadataKey: metadataKey] = "\(id)"
        return id
    }

    private static func isUsable(_ id: String) -> Bool {
        let bytes = id.utf8
        return !bytes.isEmpty && bytes.count <= 128 && bytes.allSatisfy { (0x21...0x7E).contains($0) }
    }
}
