import MarkupOwnerMacros
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

let macros: [String: MacroSpec] = [
    "MarkupOwner": MacroSpec(type: MarkupOwnerMacro.self, conformances: ["MarkupOwner"]),
    "Outlet": MacroSpec(type: OwnerMemberMacro.self),
    "Action": MacroSpec(type: OwnerMemberMacro.self),
    "Rows": MacroSpec(type: OwnerMemberMacro.self),
]

/// Reports swift-syntax's assertion failures as Swift Testing issues.
func expand(
    _ source: String, into expected: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
}

@Suite("@MarkupOwner expansion")
struct MarkupOwnerMacroTests {
    @Test("outlets, actions and rows become tables and dispatch, with try and await only where the action needs them")
    func expansion() {
        expand(
            """
            @MainActor @MarkupOwner @Observable
            final class Remote {
                @Outlet let onSwitch = ViewHandle<Elements.Switch>()
                @Outlet(recoversInput: false) let cell: ViewHandle<Elements.TableViewCell> = ViewHandle()
                @Rows var users: [User] = []
                @Action func togglePower(_ sender: ViewHandle<Elements.Switch>) async throws {}
                @Action func refresh() {}
                @Action func pressed(button: ViewHandle<Elements.Button>) {}
                @Action func showPosts(_ user: User) async {}
            }
            """,
            into: """
                @MainActor @Observable
                final class Remote {
                    let onSwitch = ViewHandle<Elements.Switch>()
                    let cell: ViewHandle<Elements.TableViewCell> = ViewHandle()
                    var users: [User] = []
                    func togglePower(_ sender: ViewHandle<Elements.Switch>) async throws {}
                    func refresh() {}
                    func pressed(button: ViewHandle<Elements.Button>) {}
                    func showPosts(_ user: User) async {}
                }

                extension Remote: MarkupOwners.MarkupOwner {
                    /// The owner's outlets by name: what a Lima view's `id(_:)` takes, checked by the compiler.
                    enum Outlets: String, MarkupKit.OutletName {
                        case onSwitch
                        case cell
                    }

                    /// The owner's actions by name (with a colon when they take the sender): what a Lima control's
                    /// `on(_:_:)` takes, checked by the compiler.
                    enum Actions: String, MarkupKit.ActionName {
                        case togglePower = "togglePower:"
                        case refresh
                        case pressed = "pressed:"
                        case showPosts = "showPosts:"
                    }

                    nonisolated static var ownerDescription: MarkupOwners.OwnerDescription {
                        MarkupOwners.OwnerDescription(
                            typeName: "Remote",
                            outlets: [MarkupOwners.OwnerDescription.Outlet(name: "onSwitch", elementName: (Elements.Switch).elementName), MarkupOwners.OwnerDescription.Outlet(name: "cell", elementName: (Elements.TableViewCell).elementName, recoversInput: false)],
                            actions: [MarkupOwners.OwnerDescription.Action(name: "togglePower", senderElementName: (Elements.Switch).elementName), MarkupOwners.OwnerDescription.Action(name: "refresh", senderElementName: nil), MarkupOwners.OwnerDescription.Action(name: "pressed", senderElementName: (Elements.Button).elementName), MarkupOwners.OwnerDescription.Action(name: "showPosts", senderElementName: nil, itemTypeName: String(reflecting: (User).self))],
                            rows: [MarkupOwners.OwnerDescription.Rows(name: "users", rowType: (User).self)],
                            isObservable: true
                        )
                    }

                    func connectOutlet(named name: String, to view: MarkupOwners.ViewReference) -> Bool {
                        switch name {
                        case "onSwitch":
                            self.onSwitch.connect(to: view);
                            return true
                        case "cell":
                            self.cell.connect(to: view);
                            return true
                        default:
                            return false
                        }
                    }

                    func performAction(named name: String, sender: MarkupOwners.ViewReference?) async throws -> Bool {
                        switch name {
                        case "togglePower":
                            guard let sender else {
                                return false
                            }
                            try await self.togglePower(MarkupOwners.ViewHandle<Elements.Switch>(sender))
                            return true
                        case "refresh":
                            self.refresh()
                            return true
                        case "pressed":
                            guard let sender else {
                                return false
                            }
                            self.pressed(button: MarkupOwners.ViewHandle<Elements.Button>(sender))
                            return true
                        default:
                            return false
                        }
                    }

                    func performAction(named name: String, item: Any) async throws -> Bool {
                        switch name {
                        case "showPosts":
                            guard let item = item as? User else {
                                return false
                            }
                            await self.showPosts(item)
                            return true
                        default:
                            return false
                        }
                    }

                    func rows(named name: String) -> MarkupOwners.RowList? {
                        switch name {
                        case "users":
                            return MarkupOwners.RowList(self.users)
                        default:
                            return nil
                        }
                    }
                }
                """)
    }

