import Foundation
public import NIOCore
import NIOPosix
public import Testing

/// A response as it came over the wire.
public struct RawResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public var text: String { String(decoding: body, as: UTF8.self) }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    public func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
    }
}

/// A deliberately small HTTP/1.1 client that sends exactly the bytes it is given, so tests can send what a polite
/// client never would (broken escapes, invalid UTF-8, truncated bodies, huge headers).
public enum RawHTTPClient {
    public struct ConnectionClosed: Error {}
    /// No whole response came within the timeout: the server left the connection hanging.
    public struct TimedOut: Error {}

    /// How a request that got no response failed at the socket: refused (nothing listens), reset or closed by the
    /// server, or neither (a timeout, a malformed response).
    public enum SocketFailure: Equatable, Sendable {
        case refused
        case closedByServer
        case other
    }

    /// What `error`, thrown by this client, says about the connection.
    public static func socketFailure(_ error: any Error) -> SocketFailure {
        if error is ConnectionClosed { return .closedByServer }
        let code: CInt? =
            if let error = error as? IOError {
                error.errnoCode
            } else if let error = error as? NIOConnectionError {
                error.connectionErrors.lazy.compactMap { ($0.error as? IOError)?.errnoCode }.first
            } else {
                nil
            }
        switch code {
        case ECONNREFUSED: return .refused
        case ECONNRESET, EPIPE: return .closedByServer
        default: return .other
        }
    }

    /// The event loops new connections use (default: NIO's shared ones), for tests that must not compete with
    /// other tests' NIO work.
    @TaskLocal public static var eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton

    /// Sends `request` (a whole HTTP/1.1 message) on a new connection and reads one response.
    public static func send(port: Int, _ request: [UInt8], timeout: Duration = .seconds(60)) async throws -> RawResponse {
        guard let response = try await send(port: port, request, responses: 1, timeout: timeout).first else {
            throw ConnectionClosed()
        }
        return response
    }

    /// Sends `request` (one or more pipelined messages) on a new connection and reads `count` responses.
    /// `bodiless`: the responses answer HEAD requests, so they have no body whatever their framing headers say.
    public static func send(
        port: Int, _ request: [UInt8], responses count: Int, bodiless: Bool = false, timeout: Duration = .seconds(60)
    ) async throws -> [RawResponse] {
        // The request goes out as the connection is made, on its event loop, and what the server sends is collected
        // from the start (``RawConnection``): a server that answers at once and closes (a 503 at its limit) is read
        // whole however late a busy machine runs this task. (A channel wrapped in a task after connecting lost such
        // answers.) The connection is closed at the timeout.
        let connection = try await RawConnection.open(port: port, deadline: timeout, sendingBytes: request)
        defer { connection.close() }
        var received: [UInt8] = []
        var responses: [RawResponse] = []
        for await chunk in connection.received {
            received += chunk.readableBytesView
            while let (response, consumed) = try parse(received, complete: false, bodiless: bodiless) {
                responses.append(response)
                received.removeFirst(consumed)
                if responses.count == count { return responses }
            }
        }
        if connection.hitDeadline { throw TimedOut() }
        if let (response, _) = try parse(received, complete: true, bodiless: bodiless) { responses.append(response) }
        return responses
    }

    /// Builds and sends a request; `Content-Length` is added for a body, and `Connection: close` always.
    public static func request(
        port: Int, _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8]? = nil,
        timeout: Duration = .seconds(60)
    ) async throws -> RawResponse {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let responses = try await send(
            port: port, Array(head.utf8) + (body ?? []), responses: 1, bodiless: method == "HEAD", timeout: timeout)
        guard let response = responses.first else { throw ConnectionClosed() }
        return response
    }

    public static func get(
        port: Int, _ target: String, headers: [(String, String)] = [], timeout: Duration = .seconds(60)
    ) async throws -> RawResponse {
        try await request(port: port, "GET", target, headers: headers, timeout: timeout)
    }

    /// Parses a response once it is complete, with the number of bytes it took; `nil` while more bytes are needed.
    static func parse(_ bytes: [UInt8], complete: Bool, bodiless: Bool = false) throws -> (RawResponse, Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let headEnd = bytes.firstRange(of: separator) else {
            if complete && !bytes.isEmpty { throw ConnectionClosed() }
            return nil
        }
        let head = String(decoding: bytes[..<headEnd.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw ConnectionClosed() }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = RawResponse(status: status, headers: headers, body: [])
        let body = Array(bytes[headEnd.upperBound...])
        let bodyStart = headEnd.upperBound
        if bodiless || status == 204 || status == 304 || (100..<200).contains(status) { return (response, bodyStart) }
        if let length = response.header("content-length").flatMap({ Int($0) }) {
            guard body.count >= length else { return nil }
            response.body = Array(body.prefix(length))
            return (response, bodyStart + length)
        }
        if response.header("transfer-encoding")?.lowercased() == "chunked" {
            var index = 0
            var decoded: [UInt8] = []
            while true {
                guard let lineEnd = body[index...].firstRange(of: [13, 10]) else { return nil }
                let sizeText = String(decoding: body[index..<lineEnd.lowerBound], as: UTF8.self)
                guard let size = Int(sizeText.split(separator: ";")[0], radix: 16) else { throw ConnectionClosed() }
                let start = lineEnd.upperBound
                if size == 0 {
                    guard body.count >= start + 2 else { return nil }
                    response.body = decoded
                    return (response, bodyStart + start + 2)
                }
                guard body.count >= start + size + 2 else { return nil }
                decoded += body[start..<start + size]
                index = start + size + 2
            }
        }
        guard complete else { return nil }
        response.body = body
        return (response, bytes.count)
    }
}

/// A `multipart/form-data` body for tests.
public struct MultipartBody {
    public init() {}

    public let boundary = "----KiloTestBoundary\(UInt32.random(in: 0...UInt32.max))"
    public private(set) var bytes: [UInt8] = []

    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    public mutating func field(_ name: String, _ value: String) {
        bytes += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
    }

    public mutating func file(_ name: String, fileName: String, contentType: String = "application/octet-stream", _ data: [UInt8])
    {
        bytes += Array(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(fileName)\"\r\nContent-Type: \(contentType)\r\n\r\n"
                .utf8)
        bytes += data + [13, 10]
    }

    public func finished() -> [UInt8] {
        bytes + Array("--\(boundary)--\r\n".utf8)
    }
}

/// GETs `target` and expects the body `expected` (and status 200 unless told otherwise).
public func expectGET(
    _ port: Int, _ target: String, _ expected: String, status: Int = 200, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let response = try await RawHTTPClient.get(port: port, target)
    #expect(response.status == status, "GET \(target): \(response.text)", sourceLocation: sourceLocation)
    #expect(response.text == expected, "GET \(target)", sourceLocation: sourceLocation)
}
