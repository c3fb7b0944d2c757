import Foundation
import MarkupKit
import MarkupOwners
import MarkupUIKit
import Observation
import TestSupport
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// A member of staff as a row: known by number, its bindable properties listed.
struct StaffMember: Identifiable, Equatable, KeyPathBindingSource {
    var id: Int
    var name: String
    var title: String

    nonisolated static var bindingKeyPaths: [String: PartialKeyPath<StaffMember>] {
        ["id": \.id, "name": \.name, "title": \.title]
    }
}

/// Staff as a dynamic section's rows, below a static one.
@MainActor @MarkupOwner @Observable
final class Staff {
    @Rows var members: [StaffMember] = []
    var heading = "Staff"
    var picked: [Int] = []

    @Action func pick(_ member: StaffMember) {
        picked.append(member.id)
    }

    @Action func dismiss(_ member: StaffMember) {
        members.removeAll { $0.id == member.id }
    }
}

/// `MarkupTableView` with a dynamic section in the shim: cells only for the rows in view, reused as rows scroll by; a
/// change shown as the rows it touched; a tap and a swipe reaching the owner with the row's item.
@Suite("Dynamic sections in UIKit")
@MainActor
struct DynamicTableTests {
    static let document = """
        <LMTableView>
            <UITableViewCell textLabel.text="Everyone"/>
            <?sectionBreak?>
            <?sectionRows source="members" onSelect="pick:" onDelete="dismiss:"?>
            <sectionHeaderView>
                <UILabel text="$heading"/>
            </sectionHeaderView>
            <LMTableViewCell>
                <LMRowView>
                    <UILabel text="$item.name" weight="1"/>
                    <UILabel text="$item.title"/>
                </LMRowView>
            </LMTableViewCell>
        </LMTableView>
        """

    static func member(_ id: Int, version: Int = 0) -> StaffMember {
        StaffMember(id: id, name: "Member \(id)", title: version == 0 ? "Engineer" : "Engineer v\(version)")
    }

    func show(_ owner: Staff) throws -> (MarkupScreen, MarkupTableView) {
        let tree = try MarkupLoader().load(Self.document, file: "Staff.xml", owner: Staff.self)
        let screen = try MarkupScreen(tree: tree, owner: owner)
        let table = try #require(screen.root as? MarkupTableView)
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        table.layoutIfNeeded()
        return (screen, table)
    }

    /// The rows in view of the dynamic section: each cell's two labels.
    func shownRows(_ table: MarkupTableView) -> [IndexPath: [String]] {
        var rows: [IndexPath: [String]] = [:]
        for path in table.indexPathsForVisibleRows ?? [] where path.section == 1 {
            let labels = (table.cellForRow(at: path) as? MarkupTableViewCell)?.content?.subviews.compactMap { $0 as? UILabel }
            rows[path] = labels?.map { $0.text ?? "" } ?? []
        }
        return rows
    }

    func settle() async {
        for _ in 0..<3 { await Task.yield() }
    }

    @Test("10,000 rows make cells only for those in view, reused as the table scrolls; one row changed is one cell made")
    func onlyVisibleCells() async throws {
        let owner = Staff()
        owner.members = (1...10_000).map { Self.member($0) }
        let (screen, table) = try show(owner)
        #expect(table.numberOfRows(inSection: 1) == 10_000)
        let first = table.shimCellRequests
        #expect(first > 5 && first < 30, "cells made for the rows in view: \(first)")
        #expect(shownRows(table)[IndexPath(row: 0, section: 1)] == ["Member 1", "Engineer"])
        #expect((table.shimHeaderView(forSection: 1) as? UILabel)?.text == "Staff")

        table.scrollToRow(at: IndexPath(row: 9_999, section: 1), at: .bottom, animated: false)
        #expect(shownRows(table)[IndexPath(row: 9_999, section: 1)] == ["Member 10000", "Engineer"])
        let visible = (table.indexPathsForVisibleRows ?? []).count
        #expect(visible < 30)

        // One row in view changes: that row's cell is made again, and no other.
        let requests = table.shimCellRequests
        owner.members[9_998] = Self.member(9_999, version: 1)
        await settle()
        #expect(table.shimCellRequests == requests + 1)
        #expect(shownRows(table)[IndexPath(row: 9_998, section: 1)] == ["Member 9999", "Engineer v1"])
        // A row out of view changes: nothing is made.
        owner.members[3] = Self.member(4, version: 1)
        await settle()
        #expect(table.shimCellRequests == requests + 1)
        #expect(table.shimInconsistencies.isEmpty)
        _ = screen
    }

