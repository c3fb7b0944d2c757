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
        await session.start()
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

    @Test("a row message names a row of a dynamic section with that action; one that went, or any other, is refused")
    func rowMessages() async throws {
        let owner = ReadingList()
        owner.books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Persuasion")]
        let session = LiveSession(id: "r", document: document, owner: owner)
        _ = session.connect()
        await session.start()
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
