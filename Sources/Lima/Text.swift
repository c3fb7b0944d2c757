public import MarkupKit

/// Text a view shows: a string as written, a key of the strings table (markup's `@key`), or a binding to the owner
/// (markup's `$name`).
///
/// <!-- snippet-prelude
/// import Foundation
/// final class Person: KeyPathBindingSource {
///     var name = ""
///     var dateOfBirth = Date()
///     static var bindingKeyPaths: [String: PartialKeyPath<Person>] { ["name": \.name, "dateOfBirth": \.dateOfBirth] }
/// }
/// -->
/// ```swift
/// LMLabel(text: "Hello, World!")
/// LMLabel(text: .localized("greeting"))
/// LMLabel(text: .bound(\Person.name))
/// LMLabel(text: .bound(\Person.dateOfBirth, format: .date(dateStyle: .short, timeStyle: .noStyle)))
/// ```
public struct LMText: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    enum Content: Sendable {
        case literal(String)
        case localized(String)
        case bound(BoundText)
    }

    let content: Content

    /// The string itself.
    public init(_ string: String) {
        content = .literal(string)
    }

    public init(stringLiteral value: String) {
        content = .literal(value)
    }

    /// The text the strings table gives for `key`; a key the table lacks shows as `@key`, as in markup, so that it is
    /// easy to spot.
    public static func localized(_ key: String) -> LMText {
        LMText(content: .localized(key))
    }

    /// The owner's property at `keyPath`, shown as it changes: markup's `$name` (`$row.heading` for
    /// `\Owner.row.heading`), checked by the compiler instead of when the document loads.
    ///
    /// The owner lists its bindable properties in `bindingKeyPaths` (`KeyPathBindingSource`), and so does each
    /// object a longer key path goes through: that table gives the names the renderers read the values by. A key
    /// path the tables do not list is reported, at this call, when the tree is built.
    /// `format`: how to show the value (a number or date formatter); its `description` when nil.
    public static func bound<Owner: KeyPathBindingSource, Value>(
        _ keyPath: KeyPath<Owner, Value>, format: LMFormat? = nil, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) -> LMText {
        let location = SourceLocation(file, line, column)
        guard let names = BindingNames.names(of: keyPath, in: Owner.self) else {
            let message =
                "\(String(describing: Owner.self)).bindingKeyPaths (or those of the objects it reaches) does not list the "
                + "key path \(String(reflecting: keyPath)); a binding reads the owner's properties by those names"
            return LMText(
                content: .bound(
                    BoundText(expression: .failure(BindingProblem(message: message)), format: format, location: location)))
        }
        return LMText(content: .bound(BoundText(expression: .success(.keyPath(names)), format: format, location: location)))
    }

    /// An expression over the owner's properties (`price * quantity`, `count(items) > 0 ? 'Some' : 'None'`), in
    /// markup's binding syntax without the `$`: for what a key path cannot say. Parsed when the tree is built; a
    /// syntax error is reported at this call.
    public static func bound(
        expression: String, format: LMFormat? = nil, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> LMText {
        let location = SourceLocation(file, line, column)
        let parsed = Result<BindingExpression, MarkupError> { () throws(MarkupError) in try BindingExpression(parsing: expression)
        }
        .mapError { BindingProblem(message: "the expression '\(expression)': " + ($0.errors.first?.message ?? "\($0)")) }
        return LMText(content: .bound(BoundText(expression: parsed, format: format, location: location)))
    }

    private init(content: Content) {
        self.content = content
    }

    /// The text to show, for a place that cannot be bound (a section header, a segment's title).
    func resolved(
        strings: StringsTable, for place: String, diagnostics: inout [MarkupDiagnostic], at location: SourceLocation
    ) -> String {
        switch content {
        case .literal(let string): return string
        case .localized(let key): return strings[key] ?? "@" + key
        case .bound(let binding):
            diagnostics.append(
                MarkupDiagnostic(.error, "\(place) cannot be bound; bind a view's property instead", at: binding.location))
            return ""
        }
    }
}

/// A bound property, until the tree is built: the expression (or why there is none) and how to show its value.
struct BoundText: Sendable {
    var keyPath = ""
    var expression: Result<BindingExpression, BindingProblem>
    var format: LMFormat?
    var location: SourceLocation
}

/// Why a binding has no expression: the message for its diagnostic.
struct BindingProblem: Error {
    var message: String
}
