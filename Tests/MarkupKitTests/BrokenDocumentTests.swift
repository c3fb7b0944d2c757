import Foundation
import MarkupKit
import TestSupport
import Testing

/// A broken document, the text its error must point at, and words its message must hold.
struct BrokenDocument: CustomTestStringConvertible, Sendable {
    var name: String
    var markup: String
    /// The error's position is where this text first occurs in the markup (the `occurrence`th time).
    var at: String
    var occurrence = 1
    var message: [String]

    var testDescription: String { name }

    /// The 1-based line and column (in Unicode scalars) where `at` occurs.
    var expectedPosition: (line: Int, column: Int)? {
        let scalars = Array(markup.unicodeScalars)
        let needle = Array(at.unicodeScalars)
        var seen = 0
        var line = 1
        var column = 1
        for index in scalars.indices {
            if Array(scalars[index..<min(scalars.count, index + needle.count)]) == needle {
                seen += 1
                if seen == occurrence { return (line, column) }
            }
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return nil
    }
}

@Suite("Broken documents")
struct BrokenDocumentTests {
    static let cases: [BrokenDocument] = [
        BrokenDocument(
            name: "a <?case?> never closed", markup: "<LMColumnView>\n    <?case iOS?>\n    <UILabel/>\n</LMColumnView>",
            at: "<?case", message: ["<?case iOS?> is not closed with <?end?>"]),
        BrokenDocument(
            name: "an <?end?> with no <?case?>", markup: "<LMColumnView>\n    <UILabel/>\n    <?end?>\n</LMColumnView>",
            at: "<?end", message: ["<?end?> closes no <?case?>"]),
        BrokenDocument(
            name: "a <?case?> inside another",
            markup: "<LMColumnView>\n<?case iOS?>\n<?case tvOS?>\n<?end?>\n</LMColumnView>", at: "<?case tvOS",
            message: ["is inside <?case iOS?> of line 2, column 1"]),
        // XML syntax.
        BrokenDocument(
            name: "mismatched end tag", markup: "<LMRowView>\n</LMColumnView>", at: "</LMColumnView>",
            message: ["</LMColumnView> does not close <LMRowView>", "line 1, column 1"]),
        BrokenDocument(
            name: "unclosed element", markup: "<LMColumnView>\n    <UILabel/>\n", at: "<LMColumnView>",
            message: ["<LMColumnView> is not closed", "ends at line 3, column 1"]),
        BrokenDocument(
            name: "unquoted attribute value", markup: "<UILabel text=Hello/>", at: "Hello", message: ["must be quoted"]),
        BrokenDocument(
            name: "unknown entity", markup: "<UILabel text=\"a&nbsp;b\"/>", at: "&nbsp;", message: ["unknown entity '&nbsp;'"]),
        BrokenDocument(
            name: "document type declaration", markup: "<!DOCTYPE x [<!ENTITY a \"b\">]>\n<UILabel/>", at: "<!DOCTYPE",
            message: ["document type declarations are not supported"]),
        BrokenDocument(
            name: "second root element", markup: "<UILabel/>\n<UILabel/>", at: "<UILabel/>", occurrence: 2,
            message: ["one root element"]),
        BrokenDocument(
            name: "text content", markup: "<LMColumnView>\n    Hello\n</LMColumnView>", at: "Hello",
            message: ["text is not allowed", "Hello"]),
        BrokenDocument(
            name: "CDATA", markup: "<LMColumnView><![CDATA[x]]></LMColumnView>", at: "<![CDATA[",
            message: ["CDATA is not allowed"]),
        BrokenDocument(
            name: "attribute given twice", markup: "<UILabel text=\"a\" text=\"b\"/>", at: "text", occurrence: 2,
            message: ["'text' is given twice", "column 10"]),
        // Elements.
        BrokenDocument(
            name: "unknown element", markup: "<LMColumnView>\n    <UILable text=\"x\"/>\n</LMColumnView>", at: "<UILable",
            message: ["unknown element <UILable>", "did you mean 'UILabel'?"]),
        BrokenDocument(
            name: "the seed's <LMRowViewn> typo", markup: "<LMRowViewn layoutMargins=\"12\">\n    <LMSpacer/>\n</LMRowViewn>",
            at: "<LMRowViewn", message: ["unknown element <LMRowViewn>", "did you mean 'LMRowView'?"]),
        BrokenDocument(
            name: "a key-path object used as an element", markup: "<CALayer/>", at: "<CALayer",
            message: ["unknown element <CALayer>"]),
        BrokenDocument(
            name: "child of a view that takes none", markup: "<UILabel>\n    <UIButton/>\n</UILabel>", at: "<UIButton",
            message: ["<UILabel> cannot contain views"]),
        BrokenDocument(
            name: "two content views in a scroll view", markup: "<LMScrollView>\n    <UILabel/>\n    <UILabel/>\n</LMScrollView>",
            at: "<UILabel", occurrence: 2, message: ["takes one content view", "second"]),
        BrokenDocument(
            name: "two accessory views", markup: "<UITableViewCell><UISwitch/><UISwitch/></UITableViewCell>",
            at: "<UISwitch", occurrence: 2, message: ["one accessory view"]),
        BrokenDocument(
            name: "a label in a table", markup: "<LMTableView>\n    <UILabel text=\"x\"/>\n</LMTableView>", at: "<UILabel",
            message: ["takes table view cells", "not <UILabel>"]),
        BrokenDocument(
            name: "a view in a picker", markup: "<LMPickerView><UILabel/></LMPickerView>", at: "<UILabel",
            message: ["takes <row> elements"]),
        BrokenDocument(
            name: "a row outside a picker", markup: "<LMColumnView>\n    <row title=\"x\"/>\n</LMColumnView>", at: "<row",
            message: ["<row> belongs directly inside an LMPickerView"]),
        BrokenDocument(
            name: "a row without a title", markup: "<LMPickerView>\n    <row value=\"S\"/>\n</LMPickerView>", at: "<row",
            message: ["a <row> needs a title"]),
        BrokenDocument(
            name: "a segment without title or image", markup: "<UISegmentedControl><segment value=\"1\"/></UISegmentedControl>",
            at: "<segment", message: ["needs a title or an image"]),
        BrokenDocument(
            name: "unknown segment attribute", markup: "<UISegmentedControl><segment titel=\"a\"/></UISegmentedControl>",
            at: "titel", message: ["<segment> has no attribute 'titel'", "did you mean 'title'?"]),
        BrokenDocument(
            name: "a binding on a segment", markup: "<UISegmentedControl><segment title=\"$name\"/></UISegmentedControl>",
            at: "$name", message: ["cannot be bound"]),
        BrokenDocument(
            name: "elements inside a segment",
            markup: "<UISegmentedControl><segment title=\"a\"><UILabel/></segment></UISegmentedControl>",
            at: "<UILabel", message: ["<segment> cannot contain elements"]),
        BrokenDocument(
            name: "unknown tab bar item type", markup: "<UITabBar><item type=\"favourites\"/></UITabBar>", at: "<item",
            message: ["'favourites' is not a tab bar item type", "did you mean 'favorites'?"]),
        BrokenDocument(name: "<root> with no root given", markup: "<root/>", at: "<root", message: ["no", "was given"]),
        // Attributes and values.
        BrokenDocument(
            name: "unknown attribute", markup: "<UILabel txt=\"x\"/>", at: "txt",
            message: ["unknown attribute 'txt'", "<UILabel>", "did you mean 'text'?"]),
        BrokenDocument(
            name: "unknown key-path object", markup: "<UITableViewCell textLable.text=\"x\"/>", at: "textLable",
            message: ["'textLable'", "<UITableViewCell> has no such property", "did you mean 'textLabel'?"]),
        BrokenDocument(
            name: "unknown property at a key path's end", markup: "<UILabel layer.borderWith=\"1\"/>", at: "layer",
            message: ["'borderWith'", "<CALayer>", "did you mean 'borderWidth'?"]),
        BrokenDocument(
            name: "not a number", markup: "<LMRowView spacing=\"wide\"/>", at: "wide", message: ["'wide' is not a number"]),
        BrokenDocument(
            name: "NaN weight", markup: "<LMRowView><UIView weight=\"nan\"/></LMRowView>", at: "nan",
            message: ["'nan' is not a number"]),
        BrokenDocument(
            name: "zero weight", markup: "<LMRowView><UIView weight=\"0\"/></LMRowView>", at: "0\"",
            message: ["weight must be greater than 0"]),
        BrokenDocument(
            name: "a negative bound", markup: "<UIView minimumWidth=\"-4\"/>", at: "-4",
            message: ["minimumWidth must be 0 or more"]),
        BrokenDocument(
            name: "a minimum above its maximum", markup: "<UIView maximumHeight=\"40\" minimumHeight=\"60\"/>", at: "60",
            message: ["minimumHeight (60) is greater than maximumHeight (40)"]),
        BrokenDocument(
            name: "a maximum below its minimum", markup: "<UIView minimumWidth=\"60\" maximumWidth=\"40\"/>", at: "40",
            message: ["maximumWidth (40) is less than minimumWidth (60)"]),
        BrokenDocument(
            name: "a zero aspect ratio", markup: "<UIView aspectRatio=\"0\"/>", at: "0\"",
            message: ["aspectRatio must be greater than 0"]),
        BrokenDocument(
            name: "an aspect ratio with a height", markup: "<UIView height=\"40\" aspectRatio=\"2\"/>", at: "2\"",
            message: ["aspectRatio sets the height from the width", "cannot be combined with height", "give the width"]),
        BrokenDocument(
            name: "a height after an aspect ratio", markup: "<UIView aspectRatio=\"2\" height=\"40\"/>",
            at: "40", message: ["cannot be combined with height"]),
        BrokenDocument(
            name: "not a whole number", markup: "<UILabel numberOfLines=\"1.5\"/>", at: "1.5", message: ["is not a whole number"]),
        BrokenDocument(
            name: "not a boolean", markup: "<UISwitch on=\"maybe\"/>", at: "maybe", message: ["'maybe' is not true or false"]),
        BrokenDocument(
            name: "short hex color", markup: "<UILabel textColor=\"#ff00\"/>", at: "#ff00", message: ["'#ff00' is not a color"]),
        // Dynamic sections.
        BrokenDocument(
            name: "a dynamic section without its template",
            markup: "<LMTableView>\n  <?sectionRows source=\"users\"?>\n</LMTableView>", at: "<?sectionRows",
            message: ["needs one cell after it: the template each row is made from"]),
        BrokenDocument(
            name: "a dynamic section with two cells",
            markup:
                "<LMTableView>\n  <?sectionRows source=\"users\"?>\n  <UITableViewCell textLabel.text=\"$item.name\"/>\n  <UITableViewCell/>\n</LMTableView>",
            at: "<UITableViewCell/>", message: ["a dynamic section has one cell, the template of its rows"]),
        BrokenDocument(
            name: "rows after static cells",
            markup: "<LMTableView>\n  <UITableViewCell/>\n  <?sectionRows source=\"users\"?>\n</LMTableView>",
            at: "<?sectionRows", message: ["comes before the section's cells", "1 cell is above it"]),
        BrokenDocument(
            name: "rows with no source",
            markup: "<LMTableView>\n  <?sectionRows onSelect=\"show:\"?>\n  <UITableViewCell/>\n</LMTableView>",
            at: "<?sectionRows", message: ["needs source=", "an @Rows property"]),
        BrokenDocument(
            name: "a selection action without the item",
            markup: "<LMTableView>\n  <?sectionRows source=\"users\" onSelect=\"show\"?>\n  <UITableViewCell/>\n</LMTableView>",
            at: "onSelect", message: ["takes the row's item: write 'show:'"]),
        BrokenDocument(
            name: "check marks and a selection action",
            markup:
                "<LMTableView>\n  <?sectionSelectionMode singleCheckmark?>\n  <?sectionRows source=\"users\" onSelect=\"show:\"?>\n  <UITableViewCell/>\n</LMTableView>",
            at: "<?sectionRows",
            message: [
                "with check marks (<?sectionSelectionMode singleCheckmark?>) checks it", "onSelect is for sections without them",
            ]),
        BrokenDocument(
            name: "a selection action and a link",
            markup:
                "<LMTableView>\n  <?sectionRows source=\"users\" onSelect=\"show:\" link=\"users/{id}\"?>\n  <UITableViewCell/>\n</LMTableView>",
            at: "<?sectionRows", message: ["a tap on a row either calls onSelect or follows link"]),
        BrokenDocument(
            name: "check boxes and a link",
            markup:
                "<LMTableView>\n  <?sectionRows source=\"users\" link=\"users/{id}\"?>\n  <?sectionSelectionMode multipleCheckmarks?>\n  <UITableViewCell/>\n</LMTableView>",
            at: "<?sectionRows", message: ["tableView(_:didChangeSelectionIn:); link is for sections without them"]),
        BrokenDocument(
            name: "a row link that could leave the app",
            markup:
                "<LMTableView>\n  <?sectionRows source=\"users\" link=\"https://evil.example/{id}\"?>\n  <UITableViewCell/>\n</LMTableView>",
            at: "link=", message: ["link 'https://evil.example/{id}' has a scheme"]),
        BrokenDocument(
            name: "a button link that could leave the app",
            markup: "<LMColumnView>\n  <UIButton title=\"Out\" link=\"javascript:alert(1)\"/>\n</LMColumnView>",
            at: "javascript:", message: ["link 'javascript:alert(1)' has a scheme: only the app's own screens are linked"]),
        BrokenDocument(
            name: "a button link from the root",
            markup: "<LMColumnView>\n  <UIButton title=\"Up\" link=\"/ui/todos\"/>\n</LMColumnView>",
            at: "/ui/todos", message: ["starts with '/': write it relative to the app's screens"]),
        BrokenDocument(
            name: "a button that both calls an action and follows a link",
            markup:
                "<LMColumnView>\n  <UIButton title=\"About\" onPrimaryActionTriggered=\"show\" link=\"about\"/>\n</LMColumnView>",
            at: "link=", message: ["a tap on the button either calls onPrimaryActionTriggered or follows link 'about'"]),
        BrokenDocument(
            name: "a link on what is not a button",
            markup: "<LMColumnView>\n  <UILabel text=\"About\" link=\"about\"/>\n</LMColumnView>",
            at: "link=", message: ["<UILabel> is not a button: link is what a tap on a UIButton goes to"]),
        BrokenDocument(
            name: "a row template's button link whose braces do not pair up",
            markup:
                "<LMTableView>\n  <?sectionRows source=\"users\"?>\n  <LMTableViewCell>\n    <UIButton title=\"x\" link=\"users/{id\"/>\n  </LMTableViewCell>\n</LMTableView>",
            at: "users/{id", message: ["link 'users/{id' is not a row's screen: its braces must pair up"]),
        BrokenDocument(
            name: "braces in a link outside a row template",
            markup: "<LMColumnView>\n  <UIButton title=\"x\" link=\"users/{id}\"/>\n</LMColumnView>",
            at: "users/{id}", message: ["has braces, which only a button of a row template fills"]),
        BrokenDocument(
            name: "a dynamic component without its template",
            markup: "<LMPickerView>\n  <?componentRows source=\"users\"?>\n</LMPickerView>", at: "<?componentRows",
            message: ["the component of <?componentRows?> needs one <row> after it"]),
        BrokenDocument(
            name: "a dynamic component with two rows",
            markup:
                "<LMPickerView>\n  <?componentRows source=\"users\"?>\n  <row title=\"$item.name\"/>\n  <row title=\"Other\"/>\n</LMPickerView>",
            at: "<row title=\"Other", message: ["a dynamic component has one <row>, the template of its rows"]),
        BrokenDocument(
            name: "component rows after static rows",
            markup: "<LMPickerView>\n  <row title=\"One\"/>\n  <?componentRows source=\"users\"?>\n</LMPickerView>",
            at: "<?componentRows", message: ["comes before the component's <row>s", "1 <row> is above it"]),
        BrokenDocument(
            name: "component rows with no source",
            markup: "<LMPickerView>\n  <?componentRows sorce=\"users\"?>\n  <row title=\"$item.name\"/>\n</LMPickerView>",
            at: "sorce", message: ["<?componentRows?> has no attribute 'sorce'", "did you mean 'source'?"]),
        BrokenDocument(
            name: "a template row without a title",
            markup: "<LMPickerView>\n  <?componentRows source=\"users\"?>\n  <row value=\"$item.id\"/>\n</LMPickerView>",
            at: "<row", message: ["a <row> needs a title"]),
        BrokenDocument(
            name: "a template row with an image",
            markup:
                "<LMPickerView>\n  <?componentRows source=\"users\"?>\n  <row title=\"$item.name\" image=\"$item.photo\"/>\n</LMPickerView>",
            at: "image=", message: ["<row> has no attribute 'image'; it takes title, value"]),
        BrokenDocument(
            name: "a bound static picker row",
            markup: "<LMPickerView>\n  <row title=\"$item.name\"/>\n</LMPickerView>", at: "$item.name",
            message: ["<row> attributes cannot be bound"]),
        BrokenDocument(
            name: "a misspelt rows attribute",
            markup:
                "<LMTableView>\n  <?sectionRows source=\"users\" onSelected=\"show:\"?>\n  <UITableViewCell/>\n</LMTableView>",
            at: "onSelected", message: ["no attribute 'onSelected'", "did you mean 'onSelect'?"]),
        BrokenDocument(
            name: "an outlet in a row template",
            markup:
                "<LMTableView>\n  <?sectionRows source=\"users\"?>\n  <LMTableViewCell>\n    <UILabel id=\"nameLabel\"/>\n  </LMTableViewCell>\n</LMTableView>",
            at: "id=", message: ["made once per row, so none can be an outlet (id 'nameLabel')"]),
        BrokenDocument(
            name: "an action in a row template",
            markup:
                "<LMTableView>\n  <?sectionRows source=\"todos\"?>\n  <LMTableViewCell>\n    <UISwitch onValueChanged=\"toggle:\"/>\n  </LMTableViewCell>\n</LMTableView>",
            at: "onValueChanged", message: ["a row template's controls cannot call actions", "onSelect"]),
        BrokenDocument(
            name: "an item binding outside a row template",
            markup: "<LMColumnView>\n  <UILabel text=\"$item.name\"/>\n</LMColumnView>", at: "$item.name",
            message: ["reads a row's item, and this view is in no row template"]),
        BrokenDocument(
            name: "two header views",
            markup:
                "<LMTableView>\n  <sectionHeaderView>\n    <UILabel/>\n    <UIButton/>\n  </sectionHeaderView>\n</LMTableView>",
            at: "<UIButton", message: ["<sectionHeaderView> takes one view; <UIButton> is a second"]),
        BrokenDocument(
            name: "a header view outside a table",
            markup: "<LMColumnView>\n  <sectionHeaderView/>\n</LMColumnView>", at: "<sectionHeaderView",
            message: ["<sectionHeaderView> belongs directly inside an LMTableView"]),
        BrokenDocument(
            name: "a date without its zone",
            markup: "<LMColumnView>\n  <UIDatePicker date=\"2026-11-26T18:30\"/>\n</LMColumnView>",
            at: "2026-11-26T18:30", message: ["'2026-11-26T18:30' is not a date", "with its zone", "2026-11-26T18:30:00Z"]),
        BrokenDocument(
            name: "unknown color name", markup: "<UILabel textColor=\"redd\"/>", at: "redd",
            message: ["not a color", "did you mean 'red'?"]),
        BrokenDocument(
            name: "font without a size", markup: "<UILabel font=\"Helvetica\"/>", at: "Helvetica", message: ["is not a font"]),
        BrokenDocument(
            name: "misspelt text style", markup: "<UILabel font=\"subheadlin\"/>", at: "subheadlin",
            message: ["is not a font", "did you mean 'subheadline'?"]),
        BrokenDocument(
            name: "unknown enumeration case", markup: "<UITextField borderStyle=\"roundedrect\"/>", at: "roundedrect",
            message: ["is not one of none, line, bezel, roundedRect", "did you mean 'roundedRect'?"]),
        BrokenDocument(
            name: "unknown anchor", markup: "<LMAnchorView><UILabel anchor=\"top, lef\"/></LMAnchorView>", at: "top, lef",
            message: ["'lef' is not an edge", "did you mean 'left'?"]),
        BrokenDocument(
            name: "two-value edge insets", markup: "<LMRowView layoutMargins=\"1, 2\"/>", at: "1, 2",
            message: ["is not edge insets"]),
        BrokenDocument(
            name: "unknown style", markup: "<UIButton style=\"systemButon\"/>", at: "systemButon",
            message: ["not a style of <UIButton>", "did you mean 'systemButton'?"]),
        BrokenDocument(
            name: "a style on a view without styles", markup: "<UILabel style=\"bold\"/>", at: "bold",
            message: ["<UILabel> has no styles"]),
        BrokenDocument(
            name: "invalid id", markup: "<UILabel id=\"my label\"/>", at: "my label", message: ["'my label' is not a valid id"]),
        BrokenDocument(
            name: "duplicate id",
            markup: "<LMColumnView>\n    <UILabel id=\"name\"/>\n    <UITextField id=\"name\"/>\n</LMColumnView>",
            at: "name", occurrence: 2, message: ["id 'name' is already given", "line 2, column 18"]),
        // Templates.
        BrokenDocument(
            name: "unknown template", markup: "<?properties {\"greeting\": {\"font\": \"body\"}}?>\n<UILabel class=\"greting\"/>",
            at: "greting", message: ["unknown template 'greting'", "did you mean 'greeting'?"]),
        BrokenDocument(
            name: "template property the element lacks",
            markup: "<?properties {\"t\": {\"txt\": \"a\"}}?>\n<UILabel class=\"t\"/>",
            at: "t\"/>", message: ["'txt'", "template 't'", "did you mean 'text'?"]),
        BrokenDocument(
            name: "template value of the wrong type", markup: "<?properties {\"t\": {\"font\": 12}}?>\n<UILabel class=\"t\"/>",
            at: "\"font\"", message: ["template 't', property 'font'", "must be a font"]),
        BrokenDocument(
            name: "malformed template JSON", markup: "<?properties {\n  \"t\": {\"font\": }\n}?>\n<UILabel/>", at: "}\n}",
            message: ["JSON", "unexpected '}'"]),
        BrokenDocument(
            name: "a template that is not an object", markup: "<?properties {\"t\": 1}?>\n<UILabel/>", at: "\"t\"",
            message: ["template 't' must be a JSON object"]),
        // Actions.
        BrokenDocument(
            name: "misspelt action event", markup: "<UIButton onTouchUpInsid=\"go\"/>", at: "onTouchUpInsid",
            message: ["unknown attribute 'onTouchUpInsid'", "did you mean 'onTouchUpInside'?"]),
        BrokenDocument(
            name: "an action on a view that is not a control", markup: "<UILabel onTouchUpInside=\"go\"/>", at: "onTouchUpInside",
            message: ["<UILabel> is not a control"]),
        BrokenDocument(
            name: "an event the control does not send", markup: "<UIButton onEditingChanged=\"go\"/>", at: "onEditingChanged",
            message: ["<UIButton> does not send editingChanged"]),
        BrokenDocument(
            name: "a handler that is not a name", markup: "<UIButton onTouchUpInside=\"go now\"/>", at: "go now",
            message: ["is not a handler name"]),
        // Instructions.
        BrokenDocument(
            name: "unknown instruction", markup: "<LMTableView>\n    <?sectionname sizes?>\n</LMTableView>", at: "<?sectionname",
            message: ["unknown processing instruction <?sectionname?>", "did you mean 'sectionName'?"]),
        BrokenDocument(
            name: "a table instruction outside a table", markup: "<LMColumnView>\n    <?sectionBreak?>\n</LMColumnView>",
            at: "<?sectionBreak", message: ["belongs directly inside an LMTableView"]),
        BrokenDocument(
            name: "unknown selection mode", markup: "<LMTableView>\n    <?sectionSelectionMode singleCheckMark?>\n</LMTableView>",
            at: "singleCheckMark", message: ["'singleCheckMark' is not a selection mode", "did you mean 'singleCheckmark'?"]),
        BrokenDocument(
            name: "include without a source", markup: "<LMColumnView>\n    <?include Header?>\n</LMColumnView>", at: "<?include",
            message: ["needs a document source"]),
        // Bindings.
        BrokenDocument(
            name: "binding ends early", markup: "<UILabel text=\"$count +\"/>", at: "\"/>",
            message: ["binding 'text'", "expected a value, found the end of the expression"]),
        BrokenDocument(name: "binding with '='", markup: "<UILabel text=\"$a = 1\"/>", at: "= 1", message: ["compare with '=='"]),
        BrokenDocument(
            name: "binding with an unclosed parenthesis", markup: "<UILabel text=\"$(a + b\"/>", at: "\"/>",
            message: ["expected ')' to close '('"]),
        BrokenDocument(
            name: "binding calls an unknown function", markup: "<UILabel text=\"$averag(values)\"/>", at: "averag",
            message: ["unknown function 'averag'", "did you mean 'average'?"]),
        BrokenDocument(
            name: "binding to an unknown property", markup: "<UILabel txet=\"$name\"/>", at: "txet",
            message: ["did you mean 'text'?"]),
        BrokenDocument(
            name: "unknown formatter", markup: "<UILabel text=\"$age::numbr\"/>", at: "numbr",
            message: ["unknown formatter 'numbr'", "did you mean 'number'?"]),
        BrokenDocument(
            name: "unknown formatter argument", markup: "<UILabel text=\"$age::number;maximumFractionDigit=2\"/>", at: "number",
            message: ["has no argument 'maximumFractionDigit'", "did you mean 'maximumFractionDigits'?"]),
        BrokenDocument(
            name: "bad formatter argument value", markup: "<UILabel text=\"$age::number;numberStyle=decimals\"/>", at: "number",
            message: ["numberStyle", "'decimals' is not one of", "did you mean 'decimal'?"]),
        BrokenDocument(
            name: "unknown time zone", markup: "<UILabel text=\"$when::date;timeZone=Mars/Olympus\"/>", at: "date",
            message: ["unknown time zone 'Mars/Olympus'"]),
    ]

