import HTMLWriting
import Layout
import LayoutCSS
import MarkupKit

// Views with static content: tables and their cells, pickers, segmented controls, tab bars.

extension PageWriter {
    func writeTable(_ properties: Properties, to output: inout HTMLOutput) {
        guard case .table(let sections) = properties.view.content else { return }
        output.write(
            properties.view.style == "plainTableView"
                ? "<div class=\"mk-table mk-plain\">" : "<div class=\"mk-table mk-grouped\">")
        var next = properties.index + 1
        for child in properties.view.children { next += Self.count(child) }
        for (position, section) in sections.enumerated() {
            output.write("<section class=\"mk-section\"")
            writeAttribute("data-section", section.name, to: &output)
            output.write(" data-index=\"\(position)\">")
            if let header = section.headerView {
                writeSectionView(header, className: "mk-header-view", index: &next, to: &output)
            } else if let header = section.headerTitle {
                output.write("<h2 class=\"mk-header\">")
                output.writeEscaped(header)
                output.write("</h2>")
            }
            output.write("<div class=\"mk-cells\"")
            switch section.selectionMode {
            case .singleCheckmark: output.write(" role=\"radiogroup\"")
            case .multipleCheckmarks: output.write(" role=\"group\"")
            case .default: break
            }
            writeAttribute("aria-label", section.headerTitle, to: &output)
            output.write(">")
            // Unnamed sections still group their radio buttons, under a name no field of the form has.
            let group = SectionGroup(section: section, name: section.name, fallback: "mk-section-\(properties.index)-\(position)")
            for cell in section.cells {
                output.write("<div class=\"mk-cell\"")
                let placed = PlacedView(cell, next)
                writeAttributes(of: placed, to: &output)
                output.write(" style=\"")
                if cell.layout.isHidden { output.write("display:none") }
                writeStyle(of: placed, to: &output)
                output.write("\">")
                writeCell(Properties(page: self, placed: placed), section: group, to: &output)
                output.write("</div>")
                next += Self.count(cell)
            }
            if let rows = section.dynamicRows { writeRows(rows, of: section, group: group, to: &output) }
            output.write("</div>")
            if let footer = section.footerView {
                writeSectionView(footer, className: "mk-footer-view", index: &next, to: &output)
            } else if let footer = section.footerTitle {
                output.write("<p class=\"mk-footer\">")
                output.writeEscaped(footer)
                output.write("</p>")
            }
            output.write("</section>")
        }
        output.write("</div>")
    }

    /// A dynamic section's rows: those the section brings (a live session's), else the first of the bound data's
    /// array (a preview's sample data); then, when there are more, a marker the page script asks for them by.
    func writeRows(_ rows: DynamicRows, of section: TableSection, group: SectionGroup, to output: inout HTMLOutput) {
        var (cells, count) = (section.shownRows, section.rowCount)
        if cells.isEmpty, count == 0, let owner = bindings.owner {
            let evaluator = BindingEvaluator(
                tree: ViewTree(root: rows.template), catalog: catalog, formatters: bindings.formatters, context: bindings.context)
            (cells, count) = rows.rowCells(from: owner, limit: Self.previewRows, evaluator: evaluator)
        }
        for row in cells { writeRow(row, of: rows, group: group, to: &output) }
        if count > cells.count || section.rowsMayFollow {
            output.write("<div class=\"mk-more\" data-shown=\"\(cells.count)\" data-count=\"\(count)\">")
            output.write(count > cells.count ? "\(count - cells.count) more…</div>" : "More…</div>")
        }
    }

    /// The most rows a preview shows of its sample data.
    static let previewRows = 100

