/// A path with `{name}` placeholders, as a client fills it and OpenAPI spells it: `/employees/{employeeNumber}`.
///
/// The client's spelling of the grammar ``PathPattern`` reads for the server: the `@WebServiceInterface` macro writes
/// an endpoint's pattern as a template for its generated client, OpenAPI documents show it, and `WebServiceProxy`
/// fills it. A `{` without its `}` is text.
public struct PathTemplate: Sendable, Equatable, CustomStringConvertible {
    /// A run of text, or a placeholder.
    public enum Part: Sendable, Equatable {
        /// Text, as written.
        case text(String)
        /// `{name}`: filled with the value of the key `name`.
        case key(String)
    }

    /// The parts in order.
    public let parts: [Part]

    /// Reads `employees/{employeeNumber}/titles`.
    public init(_ text: String) {
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            parts.append(.key(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
    }

    /// The template of a server's `pattern`, with a leading slash: named keys are `{name}`, unnamed ones `{key1}`,
    /// `{key2}`, ….
    public init(_ pattern: PathPattern) {
        var parts: [Part] = []
        var unnamed = 0
        for segment in pattern.segments {
            parts.append(.text("/"))
            switch segment {
            case .literal(let text): parts.append(.text(text))
            case .key(let name?): parts.append(.key(name))
            case .key(nil):
                unnamed += 1
                parts.append(.key("key\(unnamed)"))
            }
        }
        self.parts = parts.isEmpty ? [.text("/")] : parts
    }

    /// The names of the placeholders, in order.
    public var keyNames: [String] {
        parts.compactMap { if case .key(let name) = $0 { name } else { nil } }
    }

    /// The template as written: `/employees/{employeeNumber}`.
    public var description: String {
        parts.map {
            switch $0 {
            case .text(let text): text
            case .key(let name): "{" + name + "}"
            }
        }.joined()
    }
}