    @Test("each broken document gives its error at its line and column", arguments: cases)
    func reportsError(_ document: BrokenDocument) throws {
        let error = try #require(throws: MarkupError.self) { try MarkupLoader().load(document.markup, file: "Broken.xml") }
        let expected = try #require(document.expectedPosition, "'\(document.at)' does not occur in the markup")
        let matching = error.errors.filter { diagnostic in document.message.allSatisfy { diagnostic.message.contains($0) } }
        #expect(!matching.isEmpty, "no error says \(document.message); got:\n\(error)")
        for diagnostic in matching {
            #expect(diagnostic.location.file == "Broken.xml")
            #expect(
                diagnostic.location.line == expected.line && diagnostic.location.column == expected.column,
                "\(diagnostic) should be at \(expected.line):\(expected.column)")
            #expect(
                diagnostic.description.hasPrefix("Broken.xml:\(diagnostic.location.line):\(diagnostic.location.column): error: "))
        }
    }

    @Test("every error of a document is reported at once, in document order")
    func reportsAllErrors() throws {
        let markup = """
            <LMColumnView spacng="8">
                <UILabel text="Hello" textColor="#12"/>
                <UIButon title="Go"/>
                <UIButton onTouchUpInside="go now"/>
                <UILabel text="$1 +"/>
            </LMColumnView>
            """
        let error = try #require(throws: MarkupError.self) { try MarkupLoader().load(markup, file: "Many.xml") }
        #expect(error.errors.map(\.location.line) == [1, 2, 3, 4, 5])
        #expect(error.errors.count == 5)
    }

    @Test("an XML error ends reading but keeps the errors found before it")
    func syntaxErrorKeepsEarlierErrors() throws {
        let error = try #require(throws: MarkupError.self) {
            try MarkupLoader().load("<LMColumnView>\n<UILable/>\n<UILabel text=\"a\"</LMColumnView>", file: "x.xml")
        }
        #expect(error.errors.count == 2)
        #expect(error.errors[0].message.contains("UILable"))
        #expect(error.errors[1].location.line == 3)
    }

    @Test("include cycles and missing includes are errors at the instruction")
    func includeErrors() throws {
        let documents = DocumentSource.memory([
            "A.xml": "<LMColumnView>\n    <?include B?>\n</LMColumnView>",
            "B.xml": "<LMRowView>\n    <?include A?>\n</LMRowView>",
            "C.xml": "<LMRowView>\n    <?include Missing?>\n</LMRowView>",
        ])
        let loader = MarkupLoader(documents: documents)
        let cycle = try #require(throws: MarkupError.self) { try loader.load(named: "A") }
        #expect(cycle.errors.count == 1)
        #expect(cycle.errors[0].location == SourceLocation(file: "B.xml", line: 2, column: 5))
        #expect(cycle.errors[0].message.contains("A.xml → B.xml → A.xml"))
        let missing = try #require(throws: MarkupError.self) { try loader.load(named: "C") }
        #expect(missing.errors.map(\.description) == ["C.xml:2:5: error: no document named 'Missing.xml' to include"])
    }

    @Test(
        "no input crashes the loader",
        arguments: [
            "", "<", "<?", "<!--", "<a", "<a b", "<a b=", "<a b='", "</a>", "<?xml?>", "&", "<UILabel text=\"&#0;\"/>",
            "<UILabel text=\"&#x110000;\"/>", "<UILabel text=\"$\"/>", "<UILabel text=\"$::\"/>", "<UILabel text=\"$a::\"/>",
            "<?properties {\"a\": {\"b\": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}}?><a/>",
            "<UILabel text=\"$" + String(repeating: "(", count: 500) + "\"/>",
            "<UILabel text=\"$" + String(repeating: "-", count: 500) + "1\"/>",
            "\u{FEFF}<UILabel/>", "<UILabel text=\"é\u{301}\" textColor=\"x\"/>",
        ])
    func neverCrashes(_ markup: String) {
        do {
            _ = try MarkupLoader().load(markup, file: "fuzz.xml")
        } catch {
            #expect(!error.errors.isEmpty, "a document that does not load names at least one error")
        }
    }
}

