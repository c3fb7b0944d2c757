import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// An `@Outlet` constant: its name and the kind its `ViewHandle` takes.
struct OwnerOutlet {
    let name: String
    let kind: String
    /// False for `@Outlet(recoversInput: false)`.
    let recoversInput: Bool

    /// The outlets a `let` declares (one per binding), or nil after reporting why it is not one.
    static func parse(_ variable: VariableDeclSyntax, in context: some MacroExpansionContext) -> [OwnerOutlet]? {
        guard variable.bindingSpecifier.tokenKind == .keyword(.let) else {
            context.diagnose(
                Diagnostic(
                    node: variable.bindingSpecifier,
                    message: OwnerDiagnostic.error(
                        "outletNotLet",
                        "An outlet is a constant handle, connected when the document is: write 'let', not 'var'.")))
            return nil
        }
        guard let recoversInput = recoversInput(of: variable, in: context) else { return nil }
        var outlets: [OwnerOutlet] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let kind = handleKind(of: binding)
            else {
                context.diagnose(
                    Diagnostic(
                        node: binding,
                        message: OwnerDiagnostic.error(
                            "outletNotHandle",
                            "An outlet is a ViewHandle of a view kind: 'let label = ViewHandle<Elements.Label>()'.")))
                return nil
            }
            outlets.append(OwnerOutlet(name: name, kind: kind, recoversInput: recoversInput))
        }
        return outlets
    }

    /// The `recoversInput:` of `@Outlet(recoversInput: false)` (true without it), or nil after reporting a value that
    /// is not a literal `true` or `false`.
    private static func recoversInput(of variable: VariableDeclSyntax, in context: some MacroExpansionContext) -> Bool? {
        let attribute = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first { $0.attributeName.trimmedDescription == "Outlet" }
        guard let argument = attribute?.arguments?.as(LabeledExprListSyntax.self)?.first else { return true }
        guard let literal = argument.expression.as(BooleanLiteralExprSyntax.self) else {
            context.diagnose(
                Diagnostic(
                    node: argument.expression,
                    message: OwnerDiagnostic.error(
                        "outletRecoveryNotLiteral", "Write 'recoversInput: false' (or true): the macro reads a literal.")))
            return nil
        }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// The kind in `ViewHandle<Kind>`, from the type annotation or else the initializer.
    private static func handleKind(of binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type { return viewHandleKind(type) }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
            specialized.expression.trimmedDescription.split(separator: ".").last == "ViewHandle",
            specialized.genericArgumentClause.arguments.count == 1,
            let argument = specialized.genericArgumentClause.arguments.first
        {
            return argument.argument.trimmedDescription
        }
        return nil
    }
}

/// An `@Rows` collection: its name and its item type.
struct OwnerRows {
    let name: String
    let rowType: String

    /// The collections a declaration marks, or nil after reporting why it is not one.
    static func parse(_ variable: VariableDeclSyntax, in context: some MacroExpansionContext) -> [OwnerRows]? {
        var rows: [OwnerRows] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type, let element = arrayElement(type)
            else {
                context.diagnose(
                    Diagnostic(
                        node: binding,
                        message: OwnerDiagnostic.error(
                            "rowsNotArray", "@Rows marks an array with its type written: '@Rows var users: [User] = []'.")))
                return nil
            }
            rows.append(OwnerRows(name: name, rowType: element))
        }
        return rows
    }

    /// `T` of `[T]` or `Array<T>`.
    private static func arrayElement(_ type: TypeSyntax) -> String? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.trimmedDescription }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Array",
            let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1, let first = arguments.first
        {
            return first.argument.trimmedDescription
        }
        return nil
    }
}

/// An `@Action` method: its name, what it takes (a sender of a view kind, a row's item, or nothing), and its effects.
struct OwnerAction {
    let name: String
    let senderKind: String?
    /// The row item's type, for an action that a dynamic section's `onSelect` or `onDelete` calls.
    let itemType: String?
    /// The parameter's argument label; nil when it is `_`.
    let senderLabel: String?
    let isAsync: Bool
    let isThrowing: Bool
    let node: FunctionDeclSyntax

    /// The action a method declares, or nil after reporting why it cannot be one.
    static func parse(_ function: FunctionDeclSyntax, in context: some MacroExpansionContext) -> OwnerAction? {
        let parameters = function.signature.parameterClause.parameters
        let name = function.name.text
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
        {
            context.diagnose(
                Diagnostic(
                    node: function.name,
                    message: OwnerDiagnostic.error("staticAction", "An action is an instance method: '\(name)' is static.")))
            return nil
        }
        guard parameters.count <= 1 else {
            context.diagnose(
                Diagnostic(
                    node: function.signature.parameterClause,
                    message: OwnerDiagnostic.error(
                        "tooManyParameters",
                        "An action takes nothing, its sender or a row's item: '\(name)' takes \(parameters.count) parameters.")
                ))
            return nil
        }
        let effects = function.signature.effectSpecifiers
        var senderKind: String?
        var itemType: String?
        var senderLabel: String?
        if let parameter = parameters.first {
            // A ViewHandle is a sender; any other type is a row's item, which the compiler checks where it is cast.
            if let kind = viewHandleKind(parameter.type) {
                senderKind = kind
            } else {
                itemType = parameter.type.trimmedDescription
            }
            senderLabel = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        }
        return OwnerAction(
            name: name, senderKind: senderKind, itemType: itemType, senderLabel: senderLabel,
            isAsync: effects?.asyncSpecifier != nil, isThrowing: effects?.throwsClause != nil, node: function)
    }
}

/// The kind in a `ViewHandle<Kind>` type (or `MarkupOwners.ViewHandle<Kind>`), or nil for any other type.
func viewHandleKind(_ type: TypeSyntax) -> String? {
    let clause: GenericArgumentClauseSyntax?
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "ViewHandle" {
        clause = identifier.genericArgumentClause
    } else if let member = type.as(MemberTypeSyntax.self), member.name.text == "ViewHandle" {
        clause = member.genericArgumentClause
    } else {
        return nil
    }
    guard let clause, clause.arguments.count == 1, let argument = clause.arguments.first else { return nil }
    return argument.argument.trimmedDescription
}

/// An error the owner macros report at a place in the source.
struct OwnerDiagnostic: DiagnosticMessage {
    let message: String
    let id: String

    var diagnosticID: MessageID { MessageID(domain: "MarkupOwnerMacros", id: id) }
    var severity: DiagnosticSeverity { .error }

    static func error(_ id: String, _ message: String) -> OwnerDiagnostic {
        OwnerDiagnostic(message: message, id: id)
    }
}
