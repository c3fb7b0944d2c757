import Foundation
import KiloShared

/// Turns an argument dictionary into query strings, form bodies and multipart bodies, as an HTML form would.
///
/// Names are sorted, so the same arguments always make the same bytes. Arrays (and sets, sorted) become repeated names, `Date` becomes
/// milliseconds since 1970, `Duration` ISO 8601 (`PT1H30M`), `nil` leaves the argument out, a file `URL` becomes a file part in a multipart body, and
/// anything else is sent as its `description`.
enum ArgumentEncoding {
    /// One name and its text values, in order.
    typealias Pair = (name: String, value: Value)

    enum Value {
        case text(String)
        case file(URL)
    }

    /// The arguments flattened into name/value pairs, sorted by name; repeated names keep their array order.
    static func pairs(_ arguments: [String: any Sendable]) throws(WebServiceRequestError) -> [Pair] {
        var pairs: [Pair] = []
        for name in arguments.keys.sorted() {
            guard !name.isEmpty else { throw .emptyArgumentName }
            guard let value = arguments[name] else { continue }
            // Common scalars first: concrete casts are cheap, protocol casts are not.
            if let text = scalarText(value) {
                pairs.append((name, .text(text)))
                continue
            }
            for element in elements(of: value) {
                if let value = encode(element) { pairs.append((name, value)) }
            }
        }
        return pairs
    }

    private static func scalarText(_ value: Any) -> String? {
        switch value {
        case let text as String: text
        case let number as Int: String(number)
        case let number as Double: number.description
        case let flag as Bool: flag ? "true" : "false"
        default: nil
        }
    }

    /// An array's elements, or the value itself; `nil` (at any depth of optionals) gives nothing.
    private static func elements(of value: Any) -> [Any] {
        guard let unwrapped = unwrap(value) else { return [] }
        if let array = unwrapped as? [Any] { return array.compactMap(unwrap) }
        // A set has no order of its own; sorting its elements keeps the request the same from run to run.
        if let set = unwrapped as? Set<AnyHashable> {
            return set.map(\.base).sorted { String(describing: $0) < String(describing: $1) }
        }
        return [unwrapped]
    }

    private static func unwrap(_ value: Any) -> Any? {
        guard let optional = value as? any OptionalValue else { return value }
        return optional.wrappedValue.flatMap(unwrap)
    }

    private static func encode(_ value: Any) -> Value? {
        switch value {
        case let date as Date: .text(String(Int64((date.timeIntervalSince1970 * 1000).rounded())))
        case let duration as Duration: .text(ISO8601Duration.format(duration))
        case let url as URL where url.isFileURL: .file(url)
        case let url as URL: .text(url.absoluteString)
        case let text as String: .text(text)
        // An enumeration is sent as its raw value, as the server reads it (`extension Size: TextArgument {}`).
        case let raw as any RawRepresentable: encode(raw.rawValue) ?? .text(String(describing: raw.rawValue))
        case let convertible as any CustomStringConvertible: .text(convertible.description)
        default: .text(String(describing: value))
        }
    }

    // MARK: Query strings and urlencoded bodies

    /// Leaves RFC 3986's unreserved characters (`A-Z a-z 0-9 - . _ ~`) as they are and percent-encodes every other
    /// UTF-8 byte — `+ & = # %`, spaces, non-ASCII — so any server decodes it back unchanged. (Done by hand: Foundation's
    /// `addingPercentEncoding` costs several microseconds a call on Linux.)
    static func percentEncode(_ text: String) -> String {
        let utf8 = text.utf8
        if utf8.allSatisfy(isUnreserved) { return text }
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// `a=1&b=2`; a file URL is sent as its path (only multipart can carry file contents).
    static func urlEncoded(_ pairs: [Pair]) -> String {
        pairs.map { name, value in
            let text: String
            switch value {
            case .text(let string): text = string
            case .file(let url): text = url.path
            }
            return percentEncode(name) + "=" + percentEncode(text)
        }.joined(separator: "&")
    }

    // MARK: Multipart

    /// A `multipart/form-data` body: text parts, and file parts with their file name and a content type from the
    /// file's extension, read from disk as the body is sent.
    static func multipart(_ pairs: [Pair], boundary: String) throws(WebServiceRequestError) -> WebServiceRequest.Body {
        var parts: [WebServiceRequest.Body.Part] = []
        var text = Data()
        for (name, value) in pairs {
            text.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(quoted(name))\"".utf8))
            switch value {
            case .text(let value):
                text.append(Data("\r\n\r\n".utf8))
                text.append(Data(value.utf8))
            case .file(let url):
                let size = try WebServiceRequest.Body.fileSize(url)
                text.append(
                    Data("; filename=\"\(quoted(url.lastPathComponent))\"\r\nContent-Type: \(MediaType.of(url))\r\n\r\n".utf8))
                parts.append(.data(text))
                parts.append(.file(url, size: size))
                text = Data()
            }
            text.append(Data("\r\n".utf8))
        }
        text.append(Data("--\(boundary)--\r\n".utf8))
        parts.append(.data(text))
        return WebServiceRequest.Body(parts: parts)
    }

    /// Escapes a name for a quoted header parameter the way browsers do (WHATWG): `"` as `%22`, CR and LF as `%0D`/`%0A`.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

/// Lets an `Any` that holds an optional be looked inside.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 } }
}