    /// One row of a dynamic section: its cell, keyed by `data-row`; a button when a tap calls the owner, and a
    /// Delete button when the section deletes rows.
    func writeRow(_ row: RowCell, of rows: DynamicRows, group: SectionGroup, to output: inout HTMLOutput) {
        // A row that goes to another screen is a link, which the browser follows (and keeps in its history).
        output.write(
            row.link == nil ? "<div class=\"mk-cell mk-row-cell\" data-row=\"" : "<a class=\"mk-cell mk-row-cell\" data-row=\"")
        output.writeEscaped(row.key)
        output.write("\"")
        if let link = row.link {
            output.write(" href=\"")
            output.writeEscaped(renderer.linkBase + link)
            output.write("\"")
        } else if rows.selectAction != nil {
            output.write(" role=\"button\" tabindex=\"0\"")
        }
        var cell = row.cell
        // A row of a section with check marks is a radio button or checkbox whose value is the row's.
        if group.section.selectionMode != .default { cell.setDefaultCellValue(row.key) }
        let placed = PlacedView(cell, Self.rowViews)
        output.write(" style=\"")
        if cell.layout.isHidden { output.write("display:none") }
        writeStyle(of: placed, to: &output)
        output.write("\">")
        writeCell(Properties(page: self, placed: placed), section: group, to: &output)
        if rows.deleteAction != nil {
            output.write("<button type=\"button\" class=\"mk-delete\" aria-label=\"Delete\">Delete</button>")
        }
        output.write(row.link == nil ? "</div>" : "</a>")
    }

    /// A section's header or footer view, a layout tree of its own across the table's width; `index` moves past it.
    private func writeSectionView(_ view: ViewNode, className: StaticString, index: inout Int, to output: inout HTMLOutput) {
        output.write("<div class=\"")
        output.write(className)
        output.write("\">")
        writeLayoutRoot(view, index: index, in: .fillingWidth, into: &output)
        output.write("</div>")
        index += Self.count(view)
    }

    /// The section a cell is in, for its check mark.
    struct SectionGroup {
        let section: TableSection
        let name: String?
        let fallback: String
    }

    /// A cell's content: its own content view laid out in its margins, or the standard cell's image, labels and
    /// accessory; in a section that checks rows, a radio button or checkbox that the whole row toggles.
    func writeCell(_ properties: Properties, section: SectionGroup?, to output: inout HTMLOutput) {
        let cell = properties.view
        let mode = section?.section.selectionMode ?? .default
        let checked = properties.flag("checked") ?? (properties.enumeration("accessoryType") == "checkmark")
        if catalog.content(of: cell.element) == .content, let content = cell.children.first {
            // The content keeps the cell's width, less a check box's place (as UIKit's content view gives way to a
            // check mark), so that the box covers none of it; an accessory glyph sits in the trailing margin.
            let ignoresMargins = properties.flag("ignoreLayoutMargins") == true
            let margins =
                switch (ignoresMargins, mode != .default) {
                case (false, false): "11px 16px"
                case (false, true): "11px 40px 11px 16px"
                case (true, false): "0"
                case (true, true): "0 40px 0 0"
                }
            output.write(mode == .default ? "<div" : "<label")
            output.write(" class=\"mk-cell-content\" style=\"padding:\(margins)\">")
            writeLayoutRoot(content, index: properties.index + 1, in: .fillingWidth, into: &output)
            if let section, mode != .default {
                writeCheck(properties, mode: mode, section: section, checked: checked, trailing: true, to: &output)
                output.write("</label>")
                return
            }
            writeAccessoryGlyph(checked ? "checkmark" : properties.enumeration("accessoryType"), trailing: true, to: &output)
            output.write("</div>")
            return
        }
        let style = cell.style ?? "defaultTableViewCell"
        output.write(mode == .default ? "<div" : "<label")
        output.write(" class=\"mk-row mk-\(style)\">")
        if case .image(let name)? = properties["imageView.image"] {
            writeImageSource(name, className: "mk-cell-image", to: &output)
        }
        output.write("<span class=\"mk-cell-text\"><span class=\"mk-text\"")
        writeStyleAttribute(
            properties.textStyle(font: "textLabel.font", color: "textLabel.textColor", alignment: "textLabel.textAlignment"),
            to: &output)
        output.write(">")
        output.writeEscaped(properties.string("textLabel.text") ?? "")
        output.write("</span>")
        if let detail = properties.string("detailTextLabel.text") {
            output.write("<span class=\"mk-detail\"")
            writeStyleAttribute(
                properties.textStyle(font: "detailTextLabel.font", color: "detailTextLabel.textColor", alignment: nil),
                to: &output)
            output.write(">")
            output.writeEscaped(detail)
            output.write("</span>")
        }
        output.write("</span>")
        var next = properties.index + 1
        for accessory in cell.children {
            writeStandalone(PlacedView(accessory, next), className: "mk-accessory", into: &output)
            next += Self.count(accessory)
        }
        if let section, mode != .default {
            writeCheck(properties, mode: mode, section: section, checked: checked, trailing: false, to: &output)
            output.write("</label>")
            return
        }
        if cell.children.isEmpty {
            writeAccessoryGlyph(checked ? "checkmark" : properties.enumeration("accessoryType"), trailing: false, to: &output)
        }
        output.write("</div>")
    }