/// Documents made to exhaust the loader: each is refused with an error where its limit was crossed, in bounded work.
@Suite("Hostile documents")
struct HostileDocumentTests {
    /// The error loading `markup` throws, found on a thread of its own: the worst cases take seconds in a debug build.
    func firstError(_ markup: String, loader: MarkupLoader = MarkupLoader()) async throws -> MarkupError {
        let result = try await onOwnThread { Result { try loader.load(markup, file: "hostile.xml") } }
        guard case .failure(let error) = result else {
            Issue.record("the document loaded")
            throw CancellationError()
        }
        return try #require(error as? MarkupError, "\(error)")
    }

    @Test("100,000 nested elements stop at the nesting limit, reported where it was crossed")
    func deepNesting() async throws {
        let depth = 100_000
        let markup = String(repeating: "<LMColumnView>", count: depth) + String(repeating: "</LMColumnView>", count: depth)
        let error = try await firstError(markup)
        #expect(error.errors.count == 1)
        let limit = MarkupLoader.Limits().nesting
        #expect(error.errors[0].location == SourceLocation(file: "hostile.xml", line: 1, column: limit * 14 + 1))
        #expect(error.errors[0].message.contains("nest more than \(limit) deep"))
    }

    @Test(
        "a binding of 500,000 terms is refused at the token past the limit",
        arguments: [(" + ", "1"), (" &amp;&amp; ", "a"), (" || ", "a"), (" * ", "2")])
    func longExpression(separator: String, term: String) async throws {
        let expression = Array(repeating: term, count: 500_000).joined(separator: separator)
        let error = try await firstError("<UILabel text=\"$\(expression)\"/>")
        #expect(error.errors.count == 1)
        #expect(error.errors[0].message.contains("more than 1000 tokens"))
    }

