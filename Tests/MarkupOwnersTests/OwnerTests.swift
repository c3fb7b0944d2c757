import Foundation
import MarkupExamples
import MarkupKit
import MarkupOwners
import Observation
import Testing

/// The service's refusal, as an owner would throw it.
struct OutOfRange: Error, CustomStringConvertible {
    var description: String { "The temperature must be between 32 and 90 degrees." }
}

/// A refusal of the fan speed, as an owner would throw it.
struct SpeedUnavailable: Error, CustomStringConvertible {
    var description: String { "High is not available in this mode." }
}

/// Seed 001's remote, without the service: the document's outlets and actions.
@MainActor @MarkupOwner
final class RemoteOwner {
    var power = false
    var temperature = 70.0
    var fanSpeed: String?
    var appeared = 0

    @Outlet let onSwitch = ViewHandle<Elements.Switch>()
    @Outlet let temperatureStepper = ViewHandle<Elements.Stepper>()
    @Outlet let temperatureCell: ViewHandle<Elements.TableViewCell> = ViewHandle()
    @Outlet let tableView = ViewHandle<Elements.TableView>()

    func viewWillAppear() async throws {
        appeared += 1
        onSwitch.isOn = true
        temperatureStepper.value = 70
        temperatureCell.text = "70°"
    }

    func tableView(_ table: ViewHandle<Elements.TableView>, didChangeSelectionIn section: String) async throws {
        guard section == "fanSpeed" else { return }
        guard table[selectedValueIn: section] != "3" else { throw SpeedUnavailable() }
        fanSpeed = table[selectedValueIn: section]
    }

    @Action func togglePower(_ sender: ViewHandle<Elements.Switch>) {
        power = sender.isOn
    }

    @Action func updateTemperature(_ sender: ViewHandle<Elements.Stepper>) async throws {
        guard sender.value <= 90 else { throw OutOfRange() }
        temperature = sender.value
        temperatureCell.text = "\(Int(sender.value))°"
    }
}

/// An `@Observable` owner with an action that takes no sender and one with a labelled sender.
@MainActor @MarkupOwner @Observable
final class GreetingOwner {
    var name = "World"
    var presses = 0
    @Outlet let greetingLabel = ViewHandle<Elements.Label>()

    @Action func greet() {
        greetingLabel.text = "Hello, \(name)!"
    }

    @Action func pressed(button: ViewHandle<Elements.Control>) {
        presses += 1
    }
}

@Suite("Owners")
@MainActor
struct OwnerTests {
    let loader: MarkupLoader

    init() throws {
        loader = try ExampleDocuments.loader()
    }

