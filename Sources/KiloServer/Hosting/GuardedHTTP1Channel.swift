import HummingbirdCore
import Logging
import NIOCore
import Synchronization

/// Hummingbird's HTTP/1 connection setup, with every accepted connection either served or closed.
///
/// NIO sets a connection up as soon as it is accepted and then hands it to the server's accept loop. A connection
/// whose setup finishes after the listener has closed (a shutdown, while clients keep connecting) never reaches the
/// loop (swift-nio#2637): NIO then traps ("Deinited NIOAsyncWriter without calling finish()") and takes the whole
/// process down, or the client waits for an answer that never comes. Each connection is wrapped so that, dropped
/// unserved, it closes itself instead.
struct GuardedHTTP1Channel: ServerChildChannel {
    let http1: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<AcceptedConnection> {
        http1.setup(channel: channel, logger: logger).map(AcceptedConnection.init)
    }

    func handle(value: AcceptedConnection, logger: Logger) async {
        value.isServed.store(true, ordering: .releasing)
        await http1.handle(value: value.connection, logger: logger)
    }
}

/// An accepted connection on its way to the accept loop; closes it if it is dropped before being served.
final class AcceptedConnection: ServerChildChannelValue {
    let connection: HTTP1Channel.Value
    let isServed = Atomic(false)

    var channel: any Channel { connection.channel }

    init(_ connection: HTTP1Channel.Value) {
        self.connection = connection
    }

    deinit {
        guard !isServed.load(ordering: .acquiring) else { return }
        // `executeThenClose` finishes the writer NIO checks for, then closes the socket, so the client sees the
        // connection end.
        Task { [connection] in try? await connection.executeThenClose { _, _ in } }
    }
}
