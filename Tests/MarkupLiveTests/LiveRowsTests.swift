import Foundation
import MarkupKit
import MarkupLive
import MarkupOwners
import Observation
import Testing

/// A reading list whose books are a dynamic section's rows.
struct Book: Identifiable, Equatable, KeyPathBindingSource {
    var id: Int
    var title: String

    static var bindingKeyPaths: [String: PartialKeyPath<Book>] { ["id": \.id, "title": \.title] }
}

@MainActor @MarkupOwner @Observable
final class ReadingList {
    @Rows var books: [Book] = []
    var opened: [Int] = []

    @Action func open(_ book: Book) { opened.append(book.id) }
    @Action func remove(_ book: Book) { books.removeAll { $0.id == book.id } }
}

/// A live page's dynamic section: the rows it shows (the first of them, more as the page asks), the patches that
/// change them, and messages about rows checked before anything changes.
@Suite("Live sessions: rows")
@MainActor
struct LiveRowsTests {
    let document: LiveDocument

    init() throws {
        let markup = """
            <LMTableView>
                <?sectionRows source="books" onSelect="open:" onDelete="remove:"?>
                <UITableViewCell textLabel.text="$item.title"/>
            </LMTableView>
            """
        let loader = MarkupLoader(documents: .memory(["Books.xml": markup]))
        document = LiveDocument(tree: try loader.load(named: "Books", owner: ReadingList.self), loader: loader)
    }

    func message(_ json: String) throws -> LiveMessage { try LiveMessage(json: Data(json.utf8)) }

    func settle() async {
        for _ in 0..<3 { await Task.yield() }
    }

    @Test("a page shows the first 100 rows; it asks for more, at most 500 at a time; a one-row change is one small patch")
    func window() async throws {
        let owner = ReadingList()
        owner.books = (1...1_000).map { Book(id: $0, title: "Book \($0)") }
        let session = LiveSession(id: "w", document: document, owner: owner)
        // As a page does: it opens the session, is drawn as the session is, then connects.
        try await session.start()
        var updates = session.connect().makeAsyncIterator()
        guard case .table(let sections) = session.currentTree.root.content else { throw CancellationError() }
        #expect(sections[0].shownRows.count == 100 && sections[0].rowCount == 1_000)
        #expect(sections[0].shownRows.first?.cell["textLabel.text"] == .string("Book 1"))

        try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":250}"#))
        guard case .update(let more)? = await updates.next(isolation: MainActor.shared) else { throw CancellationError() }
        #expect(more.rows.filter { $0.kind == .insert }.map(\.key) == (101...250).map { String($0) })
        #expect(more.rows.first?.after == "100" && more.rows.last?.kind == .count && more.rows.last?.count == 1_000)
        await #expect(throws: LiveMessageError.tooManyRows(900, shown: 250, limit: 500)) {
            try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":900}"#))
        }