    @Test("what cannot be an owner, an outlet or an action is reported where it is written")
    func diagnostics() {
        expand(
            "@MarkupOwner struct Remote {}", into: "struct Remote {}",
            diagnostics: [
                DiagnosticSpec(
                    message: "@MarkupOwner applies to a class: an owner is shared by its views and its actions.", line: 1,
                    column: 1)
            ])
        expand(
            "@MarkupOwner final class Remote {}", into: "final class Remote {}",
            diagnostics: [
                DiagnosticSpec(
                    message: "An owner runs on the main actor, as UIKit's view controllers do: mark 'Remote' @MainActor.",
                    line: 1,
                    column: 26)
            ])
        expand(
            """
            @MainActor @MarkupOwner final class Remote {
                @Outlet var onSwitch = ViewHandle<Elements.Switch>()
                @Outlet let label = Label()
                @Action func change(_ sender: ViewHandle<Elements.Switch>, _ event: Int) {}
                @Action func refresh() {}
                @Action func refresh() async {}
            }
            """,
            into: """
                @MainActor final class Remote {
                    var onSwitch = ViewHandle<Elements.Switch>()
                    let label = Label()
                    func change(_ sender: ViewHandle<Elements.Switch>, _ event: Int) {}
                    func refresh() {}
                    func refresh() async {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "An outlet is a constant handle, connected when the document is: write 'let', not 'var'.", line: 2,
                    column: 13),
                DiagnosticSpec(
                    message: "An outlet is a ViewHandle of a view kind: 'let label = ViewHandle<Elements.Label>()'.", line: 3,
                    column: 17),
                DiagnosticSpec(
                    message: "An action takes nothing, its sender or a row's item: 'change' takes 2 parameters.", line: 4,
                    column: 24),
                DiagnosticSpec(
                    message: "Another action is named 'refresh'; markup names actions by name alone.", line: 6, column: 5),
            ])
        expand(
            "@MainActor @MarkupOwner final class List {\n    @Rows var users = [User]()\n}",
            into: "@MainActor final class List {\n    var users = [User]()\n}",
            diagnostics: [
                DiagnosticSpec(
                    message: "@Rows marks an array with its type written: '@Rows var users: [User] = []'.", line: 2, column: 15)
            ])
        expand(
            "@MainActor @MarkupOwner final class Form {\n    @Outlet(recoversInput: secret) let code = ViewHandle<Elements.TextField>()\n}",
            into: "@MainActor final class Form {\n    let code = ViewHandle<Elements.TextField>()\n}",
            diagnostics: [
                DiagnosticSpec(
                    message: "Write 'recoversInput: false' (or true): the macro reads a literal.", line: 2, column: 28)
            ])
        expand(
            "@Outlet func f() {}", into: "func f() {}",
            diagnostics: [
                DiagnosticSpec(
                    message: "@Outlet marks a constant such as 'let label = ViewHandle<Elements.Label>()'.", line: 1, column: 1)
            ])
    }
}
