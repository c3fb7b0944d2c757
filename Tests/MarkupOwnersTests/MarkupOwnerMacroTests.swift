import MarkupOwnerMacros
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

let macros: [String: MacroSpec] = [
    "MarkupOwner": MacroSpec(type: MarkupOwnerMacro.self, conformances: ["MarkupOwner"]),
    "Outlet": MacroSpec(type: OwnerMemberMacro.self),
    "Action": MacroSpec(type: OwnerMemberMacro.self),
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
    @Test("outlets and actions become tables and dispatch, with try and await only where the action needs them")
    func expansion() {
        expand(
            """
            @MainActor @MarkupOwner
            final class Remote {
                @Outlet let onSwitch = ViewHandle<Elements.Switch>()
                @Outlet let cell: ViewHandle<Elements.TableViewCell> = ViewHandle()
                @Action func togglePower(_ sender: ViewHandle<Elements.Switch>) async throws {}
                @Action func refresh() {}
                @Action func pressed(button: ViewHandle<Elements.Button>) {}
            }
            """,
            into: """
                @MainActor
                final class Remote {
                    let onSwitch = ViewHandle<Elements.Switch>()
                    let cell: ViewHandle<Elements.TableViewCell> = ViewHandle()
                    func togglePower(_ sender: ViewHandle<Elements.Switch>) async throws {}
                    func refresh() {}
                    func pressed(button: ViewHandle<Elements.Button>) {}
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
                    }

                    nonisolated static var ownerDescription: MarkupOwners.OwnerDescription {
                        MarkupOwners.OwnerDescription(
                            typeName: "Remote",
                            outlets: [MarkupOwners.OwnerDescription.Outlet(name: "onSwitch", elementName: (Elements.Switch).elementName), MarkupOwners.OwnerDescription.Outlet(name: "cell", elementName: (Elements.TableViewCell).elementName)],
                            actions: [MarkupOwners.OwnerDescription.Action(name: "togglePower", senderElementName: (Elements.Switch).elementName), MarkupOwners.OwnerDescription.Action(name: "refresh", senderElementName: nil), MarkupOwners.OwnerDescription.Action(name: "pressed", senderElementName: (Elements.Button).elementName)]
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
                @Action func pick(_ sender: UISwitch) {}
                @Action func refresh() {}
                @Action func refresh() async {}
            }
            """,
            into: """
                @MainActor final class Remote {
                    var onSwitch = ViewHandle<Elements.Switch>()
                    let label = Label()
                    func change(_ sender: ViewHandle<Elements.Switch>, _ event: Int) {}
                    func pick(_ sender: UISwitch) {}
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
                    message: "An action takes nothing, or its sender: 'change' takes 2 parameters.", line: 4, column: 24),
                DiagnosticSpec(
                    message: "An action's sender is a ViewHandle of a view kind, such as 'ViewHandle<Elements.Switch>'.", line: 5,
                    column: 33),
                DiagnosticSpec(
                    message: "Another action is named 'refresh'; markup names actions by name alone.", line: 7, column: 5),
            ])
        expand(
            "@Outlet func f() {}", into: "func f() {}",
            diagnostics: [
                DiagnosticSpec(
                    message: "@Outlet marks a constant such as 'let label = ViewHandle<Elements.Label>()'.", line: 1, column: 1)
            ])
    }
}
