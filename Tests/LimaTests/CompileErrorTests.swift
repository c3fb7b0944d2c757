import TestSupport
import Testing

/// What the markup loader reports at run time, Lima's users hear from the compiler: type-checks snippets against the
/// built `Lima` module with the real compiler (and `@MarkupOwner`'s plugin), each mistake in a function of its own so
/// that one error cannot hide another.
@Suite("Lima: mistakes that do not compile")
struct CompileErrorTests {
    static var ready: Bool { Compiler.isReady(module: "Lima", plugins: ["MarkupRuntimeMacros"]) }
    static let header = """
        import Lima
        import MarkupKit
        import MarkupRuntime

        @MainActor @MarkupOwner final class Remote {
            @Outlet let onSwitch = ViewHandle<Elements.Switch>()
            @Action func togglePower(_ sender: ViewHandle<Elements.Switch>) {}
        }
        struct Person: KeyPathBindingSource {
            var name = ""
            static var bindingKeyPaths: [String: PartialKeyPath<Person>] { ["name": \\.name] }
        }

        """

    @Test("a well-formed screen compiles", .enabled(if: ready, "skipped: build the package first (swift build --build-tests)"))
    func compiles() async throws {
        let errors = try await Compiler.errors(
            compiling: Self.header + """
                @MainActor func screen() -> some LimaView {
                    LMColumnView(spacing: 16) {
                        ImageView(image: "world.png")
                        Label(text: .bound(\\Person.name), textAlignment: .center).style(Style("big", Label(font: .textStyle(.title1))))
                        LMTableView(style: .groupedTableView) {
                            Section(name: "power", selectionMode: .singleCheckmark) {
                                TableViewCell(text: "Power", accessory: Switch().id(Remote.Outlets.onSwitch).on(.valueChanged, Remote.Actions.togglePower))
                            }
                        }
                    }
                }
                """, plugins: ["MarkupRuntimeMacros"])
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "a property the view lacks, a value of the wrong type, a misspelt case, key path, outlet or action, a cell that is not one",
        .enabled(if: ready, "skipped: build the package first (swift build --build-tests)"))
    func mistakes() async throws {
        let errors = try await Compiler.errors(
            compiling: Self.header + """
                func unknownProperty() -> Label { Label(title: "Hello") }
                func modifierTheViewLacks() -> Label { Label(text: "Hello").on(.valueChanged, "changed:") }
                func wrongType() -> Label { Label(text: "Hello", numberOfLines: "two") }
                func misspeltCase() -> Label { Label(text: "Hello", textAlignment: .middle) }
                func misspeltKeyPath() -> Label { Label(text: .bound(\\Person.nmae)) }
                func styleOfAnotherView() -> Label { Label(text: "Hello").style(Style("b", Button(title: "B"))) }
                func notACell() -> Section { Section { Label(text: "Not a cell") } }
                @MainActor func misspeltOutlet() -> Switch { Switch().id(Remote.Outlets.offSwitch) }
                @MainActor func misspeltAction() -> Switch { Switch().on(.valueChanged, Remote.Actions.toglePower) }
                """, plugins: ["MarkupRuntimeMacros"])
        let expected = [
            "incorrect argument label in call (have 'title:'", "value of type 'Label' has no member 'on'",
            "cannot convert value of type 'String' to expected argument type 'Int'", "has no member 'middle'",
            "has no member 'nmae'", "cannot convert value of type 'Button' to expected argument type 'Label'",
            "a table section holds cells",
            "has no member 'offSwitch'", "has no member 'toglePower'",
        ]
        for message in expected {
            #expect(errors.contains { $0.contains(message) }, "no error says \(message): \(errors)")
        }
    }
}
