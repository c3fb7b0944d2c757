/// A parsed resource path: literal segments and keys (`?` or `?:name`).
public struct PathPattern: Sendable, Equatable, CustomStringConvertible {
    /// One segment of a pattern.
    public enum Segment: Sendable, Equatable {
        /// Matches exactly this text (after percent-decoding the request's segment).
        case literal(String)
        /// Matches any one segment; the name is `nil` for a plain `?`.
        case key(String?)
    }

    /// The segments in order.
    public let segments: [Segment]

    /// Parses a pattern such as `contacts/?/addresses/?` or `employees/?:employeeNumber`. Leading and trailing
    /// slashes are ignored; an empty pattern is the service's own path.
    public init(_ text: String) throws(PathPatternError) {
        var trimmed = Substring(text)
        while trimmed.first == "/" { trimmed = trimmed.dropFirst() }
        while trimmed.last == "/" { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else {
            segments = []
            return
        }
        var segments: [Segment] = []
        var names: Set<String> = []
        for part in trimmed.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty { throw PathPatternError(pattern: text, reason: "it has an empty segment (\"//\")") }
            if part == "?" {
                segments.append(.key(nil))
            } else if part.hasPrefix("?:") {
                let name = String(part.dropFirst(2))
                guard !name.isEmpty else { throw PathPatternError(pattern: text, reason: "a key \"?:\" has no name") }
                guard names.insert(name).inserted else {
                    throw PathPatternError(pattern: text, reason: "the key name \"\(name)\" occurs twice")
                }
                segments.append(.key(name))
            } else if part.contains("?") {
                throw PathPatternError(pattern: text, reason: "the segment \"\(part)\" mixes text and a key")
            } else {
                segments.append(.literal(String(part)))
            }
        }
        self.segments = segments
    }

    /// Creates a pattern from its segments, unchecked.
    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// The names of the keys, `nil` for unnamed ones.
    public var keyNames: [String?] {
        segments.compactMap { if case .key(let name) = $0 { name } else { nil } }
    }

    /// The pattern followed by `other`.
    public func appending(_ other: PathPattern) -> PathPattern {
        PathPattern(segments: segments + other.segments)
    }

    /// The pattern with every key unnamed (`employees/?`): two patterns with the same shape match the same requests.
    public var shape: PathPattern {
        PathPattern(segments: segments.map { if case .key = $0 { .key(nil) } else { $0 } })
    }

    /// The pattern as written, without leading or trailing slashes: `employees/?:employeeNumber`.
    public var description: String {
        segments.map {
            switch $0 {
            case .literal(let text): text
            case .key(let name): name.map { "?:" + $0 } ?? "?"
            }
        }.joined(separator: "/")
    }

    /// The OpenAPI spelling (``PathTemplate``'s): `/employees/{employeeNumber}`; unnamed keys are `{key1}`,
    /// `{key2}`, ….
    public var openAPIPath: String { PathTemplate(self).description }
}

/// A resource path that cannot be parsed.
public struct PathPatternError: Error, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// Why it is invalid.
    public let reason: String

    /// `Invalid resource path "a//b": it has an empty segment ("//").`
    public var description: String { "Invalid resource path \"\(pattern)\": \(reason)." }
}
