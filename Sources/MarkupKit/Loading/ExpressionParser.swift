import KiloShared

/// A syntax error in an expression, at a character offset from its start.
struct ExpressionSyntaxError: Error {
    var message: String
    var offset: Int
}

/// Parses the text after `$` and before `::`.
struct ExpressionParser {
    private enum Token: Equatable {
        case number(Double), string(String), name(String), symbol(String), end
    }

    private var tokens: [(token: Token, offset: Int)] = []
    private var position = 0

    /// - Parameter maximumTokens: past this many tokens the text is refused: a longer chain (`1+1+…`) would make a
    ///   tree too deep to evaluate, compare or free without exhausting the stack.
    static func parse(_ text: String, maximumTokens: Int = 1000) throws(ExpressionSyntaxError) -> BindingExpression {
        var parser = ExpressionParser()
        parser.tokens = try tokenize(Array(text.unicodeScalars))
        // The last token is `.end`.
        if parser.tokens.count - 1 > maximumTokens {
            throw ExpressionSyntaxError(
                message: "the expression has more than \(maximumTokens) tokens (the loader's expression limit)",
                offset: parser.tokens[maximumTokens].offset)
        }
        let expression = try parser.conditional(depth: 0)
        guard parser.current == .end else {
            throw ExpressionSyntaxError(
                message: "unexpected \(parser.describe(parser.current)) after the expression", offset: parser.offset)
        }
        return expression
    }

    private var current: Token { tokens[position].token }
    private var offset: Int { tokens[position].offset }

    private func describe(_ token: Token) -> String {
        switch token {
        case .number(let number): return "number \(PropertyValue.format(number))"
        case .string: return "string"
        case .name(let name): return "'\(name)'"
        case .symbol(let symbol): return "'\(symbol)'"
        case .end: return "end of the expression"
        }
    }

