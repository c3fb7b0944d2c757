import Foundation
import MarkupExamples
import MarkupKit
import MarkupLive
import MarkupOwners
import Testing

/// Seed 001's remote against an in-memory "service".
@MainActor @MarkupOwner
final class Remote {
    var power = false
    var temperature = 70
    var fanSpeed = "1"

    @Outlet let onSwitch = ViewHandle<Elements.Switch>()
    @Outlet let temperatureStepper = ViewHandle<Elements.Stepper>()
    @Outlet let temperatureCell = ViewHandle<Elements.TableViewCell>()
    @Outlet let tableView = ViewHandle<Elements.TableView>()

    struct Refused: Error, CustomStringConvertible {
        var description: String
    }

    func viewWillAppear() async throws {
        onSwitch.isOn = power
        temperatureStepper.value = Double(temperature)
        temperatureCell.text = "\(temperature)°"
    }

    @Action func togglePower(_ sender: ViewHandle<Elements.Switch>) {
        power = sender.isOn
    }

    @Action func updateTemperature(_ sender: ViewHandle<Elements.Stepper>) throws {
        let wanted = Int(sender.value)
        guard (32...90).contains(wanted) else {
            sender.value = Double(temperature)
            throw Refused(description: "Temperature must be between 32 and 90.")
        }
        temperature = wanted
        temperatureCell.text = "\(wanted)°"
    }

    func tableView(_ table: ViewHandle<Elements.TableView>, didChangeSelectionIn section: String) async throws {
        fanSpeed = table[selectedValueIn: section] ?? fanSpeed
    }
}

