#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The network a client address belongs to, for limits that count per network rather than per address: anyone with
/// an IPv6 address has a /64 of them, and an attacker with many IPv4 addresses has them in a few blocks.
///
/// An IPv6 address counts as its /64 (`2001:db8:1:2::/64`); an IPv4 address (or an IPv4-mapped IPv6 one) as its
/// network of `ipv4PrefixLength` bits — 32 by default, the address itself, since an office or a carrier behind one
/// NAT is many people; 24 counts a whole block as one. Text that is no IP address is its own network.
public enum ClientNetwork {
    /// The network of `address` (``ServiceRequest/clientAddress``).
    public static func of(_ address: String, ipv4PrefixLength: Int = 32) -> String {
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 {
            return ipv4(withUnsafeBytes(of: &v4) { Array($0) }, prefixLength: ipv4PrefixLength)
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, address, &v6) == 1 else { return address }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket.
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return ipv4(Array(bytes[12..<16]), prefixLength: ipv4PrefixLength)
        }
        let groups = stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
        return groups.joined(separator: ":") + "::/64"
    }

    private static func ipv4(_ bytes: [UInt8], prefixLength: Int) -> String {
        let length = min(32, max(0, prefixLength))
        let value = bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let masked = length == 0 ? 0 : value & (UInt32.max << (32 - length))
        let text = (0..<4).map { String(masked >> (24 - 8 * $0) & 0xFF) }.joined(separator: ".")
        return length == 32 ? text : "\(text)/\(length)"
    }
}
