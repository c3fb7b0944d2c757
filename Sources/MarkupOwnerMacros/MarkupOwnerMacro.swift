import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@MarkupOwner`: adds the `MarkupOwner` conformance of a `@MainActor` class — its outlets and actions by name, and
/// the code that connects an outlet and calls an action — from its `@Outlet` constants and `@Action` methods.
///
/// The macro works on syntax. It checks what syntax can tell (a class, on the main actor; an outlet is a `let` whose
/// type or initializer spells `ViewHandle<Kind>`; an action takes nothing or one `ViewHandle<Kind>` sender) and leaves
/// the rest to the compiler: `Kind.elementName` fails to compile for a kind that is not a `ViewElement`.
public struct MarkupOwnerMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let owner = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: OwnerDiagnostic.error(
                        "notAClass", "@MarkupOwner applies to a class: an owner is shared by its views and its actions.")))
            return []
        }
        guard owner.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" })
        else {
            context.diagnose(
                Diagnostic(
                    node: owner.name,
                    message: OwnerDiagnostic.error(
                        "notMainActor",
                        "An owner runs on the main actor, as UIKit's view controllers do: mark '\(owner.name.text)' @MainActor."))
            )
            return []
        }
        var outlets: [OwnerOutlet] = []
        var actions: [OwnerAction] = []
        var rows: [OwnerRows] = []
        var failed = false
        for member in owner.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), variable.hasAttribute("Outlet") {
                if let found = OwnerOutlet.parse(variable, in: context) { outlets += found } else { failed = true }
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.hasAttribute("Rows") {
                if let found = OwnerRows.parse(variable, in: context) { rows += found } else { failed = true }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), function.hasAttribute("Action") {
                if let found = OwnerAction.parse(function, in: context) { actions.append(found) } else { failed = true }
            }
        }
        var seen: Set<String> = []
        for action in actions where !seen.insert(action.name).inserted {
            context.diagnose(
                Diagnostic(
                    node: action.node,
                    message: OwnerDiagnostic.error(
                        "duplicateAction", "Another action is named '\(action.name)'; markup names actions by name alone.")))
            failed = true
        }
        guard !failed else { return [] }
        // A public owner's conformance is public too, as the protocol's requirements must be.
        let isPublic = owner.modifiers.contains { ["public", "open"].contains($0.name.text) }
        let access = isPublic ? "public " : ""
        var extensions = [
            try extensionDecl(
                type: type, typeName: owner.name.text, access: access,
                members: Members(
                    outlets: outlets, actions: actions, rows: rows,
                    isObservable: owner.hasAttribute("Observable") || owner.hasAttribute("Observation.Observable")))
        ]
        // Bindings read the owner's properties through their getters, unless the owner lists its own.
        let declaresKeyPaths = owner.memberBlock.members.contains {
            $0.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "bindingKeyPaths"
            } ?? false
        }
        if protocols.contains(where: { $0.trimmedDescription.hasSuffix("KeyPathBindingSource") }), !declaresKeyPaths {
            extensions.append(try keyPathsDecl(type: type, access: access, names: bindableProperties(of: owner)))
        }
        return extensions
    }

    /// The instance properties a binding may read: every `var` and `let` but the outlets and static ones.
    private static func bindableProperties(of owner: ClassDeclSyntax) -> [String] {
        owner.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { variable in
                !variable.hasAttribute("Outlet")
                    && !variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
    }

    private static func keyPathsDecl(
        type: some TypeSyntaxProtocol, access: String, names: [String]
    ) throws -> ExtensionDeclSyntax {
        let entries = names.isEmpty ? ":" : names.map { "\(literal($0)): \\.\($0)" }.joined(separator: ", ")
        return try ExtensionDeclSyntax(
            """
            extension \(type.trimmed): @MainActor MarkupKit.KeyPathBindingSource {
                /// The owner's properties, by name: what its document's `$` bindings read, through their getters.
                \(raw: access)static var bindingKeyPaths: [String: PartialKeyPath<\(type.trimmed)>] {
                    [\(raw: entries)]
                }
            }
            """
        )
    }

    /// What the macro read from the class.
    struct Members {
        var outlets: [OwnerOutlet]
        var actions: [OwnerAction]
        var rows: [OwnerRows]
        var isObservable: Bool
    }

    private static func extensionDecl(
        type: some TypeSyntaxProtocol, typeName: String, access: String, members: Members
    ) throws -> ExtensionDeclSyntax {
        let (outlets, actions, rows) = (members.outlets, members.actions, members.rows)
        let outletList = outlets.map {
            "MarkupOwners.OwnerDescription.Outlet(name: \(literal($0.name)), elementName: (\($0.kind)).elementName"
                + ($0.recoversInput ? ")" : ", recoversInput: false)")
        }
        let actionList = actions.map { action in
            "MarkupOwners.OwnerDescription.Action(name: \(literal(action.name)), senderElementName: "
                + (action.senderKind.map { "(\($0)).elementName" } ?? "nil")
                + (action.itemType.map { ", itemTypeName: String(reflecting: (\($0)).self)" } ?? "") + ")"
        }
        let rowsList = rows.map { "MarkupOwners.OwnerDescription.Rows(name: \(literal($0.name)), rowType: (\($0.rowType)).self)" }
        let rowsCases = rows.map { "case \(literal($0.name)): return MarkupOwners.RowList(self.\($0.name))" }
        let itemCases = actions.compactMap { action -> String? in
            guard let itemType = action.itemType else { return nil }
            let effects = (action.isThrowing ? "try " : "") + (action.isAsync ? "await " : "")
            return "case \(literal(action.name)):\nguard let item = item as? \(itemType) else { return false }\n"
                + "\(effects)self.\(action.name)(\(action.senderLabel.map { "\($0): " } ?? "")item)\nreturn true"
        }
        let connectCases = outlets.map { "case \(literal($0.name)): self.\($0.name).connect(to: view); return true" }
        let actionCases = actions.filter { $0.itemType == nil }.map { action -> String in
            let call =
                "self.\(action.name)("
                + (action.senderKind.map {
                    "\(action.senderLabel.map { "\($0): " } ?? "")MarkupOwners.ViewHandle<\($0)>(sender)"
                } ?? "") + ")"
            let effects = (action.isThrowing ? "try " : "") + (action.isAsync ? "await " : "")
            let guardSender = action.senderKind == nil ? "" : "guard let sender else { return false }\n"
            return "case \(literal(action.name)):\n\(guardSender)\(effects)\(call)\nreturn true"
        }
        // An enumeration with a raw type needs a case; an owner without outlets (or actions) gets a plain one.
        let outletNames =
            outlets.isEmpty
            ? "\(access)enum Outlets {}"
            : "\(access)enum Outlets: String, MarkupKit.OutletName {\n"
                + outlets.map { "case \($0.name)" }.joined(separator: "\n") + "\n}"
        let actionNames =
            actions.isEmpty
            ? "\(access)enum Actions {}"
            : "\(access)enum Actions: String, MarkupKit.ActionName {\n"
                + actions.map {
                    "case \($0.name)" + ($0.senderKind == nil && $0.itemType == nil ? "" : " = \(literal($0.name + ":"))")
                }
                .joined(separator: "\n") + "\n}"
        return try ExtensionDeclSyntax(
            """
            extension \(type.trimmed): MarkupOwners.MarkupOwner {
                /// The owner's outlets by name: what a Lima view's `id(_:)` takes, checked by the compiler.
                \(raw: outletNames)

                /// The owner's actions by name (with a colon when they take the sender): what a Lima control's
                /// `on(_:_:)` takes, checked by the compiler.
                \(raw: actionNames)

                \(raw: access)nonisolated static var ownerDescription: MarkupOwners.OwnerDescription {
                    MarkupOwners.OwnerDescription(
                        typeName: \(raw: literal(typeName)),
                        outlets: [\(raw: outletList.joined(separator: ", "))],
                        actions: [\(raw: actionList.joined(separator: ", "))],
                        rows: [\(raw: rowsList.joined(separator: ", "))],
                        isObservable: \(raw: members.isObservable)
                    )
                }

                \(raw: access)func connectOutlet(named name: String, to view: MarkupOwners.ViewReference) -> Bool {
                    switch name {
                    \(raw: (connectCases + ["default: return false"]).joined(separator: "\n"))
                    }
                }

                \(raw: access)func performAction(named name: String, sender: MarkupOwners.ViewReference?) async throws -> Bool {
                    switch name {
                    \(raw: (actionCases + ["default: return false"]).joined(separator: "\n"))
                    }
                }

                \(raw: access)func performAction(named name: String, item: Any) async throws -> Bool {
                    switch name {
                    \(raw: (itemCases + ["default: return false"]).joined(separator: "\n"))
                    }
                }

                \(raw: access)func rows(named name: String) -> MarkupOwners.RowList? {
                    switch name {
                    \(raw: (rowsCases + ["default: return nil"]).joined(separator: "\n"))
                    }
                }
            }
            """
        )
    }

    /// A Swift string literal of a name (identifiers need no escaping).
    private static func literal(_ name: String) -> String { "\"\(name)\"" }
}

/// `@Outlet` and `@Action` add nothing themselves: `@MarkupOwner` reads them. Alone, they check their place.
public struct OwnerMemberMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = node.attributeName.trimmedDescription
        if name == "Outlet", !declaration.is(VariableDeclSyntax.self) {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: OwnerDiagnostic.error(
                        "outletNotAProperty", "@Outlet marks a constant such as 'let label = ViewHandle<Elements.Label>()'.")))
        }
        if name == "Action", !declaration.is(FunctionDeclSyntax.self) {
            context.diagnose(
                Diagnostic(node: node, message: OwnerDiagnostic.error("actionNotAMethod", "@Action marks a method.")))
        }
        if name == "Rows", !declaration.is(VariableDeclSyntax.self) {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: OwnerDiagnostic.error("rowsNotAProperty", "@Rows marks an array such as 'var users: [User] = []'.")
                ))
        }
        return []
    }
}

extension WithAttributesSyntax {
    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }
}
