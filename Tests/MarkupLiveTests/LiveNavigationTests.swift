import Foundation
import MarkupKit
import MarkupLive
import MarkupOwners
import Testing

/// An owner that goes where its field says, or back.
@MainActor @MarkupOwner
final class Navigator {
    @Outlet let field = ViewHandle<Elements.TextField>()

    @Action func go() {
        navigate(to: field.text ?? "")
    }

    @Action func goTwice() {
        navigate(to: "first")
        navigate(to: "second")
    }

    @Action func back() {
        navigateBack()
    }
}

/// An owner's `navigate(to:)` and `navigateBack()` on a live page: where the page is sent, and what is refused.
@Suite("Live sessions: navigation")
@MainActor
struct LiveNavigationTests {
    static let document = """
        <LMColumnView>
            <UITextField id="field"/>
            <UIButton title="Go" onPrimaryActionTriggered="go"/>
            <UIButton title="Twice" onPrimaryActionTriggered="goTwice"/>
            <UIButton title="Back" onPrimaryActionTriggered="back"/>
        </LMColumnView>
        """

    let document: LiveDocument

    init() throws {
        var loader = MarkupLoader(documents: .memory(["Navigator.xml": Self.document]))
        loader.catalog = .standard
        document = LiveDocument(tree: try loader.load(named: "Navigator", owner: Navigator.self), loader: loader)
    }