    @Test("scrolled down and straight back, as iOS 15 shows a prefetched cell again unasked: no cell is in two rows")
    func prefetchedCellsStayTheirs() async throws {
        let owner = Staff()
        owner.members = (1...200).map { Self.member($0) }
        let (screen, table) = try show(owner)
        let step = table.bounds.height / 3
        for _ in 0..<12 {
            table.contentOffset.y += step
            table.contentOffset.y -= step / 2
        }
        for _ in 0..<12 { table.contentOffset.y = max(0, table.contentOffset.y - step) }
        // Every row in view shows its own member, in a cell of its own (the shim reports a cell in two rows).
        for (path, texts) in shownRows(table) where path.section == 1 {
            #expect(texts.first == "Member \(path.row + 1)")
        }
        #expect(table.shimInconsistencies.isEmpty, "\(table.shimInconsistencies)")
        _ = screen
    }

    @Test("random inserts, deletes, moves and edits, 200 rounds: the rows in view are the owner's, in its order")
    func randomChanges() async throws {
        let owner = Staff()
        owner.members = (1...30).map { Self.member($0) }
        let (screen, table) = try show(owner)
        var generator = SeededGenerator(seed: 7)
        var next = 30
        for round in 0..<200 {
            var members = owner.members
            RandomEdits.apply(Int.random(in: 1...5, using: &generator), to: &members, using: &generator) {
                next += 1
                return Self.member(next)
            } edit: {
                $0 = Self.member($0.id, version: round + 1)
            }
            owner.members = members
            await settle()
            #expect(table.numberOfRows(inSection: 1) == members.count, "round \(round)")
            for (path, labels) in shownRows(table) {
                #expect(labels == [members[path.row].name, members[path.row].title], "round \(round), row \(path.row)")
            }
            if Bool.random(using: &generator), !members.isEmpty {
                table.scrollToRow(
                    at: IndexPath(row: Int.random(in: 0..<members.count, using: &generator), section: 1), at: .middle,
                    animated: false)
            }
        }
        #expect(table.shimInconsistencies.isEmpty, "\(table.shimInconsistencies)")
        _ = screen
    }

    @Test("a tap gives the owner the row's item; a swipe deletes it through the owner, and the row goes")
    func tapAndSwipe() async throws {
        let owner = Staff()
        owner.members = (1...3).map { Self.member($0) }
        let (screen, table) = try show(owner)
        ShimUser.tapRow(at: IndexPath(row: 1, section: 1), in: table)
        await screen.finishActions()
        #expect(owner.picked == [2])
        #expect(table.indexPathForSelectedRow == nil)
        ShimUser.swipeToDelete(rowAt: IndexPath(row: 0, section: 1), in: table)
        await screen.finishActions()
        await settle()
        #expect(owner.members.map(\.id) == [2, 3])
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(shownRows(table)[IndexPath(row: 0, section: 1)] == ["Member 2", "Engineer"])
        // The static section cannot be swiped away.
        ShimUser.swipeToDelete(rowAt: IndexPath(row: 0, section: 0), in: table)
        #expect(table.numberOfRows(inSection: 0) == 1)
    }
}

/// A team picked from the staff by check boxes: a dynamic section with check marks, its value the checked rows'.
@MainActor @MarkupOwner @Observable
final class TeamPicker {
    @Rows var members: [StaffMember] = []
    @Outlet let table = ViewHandle<Elements.TableView>()
    var heard: [[String]] = []

    func tableView(_ table: ViewHandle<Elements.TableView>, didChangeSelectionIn section: String) async throws {
        heard.append(table[selectedValuesIn: section])
    }
}

@Suite("Check marks over the owner's rows in UIKit")
@MainActor
struct CheckedRowsTableTests {
    func show(_ owner: TeamPicker, mode: String) throws -> (MarkupScreen, MarkupTableView) {
        let document = """
            <LMTableView id="table">
                <?sectionName team?>
                <?sectionSelectionMode \(mode)?>
                <?sectionRows source="members"?>
                <UITableViewCell textLabel.text="$item.name" value="$item.name"/>
            </LMTableView>
            """
        let tree = try MarkupLoader().load(document, file: "Team.xml", owner: TeamPicker.self)
        let screen = try MarkupScreen(tree: tree, owner: owner)
        let table = try #require(screen.root as? MarkupTableView)
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        table.layoutIfNeeded()
        return (screen, table)
    }

    /// The rows in view that show a check mark, by name.
    func checkedRows(_ table: MarkupTableView) -> [String] {
        (table.indexPathsForVisibleRows ?? []).sorted().compactMap { path in
            table.cellForRow(at: path).flatMap { $0.accessoryType == .checkmark ? $0.textLabel?.text : nil }
        }
    }

