/// Where each parameter of one statement gets its value: an argument, or a column of an enclosing row.
///
/// Worked out once per statement when the column layouts are known, so binding a subquery for each row is a few
/// array reads. For an attached subquery the row's own columns come first, then the enclosing rows' outwards, then
/// the arguments of the outermost query.
struct BindingPlan: Sendable {
    enum Source: Sendable {
        case argument(SQLValue)
        /// `depth` 0 is the innermost enclosing row.
        case column(depth: Int, index: Int)
    }

    let sources: [Source]

    /// A plan for the outermost statement: every parameter from `arguments`.
    init(query: SQLQuery, arguments: [String: SQLValue]) throws(SQLError) {
        self = try BindingPlan(query: query, enclosing: [], arguments: arguments)
    }

    /// A plan for an attached subquery; `enclosing` lists the enclosing results' layouts, innermost first.
    init(query: SQLQuery, enclosing: [ColumnLayout], arguments: [String: SQLValue]) throws(SQLError) {
        var sources: [Source] = []
        sources.reserveCapacity(query.parameterNames.count)
        names: for name in query.parameterNames {
            for (depth, layout) in enclosing.enumerated() {
                // PostgreSQL folds unquoted aliases to lower case, so `:ownerID` also finds a column `ownerid`.
                if let index = layout.index(of: name) ?? layout.index(caseInsensitive: name) {
                    sources.append(.column(depth: depth, index: index))
                    continue names
                }
            }
            guard let value = arguments[name] else { throw .missingArgument(name, query: query.text) }
            sources.append(.argument(value))
        }
        self.sources = sources
    }

    /// The values to bind, given the enclosing rows' values (innermost first).
    func values(enclosing rows: [[SQLValue]]) -> [SQLValue] {
        sources.map { source in
            switch source {
            case .argument(let value): value
            case .column(let depth, let index): rows[depth][index]
            }
        }
    }

    /// Converts the caller's arguments and checks that each one is used by some statement of `query`.
    static func arguments(_ arguments: SQLArguments, for query: SQLQuery) throws(SQLError) -> [String: SQLValue] {
        try query.validate()
        var values: [String: SQLValue] = [:]
        values.reserveCapacity(arguments.count)
        for (name, value) in arguments {
            guard query.uses(name) else { throw .unusedArgument(name, query: query.text) }
            values[name] = value.sqlValue
        }
        return values
    }
}

extension SQLQuery {
    /// Whether this statement or an attached one has the parameter `name`.
    func uses(_ name: String) -> Bool {
        parameterSet.contains(name) || attachments.contains { $0.query.uses(name) }
    }
}
