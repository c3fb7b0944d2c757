import HTTPTypes

/// Finds the operations for a request path and chooses among overloads.
///
/// A trie of path segments. Literal segments win over keys; when a literal branch leads nowhere, the key branch is
/// tried, so that `/pets/new` and `/pets/?` can live side by side.
struct RouteTable: Sendable {
    private var root = Node()

    struct Node: Sendable {
        var literals: [String: Node] = [:]
        /// Zero or one child for a key segment (an array because a struct cannot hold itself directly).
        var key: [Node] = []
        var operations: [HTTPRequest.Method: [BoundOperation]] = [:]
        /// Methods in the order they were first added, for the `Allow` header.
        var methodOrder: [HTTPRequest.Method] = []

        /// The methods served here, as an `Allow` header lists them: HEAD wherever GET is (RFC 9110).
        var allowedMethods: String {
            methodOrder.flatMap { $0 == .get ? ["GET", "HEAD"] : [$0.rawValue] }.joined(separator: ", ")
        }
    }

    /// The result of looking up a path.
    enum Match {
        /// The path names no resource.
        case notFound
        /// The resource exists, with these operations per method.
        case found(node: Node, keys: [String])
    }

    mutating func add(_ operation: BoundOperation) {
        Self.insert(operation, segments: operation.pattern.segments[...], into: &root)
    }

    private static func insert(_ operation: BoundOperation, segments: ArraySlice<PathPattern.Segment>, into node: inout Node) {
        guard let first = segments.first else {
            if node.operations[operation.method] == nil { node.methodOrder.append(operation.method) }
            node.operations[operation.method, default: []].append(operation)
            return
        }
        switch first {
        case .literal(let text):
            insert(operation, segments: segments.dropFirst(), into: &node.literals[text, default: Node()])
        case .key:
            if node.key.isEmpty { node.key.append(Node()) }
            insert(operation, segments: segments.dropFirst(), into: &node.key[0])
        }
    }

    /// Looks up decoded path segments.
    func match(_ segments: [String]) -> Match {
        var keys: [String] = []
        guard let node = Self.find(segments[...], in: root, keys: &keys) else { return .notFound }
        return .found(node: node, keys: keys)
    }

    private static func find(_ segments: ArraySlice<String>, in node: Node, keys: inout [String]) -> Node? {
        guard let first = segments.first else { return node.operations.isEmpty ? nil : node }
        if let literal = node.literals[first], let found = find(segments.dropFirst(), in: literal, keys: &keys) {
            return found
        }
        if let keyNode = node.key.first {
            keys.append(first)
            if let found = find(segments.dropFirst(), in: keyNode, keys: &keys) { return found }
            keys.removeLast()
        }
        return nil
    }

    /// Chooses the overload for the supplied argument names: among the operations that accept every supplied name,
    /// the one that leaves the fewest of its own arguments unfilled; ties go to declaration order. An operation that
    /// takes ``RequestArguments`` accepts every name.
    /// `supplied` holds each name once. (Called on every request: it allocates nothing.)
    static func choose(among candidates: [BoundOperation], supplied: [String]) -> BoundOperation? {
        var best: (operation: BoundOperation, unfilled: Int)?
        for candidate in candidates {
            var matched = 0
            for name in supplied where candidate.argumentNames.contains(name) { matched += 1 }
            guard matched == supplied.count || candidate.acceptsAnyArgument else { continue }
            let unfilled = candidate.argumentNames.count - matched
            if let current = best,
                unfilled > current.unfilled || (unfilled == current.unfilled && candidate.order > current.operation.order)
            {
                continue
            }
            best = (candidate, unfilled)
        }
        return best?.operation
    }
}
