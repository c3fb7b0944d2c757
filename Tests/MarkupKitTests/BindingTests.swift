import Foundation
import MarkupExamples
import MarkupKit
import Observation
import Testing

// Owners for the seeds' bindings: plain structs (read by reflection) and an @Observable model.
struct Row {
    var heading: String?
    var detail: String?
}

struct Person {
    var dateOfBirth: Date
}

struct BindingsOwner {
    var name: String?
    var row: Row
    var person: Person
    var averageAge: Double
}

@Observable
final class CellModel: KeyPathBindingSource {
    var content: [String: String]?
    var count = 0

    static var bindingKeyPaths: [String: PartialKeyPath<CellModel>] { ["content": \.content, "count": \.count] }
}

@Suite("Bindings")
struct BindingTests {
    static let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .current)

    func evaluate(_ expression: String, with owner: Any) throws -> BindingValue {
        let tree = try MarkupLoader().load("<UILabel text=\"\(expression)\"/>", file: "e.xml")
        return try tree.root.bindings[0].expression.evaluate(with: owner)
    }

    @Test("the seeds' bindings and formatters, against a plain struct owner")
    func seedBindings() throws {
        let tree = try ExampleDocuments.loader().load(named: "Bindings")
        let owner = BindingsOwner(
            name: "Gwen", row: Row(heading: "Heading", detail: nil),
            person: Person(dateOfBirth: Date(timeIntervalSince1970: 642_902_400)),  // 1990-05-17
            averageAge: 107.0 / 3)
        let evaluator = BindingEvaluator(tree: tree, context: Self.context)
        let updates = evaluator.evaluateAll(with: owner)
        #expect(updates.map(\.target.outlet) == ["nameLabel", "headingLabel", "detailLabel", "birthdayLabel", "averageAgeLabel"])
        let values = updates.map { try? $0.result.get() }
        #expect(values[0] == .string("Gwen"))
        #expect(values[1] == .string("Heading"))
        #expect(values[2] == .some(nil), "a nil result leaves the view as it is")
        #expect(values[3] == .string("5/17/90"))
        #expect(values[4] == .string("35.667"))
    }

    @Test(
        "expressions: arithmetic, comparison, logic, strings, conditionals, functions",
        arguments: [
            ("$count + 4", BindingValue.number(7)),
            ("$count * 2 - 1 / 4", .number(5.75)),
            ("$(count + 1) * 2", .number(8)),
            ("$-count % 2", .number(-1)),
            ("$count >= 3 and name == 'Gwen'", .bool(true)),
            ("$!(count &lt; 3) || false", .bool(true)),
            ("$name + ' has ' + count + ' pets'", .string("Gwen has 3 pets")),
            ("$count > 2 ? 'many' : 'few'", .string("many")),
            ("$average(scores)", .number(2.5)),
            ("$sum(scores) + max(scores) + min(scores) + count(scores)", .number(19)),
            ("$uppercase(name)", .string("GWEN")),
            ("$round(7 / 2) + floor(2.5) + ceil(2.1) + abs(-1)", .number(10)),
            ("$missing + 1", .null),
            ("$missing == nil", .bool(true)),
            ("$address.city", .string("Berlin")),
            ("$address.street.name", .null),
            ("$scores.count", .number(4)),
        ])
    func expressions(_ expression: String, _ expected: BindingValue) throws {
        let owner: [String: Any] = [
            "count": 3, "name": "Gwen", "scores": [1, 2, 3, 4], "address": ["city": "Berlin"] as [String: Any],
        ]
        #expect(try evaluate(expression, with: owner) == expected)
    }

    @Test(
        "evaluation errors name what went wrong",
        arguments: [
            ("$count / 0", "division by zero"),
            ("$name * 2", "'*' cannot take a string and a number"),
            ("$nope.deeper", "has no property 'nope'"),
            ("$count ? 1 : 2", "'?:' needs a boolean"),
            ("$sum(name)", "sum needs an array of numbers"),
        ])
    func evaluationErrors(_ expression: String, _ message: String) throws {
        struct Owner {
            var count = 3
            var name = "Gwen"
        }
        #expect {
            try evaluate(expression, with: Owner())
        } throws: { error in
            (error as? BindingError)?.description.contains(message) == true
        }
    }

    @Test("bound values take their property's type; a type that does not fit is an update error")
    func boundTypes() throws {
        let tree = try MarkupLoader().load(
            """
            <LMColumnView>
                <UISlider value="$level / 10" minimumValue="0"/>
                <UISwitch on="$level > 5"/>
                <UILabel textColor="$level > 5 ? '#ff0000' : '#00ff00'" text="$level"/>
                <UILabel numberOfLines="$'many'"/>
            </LMColumnView>
            """, file: "t.xml")
        let updates = BindingEvaluator(tree: tree).evaluateAll(with: ["level": 7])
        #expect(try updates[0].result.get() == .number(0.7))
        #expect(try updates[1].result.get() == .bool(true))
        #expect(try updates[2].result.get() == .color(MarkupColor(rgb: 0xFF0000)))
        #expect(try updates[3].result.get() == .string("7"))
        guard case .failure(let error) = updates[4].result else {
            Issue.record("expected a type error")
            return
        }
        #expect(error.description.contains("'many' is not a whole number"))
    }

    @Test("the README's and the loader's documented examples")
    func documentedExamples() throws {
        var loader = MarkupLoader()
        loader.strings = try StringsTable(parsing: #""hello" = "Hello, World!";"#, file: "Localizable.strings")
        let tree = try loader.load(
            """
            <LMColumnView layoutMargins="12">
                <UILabel id="greeting" text="@hello" font="Helvetica 24" textColor="#ff0000"/>
                <UILabel text="$count * 2::number;maximumFractionDigits=1"/>
                <UIButton style="systemButton" title="Press Me!" onPrimaryActionTriggered="buttonPressed:"/>
            </LMColumnView>
            """, file: "Greeting.xml")
        #expect(tree.node(withOutlet: "greeting")?["text"] == .string("Hello, World!"))
        let updates = BindingEvaluator(tree: tree, context: Self.context).evaluateAll(with: ["count": 21])
        #expect(updates.map { try? $0.result.get() } == [.string("42")])

        let label = try loader.load(##"<UILabel text="@hello" textColor="#ff0000"/>"##, file: "Greeting.xml")
        #expect(label.root.element == "UILabel" && label.root["text"] == .string("Hello, World!"))
    }

    @Test("app-registered formatters")
    func customFormatter() throws {
        struct Shout: BindingFormatter {
            var marks: Int
            func format(_ value: BindingValue) throws(BindingError) -> String {
                (value.text ?? "").uppercased() + String(repeating: "!", count: marks)
            }
        }
        var loader = MarkupLoader()
        loader.formatters.register(
            "shout",
            FormatterDefinition(arguments: ["marks": .integer]) { reference, _ throws(BindingError) in
                guard case .number(let marks)? = reference["marks"] else { return Shout(marks: 1) }
                return Shout(marks: Int(marks))
            })
        let tree = try loader.load(#"<UILabel text="$name::shout;marks=3"/>"#, file: "s.xml")
        let update = BindingEvaluator(tree: tree, formatters: loader.formatters).evaluate(0, with: ["name": "hi"])
        #expect(try update.result.get() == .string("HI!!!"))
        #expect(throws: MarkupError.self) { try loader.load(#"<UILabel text="$name::shout;marks=many"/>"#, file: "s.xml") }
    }

    @Test("an @Observable owner's changes re-evaluate the bindings that read them, and only those")
    @MainActor
    func liveUpdates() async throws {
        let tree = try ExampleDocuments.loader().load(named: "CustomCell")
        let model = CellModel()
        var received: [BindingUpdate] = []
        let bindings = LiveBindings(tree: tree, owner: model) { received.append($0) }
        #expect(bindings.targets.map(\.binding.keyPath) == ["text", "text"])
        #expect(received.count == 2 && received.allSatisfy { (try? $0.result.get()) == .some(nil) })

        model.content = ["heading": "Pizza", "detail": "Large, extra cheese"]
        try await waitUntil { received.count == 4 }
        #expect(received[2...].map { try? $0.result.get() } == [.string("Pizza"), .string("Large, extra cheese")])

        // Several changes in one turn coalesce into one update per binding.
        model.content = ["heading": "A", "detail": "B"]
        model.content = ["heading": "Soup", "detail": "Tomato"]
        try await waitUntil { received.count == 6 }
        #expect(received[4...].map { try? $0.result.get() } == [.string("Soup"), .string("Tomato")])

        // A property no binding reads changes nothing: a change to one they read, made after it, is the next update
        // (changes are delivered in order, so an update for `count` would have come first).
        model.count += 1
        model.content = ["heading": "Bread", "detail": "Rye"]
        try await waitUntil { received.count >= 8 }
        #expect(received.count == 8)
        #expect(received[6...].map { try? $0.result.get() } == [.string("Bread"), .string("Rye")])
        withExtendedLifetime(bindings) {}
    }

    @Test("released bindings stop updating without being unbound")
    @MainActor
    func releaseStopsUpdates() async throws {
        let tree = try MarkupLoader().load(#"<UILabel text="$count"/>"#, file: "c.xml")
        let model = CellModel()
        var received = 0
        var bindings: LiveBindings? = LiveBindings(tree: tree, owner: model) { _ in received += 1 }
        #expect(received == 1 && bindings != nil)
        bindings = nil
        // A witness bound to the same property: once it has heard of the change, the released bindings would have too.
        var witnessed = 0
        let witness = LiveBindings(tree: tree, owner: model) { _ in witnessed += 1 }
        model.count = 5
        try await waitUntil { witnessed == 2 }
        #expect(received == 1)
        withExtendedLifetime(witness) {}
    }

    @MainActor
    func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<200 where !condition() {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(condition())
    }
}
