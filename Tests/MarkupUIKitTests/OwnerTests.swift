import Foundation
import MarkupExamples
import MarkupKit
import MarkupRuntime
import MarkupUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// One owner type drives the UIKit views as it drives the live page: outlets, actions, selections and bindings.
@Suite("MarkupUIKit owners")
@MainActor
struct OwnerTests {
    /// Lets the owner's actions and the bindings they set off run; bounded by turns, not time.
    func settle(_ screen: MarkupScreen, until done: () -> Bool) async {
        for _ in 0..<100 where !done() {
            await screen.finishActions()
            await Task.yield()
        }
    }

    @Test("typing, picking and tapping reach the live greeting's owner, and its bound label follows")
    func liveGreeting() async throws {
        let loader = try ExampleDocuments.loader()
        let tree = try loader.load(named: "LiveGreeting", owner: LiveGreeting.self)
        let owner = LiveGreeting()
        let screen = try MarkupScreen(tree: tree, owner: owner, builder: UIKitViewBuilder(catalog: loader.catalog))
        await screen.appear()
        let labels = screen.built.views.compactMap { $0 as? UILabel }
        let greeting = try #require(labels.first { $0.text?.hasPrefix("Hello!") == true }, "\(labels.map(\.text))")
        let field = try #require(screen.built.view(withOutlet: "nameField") as? UITextField)
        let picker = try #require(screen.built.view(withOutlet: "languagePicker") as? LMPickerView)
        #expect(picker.value(forComponent: "language") == "en")

        ShimUser.type("Ada", into: field)
        await settle(screen) { greeting.text == "Hello, Ada!" }
        #expect(owner.name == "Ada" && greeting.text == "Hello, Ada!")

        ShimUser.pick(row: 1, inComponent: 0, of: picker)
        await settle(screen) { greeting.text == "Bonjour, Ada!" }
        #expect(owner.language == "fr" && greeting.text == "Bonjour, Ada!")

        let clear = try #require(screen.built.views.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Clear" })
        ShimUser.tap(clear)
        await settle(screen) { greeting.text == "Bonjour! Comment vous appelez-vous ?" }
        #expect(field.text == "" && owner.name == "")
        #expect(greeting.text == "Bonjour! Comment vous appelez-vous ?")
    }
}