    /// Types `text` into the field, then presses button `view` (2: Go, 3: Twice, 4: Back).
    func press(_ view: Int, after text: String? = nil, in session: LiveSession) async throws {
        if let text {
            let json = try JSONSerialization.data(withJSONObject: [
                "type": "event", "view": 1, "event": "editingChanged", "values": ["text": text],
            ])
            try await session.handle(try LiveMessage(json: json))
        }
        try await session.handle(
            try LiveMessage(json: Data(#"{"type":"event","view":\#(view),"event":"primaryActionTriggered"}"#.utf8)))
    }

    func nextUpdate(_ deliveries: inout LiveDeliveries.AsyncIterator) async throws -> LiveUpdate {
        let delivery = await deliveries.next(isolation: MainActor.shared)
        guard case .update(let update)? = delivery else {
            Issue.record("expected an update, got \(String(describing: delivery))")
            throw CancellationError()
        }
        return update
    }

    @Test("navigate(to:) and navigateBack() reach the page as the update's navigation, the last of a turn")
    func navigation() async throws {
        let session = LiveSession(id: "n", document: document, owner: Navigator())
        var deliveries = session.connect().makeAsyncIterator()
        try await session.start()
        try await press(2, after: "todos/3", in: session)
        var update = try await nextUpdate(&deliveries)
        #expect(update.navigation == .to("todos/3"))
        let json = String(decoding: try JSONEncoder().encode(update), as: UTF8.self)
        #expect(json.contains(#""navigation":{"to":"todos\/3"}"#) || json.contains(#""navigation":{"to":"todos/3"}"#))

        try await press(3, in: session)
        #expect(try await nextUpdate(&deliveries).navigation == .to("second"))

        try await press(4, in: session)
        update = try await nextUpdate(&deliveries)
        #expect(update.navigation == .back)
        #expect(String(decoding: try JSONEncoder().encode(update), as: UTF8.self).contains(#""navigation":{"back":true}"#))
    }

    @Test(
        "a link that could leave the app's screens is an alert that names it and says why, not a navigation",
        arguments: [
            ("javascript:alert(1)", "has a scheme"), ("https://evil.example/x", "has a scheme"),
            ("//evil.example", "starts with '/'"), ("/ui/todos", "starts with '/'"), ("todos/../../admin", "'..'"),
            ("todos 3", "a space"), ("", "is empty"), ("a\\b", "'\\'"),
        ])
    func refusedLinks(link: String, reason: String) async throws {
        let session = LiveSession(id: "r", document: document, owner: Navigator())
        var deliveries = session.connect().makeAsyncIterator()
        try await session.start()
        try await press(2, after: link, in: session)
        var update = try await nextUpdate(&deliveries)
        // The field's text came from the page: the first update may be the owner's own settings, if any.
        while update.alerts.isEmpty { update = try await nextUpdate(&deliveries) }
        #expect(update.navigation == nil)
        #expect(update.alerts.count == 1)
        let message = update.alerts.first?.message ?? ""
        #expect(message.hasPrefix("No screen is at '\(link)'"), "\(message)")
        #expect(message.contains(reason), "\(message)")
    }

    @Test("a navigation made while no page listens is sent when one connects; one made past the budget replaces the whole view")
    func heldNavigation() async throws {
        let session = LiveSession(id: "h", document: document, owner: Navigator())
        try await session.start()
        try await press(2, after: "employees/10004", in: session)
        var deliveries = session.connect().makeAsyncIterator()
        #expect(try await nextUpdate(&deliveries).navigation == .to("employees/10004"))

        var budget = LiveSession.Budget()
        budget.maximumQueuedUpdates = 4
        let flooded = LiveSession(id: "f", document: document, owner: Navigator(), budget: budget)
        var floodedDeliveries = flooded.connect().makeAsyncIterator()
        // Each press alerts (the field is empty); more than the budget holds, then a navigation.
        for _ in 0..<10 { try await press(2, after: "", in: flooded) }
        try await press(4, in: flooded)
        let update = try await nextUpdate(&floodedDeliveries)
        #expect(update.navigation == .back)
        #expect(update.version == flooded.version)
    }

    @Test("a bar button's tap calls its action; one that throws is an alert; an index past the bar changes nothing")
    func barButtons() async throws {
        var loader = MarkupLoader(
            documents: .memory([
                "Bar.xml": """
                <?navigationItem title="Go"?>
                <?rightBarButtonItem title="Back" action="back"?>
                <?rightBarButtonItem title="Refuse" action="refuse"?>
                <LMColumnView><UITextField id="field"/></LMColumnView>
                """
            ]))
        loader.catalog = .standard
        let tree = try loader.load(named: "Bar", owner: BarOwner.self)
        let session = LiveSession(id: "b", document: LiveDocument(tree: tree, loader: loader), owner: BarOwner())
        var deliveries = session.connect().makeAsyncIterator()
        try await session.start()
        try await session.handle(try LiveMessage(json: Data(#"{"type":"bar","button":0}"#.utf8)))
        #expect(try await nextUpdate(&deliveries).navigation == .back)
        try await session.handle(try LiveMessage(json: Data(#"{"type":"bar","button":1}"#.utf8)))
        #expect(try await nextUpdate(&deliveries).alerts.map(\.message) == ["Not now."])
        await #expect(throws: LiveMessageError.unknownBarButton(2)) {
            try await session.handle(try LiveMessage(json: Data(#"{"type":"bar","button":2}"#.utf8)))
        }
        // A recovery sends input only: a tap on the bar is not made again.
        let skipped = await session.recover([.barButton(0)])
        #expect(skipped.map(\.reason) == ["a recovery sends input, not a bar button's tap"])
    }

    @Test("a bar button must name an action of the owner that takes nothing")
    func barButtonActionsChecked() {
        var loader = MarkupLoader()
        loader.catalog = .standard
        let text = """
            <?rightBarButtonItem title="Go" action="gone"?>
            <?rightBarButtonItem title="Type" action="typed"?>
            <LMColumnView><UITextField id="field"/></LMColumnView>
            """
        do {
            _ = try loader.load(text, file: "Bar.xml", owner: BarOwner.self)
            Issue.record("loaded")
        } catch {
            #expect(
                error.diagnostics.map(\.message) == [
                    "the bar button 'Go' calls 'gone', which names no action of BarOwner; did you mean 'done'?",
                    "BarOwner.typed takes a UITextField; a bar button's action takes nothing",
                ])
        }
    }
}

/// An owner whose bar buttons go back, refuse, or finish.
@MainActor @MarkupOwner
final class BarOwner {
    @Outlet let field = ViewHandle<Elements.TextField>()

    struct Refusal: LocalizedError {
        var errorDescription: String? { "Not now." }
    }

    @Action func back() { navigateBack() }
    @Action func refuse() throws { throw Refusal() }
    @Action func done() {}
    @Action func typed(_ sender: ViewHandle<Elements.TextField>) {}
}
