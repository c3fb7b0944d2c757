import Foundation

/// SQL text with named parameters (`:name`), and the subqueries attached to each of its rows.
///
/// ```swift
/// let employee = SQLQuery("""
///     SELECT emp_no AS employeeNumber, first_name AS firstName, last_name AS lastName
///     FROM employees WHERE emp_no = :employeeNumber
///     """)
///     .attach("titles", "SELECT title, from_date AS fromDate, to_date AS toDate FROM titles WHERE emp_no = :employeeNumber")
/// ```
///
/// A name may occur many times; each occurrence binds the same value, and values are always bound, never spliced
/// into the text. A colon is a parameter only when a letter or `_` follows it, and never inside `'string'`
/// literals, `"quoted"` or backquoted identifiers, `$tag$dollar-quoted$tag$` strings, `--` or `/* */` comments,
/// or a PostgreSQL `::` cast (so `arr[1:2]` and `'12:30'` are left alone).
///
/// Malformed text (an unterminated quote or comment) is reported when the query runs, as ``SQLError/syntax(_:query:)``.
public struct SQLQuery: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A subquery run for each row, its rows written under ``name``.
    public struct Attachment: Sendable {
        /// The key the subquery's rows appear under.
        public let name: String
        /// The subquery. Its parameters take their values from the row's columns first, then from the enclosing
        /// rows' columns, then from the arguments of the outermost query.
        public let query: SQLQuery
    }

    /// The SQL as written.
    public let text: String
    /// The parameter names in order of first occurrence.
    public let parameterNames: [String]
    /// The subqueries attached to each row, in the order their keys are written.
    public private(set) var attachments: [Attachment] = []

    let pieces: [Piece]
    let syntaxError: String?
    /// ``parameterNames`` as a set, for checking arguments against long statements.
    let parameterSet: Set<String>

    enum Piece: Sendable {
        case sql(String)
        /// A parameter: its index into ``parameterNames``.
        case parameter(Int)
    }

    /// Parses `text` for named parameters.
    public init(_ text: String) {
        self.text = text
        var parser = NamedParameterParser(text)
        parser.parse()
        pieces = parser.pieces
        parameterNames = parser.names
        parameterSet = Set(parser.names)
        syntaxError = parser.error
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The statements of a script (a migration file, a schema), split at each `;` that ends one — not those inside
    /// quotes, identifiers, comments or PostgreSQL's dollar-quoted function bodies. Statements of blanks and comments
    /// only are left out.
    ///
    /// - Throws: ``SQLError/syntax(_:query:)`` for an unterminated quote or comment, naming where it starts.
    public static func statements(in script: String) throws(SQLError) -> [SQLQuery] {
        var parser = NamedParameterParser(script)
        parser.parse()
        if let error = parser.error { throw SQLError.syntax(error, query: script) }
        return parser.statements.map { SQLQuery(parser.text($0).trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    public var description: String { text }

    /// A copy with `query` run for each row, its rows written as an array under `name` after the row's columns.
    public func attach(_ name: String, _ query: SQLQuery) -> SQLQuery {
        var copy = self
        copy.attachments.append(Attachment(name: name, query: query))
        return copy
    }

    /// The text with each parameter as the dialect spells a numbered placeholder (`?1` for SQLite, `$1` for
    /// PostgreSQL), numbered by ``parameterNames``.
    func text(for dialect: SQLDialect) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for piece in pieces {
            switch piece {
            case .sql(let sql): result += sql
            case .parameter(let index): result += dialect.placeholder(index + 1)
            }
        }
        return result
    }

    /// For databases whose placeholders are positional (MariaDB's and MySQL's `?`): the index into
    /// ``parameterNames`` of each placeholder, in order, so that a name written twice is bound twice.
    var occurrences: [Int] {
        pieces.compactMap { piece in
            if case .parameter(let index) = piece { index } else { nil }
        }
    }

    /// Throws when the text is malformed.
    func validate() throws(SQLError) {
        if let syntaxError { throw .syntax(syntaxError, query: text) }
        for attachment in attachments { try attachment.query.validate() }
    }
}

/// How a database spells numbered placeholders.
/// The SQL a database speaks, for the few statements that differ (a key the database numbers: SQLite's
/// `INTEGER PRIMARY KEY`, PostgreSQL's `SERIAL`).
public enum SQLDialect: Sendable, Hashable {
    /// SQLite.
    case sqlite
    /// PostgreSQL.
    case postgres
    /// MariaDB and MySQL.
    case mysql

    /// The placeholder of parameter `number` (from 1): MariaDB's is positional, `?` for each occurrence, bound by
    /// ``SQLQuery/occurrences``.
    func placeholder(_ number: Int) -> String {
        switch self {
        case .sqlite: "?\(number)"
        case .postgres: "$\(number)"
        case .mysql: "?"
        }
    }
}

/// Splits SQL text into literal pieces and `:name` parameters, skipping quoted text and comments.
struct NamedParameterParser {
    private let bytes: [UInt8]
    private var position = 0
    private var literalStart = 0
    private(set) var pieces: [SQLQuery.Piece] = []
    private(set) var names: [String] = []
    private var indexByName: [String: Int] = [:]
    private(set) var error: String?
    /// The byte ranges of the statements a script holds: split at each `;` outside quotes and comments, leaving out
    /// those with no code (only blanks and comments).
    private(set) var statements: [Range<Int>] = []
    private var statementStart = 0
    private var statementHasCode = false

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parse() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                statementHasCode = true
                skipQuoted(bytes[position])
            case UInt8(ascii: "-") where peek(1) == UInt8(ascii: "-"):
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "$"):
                statementHasCode = true
                skipDollarQuoted()
            case UInt8(ascii: ":") where peek(1) == UInt8(ascii: ":"):
                position += 2
            case UInt8(ascii: ":") where peek(1).map(Self.startsIdentifier) == true:
                statementHasCode = true
                readParameter()
            case UInt8(ascii: ";"):
                endStatement(at: position)
                position += 1
                statementStart = position
            default:
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")
                    && byte != UInt8(ascii: "\r")
                {
                    statementHasCode = true
                }
                position += 1
            }
            if error != nil { return }
        }
        endStatement(at: bytes.count)
        flushLiteral(upTo: bytes.count)
    }

    private mutating func endStatement(at end: Int) {
        if statementHasCode { statements.append(statementStart..<end) }
        statementHasCode = false
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// `'it''s'`: a doubled quote is an escaped quote, not the end.
    private mutating func skipQuoted(_ quote: UInt8) {
        let start = position
        position += 1
        while position < bytes.count {
            if bytes[position] == quote {
                if peek(1) == quote {
                    position += 2
                    continue
                }
                position += 1
                return
            }
            position += 1
        }
        let kind = quote == UInt8(ascii: "'") ? "string literal" : "quoted identifier"
        error = "Unterminated \(kind) starting at offset \(start)"
    }

    private mutating func skipBlockComment() {
        let start = position
        position += 2
        while position + 1 < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                return
            }
            position += 1
        }
        position = bytes.count
        error = "Unterminated comment starting at offset \(start)"
    }

    /// PostgreSQL's `$tag$…$tag$` (or `$$…$$`). A `$` not starting a tag (`$1`, or inside an identifier) is text.
    private mutating func skipDollarQuoted() {
        let start = position
        var end = position + 1
        while end < bytes.count, Self.continuesIdentifier(bytes[end]) { end += 1 }
        let isTag =
            end < bytes.count && bytes[end] == UInt8(ascii: "$")
            && (end == position + 1 || Self.startsIdentifier(bytes[position + 1]))
            && (position == 0 || !Self.continuesIdentifier(bytes[position - 1]))
        guard isTag else {
            position += 1
            return
        }
        let tag = bytes[position...end]
        position = end + 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "$"), bytes[position...].starts(with: tag) {
                position += tag.count
                return
            }
            position += 1
        }
        error = "Unterminated dollar-quoted string starting at offset \(start)"
    }

    private mutating func readParameter() {
        flushLiteral(upTo: position)
        var end = position + 1
        while end < bytes.count, Self.continuesIdentifier(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
        let index: Int
        if let existing = indexByName[name] {
            index = existing
        } else {
            index = names.count
            indexByName[name] = index
            names.append(name)
        }
        pieces.append(.parameter(index))
        position = end
        literalStart = end
    }

    private mutating func flushLiteral(upTo end: Int) {
        if literalStart < end { pieces.append(.sql(String(decoding: bytes[literalStart..<end], as: UTF8.self))) }
        literalStart = end
    }
}