    /// A cell's radio button or checkbox in a section with check marks: the section's field, the cell's value.
    private func writeCheck(
        _ properties: Properties, mode: TableSection.SelectionMode, section: SectionGroup, checked: Bool, trailing: Bool,
        to output: inout HTMLOutput
    ) {
        output.write(trailing ? "<input class=\"mk-check mk-trailing\"" : "<input class=\"mk-check\"")
        output.write(mode == .singleCheckmark ? " type=\"radio\"" : " type=\"checkbox\"")
        writeFieldName(section.name, group: section.fallback, to: &output)
        writeAttribute("value", properties.string("value"), to: &output)
        if checked { output.write(" checked") }
        output.write(">")
    }

    /// The glyph UIKit draws for a cell's `accessoryType`, if any.
    private func writeAccessoryGlyph(_ accessory: String?, trailing: Bool, to output: inout HTMLOutput) {
        let place = trailing ? " mk-trailing" : ""
        switch accessory ?? "none" {
        case "checkmark": output.write("<span class=\"mk-glyph mk-checkmark\(place)\" aria-label=\"Checked\">✓</span>")
        case "disclosureIndicator": output.write("<span class=\"mk-glyph\(place)\" aria-hidden=\"true\">›</span>")
        case "detailButton": output.write("<span class=\"mk-glyph mk-tint\(place)\" aria-label=\"Details\">ⓘ</span>")
        case "detailDisclosureButton":
            output.write("<span class=\"mk-glyph mk-tint\(place)\" aria-label=\"Details\">ⓘ ›</span>")
        default: break
        }
    }

    func writeSegments(_ properties: Properties, to output: inout HTMLOutput) {
        guard case .segments(let segments) = properties.view.content else { return }
        let selectedValue = properties.string("value")
        let selectedIndex = Int(properties.number("selectedSegmentIndex") ?? -1)
        let disabled = properties.isEnabled ? "" : " disabled"
        output.write("<div class=\"mk-segments\" role=\"radiogroup\"")
        writeStyleAttribute(properties.color("selectedSegmentTintColor").map { ";--mk-segment:" + $0 } ?? "", to: &output)
        output.write(">")
        for (position, segment) in segments.enumerated() {
            output.write("<label><input type=\"radio\"")
            writeFieldName(properties.fieldName, group: "mk-segments-\(properties.index)", to: &output)
            writeAttribute("value", segment.value ?? segment.title ?? String(position), to: &output)
            let isSelected = selectedValue.map { $0 == segment.value } ?? (position == selectedIndex)
            if isSelected { output.write(" checked") }
            output.write("\(disabled)><span>")
            if let image = segment.image { writeImageSource(image, className: "mk-segment-image", to: &output) }
            output.writeEscaped(segment.title ?? "")
            output.write("</span></label>")
        }
        output.write("</div>")
    }

