import MarkupKit
import Testing

/// Seed 000's table with a "dynamic" section, said in markup: static sections around it, a section whose rows come
/// from the owner through the one cell that follows `<?sectionRows?>`, and header and footer views.
@Suite("Dynamic sections")
struct DynamicSectionTests {
    static let document = """
        <LMTableView style="groupedTableView">
            <?sectionName settings?>
            <UITableViewCell textLabel.text="Show archived" value="archived"/>
            <?sectionBreak?>
            <?sectionName users?>
            <?sectionRows source="users" onSelect="showPosts:" onDelete="remove:"?>
            <sectionHeaderView>
                <LMRowView><UILabel text="$title"/></LMRowView>
            </sectionHeaderView>
            <LMTableViewCell value="$item.id">
                <LMColumnView>
                    <UILabel text="$item.name" font="headline"/>
                    <UILabel text="$item.hireDate::date;dateStyle=medium"/>
                </LMColumnView>
            </LMTableViewCell>
            <sectionFooterView>
                <UILabel text="$footnote"/>
            </sectionFooterView>
        </LMTableView>
        """

    @Test("the template is kept apart from the document's views; header and footer views are views of the document")
    func model() throws {
        let tree = try MarkupLoader().load(Self.document, file: "Users.xml")
        guard case .table(let sections)? = tree.root.content else {
            Issue.record("no table")
            return
        }
        #expect(sections.count == 2 && sections[0].dynamicRows == nil && sections[0].cells.count == 1)
        let users = sections[1]
        let rows = try #require(users.dynamicRows)
        #expect(rows.source == "users" && rows.selectAction == "showPosts" && rows.deleteAction == "remove")
        #expect(users.cells.isEmpty && users.name == "users")
        #expect(rows.template.element == "LMTableViewCell" && rows.template.bindings.map(\.keyPath) == ["value"])
        let templateBindings = rows.template.allNodes.flatMap(\.bindings)
        #expect(templateBindings.allSatisfy(\.expression.readsItem) && templateBindings.count == 3)
        // The table, the static cell, the header view's row and label, the footer's label: the template's views
        // are no views of the document.
        #expect(tree.nodes.map(\.element) == ["LMTableView", "UITableViewCell", "LMRowView", "UILabel", "UILabel"])
        #expect(tree.dump().contains("rows=users onSelect=showPosts: onDelete=remove:"))
        #expect(tree.dump().contains("row template:"))
    }
}
