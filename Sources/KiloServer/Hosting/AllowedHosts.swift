/// The host names a server answers to: a request whose `Host` names another is refused with 403, so that a site
/// whose name resolves to this machine (DNS rebinding) cannot use a browser to reach it.
///
/// Set ``WebServer/Configuration/allowedHosts`` to apply it to every route; `nil`, the default, answers any host
/// (a server behind a proxy that checks names itself). `Host` must be `name[:port]` or `[address][:port]`, the name
/// of letters, digits, `-`, `.` and `_` and the port of digits: anything else (`127.0.0.1:8080@evil.example`, a path,
/// a space) is refused whatever name it starts with.
public struct AllowedHosts: Sendable, Hashable {
    /// The host names (without port), lowercased, without a trailing dot.
    public private(set) var names: Set<String>

    /// The loopback names, for a server only this machine reaches: `localhost`, `127.0.0.1`, `::1`.
    public static let loopback = AllowedHosts(["localhost", "127.0.0.1", "::1"])

    /// The given host names (`example.com`, `10.0.0.5`, `::1`); case and a trailing dot do not matter.
    public init(_ names: some Sequence<String>) {
        // An IPv6 address may come without its brackets (`::1`).
        self.names = Set(names.compactMap { Self.hostName(of: $0) ?? Self.hostName(of: "[\($0)]") })
    }

    /// These names and `more`.
    public func allowing(_ more: some Sequence<String>) -> AllowedHosts {
        var allowed = self
        allowed.names.formUnion(AllowedHosts(more).names)
        return allowed
    }

    /// Why a request for `authority` (its `Host`) is refused, or `nil` when it names one of ``names``.
    public func refusal(ofHost authority: String?) -> String? {
        guard let authority, let name = Self.hostName(of: authority), names.contains(name) else {
            let shown = authority.map { "'\(UntrustedText.escaped($0, limit: 200))'" } ?? "(none)"
            return "This server does not answer to the host name \(shown)."
        }
        return nil
    }

    /// The host name of `name[:port]` or `[address][:port]`, lowercased and without a trailing dot; `nil` when
    /// `authority` is not of that form.
    static func hostName(of authority: String) -> String? {
        // Read in place: this runs for every request of a server that checks names.
        var authority = authority
        return authority.withUTF8 { hostName(of: $0) }
    }

    private static func hostName(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var name: Slice<UnsafeBufferPointer<UInt8>>
        var rest: Slice<UnsafeBufferPointer<UInt8>>
        if bytes.first == UInt8(ascii: "[") {
            guard let end = bytes.firstIndex(of: UInt8(ascii: "]")) else { return nil }
            name = bytes[1..<end]
            rest = bytes[(end + 1)...]
            guard name.allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }) else {
                return nil
            }
        } else {
            let colon = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.endIndex
            name = bytes[..<colon]
            rest = bytes[colon...]
            guard
                name.allSatisfy({
                    isHexDigit($0) || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z"))
                        || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
                })
            else { return nil }
            if name.last == UInt8(ascii: ".") { name = name.dropLast() }
        }
        // Nothing but a port may follow: a colon and 1 to 5 digits.
        if !rest.isEmpty {
            guard rest.first == UInt8(ascii: ":"), (2...6).contains(rest.count),
                rest.dropFirst().allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return nil }
        }
        guard !name.isEmpty else { return nil }
        return String(decoding: name, as: UTF8.self).lowercased()
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