    func writePicker(_ properties: Properties, to output: inout HTMLOutput) {
        output.write("<div class=\"mk-picker\">")
        if case .picker(let components) = properties.view.content {
            for (position, component) in components.enumerated() {
                output.write("<select")
                writeFieldName(component.name, to: &output)
                writeAttribute("aria-label", component.name, to: &output)
                writeAttribute("data-component", component.name, to: &output)
                output.write(" data-index=\"\(position)\">")
                if let rows = component.dynamicRows {
                    var shown = component.shownRows
                    if shown.isEmpty, let owner = bindings.owner {
                        let evaluator = BindingEvaluator(
                            tree: ViewTree(root: rows.template), catalog: catalog, formatters: bindings.formatters,
                            context: bindings.context)
                        shown = rows.rowCells(from: owner, limit: Self.previewRows, evaluator: evaluator).cells
                    }
                    for row in shown { writeOption(row, to: &output) }
                    output.write("</select>")
                    continue
                }
                for (row, item) in component.rows.enumerated() {
                    output.write("<option")
                    writeAttribute("value", item.value, to: &output)
                    if row == component.selectedRow { output.write(" selected") }
                    output.write(">")
                    output.writeEscaped(item.title)
                    output.write("</option>")
                }
                output.write("</select>")
            }
        }
        output.write("</div>")
    }

    /// A row of a dynamic picker component: an option keyed by `data-row`, its value the row's (its key unless the
    /// template gives one), selected when checked.
    func writeOption(_ row: RowCell, to output: inout HTMLOutput) {
        output.write("<option data-row=\"")
        output.writeEscaped(row.key)
        output.write("\"")
        writeAttribute("value", row.cell.cellValue ?? row.key, to: &output)
        if row.cell.isChecked { output.write(" selected") }
        output.write(">")
        if case .string(let title)? = row.cell["title"] { output.writeEscaped(title) }
        output.write("</option>")
    }

    /// The glyphs and titles of the system tab-bar items.
    static let systemItems: [String: (glyph: String, title: String)] = [
        "more": ("⋯", "More"), "favorites": ("★", "Favorites"), "featured": ("★", "Featured"),
        "topRated": ("★", "Top Rated"), "recents": ("🕘", "Recents"), "contacts": ("👤", "Contacts"),
        "history": ("🕘", "History"), "bookmarks": ("📖", "Bookmarks"), "search": ("🔍", "Search"),
        "downloads": ("⬇", "Downloads"), "mostRecent": ("🕘", "Most Recent"), "mostViewed": ("👁", "Most Viewed"),
    ]

    func writeTabBar(_ properties: Properties, to output: inout HTMLOutput) {
        guard case .tabBar(let items) = properties.view.content else { return }
        output.write("<div class=\"mk-tabbar\" role=\"tablist\"")
        var css = ""
        if let color = properties.color("barTintColor") { css += ";background-color:" + color }
        if let color = properties.color("unselectedItemTintColor") { css += ";color:" + color }
        writeStyleAttribute(css, to: &output)
        output.write(">")
        for item in items {
            let system = item.type.flatMap { Self.systemItems[$0] }
            output.write("<button type=\"button\" role=\"tab\" aria-selected=\"false\"")
            writeAttribute("data-tab", item.name, to: &output)
            output.write("><span class=\"mk-tab-icon\" aria-hidden=\"true\">")
            if let image = item.image {
                writeImageSource(image, className: "mk-tab-image", to: &output)
            } else {
                output.writeEscaped(system?.glyph ?? "○")
            }
            output.write("</span><span class=\"mk-tab-title\">")
            output.writeEscaped(item.title ?? system?.title ?? "")
            output.write("</span></button>")
        }
        output.write("</div>")
    }
}