@Suite("Live sessions")
@MainActor
struct LiveSessionTests {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "refused" }
    }

    let loader: MarkupLoader
    let tree: ViewTree

    init() throws {
        loader = try ExampleDocuments.loader()
        tree = try loader.load(
            String(
                contentsOf: try #require(ExampleDocuments.directory).appendingPathComponent("AirConditioner.xml"), encoding: .utf8
            ),
            file: "AirConditioner.xml", owner: Remote.self)
    }

    func index(of outlet: String) throws -> Int {
        try #require(tree.nodes.firstIndex { $0.outlet == outlet })
    }

    /// The next update the session sends.
    func nextUpdate(_ iterator: inout LiveDeliveries.AsyncIterator) async throws -> LiveUpdate {
        let delivery = await iterator.next(isolation: MainActor.shared)
        guard case .update(let update)? = delivery else {
            Issue.record("expected an update, got \(String(describing: delivery))")
            throw CancellationError()
        }
        return update
    }

    func message(_ json: String) throws -> LiveMessage {
        try LiveMessage(json: Data(json.utf8))
    }

    @Test("the owner's first settings go to the page as one update; a message's changes as the next")
    func updates() async throws {
        let owner = Remote()
        owner.temperature = 72
        let session = LiveSession(id: "s1", document: LiveDocument(tree: tree, loader: loader), owner: owner)
        var updates = session.connect().makeAsyncIterator()
        try await session.start()
        let (switchView, stepper, cell) = (
            try index(of: "onSwitch"), try index(of: "temperatureStepper"), try index(of: "temperatureCell")
        )
        #expect(
            try await nextUpdate(&updates).changes == [
                .init(view: switchView, key: "on", value: .bool(false)), .init(view: stepper, key: "value", value: .number(72)),
                .init(view: cell, key: "textLabel.text", value: .string("72°")),
            ])

        // The user presses + : the page sends the stepper's new value with the event.
        try await session.handle(message(#"{"type":"event","view":\#(stepper),"event":"valueChanged","values":{"value":73}}"#))
        #expect(owner.temperature == 73)
        // The stepper's value is the page's already; only the cell's text changes.
        #expect(try await nextUpdate(&updates).changes == [.init(view: cell, key: "textLabel.text", value: .string("73°"))])

        // `isOn` and `on` are one property.
        try await session.handle(
            message(#"{"type":"event","view":\#(switchView),"event":"valueChanged","values":{"isOn":true}}"#))
        #expect(owner.power)
        #expect(session.value(of: "on", inView: switchView) == .bool(true))
    }

    @Test("an action's error is an alert, and what the owner reset goes with it")
    func alerts() async throws {
        let session = LiveSession(id: "s2", document: LiveDocument(tree: tree, loader: loader), owner: Remote())
        var updates = session.connect().makeAsyncIterator()
        try await session.start()
        _ = try await nextUpdate(&updates)
        let stepper = try index(of: "temperatureStepper")
        try await session.handle(message(#"{"type":"event","view":\#(stepper),"event":"valueChanged","values":{"value":96}}"#))
        let update = try await nextUpdate(&updates)
        #expect(update.alerts == [.init(title: nil, message: "Temperature must be between 32 and 90.")])
        #expect(update.changes == [.init(view: stepper, key: "value", value: .number(70))])
    }

    @Test("a selection by value reaches the owner; the page already shows it, so nothing goes back")
    func selection() async throws {
        let owner = Remote()
        let session = LiveSession(id: "s3", document: LiveDocument(tree: tree, loader: loader), owner: owner)
        try await session.handle(message(#"{"type":"selection","view":0,"section":"fanSpeed","values":["3"]}"#))
        #expect(owner.fanSpeed == "3")
        #expect(session.selectedValues(inSection: "fanSpeed", ofView: 0) == ["3"])
    }

    @Test("sessions of one document share it, and what one page changes stays that page's")
    func sharedDocument() async throws {
        let document = LiveDocument(tree: tree, loader: loader)
        let (first, second) = (Remote(), Remote())
        let (one, other) = (
            LiveSession(id: "a", document: document, owner: first), LiveSession(id: "b", document: document, owner: second)
        )
        try await one.start()
        try await other.start()
        let (stepper, cell) = (try index(of: "temperatureStepper"), try index(of: "temperatureCell"))
        try await one.handle(message(#"{"type":"event","view":\#(stepper),"event":"valueChanged","values":{"value":80}}"#))
        try await one.handle(message(#"{"type":"selection","view":0,"section":"fanSpeed","values":["3"]}"#))
        #expect(one.value(of: "value", inView: stepper) == .number(80))
        #expect(one.value(of: "textLabel.text", inView: cell) == .string("80°"))
        #expect(one.selectedValues(inSection: "fanSpeed", ofView: 0) == ["3"])
        let fresh = LiveSession(id: "c", document: document, owner: Remote())
        #expect(fresh.selectedValues(inSection: "fanSpeed", ofView: 0) != ["3"])
        #expect(other.value(of: "value", inView: stepper) == .number(70))
        #expect(other.value(of: "textLabel.text", inView: cell) == .string("70°"))
        #expect(other.selectedValues(inSection: "fanSpeed", ofView: 0) == fresh.selectedValues(inSection: "fanSpeed", ofView: 0))
        #expect(second.temperature == 70 && second.fanSpeed == "1")
        // The page that opens next starts from the document, not from either session.
        #expect(fresh.value(of: "value", inView: stepper) != .number(80))
        #expect(fresh.value(of: "textLabel.text", inView: cell) != .string("80°"))
    }

    @Test("a message that does not fit the document is refused with what is wrong, and changes nothing")
    func refusals() async throws {
        let owner = Remote()
        let session = LiveSession(id: "s4", document: LiveDocument(tree: tree, loader: loader), owner: owner)
        let stepper = try index(of: "temperatureStepper")
        let refusals: [(String, String)] = [
            ("[1,2", "the message is malformed: the message is not JSON"),
            (#"{"view":1}"#, "the message is malformed: \"type\" is missing"),
            (#"{"type":"event","view":"x","event":"valueChanged"}"#, "the message is malformed: \"view\" has the wrong type"),
            (
                #"{"type":"tap","view":1}"#,
                "unknown message type 'tap': a page sends 'event', 'selection', 'row', 'rows' or 'bar'"
            ),
            (#"{"type":"event","view":1,"event":"pinch"}"#, "unknown event 'pinch'"),
            (#"{"type":"event","event":"valueChanged"}"#, "the message is malformed: \"view\" is missing"),
            (#"{"type":"bar"}"#, "the message is malformed: a bar message needs \"button\", the button's index"),
            (#"{"type":"bar","button":0}"#, "there is no bar button 0"),
            (#"{"type":"event","view":1}"#, "the message is malformed: an event message needs \"event\""),
            (#"{"type":"event","view":999,"event":"valueChanged"}"#, "there is no view 999"),
            (
                #"{"type":"event","view":\#(stepper),"event":"valueChanged","values":{"colour":1}}"#,
                "<UIStepper> has no property 'colour'"
            ),
            (
                #"{"type":"event","view":\#(stepper),"event":"valueChanged","values":{"value":true}}"#,
                "'value' of <UIStepper>: expected a number"
            ),
            (
                #"{"type":"event","view":\#(stepper),"event":"valueChanged","values":{"value":"warm"}}"#,
                "'value' of <UIStepper>: 'warm' is not a number"
            ),
            (
                #"{"type":"selection","view":0,"section":"speed","values":["2"]}"#,
                "view 0 has no table section or picker component named 'speed'"
            ),
            (
                #"{"type":"selection","view":1,"section":"fanSpeed","values":["2"]}"#,
                "view 1 has no table section or picker component named 'fanSpeed'"
            ),
            (
                #"{"type":"selection","view":0,"section":"fanSpeed","values":["1","3"]}"#,
                "'fanSpeed' of view 0: it takes one value, not 2"
            ),
            (
                #"{"type":"selection","view":0,"section":"fanSpeed","values":["7"]}"#,
                "'fanSpeed' of view 0: '7' is not one of its values"
            ),
        ]
        for (json, expected) in refusals {
            do {
                try await session.handle(try message(json))
                Issue.record("accepted: \(json)")
            } catch let error as LiveMessageError {
                #expect(error.description == expected, "\(json)")
            }
        }
        let huge = Data(repeating: UInt8(ascii: " "), count: LiveMessage.maximumSize + 1)
        #expect(throws: LiveMessageError.tooLarge(LiveMessage.maximumSize + 1)) { try LiveMessage(json: huge) }
        #expect(owner.temperature == 70 && !owner.power && owner.fanSpeed == "1")
        // The document sets no value, and no refused message set one.
        #expect(session.value(of: "value", inView: stepper) == nil)
    }

    @Test("a document not checked against its owner can name an action the owner lacks: the message says so")
    func uncheckedDocument() async throws {
        let unchecked = try loader.load(
            #"<LMColumnView><UISwitch onValueChanged="toggle:"/></LMColumnView>"#, file: "Unchecked.xml")
        let session = LiveSession(id: "s5", document: LiveDocument(tree: unchecked, loader: loader), owner: Remote())
        await #expect(throws: LiveMessageError.unknownAction("toggle", owner: "Remote")) {
            try await session.handle(try message(#"{"type":"event","view":1,"event":"valueChanged","values":{"on":true}}"#))
        }
    }

    @Test("a picker's row reaches the owner by value; the owner selects rows by value, as the page then shows")
    func picker() async throws {
        let document = LiveDocument(tree: try loader.load(named: "SizesPicker", owner: SizePicker.self), loader: loader)
        let owner = SizePicker()
        let session = LiveSession(id: "s6", document: document, owner: owner)
        var updates = session.connect().makeAsyncIterator()
        try await session.start()
        #expect(try await nextUpdate(&updates).selections == [.init(view: 0, section: "sizes", values: ["M"])])
        #expect(session.selectedValues(inSection: "sizes", ofView: 0) == ["M"])

        try await session.handle(message(#"{"type":"selection","view":0,"section":"sizes","values":["XL"]}"#))
        #expect(owner.picked == ["XL"])
        await #expect(throws: LiveMessageError.invalidSelection("sizes", view: 0, reason: "'XXL' is not one of its values")) {
            try await session.handle(try message(#"{"type":"selection","view":0,"section":"sizes","values":["XXL"]}"#))
        }
        await #expect(throws: LiveMessageError.invalidSelection("sizes", view: 0, reason: "it takes one value, not 2")) {
            try await session.handle(try message(#"{"type":"selection","view":0,"section":"sizes","values":["S","L"]}"#))
        }
        #expect(owner.picked == ["XL"])
        // A value the picker does not offer selects nothing, as in UIKit; the page is shown the selection it keeps.
        owner.pickerView[selectedValueIn: "sizes"] = "XXL"
        #expect(session.selectedValues(inSection: "sizes", ofView: 0) == [])
        guard case .picker(let components) = session.currentTree.root.content else {
            Issue.record("the picker lost its components")
            return
        }
        #expect(components.map(\.selectedRow) == [nil])
        owner.pickerView[selectedValueIn: "sizes"] = "S"
        guard case .picker(let shown) = session.currentTree.root.content else {
            Issue.record("the picker lost its components")
            return
        }
        #expect(shown.map(\.value) == ["S"])
    }
}

/// Seed 000's sizes as a picker, with an owner that starts at Medium.
@MainActor @MarkupOwner
final class SizePicker {
    @Outlet let pickerView = ViewHandle<Elements.PickerView>()
    var picked: [String] = []

    func viewWillAppear() async throws {
        pickerView[selectedValueIn: "sizes"] = "M"
    }

    func pickerView(_ picker: ViewHandle<Elements.PickerView>, didSelectValueIn component: String) async throws {
        picked.append(picker[selectedValueIn: component] ?? "none")
    }
}

/// A field whose text the owner echoes into a label, counting how often its views appear and disappear.
@MainActor @MarkupOwner
final class Mirror {
    @Outlet let field = ViewHandle<Elements.TextField>()
    @Outlet let echo = ViewHandle<Elements.Label>()
    var appeared = 0
    var disappeared = 0

    func viewDidAppear() { appeared += 1 }
    func viewDidDisappear() { disappeared += 1 }

    @Action func edited(_ sender: ViewHandle<Elements.TextField>) {
        echo.text = sender.text
    }

    @Action func refuse() throws {
        throw LiveSessionTests.Refusal()
    }
}

/// What a session holds whatever a page sends or fails to read (issue 38).
@Suite("Live sessions: bounded")
@MainActor
struct BoundedLiveSessionTests {
    static let document = """
        <LMColumnView>
            <UITextField id="field" onEditingChanged="edited:"/>
            <UILabel id="echo"/>
            <UIButton title="No" onPrimaryActionTriggered="refuse"/>
        </LMColumnView>
        """

    let document: LiveDocument

    init() throws {
        var loader = MarkupLoader(documents: .memory(["Mirror.xml": Self.document]))
        loader.catalog = .standard
        document = LiveDocument(tree: try loader.load(named: "Mirror", owner: Mirror.self), loader: loader)
    }

    func edit(_ session: LiveSession, _ text: String) async throws {
        let json = try JSONSerialization.data(withJSONObject: [
            "type": "event", "view": 1, "event": "editingChanged", "values": ["text": text],
        ])
        try await session.handle(try LiveMessage(json: json))
    }

    @Test("a page may set only what a person changes on a view: a field's text, not a label's or a field's color")
    func onlyUserValues() async throws {
        let owner = Mirror()
        let session = LiveSession(id: "u", document: document, owner: owner)
        let attempts: [(String, LiveMessageError)] = [
            (
                #"{"type":"event","view":2,"event":"valueChanged","values":{"text":"forged"}}"#,
                .notUserValue("text", element: "UILabel")
            ),
            (
                ##"{"type":"event","view":1,"event":"valueChanged","values":{"textColor":"#ff0000"}}"##,
                .notUserValue("textColor", element: "UITextField")
            ),
            (
                #"{"type":"event","view":1,"event":"valueChanged","values":{"accessibilityLabel":"A"}}"#,
                .notUserValue("accessibilityLabel", element: "UITextField")
            ),
        ]
        for (json, expected) in attempts {
            await #expect(throws: expected) { try await session.handle(try LiveMessage(json: Data(json.utf8))) }
        }
        #expect(LiveMessageError.notUserValue("text", element: "UILabel").description.contains("not something a page can change"))
        #expect(session.value(of: "text", inView: 2) == nil)
        try await edit(session, "hello")
        #expect(session.value(of: "text", inView: 2) == .string("hello"))
    }

    @Test("text past the session's budget is refused, counted in UTF-8 bytes, and changes nothing")
    func textBudget() async throws {
        var budget = LiveSession.Budget()
        budget.maximumTextBytes = 100
        let session = LiveSession(id: "b", document: document, owner: Mirror(), budget: budget)
        // 30 characters of 4 bytes each: 120 bytes.
        await #expect(throws: LiveMessageError.overBudget(limit: 100)) {
            try await edit(session, String(repeating: "😀", count: 30))
        }
        #expect(session.value(of: "text", inView: 1) == nil)
        // The field's 40 bytes and the label's copy of them, which the owner set: 80.
        try await edit(session, String(repeating: "a", count: 40))
        // Replacing text counts what it replaces: the same length again fits.
        try await edit(session, String(repeating: "b", count: 40))
        #expect(session.value(of: "text", inView: 2) == .string(String(repeating: "b", count: 40)))
        await #expect(throws: LiveMessageError.overBudget(limit: 100)) {
            try await edit(session, String(repeating: "c", count: 70))
        }
        #expect(session.value(of: "text", inView: 1) == .string(String(repeating: "b", count: 40)))
    }

    @Test("a connection that does not read holds at most the budget's updates; then it gets the whole view once")
    func stalledReader() async throws {
        var budget = LiveSession.Budget()
        budget.maximumQueuedUpdates = 4
        let session = LiveSession(id: "q", document: document, owner: Mirror(), budget: budget)
        var deliveries = session.connect().makeAsyncIterator()
        for round in 0..<2_000 { try await edit(session, "text \(round)") }
        let first = await deliveries.next(isolation: MainActor.shared)
        #expect(first == .wholeView(version: session.version, alerts: []))
        #expect(session.currentTree.nodes[2].properties.contains { $0.value == .string("text 1999") })
        // Read up: what comes next is the next change, in place.
        try await edit(session, "after")
        guard case .update(let update)? = await deliveries.next(isolation: MainActor.shared) else {
            Issue.record("expected an update")
            return
        }
        #expect(update.changes.map(\.value) == [.string("after")])
    }

    @Test("undelivered alerts are capped at the newest, the same one shown once")
    func alertsCapped() async throws {
        let session = LiveSession(id: "a", document: document, owner: Mirror())
        let press = try LiveMessage(json: Data(#"{"type":"event","view":3,"event":"primaryActionTriggered"}"#.utf8))
        for _ in 0..<3_000 { try await session.handle(press) }
        for round in 0..<20 {
            try await edit(session, "\(round)")
            try await session.handle(press)
        }
        var deliveries = session.connect().makeAsyncIterator()
        guard case .update(let update)? = await deliveries.next(isolation: MainActor.shared) else {
            Issue.record("expected the held alerts")
            return
        }
        // Identical alerts in a row are one; of 21 kept apart by nothing else, the newest 8.
        #expect(update.alerts.count == 1)
        #expect(update.alerts.first?.message == "refused")
    }

    @Test("the owner hears its views appear when a page connects, and disappear when it goes; never before")
    func appearOnConnect() async throws {
        let owner = Mirror()
        let session = LiveSession(id: "c", document: document, owner: owner)
        try await session.start()
        #expect(owner.appeared == 0)
        var first: LiveDeliveries.AsyncIterator? = session.connect().makeAsyncIterator()
        #expect(owner.appeared == 1)
        // A second connection takes over: the views never left the screen.
        var second: LiveDeliveries.AsyncIterator? = session.connect().makeAsyncIterator()
        _ = first
        first = nil
        for _ in 0..<20 { await Task.yield() }
        #expect(owner.appeared == 1 && owner.disappeared == 0)
        _ = second
        second = nil
        for _ in 0..<50 where owner.disappeared == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(owner.disappeared == 1)
        session.close()
        #expect(owner.disappeared == 1)
    }

    @Test("at the cap, a newcomer ends the least active session of the network holding the most, not its own (issue 61)")
    func fairAtTheCap() async throws {
        var limits = LiveSessionRegistry.Limits()
        limits.maximumSessions = 4
        let registry = LiveSessionRegistry(limits: limits)
        func open(_ network: String) throws -> LiveSession {
            let session = try registry.add(for: network) { id in LiveSession(id: id, document: document, owner: Mirror()) }
            _ = session.connect()
            return session
        }
        // One network takes every session, each page connected (none can be ended as never used).
        let flood = try (0..<4).map { _ in try open("2001:db8:1:2::/64") }
        // Another network gets in: the flood's least recently active session ends.
        let alice = try open("192.0.2.1")
        #expect(registry.count == 4 && registry.session(flood[0].id) == nil && registry.session(alice.id) != nil)
        let bob = try open("192.0.2.2")
        #expect(registry.session(flood[1].id) == nil && registry.session(bob.id) != nil)
        // Now the flood holds 2, as many as a third newcomer would leave it, less one: still more, so it gives one up.
        let carol = try open("192.0.2.3")
        #expect(registry.session(flood[2].id) == nil && registry.session(carol.id) != nil)
        // Everyone holds one: the next is refused rather than take another's only page.
        #expect(throws: LiveSessionLimitError(limit: 4, isPerNetwork: false)) { try open("192.0.2.4") }
        // And the flood cannot win its pages back by opening more: it holds as many as anyone.
        #expect(throws: LiveSessionLimitError(limit: 4, isPerNetwork: false)) { try open("2001:db8:1:2::/64") }
        registry.removeAll()
    }

    @Test("an ended session is released, with its owner, whatever its page left behind")
    func released() async throws {
        weak var weakSession: LiveSession?
        weak var weakOwner: Mirror?
        let registry = LiveSessionRegistry()
        do {
            let owner = Mirror()
            weakOwner = owner
            let session = try registry.add(for: "192.0.2.1") { id in LiveSession(id: id, document: document, owner: owner) }
            weakSession = session
            try await session.start()
            let deliveries = session.connect()
            try await edit(session, "text")
            try await session.handle(
                try LiveMessage(json: Data(#"{"type":"event","view":3,"event":"primaryActionTriggered"}"#.utf8)))
            registry.remove(session.id)
            var iterator = deliveries.makeAsyncIterator()
            while await iterator.next(isolation: MainActor.shared) != nil {}
        }
        for _ in 0..<100 where weakSession != nil || weakOwner != nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(weakSession == nil, "the session outlived its end")
        #expect(weakOwner == nil, "the owner outlived its session")
    }

    @Test("ended sessions are told to the registry's host, each once, not given back by the registry itself")
    func endedSessionsReported() async throws {
        let registry = LiveSessionRegistry()
        var reported: [Int] = []
        registry.onSessionsEnded = { reported.append($0) }
        let owner = Mirror()
        let ids = try (0..<3).map { _ in
            try registry.add(for: "192.0.2.1") { id in LiveSession(id: id, document: document, owner: owner) }.id
        }
        for id in ids { registry.remove(id) }
        // The registry reports at most every 5 s, from its sweep.
        for _ in 0..<2_000 where reported.reduce(0, +) < 3 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(reported.reduce(0, +) == 3, "reported \(reported)")
        #expect(registry.count == 0)
    }
}
