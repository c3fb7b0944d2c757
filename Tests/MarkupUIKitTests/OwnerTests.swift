import Foundation
import MarkupExamples
import MarkupKit
import MarkupOwners
import MarkupUIKit
import Observation
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
        let picker = try #require(screen.built.view(withOutlet: "languagePicker") as? MarkupPickerView)
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

    @Test("bindings set switches, sliders, colors, enabled and hidden, and a hidden view leaves the layout")
    func bindingsBeyondText() async throws {
        let text = """
            <LMColumnView spacing="8">
                <UISwitch on="$on" onValueChanged="toggled:"/>
                <UISlider minimumValue="0" maximumValue="40" value="$level" enabled="$on"/>
                <UILabel text="$level::number;maximumFractionDigits=0" textColor="$color" alpha="$opacity"/>
                <UILabel text="Off" hidden="$on"/>
                <UIButton title="Warmer" onPrimaryActionTriggered="warmer"/>
            </LMColumnView>
            """
        let loader = MarkupLoader()
        let tree = try loader.load(text, file: "Thermostat.xml", owner: Thermostat.self)
        let owner = Thermostat()
        let screen = try MarkupScreen(tree: tree, owner: owner)
        screen.root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        await screen.appear()
        screen.root.layoutIfNeeded()
        let power = try #require(screen.built.views.compactMap { $0 as? UISwitch }.first)
        let slider = try #require(screen.built.views.compactMap { $0 as? UISlider }.first)
        let labels = screen.built.views.compactMap { $0 as? UILabel }
        let (level, off) = (labels[0], labels[1])
        let button = try #require(screen.built.views.compactMap { $0 as? UIButton }.first)
        #expect(!power.isOn && slider.value == 20 && !slider.isEnabled && level.text == "20" && level.textColor == .blue)
        #expect(level.alpha == 0.5 && !off.isHidden)
        let buttonTop = button.frame.minY

        ShimUser.toggle(power)
        await settle(screen) { slider.isEnabled }
        screen.root.layoutIfNeeded()
        #expect(owner.on && slider.isEnabled && off.isHidden && level.alpha == 1)
        #expect(button.frame.minY < buttonTop, "the hidden label gave up its place: \(button.frame.minY) ≥ \(buttonTop)")

        ShimUser.tap(button)
        await settle(screen) { level.text == "25" }
        #expect(slider.value == 25 && level.text == "25" && level.textColor == .red)

        // The owner turns the heater off: the switch follows.
        owner.on = false
        await settle(screen) { !power.isOn }
        #expect(!power.isOn && !slider.isEnabled && !off.isHidden)
    }
}

/// A heater's panel: a switch, a level and how they show, kept in `@Observable` properties the views are bound to.
@MainActor @MarkupOwner @Observable
final class Thermostat {
    var on = false
    var level = 20.0
    var color: String { level > 22 ? "#ff0000" : "#0000ff" }
    var opacity: Double { on ? 1 : 0.5 }

    @Action func toggled(_ sender: ViewHandle<Elements.Switch>) {
        on = sender.isOn
    }

    @Action func warmer() {
        level += 5
    }
}

extension Thermostat: @MainActor KeyPathBindingSource {
    static var bindingKeyPaths: [String: PartialKeyPath<Thermostat>] {
        ["on": \.on, "level": \.level, "color": \.color, "opacity": \.opacity]
    }
}
