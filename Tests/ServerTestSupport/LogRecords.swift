public import Logging
public import Synchronization

/// Records what is logged, to show what a test run leaves in its output, line by line as a log handler gets it.
public final class LogRecords: Sendable {
    public let records = Mutex<[(level: Logger.Level, message: String)]>([])

    public init() {}

    /// A logger that records here.
    public var logger: Logger {
        Logger(label: "test") { _ in Handler(records: self) }
    }

    /// Every message recorded so far.
    public var messages: [String] { records.withLock { $0.map(\.message) } }

    struct Handler: LogHandler {
        let records: LogRecords
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            records.records.withLock { $0.append((event.level, "\(event.message)")) }
        }
    }
}