    @Test("@MarkupOwner lists the outlets and actions, with their kinds, in declaration order")
    func description() {
        let description = RemoteOwner.ownerDescription
        #expect(description.typeName == "RemoteOwner")
        #expect(
            description.outlets == [
                .init(name: "onSwitch", elementName: "UISwitch"), .init(name: "temperatureStepper", elementName: "UIStepper"),
                .init(name: "temperatureCell", elementName: "UITableViewCell"),
                .init(name: "tableView", elementName: "UITableView"),
            ])
        #expect(
            description.actions == [
                .init(name: "togglePower", senderElementName: "UISwitch"),
                .init(name: "updateTemperature", senderElementName: "UIStepper"),
            ])
        #expect(
            GreetingOwner.ownerDescription.actions == [
                .init(name: "greet", senderElementName: nil), .init(name: "pressed", senderElementName: "UIControl"),
            ])
    }

    @Test("the seed's AC remote document loads against its owner without a problem")
    func remoteDocumentLoads() throws {
        let tree = try loader.load(named: "AirConditioner")
        #expect(RemoteOwner.ownerDescription.check(tree, catalog: loader.catalog).isEmpty)
    }

    @Test("every id and action the owner cannot serve is an error at its line and column; an unnamed outlet a warning")
    func misspellings() throws {
        let lines = [
            "<LMColumnView>",
            "    <UISwitch id=\"onSwich\" onValueChanged=\"togglePower:\"/>",
            "    <UILabel id=\"temperatureStepper\"/>",
            "    <UIStepper onValueChanged=\"updateTemprature:\"/>",
            "    <UIButton onPrimaryActionTriggered=\"togglePower:\"/>",
            "    <UISwitch onValueChanged=\"togglePower\"/>",
            "    <UIStepper onValueChanged=\"togglePower:\"/>",
            "</LMColumnView>",
        ]
        /// `line:column` of `text` in line `line`.
        func at(_ line: Int, _ text: String) -> String {
            let column = lines[line - 1].range(of: text).map {
                lines[line - 1].distance(from: lines[line - 1].startIndex, to: $0.lowerBound)
            }
            return "Check.xml:\(line):\((column ?? -1) + 1)"
        }
        do {
            _ = try loader.load(lines.joined(separator: "\n"), file: "Check.xml", owner: RemoteOwner.self)
            Issue.record("the document loaded")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "Check.xml:1:1: warning: outlet 'onSwitch' of RemoteOwner is named by no id",
                    "Check.xml:1:1: warning: outlet 'temperatureCell' of RemoteOwner is named by no id",
                    "Check.xml:1:1: warning: outlet 'tableView' of RemoteOwner is named by no id",
                    "\(at(2, "<UISwitch")): error: id 'onSwich' names no outlet of RemoteOwner; did you mean 'onSwitch'?",
                    "\(at(3, "<UILabel")): error: outlet 'temperatureStepper' of RemoteOwner is a UIStepper, but id 'temperatureStepper' is a <UILabel>",
                    "\(at(4, "onValueChanged")): error: 'updateTemprature:' names no action of RemoteOwner; did you mean 'updateTemperature'?",
                    "\(at(5, "onPrimaryActionTriggered")): error: RemoteOwner.togglePower takes a UISwitch sender, but 'togglePower:' is on a <UIButton>",
                    "\(at(6, "onValueChanged")): error: RemoteOwner.togglePower takes a UISwitch sender: write 'togglePower:' to pass it",
                    "\(at(7, "onValueChanged")): error: RemoteOwner.togglePower takes a UISwitch sender, but 'togglePower:' is on a <UIStepper>",
                ])
        }
    }

    @Test("an action that takes no sender, passed one, is an error; a sender kind's subclasses are accepted")
    func senderArity() throws {
        let text = """
            <LMColumnView>
                <UIButton onPrimaryActionTriggered="greet:"/>
                <UIButton onPrimaryActionTriggered="pressed:"/>
                <UISwitch onValueChanged="pressed:"/>
                <UILabel id="greetingLabel"/>
            </LMColumnView>
            """
        let tree = try loader.load(text, file: "Greeting.xml")
        #expect(
            GreetingOwner.ownerDescription.check(tree, catalog: loader.catalog).map(\.description) == [
                "Greeting.xml:2:15: error: 'greet:' passes the sender, but GreetingOwner.greet() takes none: write 'greet'"
            ])
    }

    @Test("connected, the owner's outlets read and set the host's views; events call the actions with their senders")
    func connection() async throws {
        let tree = try loader.load(named: "AirConditioner")
        let host = TestHost(tree: tree)
        let owner = RemoteOwner()
        #expect(!owner.onSwitch.isConnected)
        let connection = OwnerConnection(tree: tree, owner: owner, host: host)
        #expect(owner.onSwitch.isConnected && owner.temperatureStepper.isConnected && owner.temperatureCell.isConnected)

        try await connection.appear()
        let switchIndex = try #require(tree.nodes.firstIndex { $0.outlet == "onSwitch" })
        let stepperIndex = try #require(tree.nodes.firstIndex { $0.outlet == "temperatureStepper" })
        let cellIndex = try #require(tree.nodes.firstIndex { $0.outlet == "temperatureCell" })
        #expect(owner.appeared == 1)
        #expect(
            host.changes == [
                "\(switchIndex).on = true", "\(stepperIndex).value = 70", "\(cellIndex).textLabel.text = \"70°\"",
            ])

        // The user turns the switch off: the host records it, then reports the event.
        host.userSets("on", to: .bool(false), inView: switchIndex)
        #expect(try await connection.send(.valueChanged, fromView: switchIndex) == 1)
        #expect(owner.power == false)
        host.userSets("on", to: .bool(true), inView: switchIndex)
        try await connection.send(.valueChanged, fromView: switchIndex)
        #expect(owner.power == true)

        host.userSets("value", to: .number(71), inView: stepperIndex)
        try await connection.send(.valueChanged, fromView: stepperIndex)
        #expect(owner.temperature == 71)
        #expect(host.value(of: "textLabel.text", inView: cellIndex) == .string("71°"))

        // An action's error is shown, not thrown; the owner's state stays as it was.
        host.userSets("value", to: .number(95), inView: stepperIndex)
        try await connection.send(.valueChanged, fromView: stepperIndex)
        #expect(host.alerts == ["The temperature must be between 32 and 90 degrees."])
        #expect(owner.temperature == 71)

        // Events nothing handles run nothing; a view the document lacks is refused.
        #expect(try await connection.send(.touchDown, fromView: switchIndex) == 0)
        await #expect(throws: OwnerConnectionError.unknownView(999, count: tree.nodes.count)) {
            try await connection.send(.valueChanged, fromView: 999)
        }
    }

    @Test("a change of a table section's selection reaches the owner, which reads it by value")
    func sectionSelection() async throws {
        let tree = try loader.load(named: "AirConditioner")
        let host = TestHost(tree: tree)
        let owner = RemoteOwner()
        let connection = OwnerConnection(tree: tree, owner: owner, host: host)
        let tableIndex = 0
        host.selectValues(["2"], inSection: "fanSpeed", ofView: tableIndex)
        try await connection.selectionChanged(inSection: "fanSpeed", ofView: tableIndex)
        #expect(owner.fanSpeed == "2")
        host.selectValues(["3"], inSection: "fanSpeed", ofView: tableIndex)
        try await connection.selectionChanged(inSection: "fanSpeed", ofView: tableIndex)
        #expect(owner.fanSpeed == "2")
        #expect(host.alerts == ["High is not available in this mode."])
        await #expect(throws: OwnerConnectionError.unknownSection("speed", view: 0)) {
            try await connection.selectionChanged(inSection: "speed", ofView: tableIndex)
        }
        await #expect(throws: OwnerConnectionError.unknownSection("fanSpeed", view: 1)) {
            try await connection.selectionChanged(inSection: "fanSpeed", ofView: 1)
        }
    }

    @Test("an action named by a group of events runs for each event of the group; a labelled sender is passed")
    func eventGroups() async throws {
        let text = """
            <LMColumnView>
                <UILabel id="greetingLabel"/>
                <UIButton onAllTouchEvents="pressed:" onPrimaryActionTriggered="greet"/>
            </LMColumnView>
            """
        let tree = try loader.load(text, file: "Greeting.xml", owner: GreetingOwner.self)
        let host = TestHost(tree: tree)
        let owner = GreetingOwner()
        let connection = OwnerConnection(tree: tree, owner: owner, host: host)
        #expect(try await connection.send(.touchUpInside, fromView: 2) == 1)
        #expect(try await connection.send(.touchDown, fromView: 2) == 1)
        #expect(try await connection.send(.primaryActionTriggered, fromView: 2) == 1)
        #expect(owner.presses == 2)
        #expect(host.value(of: "text", inView: 1) == .string("Hello, World!"))
    }

    @Test("a handle whose host is gone reads nothing and drops writes")
    func releasedHost() throws {
        let tree = try loader.load(named: "AirConditioner")
        let owner = RemoteOwner()
        do {
            let host = TestHost(tree: tree)
            _ = OwnerConnection(tree: tree, owner: owner, host: host)
            #expect(owner.onSwitch.isConnected)
        }
        #expect(!owner.onSwitch.isConnected)
        owner.onSwitch.isOn = true
        #expect(owner.onSwitch.isOn == false)
    }
}

