import NIOCore
import NIOHTTP1

/// What RFC 9112 requires of a request head, checked where the HTTP version is still known: one `Host` header in
/// HTTP/1.1, no `CONNECT` (this is not a proxy), and no expectation other than `100-continue`. ``ConnectionGuard``
/// applies it to every head.
enum RequestHeadCheck {
    /// Why `head` is refused, or `nil` when it is acceptable.
    static func check(_ head: HTTPRequestHead) -> RequestRejection? {
        if head.method == .CONNECT {
            return RequestRejection(.methodNotAllowed, "CONNECT is not supported: this server is not a proxy.")
        }
        // One pass over the fields, comparing names without building strings: runs for every request.
        var hosts = 0
        var hasExpectation = false
        for (name, value) in head.headers {
            if Self.isNamed(name, "host") {
                // `Host: a, b` is two values, as NIO's canonical form would split it.
                hosts += value.utf8.contains(UInt8(ascii: ",")) ? 2 : 1
            } else if Self.isNamed(name, "expect") {
                hasExpectation = true
            }
        }
        if head.version.major == 1, head.version.minor >= 1 {
            switch hosts {
            case 1: break
            case 0: return RequestRejection(.badRequest, "An HTTP/1.1 request must have a Host header.")
            default: return RequestRejection(.badRequest, "The request has more than one Host header.")
            }
        }
        guard hasExpectation else { return nil }
        for expectation in head.headers[canonicalForm: "expect"] where expectation.lowercased() != "100-continue" {
            return RequestRejection(
                .expectationFailed, "The expectation \"\(expectation)\" cannot be met; only 100-continue can.")
        }
        return nil
    }

    /// Whether the field name `name` is `lowercaseName`, in any case.
    private static func isNamed(_ name: String, _ lowercaseName: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: lowercaseName.utf8Start, count: lowercaseName.utf8CodeUnitCount)
        guard name.utf8.count == expected.count else { return false }
        return zip(name.utf8, expected).allSatisfy { $0 | 0x20 == $1 }
    }
}
