import NIOCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why ``WebServer`` could not start listening: the address and port it was given and what to do, in one line.
///
/// NIO reports a failed `bind` as `bind(descriptor:ptr:bytes:): Address already in use (errno: 98)`, which names
/// neither the address nor a way out.
public struct ListenError: Error, Sendable, CustomStringConvertible {
    /// The address the server was to listen on.
    public let host: String
    /// The port it was to listen on.
    public let port: Int
    /// The system's error number (`EADDRINUSE`, `EACCES`, `EADDRNOTAVAIL`).
    public let errno: CInt

    public var description: String {
        let reason =
            switch errno {
            case EADDRINUSE:
                "the port is already in use, by another server or another copy of this one; stop it, or choose another port"
            case EACCES:
                "permission denied (ports below 1024 need privileges); choose a port above 1023"
            case EADDRNOTAVAIL:
                "no network interface of this machine has that address; use 127.0.0.1, or 0.0.0.0 for every interface"
            default:
                String(cString: strerror(errno))
            }
        return "Cannot listen on \(host):\(port): \(reason)."
    }

    /// `error` as a ``ListenError`` when it is a failure to bind.
    static func of(_ error: any Error, host: String, port: Int) -> ListenError? {
        guard let error = error as? IOError, [EADDRINUSE, EACCES, EADDRNOTAVAIL].contains(error.errnoCode) else {
            return nil
        }
        return ListenError(host: host, port: port, errno: error.errnoCode)
    }
}
