import Foundation
import MarkupKit
import MarkupOwners
import Observation
import TestSupport
import Testing

/// A person as a dynamic section's row: known by id, compared whole, its bindable properties listed.
struct Person: Identifiable, Equatable, KeyPathBindingSource {
    var id: Int
    var name: String
    var age: Int

    static var bindingKeyPaths: [String: PartialKeyPath<Person>] { ["id": \.id, "name": \.name, "age": \.age] }
}

/// An owner whose people are a dynamic section's rows.
@MainActor @MarkupOwner @Observable
final class People {
    @Rows var people: [Person] = []
    var unit = "years"
    var shown: [Int] = []

    @Action func show(_ person: Person) {
        shown.append(person.id)
    }

    @Action func remove(_ person: Person) {
        people.removeAll { $0.id == person.id }
    }
}

/// The same people, from an owner that is not `@Observable`.
@MainActor @MarkupOwner
final class StillPeople {
    @Rows var people: [Person] = []
    @Action func show(_ person: Person) {}
}

/// Rows from an owner's collection: every change reaches the host as the rows it touched, whatever the sequence of
/// inserts, deletes, moves and edits; a row's actions get its item; what the document asks of the owner is checked.
@Suite("Dynamic sections' rows")
@MainActor
struct RowsTests {
    static let document = """
        <LMTableView>
            <UITableViewCell textLabel.text="Everyone"/>
            <?sectionBreak?>
            <?sectionRows source="people" onSelect="show:" onDelete="remove:"?>
            <UITableViewCell textLabel.text="$item.name" detailTextLabel.text="$item.age + ' ' + unit" value="$item.id"/>
        </LMTableView>
        """

    func connect(_ owner: any MarkupOwner, document: String = Self.document) throws -> (TestHost, OwnerConnection) {
        let tree = try MarkupLoader().load(document, file: "People.xml", owner: type(of: owner))
        let host = TestHost(tree: tree)
        return (host, OwnerConnection(tree: tree, owner: owner, host: host))
    }

    /// Lets the changes made in this turn reach the host (they are read on the main actor after it).
    func settle() async {
        for _ in 0..<3 { await Task.yield() }
    }

