import TestSupport
import Testing

/// What the markup loader reports at run time, Lima's users hear from the compiler: type-checks snippets against the
/// built `Lima` module with the real compiler (and `@MarkupOwner`'s plugin), each mistake in a function of its own so
/// that one error cannot hide another.
@Suite("Lima: mistakes that do not compile")
struct CompileErrorTests {
    static var ready: Bool { Compiler.isReady(module: "Lima", plugins: ["MarkupOwnerMacros"]) }
    static let header = """
        import Lima
        import MarkupKit
        import MarkupOwners

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
                        LMImageView(image: "world.png")
                        LMDatePicker(date: LocalDate("2026-11-26"), datePickerMode: .date, maximumDate: LocalDate(year: 2026, month: 12, day: 31))
                        LMDatePicker(date: LocalTime(hour: 18, minute: 30), datePickerMode: .time)
                        LMLabel(text: .bound(\\Person.name), textAlignment: .center).style(LMStyle("big", LMLabel(font: .textStyle(.title1))))
                        LMTableView(style: .groupedTableView) {
                            LMSection(name: "power", selectionMode: .singleCheckmark) {
                                LMStandardCell(text: "Power", accessory: LMSwitch().id(Remote.Outlets.onSwitch).on(.valueChanged, Remote.Actions.togglePower))
                            }
                        }
                    }
                }
                """, plugins: ["MarkupOwnerMacros"])
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "a property the view lacks, a value of the wrong type, a misspelt case, key path, outlet or action, a cell that is not one",
        .enabled(if: ready, "skipped: build the package first (swift build --build-tests)"))
    func mistakes() async throws {
        let errors = try await Compiler.errors(
            compiling: Self.header + """
                func unknownProperty() -> LMLabel { LMLabel(title: "Hello") }
                func modifierTheViewLacks() -> LMLabel { LMLabel(text: "Hello").on(.valueChanged, "changed:") }
                func wrongType() -> LMLabel { LMLabel(text: "Hello", numberOfLines: "two") }
                func misspeltCase() -> LMLabel { LMLabel(text: "Hello", textAlignment: .middle) }
                func misspeltKeyPath() -> LMLabel { LMLabel(text: .bound(\\Person.nmae)) }
                func styleOfAnotherView() -> LMLabel { LMLabel(text: "Hello").style(LMStyle("b", LMButton(title: "B"))) }
                func notACell() -> LMSection { LMSection { LMLabel(text: "Not a cell") } }
                @MainActor func misspeltOutlet() -> LMSwitch { LMSwitch().id(Remote.Outlets.offSwitch) }
                @MainActor func misspeltAction() -> LMSwitch { LMSwitch().on(.valueChanged, Remote.Actions.toglePower) }
                """, plugins: ["MarkupOwnerMacros"])
        let expected = [
            "incorrect argument label in call (have 'title:'", "value of type 'LMLabel' has no member 'on'",
            "cannot convert value of type 'String' to expected argument type 'Int'", "has no member 'middle'",
            "has no member 'nmae'", "cannot convert value of type 'LMButton' to expected argument type 'LMLabel'",
            "a table section holds cells",
            "has no member 'offSwitch'", "has no member 'toglePower'",
        ]
        for message in expected {
            #expect(errors.contains { $0.contains(message) }, "no error says \(message): \(errors)")
        }
    }
}