/// An owner's navigation reaches the host that shows its views, and nothing else.
@Suite("Owners: navigation")
@MainActor
struct OwnerNavigationTests {
    @Test("navigate(to:) and navigateBack() reach the host showing the owner; unshown, or after its host is gone, nothing")
    func reachesItsHost() throws {
        let loader = MarkupLoader(documents: .memory(["Remote.xml": "<UISwitch id=\"onSwitch\"/>"]))
        let tree = try loader.load(named: "Remote")
        let owner = RemoteOwner()
        // Not shown: nowhere to go, and no crash.
        owner.navigate(to: "employees/10004")
        owner.navigateBack()

        var host: TestHost? = TestHost(tree: tree)
        var connection: OwnerConnection? = try OwnerConnection(tree: tree, owner: owner, host: #require(host))
        owner.navigate(to: "employees/10004")
        owner.navigateBack()
        #expect(host?.navigations == ["employees/10004", "back"])

        // Another owner of the same document navigates its own host only.
        let other = RemoteOwner()
        let otherHost = TestHost(tree: tree)
        let otherConnection = OwnerConnection(tree: tree, owner: other, host: otherHost)
        other.navigate(to: "todos/3")
        #expect(otherHost.navigations == ["todos/3"])
        #expect(host?.navigations == ["employees/10004", "back"])

        // The host is gone (the page closed): the owner, kept alive by something else, goes nowhere.
        weak let released = host
        connection = nil
        host = nil
        #expect(released == nil)
        owner.navigate(to: "employees/10005")
        withExtendedLifetime((connection, otherConnection)) {}
    }

    @Test(
        "a screen's link is relative to the app's screens and cannot leave them",
        arguments: [
            ("employees/10004", nil), ("todos/3?tab=due#top", nil), ("employees/{employeeNumber}", nil),
            ("a%20b", nil), ("", "is empty"), ("/ui/todos", "starts with '/': write it relative to the app's screens"),
            ("//evil.example", "starts with '/': write it relative to the app's screens"),
            ("javascript:alert(1)", "has a scheme: only the app's own screens are linked"),
            ("mailto:x@y", "has a scheme: only the app's own screens are linked"),
            ("todos/../admin", "has a '..' segment"), ("..", "has a '..' segment"),
            ("a b", "has a space, a control character or '\\'"),
            ("a\nb", "has a space, a control character or '\\'"), ("a\\b", "has a space, a control character or '\\'"),
            (String(repeating: "a", count: 2049), "is longer than 2048 bytes"), ("todos/a:b", nil),
        ] as [(String, String?)])
    func screenLinks(link: String, problem: String?) {
        #expect(ScreenLink.problem(with: link) == problem)
    }
}