    @Test("check boxes: a tap toggles its row's check mark at once, the value is the template's, and the owner hears it")
    func multiple() async throws {
        let owner = TeamPicker()
        owner.members = (1...1_000).map { DynamicTableTests.member($0) }
        let (screen, table) = try show(owner, mode: "multipleCheckmarks")
        ShimUser.tapRow(at: IndexPath(row: 2, section: 0), in: table)
        ShimUser.tapRow(at: IndexPath(row: 0, section: 0), in: table)
        #expect(checkedRows(table) == ["Member 1", "Member 3"])
        await screen.finishActions()
        #expect(owner.heard == [["Member 3"], ["Member 1", "Member 3"]])
        ShimUser.tapRow(at: IndexPath(row: 2, section: 0), in: table)
        #expect(checkedRows(table) == ["Member 1"] && table.values(forSection: "team") == ["Member 1"])

        // The owner checks a row far below: it shows checked once it scrolls into view, its cell reused.
        owner.table[selectedValuesIn: "team"] = ["Member 1", "Member 900"]
        #expect(checkedRows(table) == ["Member 1"])
        table.scrollToRow(at: IndexPath(row: 899, section: 0), at: .middle, animated: false)
        #expect(checkedRows(table) == ["Member 900"])
        #expect(owner.table[selectedValuesIn: "team"] == ["Member 1", "Member 900"])
        #expect(table.shimInconsistencies.isEmpty)
        _ = screen
    }

    @Test("one check mark: a tap moves it; rows that come with the checked value show it")
    func single() async throws {
        let owner = TeamPicker()
        let (screen, table) = try show(owner, mode: "singleCheckmark")
        owner.table[selectedValueIn: "team"] = "Member 2"
        owner.members = (1...3).map { DynamicTableTests.member($0) }
        for _ in 0..<3 { await Task.yield() }
        #expect(checkedRows(table) == ["Member 2"])
        ShimUser.tapRow(at: IndexPath(row: 0, section: 0), in: table)
        #expect(checkedRows(table) == ["Member 1"] && table.value(forSection: "team") == "Member 1")
        await screen.finishActions()
        #expect(owner.heard == [["Member 1"]])
        _ = screen
    }
}

/// Staff loaded a page at a time as the last row comes into view (`onEndReached`).
@MainActor @MarkupOwner @Observable
final class StaffPages {
    @Rows var members: [StaffMember] = []
    var available = 90
    var loads = 0

    @Action func loadMore() async {
        loads += 1
        await Task.yield()  // as a service call suspends
        let next = members.count
        members += (next..<min(next + 30, available)).map { DynamicTableTests.member($0 + 1) }
    }
}

@Suite("Dynamic sections in UIKit: rows loaded at the end")
@MainActor
struct EndReachedTableTests {
    /// Lets a load the scroll asked for finish (the table notes it as the last row shows, inside the scroll) and the
    /// table take its rows; bounded by turns, not time. A scroll that asked for none returns at once.
    func settle(_ table: MarkupTableView, rows: Int) async {
        for _ in 0..<1_000 where table.isLoadingMore(inSection: 0) || table.numberOfRows(inSection: 0) != rows {
            await Task.yield()
        }
    }

    @Test("the last row coming into view loads the next page, once at a time; a page that adds none ends the list")
    func loadsAtTheEnd() async throws {
        let document = """
            <LMTableView>
                <?sectionRows source="members" onEndReached="loadMore"?>
                <UITableViewCell textLabel.text="$item.name"/>
            </LMTableView>
            """
        let owner = StaffPages()
        owner.members = (1...30).map { DynamicTableTests.member($0) }
        let screen = try MarkupScreen(
            tree: MarkupLoader().load(document, file: "Pages.xml", owner: StaffPages.self), owner: owner)
        let table = try #require(screen.root as? MarkupTableView)
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        table.layoutIfNeeded()
        #expect(owner.loads == 0, "the last row is not in view yet")
        for page in 1...3 {
            table.scrollToRow(at: IndexPath(row: table.numberOfRows(inSection: 0) - 1, section: 0), at: .bottom, animated: false)
            #expect(table.isLoadingMore(inSection: 0))
            await settle(table, rows: min(30 + page * 30, 90))
            #expect(owner.loads == page && table.numberOfRows(inSection: 0) == min(30 + page * 30, 90))
        }
        // The third load added none: scrolling past the end again asks nothing.
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        table.scrollToRow(at: IndexPath(row: 89, section: 0), at: .bottom, animated: false)
        #expect(!table.isLoadingMore(inSection: 0), "the list that ended was asked again")
        await settle(table, rows: 90)
        #expect(owner.loads == 3 && table.numberOfRows(inSection: 0) == 90)
        // New rows start the list again.
        owner.available = 120
        owner.members = Array(owner.members.prefix(60))
        await settle(table, rows: 60)
        table.scrollToRow(at: IndexPath(row: 59, section: 0), at: .bottom, animated: false)
        #expect(table.isLoadingMore(inSection: 0))
        await settle(table, rows: 90)
        #expect(owner.loads == 4 && table.numberOfRows(inSection: 0) == 90)
        #expect(table.shimInconsistencies.isEmpty)
        _ = screen
    }
}
