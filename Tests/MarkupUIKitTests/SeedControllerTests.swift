import Foundation
import MarkupKit
import MarkupUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// Seed 000's controller, written as the seed writes it: static sections from the markup, a section named "dynamic"
/// filled in code, and `super` for the rest.
@MainActor
final class SeedViewController: MarkupTableViewController {
    let rows: [[String: String]] = [
        ["heading": "Heading 1", "detail": "Detail 1"], ["heading": "Heading 2", "detail": "Detail 2"],
        ["heading": "Heading 3", "detail": "Detail 3"],
    ]
    var selected: [Int] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let n: Int
        if markupTableView?.name(forSection: section) == "dynamic" {
            n = rows.count
        } else {
            n = super.tableView(tableView, numberOfRowsInSection: section)
        }
        return n
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if markupTableView?.name(forSection: indexPath.section) == "dynamic" {
            let row = rows[indexPath.row]
            cell =
                tableView.dequeueReusableCell(withIdentifier: "custom")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "custom")
            cell.textLabel?.text = row["heading"]
            cell.detailTextLabel?.text = row["detail"]
        } else {
            cell = super.tableView(tableView, cellForRowAt: indexPath)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if markupTableView?.name(forSection: indexPath.section) == "dynamic" {
            selected.append(indexPath.row)
        } else {
            super.tableView(tableView, didSelectRowAt: indexPath)
        }
    }
}

@Suite("Seed 000's LMTableViewController pattern")
@MainActor
struct SeedControllerTests {
    static let document = """
        <LMTableView style="groupedTableView">
            <?sectionName size?>
            <?sectionSelectionMode singleCheckmark?>
            <sectionHeader title="Size"/>
            <UITableViewCell textLabel.text="Small" value="S"/>
            <UITableViewCell textLabel.text="Large" value="L"/>
            <?sectionBreak?>
            <?sectionName dynamic?>
            <sectionHeader title="From code"/>
        </LMTableView>
        """

    @Test("the named section's rows come from the subclass, every other section's from the document through super")
    func seedPattern() throws {
        let loader = MarkupLoader(documents: .memory(["Seed.xml": Self.document]))
        let controller = SeedViewController(named: "Seed", owner: nil, loader: loader)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        let table = try #require(controller.markupTableView, "\(controller.loadingError?.description ?? "")")
        table.frame = controller.view.bounds
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Small")
        let custom = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        #expect(custom.textLabel?.text == "Heading 2" && custom.detailTextLabel?.text == "Detail 2")
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "From code")

        ShimUser.tapRow(at: IndexPath(row: 2, section: 1), in: table)
        #expect(controller.selected == [2])
        ShimUser.tapRow(at: IndexPath(row: 1, section: 0), in: table)
        #expect(table.value(forSection: "size") == "L", "super checked the static row")
        #expect(controller.selected == [2])
    }
}