    private mutating func take(_ symbol: String) -> Bool {
        guard current == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func takeWord(_ word: String) -> Bool {
        guard current == .name(word) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: String, _ context: String) throws(ExpressionSyntaxError) {
        guard take(symbol) else {
            throw ExpressionSyntaxError(message: "expected '\(symbol)' \(context), found \(describe(current))", offset: offset)
        }
    }

    private mutating func conditional(depth: Int) throws(ExpressionSyntaxError) -> BindingExpression {
        guard depth < 100 else { throw ExpressionSyntaxError(message: "the expression is nested too deeply", offset: offset) }
        let test = try or(depth)
        guard take("?") else { return test }
        let then = try conditional(depth: depth + 1)
        try expect(":", "in a conditional (test ? a : b)")
        return .conditional(test, then, try conditional(depth: depth + 1))
    }

    private mutating func or(_ depth: Int) throws(ExpressionSyntaxError) -> BindingExpression {
        var left = try and(depth)
        while take("||") || takeWord("or") { left = .binary(.or, left, try and(depth)) }
        return left
    }

    private mutating func and(_ depth: Int) throws(ExpressionSyntaxError) -> BindingExpression {
        var left = try comparison(depth)
        while take("&&") || takeWord("and") { left = .binary(.and, left, try comparison(depth)) }
        return left
    }

    private mutating func comparison(_ depth: Int) throws(ExpressionSyntaxError) -> BindingExpression {
        let left = try sum(depth)
        for op in [BindingExpression.BinaryOperator.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater]
        where take(op.rawValue) {
            return .binary(op, left, try sum(depth))
        }
        return left
    }

    private mutating func sum(_ depth: Int) throws(ExpressionSyntaxError) -> BindingExpression {
        var left = try product(depth)
        while true {
            if take("+") {
                left = .binary(.add, left, try product(depth))
            } else if take("-") {
                left = .binary(.subtract, left, try product(depth))
            } else {
                return left
            }
        }
    }

    private mutating func product(_ depth: Int) throws(ExpressionSyntaxError) -> BindingExpression {
        var left = try unary(depth)
        while true {
            if take("*") {
                left = .binary(.multiply, left, try unary(depth))
            } else if take("/") {
                left = .binary(.divide, left, try unary(depth))
            } else if take("%") {
                left = .binary(.remainder, left, try unary(depth))
            } else {
                return left
            }
        }
    }

    private mutating func unary(_ depth: Int) throws(ExpressionSyntaxError) -> BindingExpression {
        guard depth < 100 else { throw ExpressionSyntaxError(message: "the expression is nested too deeply", offset: offset) }
        if take("-") { return .negate(try unary(depth + 1)) }
        if take("!") || takeWord("not") { return .not(try unary(depth + 1)) }
        return try primary(depth)
    }

    private mutating func primary(_ depth: Int) throws(ExpressionSyntaxError) -> BindingExpression {
        let start = offset
        switch current {
        case .number(let number):
            position += 1
            return .literal(.number(number))
        case .string(let text):
            position += 1
            return .literal(.string(text))
        case .symbol("("):
            position += 1
            let inner = try conditional(depth: depth + 1)
            try expect(")", "to close '('")
            return inner
        case .name(let name):
            position += 1
            switch name {
            case "true", "YES": return .literal(.bool(true))
            case "false", "NO": return .literal(.bool(false))
            case "nil", "null": return .literal(.null)
            case "and", "or", "not":
                throw ExpressionSyntaxError(message: "expected a value, found '\(name)'", offset: start)
            default: break
            }
            if take("(") {
                guard let function = BindingExpression.Function(rawValue: name) else {
                    let names = BindingExpression.Function.allCases.map(\.rawValue)
                    throw ExpressionSyntaxError(
                        message: "unknown function '\(name)'" + Suggestion.note(for: name, in: names)
                            + " (functions: \(names.joined(separator: ", ")))",
                        offset: start)
                }
                var arguments: [BindingExpression] = []
                if !take(")") {
                    repeat { arguments.append(try conditional(depth: depth + 1)) } while take(",")
                    try expect(")", "to close the arguments of \(name)")
                }
                guard arguments.count == 1 else {
                    throw ExpressionSyntaxError(message: "\(name) takes one argument, not \(arguments.count)", offset: start)
                }
                return .call(function, arguments)
            }
            var path = [name]
            while take(".") {
                guard case .name(let component) = current else {
                    throw ExpressionSyntaxError(message: "expected a name after '.', found \(describe(current))", offset: offset)
                }
                position += 1
                path.append(component)
            }
            return .keyPath(path)
        case .symbol(let symbol):
            throw ExpressionSyntaxError(message: "expected a value, found '\(symbol)'", offset: start)
        case .end:
            throw ExpressionSyntaxError(message: "expected a value, found the end of the expression", offset: start)
        }
    }

    private static func tokenize(_ scalars: [Unicode.Scalar]) throws(ExpressionSyntaxError) -> [(token: Token, offset: Int)] {
        var tokens: [(token: Token, offset: Int)] = []
        var index = 0
        func isNameStart(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar.properties.isAlphabetic }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar.properties.isWhitespace {
                index += 1
            } else if isDigit(scalar) || scalar == "." && index + 1 < scalars.count && isDigit(scalars[index + 1]) {
                while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "." { index += 1 }
                if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
                    index += 1
                    if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
                    while index < scalars.count, isDigit(scalars[index]) { index += 1 }
                }
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars[start..<index])
                guard let number = Double(text) else {
                    throw ExpressionSyntaxError(message: "'\(text)' is not a number", offset: start)
                }
                tokens.append((.number(number), start))
            } else if scalar == "'" || scalar == "\"" {
                index += 1
                var text = ""
                while true {
                    guard index < scalars.count else {
                        throw ExpressionSyntaxError(message: "the string is not closed", offset: start)
                    }
                    if scalars[index] == scalar { break }
                    if scalars[index] == "\\", index + 1 < scalars.count {
                        index += 1
                        text.unicodeScalars.append(scalars[index] == "n" ? "\n" : scalars[index])
                    } else {
                        text.unicodeScalars.append(scalars[index])
                    }
                    index += 1
                }
                index += 1
                tokens.append((.string(text), start))
            } else if isNameStart(scalar) {
                while index < scalars.count, isNameStart(scalars[index]) || isDigit(scalars[index]) { index += 1 }
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[start..<index])
                tokens.append((.name(name), start))
            } else {
                let pair = index + 1 < scalars.count ? String(scalar) + String(scalars[index + 1]) : ""
                if ["==", "!=", "<=", ">=", "&&", "||"].contains(pair) {
                    tokens.append((.symbol(pair), start))
                    index += 2
                } else if "+-*/%<>!?:().,".unicodeScalars.contains(scalar) {
                    tokens.append((.symbol(String(scalar)), start))
                    index += 1
                } else if scalar == "=" {
                    throw ExpressionSyntaxError(message: "'=' is not an operator; compare with '=='", offset: start)
                } else {
                    throw ExpressionSyntaxError(message: "unexpected character '\(scalar)'", offset: start)
                }
            }
        }
        tokens.append((.end, scalars.count))
        return tokens
    }
}

extension BindingExpression {
    /// Parses a binding expression as markup writes it after `$` (`price * quantity`), for front ends other than the
    /// markup reader (Lima, converters).
    /// - Throws: `MarkupError` with one diagnostic whose column is the offending character's, counted from 1.
    public init(parsing text: String) throws(MarkupError) {
        do {
            self = try ExpressionParser.parse(text)
        } catch {
            let location = SourceLocation(file: "expression", line: 1, column: error.offset + 1)
            throw MarkupError(diagnostics: [MarkupDiagnostic(.error, error.message, at: location)])
        }
    }
}