    @Test("an include fan-out of 10 per document, 9 documents deep, stops at the view limit")
    func includeFanOut() throws {
        var files: [String: String] = [:]
        for level in 0..<9 {
            let inner =
                level < 8 ? String(repeating: "<?include L\(level + 1)?>", count: 10) : "<UILabel text=\"leaf\"/>"
            files["L\(level).xml"] = "<LMColumnView>\(inner)</LMColumnView>"
        }
        let loader = MarkupLoader(documents: .memory(files))
        let error = try #require(throws: MarkupError.self) { try loader.load(named: "L0") }
        #expect(error.errors.count == 1)
        #expect(error.errors[0].message.contains("more than 10000 views"))
    }

    @Test("includes deeper than the include limit are refused")
    func includeDepth() throws {
        var files: [String: String] = [:]
        for level in 0..<40 { files["D\(level).xml"] = "<LMColumnView><?include D\(level + 1)?></LMColumnView>" }
        files["D40.xml"] = "<UILabel/>"
        let error = try #require(throws: MarkupError.self) { try MarkupLoader(documents: .memory(files)).load(named: "D0") }
        #expect(error.errors.count == 1)
        #expect(error.errors[0].message.contains("more than 16 documents deep"))
    }

    @Test("100,000 unknown and repeated attributes give at most 200 problems and a note that the rest are not reported")
    func manyAttributes() async throws {
        let attributes = (0..<100_000).map { "a\($0 % 50_000)=\"1\"" }.joined(separator: " ")
        let error = try await firstError("<UILabel \(attributes)/>")
        #expect(error.diagnostics.count == 201)
        #expect(error.diagnostics.contains { $0.message == "more than 200 problems; the rest are not reported" })
    }

    @Test("bytes that are not UTF-8 are an error at their line and column")
    func invalidUTF8() throws {
        let data = Data("<LMColumnView>\n  <UILabel text=\"café ".utf8) + Data([0xFF]) + Data("\"/>\n</LMColumnView>".utf8)
        let error = try #require(throws: MarkupError.self) { try MarkupLoader().load(data, file: "bad.xml") }
        #expect(
            error.errors.map(\.description) == ["bad.xml:2:23: error: the text is not valid UTF-8 here; save the file as UTF-8"])
        let included = MarkupLoader(documents: DocumentSource { name, _ in name == "Bad" ? (data, "Bad.xml") : nil })
        let viaInclude = try #require(throws: MarkupError.self) {
            try included.load("<LMColumnView><?include Bad?></LMColumnView>", file: "outer.xml")
        }
        #expect(viaInclude.errors.map(\.location) == [SourceLocation(file: "Bad.xml", line: 2, column: 23)])
    }
}