    @Test(
        "random inserts, deletes, moves and edits, 300 rounds: the host's rows are the owner's, and only changed rows are made again"
    )
    func randomChanges() async throws {
        let owner = People()
        let (host, connection) = try connect(owner)
        var generator = SeededGenerator(seed: 40)
        var next = 0
        for round in 0..<300 {
            var people = owner.people
            RandomEdits.apply(Int.random(in: 1...6, using: &generator), to: &people, using: &generator) {
                next += 1
                return Person(id: next, name: "P\(next)", age: 20)
            } edit: {
                $0.age += 1
            }
            let changed = people.filter { !owner.people.contains($0) }.count
            let made = host.cellsMade
            owner.people = people
            await settle()
            let shown = host.rows[[0, 1]] ?? []
            #expect(shown.map(\.key) == people.map { String($0.id) }, "round \(round)")
            #expect(
                shown.map { $0.cell["detailTextLabel.text"] } == people.map { .string("\($0.age) years") }, "round \(round)")
            #expect(host.cellsMade - made == changed, "round \(round): only the rows that changed are made again")
        }
        #expect(connection.sectionRows.count == 1)
    }

    @Test("a template that reads the owner shows its change in every row, once, with the rows' own changes of that turn")
    func ownerReadByTemplate() async throws {
        let owner = People()
        owner.people = (1...3).map { Person(id: $0, name: "P\($0)", age: 20 + $0) }
        let (host, connection) = try connect(owner)
        await settle()
        let made = host.cellsMade
        owner.unit = "yrs"
        owner.people.append(Person(id: 4, name: "P4", age: 24))
        await settle()
        let shown = host.rows[[0, 1]] ?? []
        #expect(shown.map { $0.cell["detailTextLabel.text"] } == (21...24).map { .string("\($0) yrs") })
        #expect(host.cellsMade - made == 1 + 4, "the new row, then every row for the unit")
        // Nothing the template reads changed: nothing is made.
        owner.shown = [1]
        await settle()
        #expect(host.cellsMade - made == 5)
        _ = connection
    }

    @Test("many changes in one turn are shown once, as their sum")
    func coalesced() async throws {
        let owner = People()
        let (host, connection) = try connect(owner)
        for id in 1...50 { owner.people.append(Person(id: id, name: "P\(id)", age: id)) }
        owner.people.removeFirst(10)
        #expect(host.rows[[0, 1]]?.isEmpty == true)
        await settle()
        #expect(host.rows[[0, 1]]?.map(\.key) == (11...50).map(String.init))
        #expect(host.cellsMade == 40)
        #expect(connection.sectionRows.first?.count == 40)
    }

    @Test("a row's actions get its item; a row that went is refused by its key, and the section's other action too")
    func actions() async throws {
        let owner = People()
        owner.people = [Person(id: 7, name: "Ada", age: 36), Person(id: 8, name: "Alan", age: 41)]
        let (host, connection) = try connect(owner)
        #expect(host.rows[[0, 1]]?.map(\.key) == ["7", "8"])
        #expect(connection.rows(inSection: 1, ofView: 0)?.value(at: 1) == "8")
        try await connection.rowAction(.select, row: "8", inSection: 1, ofView: 0)
        #expect(owner.shown == [8])
        try await connection.rowAction(.delete, row: "7", inSection: 1, ofView: 0)
        await settle()
        #expect(host.rows[[0, 1]]?.map(\.key) == ["8"])
        await #expect(throws: OwnerConnectionError.unknownRow("7", section: 1, view: 0)) {
            try await connection.rowAction(.select, row: "7", inSection: 1, ofView: 0)
        }
        await #expect(throws: OwnerConnectionError.unknownRows(section: 0, view: 0)) {
            try await connection.rowAction(.select, row: "8", inSection: 0, ofView: 0)
        }
        #expect(owner.shown == [8])
    }

    @Test("what a dynamic section asks of its owner is checked where the document says it")
    func checked() throws {
        func problems(_ markup: String, owner: any MarkupOwner.Type = People.self) -> [String] {
            do {
                _ = try MarkupLoader().load(markup, file: "People.xml", owner: owner)
                return []
            } catch {
                return error.diagnostics.map { "\($0.location.line): \($0.message)" }
            }
        }
        func table(_ rows: String, _ cell: String = #"<UITableViewCell textLabel.text="$item.name"/>"#) -> String {
            "<LMTableView>\n<?sectionRows \(rows)?>\n\(cell)\n</LMTableView>"
        }
        #expect(
            problems(table(#"source="peple""#)) == ["2: source 'peple' names no @Rows property of People; did you mean 'people'?"]
        )
        #expect(
            problems(table(#"source="people""#, #"<UITableViewCell textLabel.text="$item.nmae"/>"#))
                == [
                    "3: RowsTests.Person has no property 'nmae' that a binding can read; did you mean 'name'?"
                ].map { $0.replacingOccurrences(of: "RowsTests.", with: "MarkupOwnersTests.") })
        #expect(
            problems(table(#"source="people" onSelect="unit:""#)) == ["2: onSelect 'unit:' names no action of People"])
        #expect(
            problems(table(#"source="people""#), owner: StillPeople.self) == [
                "2: StillPeople is not @Observable: the rows of 'people' follow its changes, which only an @Observable owner lets be seen"
            ])
        // The keys a link names, the section's and a template button's, are the item's properties.
        #expect(
            problems(table(#"source="people" link="people/{nmae}""#))
                == ["2: link names '{nmae}', and MarkupOwnersTests.Person has no property 'nmae'; did you mean 'name'?"])
        #expect(
            problems(
                table(
                    #"source="people""#,
                    #"<LMTableViewCell><UIButton style="detailDisclosureButton" link="people/{idd}"/></LMTableViewCell>"#))
                == ["2: link names '{idd}', and MarkupOwnersTests.Person has no property 'idd'; did you mean 'id'?"])
        #expect(
            problems(
                table(
                    #"source="people" link="people/{id}""#,
                    #"<LMTableViewCell><UIButton style="detailDisclosureButton" link="people/{name}/posts"/></LMTableViewCell>"#)
            ).isEmpty)
        // A picker component's rows are checked as a section's.
        func picker(_ rows: String, _ row: String = #"<row title="$item.name"/>"#) -> String {
            "<LMPickerView>\n<?componentRows \(rows)?>\n\(row)\n</LMPickerView>"
        }
        #expect(problems(picker(#"source="people""#)).isEmpty)
        #expect(
            problems(picker(#"source="persons""#)) == ["2: source 'persons' names no @Rows property of People"])
        #expect(
            problems(picker(#"source="people""#, #"<row title="$item.name" value="$item.nmae"/>"#))
                == ["3: MarkupOwnersTests.Person has no property 'nmae' that a binding can read; did you mean 'name'?"])
    }
}