        owner.books[7].title = "Book 8, second edition"
        await settle()
        guard case .update(let change)? = await updates.next(isolation: MainActor.shared) else { throw CancellationError() }
        #expect(change.rows.map(\.kind) == [.update, .count] && change.rows.first?.key == "8")
        #expect(change.rows.first?.row?.cell["textLabel.text"] == .string("Book 8, second edition"))
        // A row past those the page shows changes nothing on it but the count.
        owner.books[900].title = "Book 901, abridged"
        await settle()
        guard case .update(let unseen)? = await updates.next(isolation: MainActor.shared) else { throw CancellationError() }
        #expect(unseen.rows.map(\.kind) == [.count])
    }

    @Test("a page shows at most maximumShownRows of one list, however many messages it sends (issue 61: 20 showed 10,000)")
    func shownRowsCapped() async throws {
        let owner = ReadingList()
        owner.books = (1...10_000).map { Book(id: $0, title: "Book \($0)") }
        var budget = LiveSession.Budget()
        budget.maximumShownRows = 1_200
        let session = LiveSession(id: "c", document: document, owner: owner, budget: budget)
        try await session.start()
        var updates = session.connect().makeAsyncIterator()
        for count in [600, 1_100, 1_200] {
            try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":\#(count)}"#))
            _ = await updates.next(isolation: MainActor.shared)
        }
        await #expect(throws: LiveMessageError.tooManyShownRows(1_201, limit: 1_200)) {
            try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":1201}"#))
        }
        guard case .table(let sections) = session.currentTree.root.content else { throw CancellationError() }
        #expect(sections[0].shownRows.count == 1_200 && sections[0].rowCount == 10_000)
    }

    @Test("pages reconnecting in a loop get one whole view made per version, and at most one every half second (issue 61)")
    func resyncCachedAndPaced() async throws {
        let owner = ReadingList()
        owner.books = (1...1_000).map { Book(id: $0, title: "Book \($0)") }
        let session = LiveSession(id: "r", document: document, owner: owner)
        try await session.start()
        _ = session.connect()
        var delays: [Duration] = []
        for _ in 0..<5 {
            let (tree, version, delay) = session.resync()
            #expect(version == session.version && tree == session.currentTree)
            delays.append(delay)
        }
        #expect(session.resyncTreesMade == 1)
        // Five at once: the first at once, each next half a second after the one before.
        #expect(delays[0] == .zero && delays[4] > .milliseconds(1_900) && delays[4] <= .seconds(2))
        owner.books[0].title = "Book 1, revised"
        await settle()
        let (changed, _, _) = session.resync()
        #expect(session.resyncTreesMade == 2)
        guard case .table(let sections) = changed.root.content else { throw CancellationError() }
        #expect(sections[0].shownRows.first?.cell["textLabel.text"] == .string("Book 1, revised"))
    }

    @Test("a row message names a row of a dynamic section with that action; one that went, or any other, is refused")
    func rowMessages() async throws {
        let owner = ReadingList()
        owner.books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Persuasion")]
        let session = LiveSession(id: "r", document: document, owner: owner)
        _ = session.connect()
        try await session.start()
        try await session.handle(message(#"{"type":"row","view":0,"section":0,"row":"2","action":"select"}"#))
        #expect(owner.opened == [2])
        try await session.handle(message(#"{"type":"row","view":0,"section":0,"row":"1","action":"delete"}"#))
        #expect(owner.books.map(\.id) == [2])
        await settle()
        let refusals: [(String, LiveMessageError)] = [
            (#"{"type":"row","view":0,"section":0,"row":"1","action":"select"}"#, .unknownRow("1", section: 0, view: 0)),
            (#"{"type":"row","view":0,"section":3,"row":"2","action":"select"}"#, .unknownRows(section: 3, view: 0)),
            (#"{"type":"row","view":7,"section":0,"row":"2","action":"select"}"#, .unknownRows(section: 0, view: 7)),
            (#"{"type":"rows","view":0,"section":1,"count":10}"#, .unknownRows(section: 1, view: 0)),
        ]
        for (json, expected) in refusals {
            await #expect(throws: expected, "\(json)") { try await session.handle(try message(json)) }
        }
        for json in [
            #"{"type":"row","view":0,"section":0,"row":"2","action":"archive"}"#,
            #"{"type":"row","view":0,"section":"books","row":"2","action":"select"}"#,
            #"{"type":"row","view":0,"section":0,"action":"select"}"#, #"{"type":"rows","view":0,"section":0,"count":-1}"#,
        ] {
            #expect(throws: LiveMessageError.self, "\(json)") { try LiveMessage(json: Data(json.utf8)) }
        }
        #expect(owner.opened == [2] && owner.books.map(\.id) == [2])
    }
}

/// A catalogue the owner loads a page at a time as the person reaches the last row it holds (`onEndReached`).
@MainActor @MarkupOwner @Observable
final class Catalogue {
    @Rows var books: [Book] = []
    /// How many books the service has.
    var available = 250
    var loads = 0

    func viewWillAppear() async throws { try await loadMore() }

    @Action func loadMore() async throws {
        loads += 1
        await Task.yield()  // as a service call suspends
        let next = books.count
        books += (next..<min(next + 100, available)).map { Book(id: $0 + 1, title: "Book \($0 + 1)") }
    }
}

/// A dynamic section whose owner holds pages, not the collection: the page asks past the rows held, the owner loads
/// the next page, and an action that adds none ends the list until the rows change again.
@Suite("Live sessions: rows loaded at the end")
@MainActor
struct LiveEndReachedTests {
    let document: LiveDocument

    init() throws {
        let markup = """
            <LMTableView>
                <?sectionRows source="books" onEndReached="loadMore"?>
                <UITableViewCell textLabel.text="$item.title"/>
            </LMTableView>
            """
        let loader = MarkupLoader(documents: .memory(["Catalogue.xml": markup]))
        document = LiveDocument(tree: try loader.load(named: "Catalogue", owner: Catalogue.self), loader: loader)
    }

    func message(_ json: String) throws -> LiveMessage { try LiveMessage(json: Data(json.utf8)) }

    func countPatch(_ delivery: LiveDelivery?) -> LiveUpdate.RowPatch? {
        guard case .update(let update)? = delivery else { return nil }
        return update.rows.last { $0.kind == .count }
    }

    @Test("issue 61: the owner holds the pages scrolled to; past the last it loads one; one that adds none ends the list")
    func pagesOnDemand() async throws {
        let owner = Catalogue()
        let session = LiveSession(id: "e", document: document, owner: owner)
        try await session.start()
        var updates = session.connect().makeAsyncIterator()
        guard case .table(let sections) = session.currentTree.root.content else { throw CancellationError() }
        #expect(owner.books.count == 100 && owner.loads == 1)
        #expect(sections[0].shownRows.count == 100 && sections[0].rowCount == 100 && sections[0].rowsMayFollow)

        // Scrolled to the marker: the owner loads the next page, and the page shows it.
        try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":200}"#))
        var patch = countPatch(await updates.next(isolation: MainActor.shared))
        #expect(owner.loads == 2 && owner.books.count == 200 && patch?.count == 200 && patch?.more == true)
        let json = try String(decoding: JSONEncoder().encode(try #require(patch)), as: UTF8.self)
        #expect(json.contains(#""more":true"#), "\(json)")
        // The last page is short; the one after it adds nothing, which ends the list: no marker, no more loads.
        try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":300}"#))
        patch = countPatch(await updates.next(isolation: MainActor.shared))
        #expect(owner.loads == 3 && patch?.count == 250 && patch?.more == true)
        try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":350}"#))
        patch = countPatch(await updates.next(isolation: MainActor.shared))
        #expect(owner.loads == 4 && patch?.count == 250 && patch?.more == nil)
        try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":350}"#))
        patch = countPatch(await updates.next(isolation: MainActor.shared))
        #expect(owner.loads == 4 && patch?.more == nil)
        guard case .table(let ended) = session.currentTree.root.content else { throw CancellationError() }
        #expect(ended[0].shownRows.count == 250 && !ended[0].rowsMayFollow)

        // New rows (a search, say) start the list again: more may follow.
        owner.available = 1_000
        owner.books = []
        for _ in 0..<3 { await Task.yield() }
        patch = countPatch(await updates.next(isolation: MainActor.shared))
        #expect(patch?.count == 0 && patch?.more == true)
    }

    @Test("two asks while the owner is loading load one page, not the same page twice")
    func oneLoadAtATime() async throws {
        let owner = Catalogue()
        let session = LiveSession(id: "o", document: document, owner: owner)
        try await session.start()
        _ = session.connect()
        let ask = try message(#"{"type":"rows","view":0,"section":0,"count":200}"#)
        async let first: Void = session.handle(ask)
        async let second: Void = session.handle(ask)
        _ = try await (first, second)
        #expect(owner.loads == 2 && owner.books.count == 200)
    }

    @Test("pages loaded one after another never hold more than a page may show, however the page asks")
    func heldRowsBounded() async throws {
        let owner = Catalogue()
        owner.available = 1_000_000
        var budget = LiveSession.Budget()
        budget.maximumShownRows = 1_000
        let session = LiveSession(id: "b", document: document, owner: owner, budget: budget)
        try await session.start()
        _ = session.connect()
        var count = 100
        while count < 1_000 {
            count += 100
            try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":\#(count)}"#))
        }
        await #expect(throws: LiveMessageError.tooManyShownRows(1_100, limit: 1_000)) {
            try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":1100}"#))
        }
        #expect(owner.books.count == 1_000 && owner.loads == 10)
        guard case .table(let sections) = session.currentTree.root.content else { throw CancellationError() }
        #expect(sections[0].shownRows.count == 1_000 && !sections[0].rowsMayFollow)
    }

    @Test("onEndReached names an action that takes nothing, of the owner")
    func checked() throws {
        let cases = [
            (
                "onEndReached=\"loadMore:\"",
                "onEndReached names an action that takes nothing (it loads the next rows): write 'loadMore'"
            ),
            ("onEndReached=\"loadMor\"", "onEndReached 'loadMor' names no action of"),
        ]
        for (attribute, expected) in cases {
            let markup = """
                <LMTableView>
                    <?sectionRows source="books" \(attribute)?>
                    <UITableViewCell textLabel.text="$item.title"/>
                </LMTableView>
                """
            #expect(throws: MarkupError.self, "\(attribute)") {
                try MarkupLoader().load(markup, file: "Catalogue.xml", owner: Catalogue.self)
            }
            do {
                _ = try MarkupLoader().load(markup, file: "Catalogue.xml", owner: Catalogue.self)
            } catch {
                #expect(error.description.contains(expected), "\(error.description)")
                #expect(error.description.contains("Catalogue.xml:2:"), "\(error.description)")
            }
        }
        let takesItem = """
            <LMTableView>
                <?sectionRows source="books" onEndReached="open"?>
                <UITableViewCell textLabel.text="$item.title"/>
            </LMTableView>
            """
        #expect(throws: MarkupError.self) { try MarkupLoader().load(takesItem, file: "Books.xml", owner: ReadingList.self) }
    }
}

/// A shelf whose books are checked by a tap: check marks over the owner's rows, kept by value.
@MainActor @MarkupOwner @Observable
final class Shelf {
    @Rows var books: [Book] = []
    @Outlet let table = ViewHandle<Elements.TableView>()
    var heard: [[String]] = []

    func tableView(_ table: ViewHandle<Elements.TableView>, didChangeSelectionIn section: String) async throws {
        heard.append(table[selectedValuesIn: section])
    }
}

@Suite("Live sessions: check marks over the owner's rows")
@MainActor
struct LiveCheckedRowsTests {
    func document(_ mode: String) throws -> LiveDocument {
        let markup = """
            <LMTableView id="table">
                <?sectionName books?>
                <?sectionSelectionMode \(mode)?>
                <?sectionRows source="books"?>
                <UITableViewCell textLabel.text="$item.title"/>
            </LMTableView>
            """
        let loader = MarkupLoader(documents: .memory(["Shelf.xml": markup]))
        return LiveDocument(tree: try loader.load(named: "Shelf", owner: Shelf.self), loader: loader)
    }

    func message(_ json: String) throws -> LiveMessage { try LiveMessage(json: Data(json.utf8)) }

    func settle() async {
        for _ in 0..<3 { await Task.yield() }
    }

    func check(_ key: String) throws -> LiveMessage {
        try message(#"{"type":"row","view":0,"section":0,"row":"\#(key)","action":"check"}"#)
    }

    /// The rows an update re-renders, each as (key, checked).
    func checks(in update: LiveUpdate) -> [String: Bool] {
        var checks: [String: Bool] = [:]
        for patch in update.rows where patch.kind == .update { checks[patch.key ?? ""] = patch.row?.cell.isChecked }
        return checks
    }

    @Test("one check mark: a tap checks a row and unchecks the one before, as patches of those two rows; the owner hears it")
    func single() async throws {
        let owner = Shelf()
        let session = LiveSession(id: "s", document: try document("singleCheckmark"), owner: owner)
        try await session.start()
        // Checked before there are rows (as an owner may before its service answers): kept by value, shown once a row
        // has it.
        owner.table[selectedValueIn: "books"] = "2"
        owner.books = (1...300).map { Book(id: $0, title: "Book \($0)") }
        await settle()
        var updates = session.connect().makeAsyncIterator()
        guard case .table(let sections) = session.currentTree.root.content else { throw CancellationError() }
        #expect(sections[0].shownRows.filter(\.cell.isChecked).map(\.key) == ["2"])
        #expect(sections[0].shownRows[4].cell.cellValue == "5")
        #expect(owner.table[selectedValueIn: "books"] == "2")

        try await session.handle(check("5"))
        #expect(owner.heard == [["5"]] && owner.table[selectedValuesIn: "books"] == ["5"])
        guard case .update(let tap)? = await updates.next(isolation: MainActor.shared) else { throw CancellationError() }
        #expect(checks(in: tap) == ["2": false, "5": true])

        // The owner checks a row the page does not show: the page's rows change only by the one they lose.
        owner.table[selectedValueIn: "books"] = "250"
        guard case .update(let far)? = await updates.next(isolation: MainActor.shared) else { throw CancellationError() }
        #expect(checks(in: far) == ["5": false])
        #expect(owner.table[selectedValueIn: "books"] == "250")
        // A checked row that goes is no longer the selection; one with its value that comes back is checked again.
        owner.books.removeAll { $0.id == 250 }
        await settle()
        #expect(owner.table[selectedValuesIn: "books"] == [])
        owner.books.append(Book(id: 250, title: "Book 250, again"))
        await settle()
        #expect(owner.table[selectedValuesIn: "books"] == ["250"])
    }

    @Test("check boxes: a tap toggles its row alone, whatever else is checked where the page does not show it")
    func multiple() async throws {
        let owner = Shelf()
        owner.books = (1...300).map { Book(id: $0, title: "Book \($0)") }
        let session = LiveSession(id: "m", document: try document("multipleCheckmarks"), owner: owner)
        try await session.start()
        var updates = session.connect().makeAsyncIterator()
        owner.table[selectedValuesIn: "books"] = ["280", "3", "3"]
        guard case .update(let set)? = await updates.next(isolation: MainActor.shared) else { throw CancellationError() }
        #expect(checks(in: set) == ["3": true])
        try await session.handle(check("7"))
        try await session.handle(check("3"))
        #expect(owner.heard == [["3", "7", "280"], ["7", "280"]])
        #expect(owner.table[selectedValuesIn: "books"] == ["7", "280"])
    }

    @Test("a check for a section without check marks, a row that went, or a whole selection for the rows is refused")
    func refusals() async throws {
        let owner = Shelf()
        owner.books = [Book(id: 1, title: "Emma")]
        let session = LiveSession(id: "r", document: try document("singleCheckmark"), owner: owner)
        _ = session.connect()
        try await session.start()
        await #expect(throws: LiveMessageError.unknownRow("9", section: 0, view: 0)) { try await session.handle(check("9")) }
        let whole = LiveMessageError.invalidSelection(
            "books", view: 0, reason: "its rows come from the owner and are checked one at a time (a row message)")
        await #expect(throws: whole) {
            try await session.handle(message(#"{"type":"selection","view":0,"section":"books","values":["1"]}"#))
        }
        #expect(owner.heard.isEmpty && owner.table[selectedValuesIn: "books"] == [])

        let plain = LiveSession(id: "p", document: try document("default"), owner: owner)
        _ = plain.connect()
        try await plain.start()
        await #expect(throws: LiveMessageError.noRowAction(.check, section: 0, view: 0)) { try await plain.handle(check("1")) }
    }
}

/// A picker of books: a picker component whose rows are the owner's.
@MainActor @MarkupOwner @Observable
final class BookPicker {
    @Rows var books: [Book] = []
    @Outlet let picker = ViewHandle<Elements.PickerView>()
    var heard: [String?] = []

    func pickerView(_ picker: ViewHandle<Elements.PickerView>, didSelectValueIn component: String) async throws {
        heard.append(picker[selectedValueIn: component])
    }
}

@Suite("Live sessions: a picker component over the owner's rows")
@MainActor
struct LivePickerRowsTests {
    let document: LiveDocument

    init() throws {
        let markup = """
            <LMPickerView id="picker">
                <?componentName book?>
                <?componentRows source="books"?>
                <row title="$item.title"/>
            </LMPickerView>
            """
        let loader = MarkupLoader(documents: .memory(["Picker.xml": markup]))
        document = LiveDocument(tree: try loader.load(named: "Picker", owner: BookPicker.self), loader: loader)
    }

    func message(_ json: String) throws -> LiveMessage { try LiveMessage(json: Data(json.utf8)) }

    func settle() async {
        for _ in 0..<3 { await Task.yield() }
    }

    /// The options an update re-renders, each with whether it is the one selected.
    func selected(in update: LiveUpdate) -> [String: Bool] {
        var options: [String: Bool] = [:]
        for patch in update.rows where patch.kind == .update { options[patch.key ?? ""] = patch.row?.cell.isChecked }
        return options
    }

    @Test(
        "the page has the first 1,000 rows as options; a choice is one row checked, the owner told; the owner's choice is patched"
    )
    func choices() async throws {
        let owner = BookPicker()
        owner.books = (1...1_500).map { Book(id: $0, title: "Book \($0)") }
        let session = LiveSession(id: "p", document: document, owner: owner)
        try await session.start()
        var updates = session.connect().makeAsyncIterator()
        guard case .picker(let components) = session.currentTree.root.content else { throw CancellationError() }
        #expect(components[0].shownRows.count == 1_000)
        #expect(components[0].shownRows[1].cell["title"] == .string("Book 2") && components[0].shownRows[1].cell.cellValue == "2")
        // Nothing chosen yet: the wheel rests on the first row.
        #expect(owner.picker[selectedValueIn: "book"] == "1")

        try await session.handle(message(#"{"type":"row","view":0,"section":0,"row":"7","action":"check"}"#))
        #expect(owner.heard == ["7"])
        guard case .update(let choice)? = await updates.next(isolation: MainActor.shared) else { throw CancellationError() }
        #expect(selected(in: choice) == ["7": true])

        owner.picker[selectedValueIn: "book"] = "3"
        guard case .update(let chosen)? = await updates.next(isolation: MainActor.shared) else { throw CancellationError() }
        #expect(selected(in: chosen) == ["7": false, "3": true])
        #expect(owner.picker[selectedValueIn: "book"] == "3")

        // The chosen row goes: the wheel rests on the first row again.
        owner.books.removeAll { $0.id == 3 }
        await settle()
        #expect(owner.picker[selectedValueIn: "book"] == "1")
        guard case .update(let removed)? = await updates.next(isolation: MainActor.shared) else { throw CancellationError() }
        #expect(removed.rows.map(\.kind) == [.remove, .insert, .count] && removed.rows.first?.key == "3")
        #expect(removed.rows[1].key == "1001" && removed.rows[1].after == "1000")
    }

    @Test("a whole selection, a window of rows or a row that is not there is refused for a picker component")
    func refusals() async throws {
        let owner = BookPicker()
        owner.books = [Book(id: 1, title: "Emma")]
        let session = LiveSession(id: "r", document: document, owner: owner)
        _ = session.connect()
        try await session.start()
        let whole = LiveMessageError.invalidSelection(
            "book", view: 0, reason: "its rows come from the owner and are checked one at a time (a row message)")
        await #expect(throws: whole) {
            try await session.handle(message(#"{"type":"selection","view":0,"section":"book","values":["1"]}"#))
        }
        await #expect(throws: LiveMessageError.unknownRows(section: 0, view: 0)) {
            try await session.handle(message(#"{"type":"rows","view":0,"section":0,"count":10}"#))
        }
        await #expect(throws: LiveMessageError.unknownRow("9", section: 0, view: 0)) {
            try await session.handle(message(#"{"type":"row","view":0,"section":0,"row":"9","action":"check"}"#))
        }
        await #expect(throws: LiveMessageError.noRowAction(.select, section: 0, view: 0)) {
            try await session.handle(message(#"{"type":"row","view":0,"section":0,"row":"1","action":"select"}"#))
        }
        #expect(owner.heard.isEmpty)
    }
}
