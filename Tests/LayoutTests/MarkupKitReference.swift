import Layout

/// MarkupKit's layout views written as CSS from their documented behaviour, for the layout oracle: an independent
/// reference, so that the engine (`Layout`), the HTML renderer's mapping (`LayoutCSS`) and this must all agree in
/// Chromium, and a rule the engine and the mapping misread together shows.
///
/// Written from `LMRowView`, `LMColumnView`, `LMLayerView`, `LMAnchorView` and `LMSpacer` as MarkupKit documents them,
/// with the deliberate differences `Layout.docc/EngineGuide.md` lists, and nothing of `CSSMapping` (which writes flex
/// boxes and wrappers): every layout view here is a CSS grid whose outer tracks are its margins, so that a margin is
/// a length the content box is placed after, however small the box:
///
/// - **Row** (column: transposed): a track per visible child and one per spacing between them. An unweighted child's
///   track is as wide as its content (`max-content`: never compressed); a weighted child's takes its share of what is
///   left (`fr`, the weights normalised to sum to 1, since CSS shares only part of the space for less) and its own
///   content counts 0 in the row's natural width (the 0-rule). An explicit size on the main axis takes a child out
///   of the weights. The main-axis alignment places the tracks (with weights there is nothing left to place, but an
///   overflow). The cross axis: fill stretches, top, centre and bottom place the child's own height.
/// - **Layer**: every child in the one content cell, stretched, whatever its size; an explicit size is kept, at the
///   leading or top edge.
/// - **Anchor**: the same cell; on each axis a child pinned to both sides is stretched, to one side placed there at
///   its own size, to none centred in the content box (`left` and `right` are physical sides).
/// - **Spacer**: weight 1 unless given one, no content.
/// - **Hidden**: not displayed, no track and no spacing.
///
/// Offered a width across a column it does not fill, a row keeps its natural width, a column takes what its children
/// take, a layer and an anchor no more than offered.
///
/// Left out, because they are CSS's rules rather than MarkupKit's (the engine resolves them as CSS does, and only the
/// mapping can say so): text that wraps, size constraints, baseline rows, grid alignment and scroll views.
enum MarkupKitReference {
    static let stylesheet = """
        .mk-ref div { box-sizing: border-box; margin: 0; padding: 0; min-width: 0; min-height: 0; }
        .mk-ref i { display: block; }
        """

    /// `node` as HTML filling `size`, every node's element marked `data-n` with its index in pre-order.
    static func html(_ node: LayoutNode, size: Layout.Size, direction: LayoutDirection) -> String {
        var index = 0
        var html = "<div class=\"mk-ref\" dir=\"\(direction == .rightToLeft ? "rtl" : "ltr")\">"
        write(
            node, placement: "width:\(size.width)px;height:\(size.height)px;", direction: direction, index: &index,
            into: &html, isRoot: true)
        return html + "</div>"
    }

    /// The weight a child shares the main axis with, if it does (`column`: the main axis is the height).
    private static func weight(of child: LayoutNode, inColumn column: Bool) -> Double? {
        guard (column ? child.height : child.width) == nil else { return nil }
        if let weight = child.weight { return weight }
        if case .spacer = child.kind { return 1 }
        return nil
    }

    private static func px(_ length: Double) -> String { "\(length)px" }

    private static func write(
        _ node: LayoutNode, placement: String, direction: LayoutDirection, index: inout Int, into html: inout String,
        isRoot: Bool = false, isOffered: Bool = false
    ) {
        let number = index
        index += 1
        var style = placement
        if !isRoot {
            if let width = node.width { style += "width:\(px(width));" }
            if let height = node.height { style += "height:\(px(height));" }
        }
        let margins = node.margins
        let visible = node.children.filter { !$0.isHidden }
        var childStyles: [String] = []
        var contentElement: String?
        switch node.kind {
        case .leaf:
            if node.isHidden { style += "display:none;" }
            let size = node.measure()
            html +=
                "<div data-n=\"\(number)\" style=\"\(style)\"><i style=\"width:\(px(size.width));height:\(px(size.height))\"></i></div>"
            return
        case .spacer:
            if node.isHidden { style += "display:none;" }
            html += "<div data-n=\"\(number)\" style=\"\(style)\"></div>"
            return
        case .row, .column:
            // The content box is an element of its own in the margins' grid, so that margins larger than the box
            // leave it empty at the leading and top margins rather than move them.
            let isColumn: Bool = if case .column = node.kind { true } else { false }
            let total = visible.compactMap { weight(of: $0, inColumn: isColumn) }.reduce(0, +)
            var tracks: [String] = []
            for child in node.children {
                guard !child.isHidden else {
                    childStyles.append("")
                    continue
                }
                if !tracks.isEmpty { tracks.append(px(node.spacing)) }
                let line = tracks.count + 1
                var childStyle = isColumn ? "grid-row:\(line);grid-column:1;" : "grid-column:\(line);grid-row:1;"
                if let weight = weight(of: child, inColumn: isColumn) {
                    tracks.append("minmax(0,\(weight / total)fr)")
                    // Its own content counts 0 in the natural size; it takes its share.
                    childStyle += isColumn ? "height:0;min-height:100%;" : "width:0;min-width:100%;"
                } else {
                    tracks.append("max-content")
                }
                childStyle += crossPlacement(
                    of: child, alignment: isColumn ? node.horizontalAlignment : node.verticalAlignment, inColumn: isColumn)
                childStyles.append(childStyle)
            }
            // Offered a width, a column is never narrower than its children's minimum widths.
            let width = isColumn && isOffered && node.width == nil ? "minmax(min-content,1fr)" : "minmax(0,1fr)"
            style += margined(margins, width: width)
            // Offered a width, a row keeps its natural width: that is its minimum.
            if !isColumn && isOffered && node.width == nil { style += "min-width:max-content;" }
            let main: String =
                switch isColumn ? node.verticalAlignment : node.horizontalAlignment {
                case .fill, .start: "start"
                case .center: "unsafe center"
                case .end: "unsafe end"
                }
            var content = "grid-area:2/2;display:grid;"
            content +=
                isColumn
                ? "align-content:\(main);grid-template-rows:\(tracks.joined(separator: " "));grid-template-columns:\(width);"
                : "justify-content:\(main);grid-template-columns:\(tracks.joined(separator: " "));grid-template-rows:minmax(0,1fr);"
            contentElement = "<div style=\"\(content)\">"
        case .layer, .anchor:
            if isOffered && node.width == nil {
                // Offered a width, it takes no more, however wide its margins: they are inside a cell that counts
                // nothing towards its minimum width.
                style += "display:grid;grid-template-columns:minmax(0,1fr);grid-template-rows:minmax(0,1fr);"
                contentElement = "<div style=\"grid-area:1/1;\(margined(margins, width: "minmax(0,1fr)"))\">"
            } else {
                style += margined(margins, width: "minmax(0,1fr)")
            }
            for (position, child) in node.children.enumerated() {
                var childStyle = "grid-area:2/2;"
                if case .anchor(let anchors) = node.kind {
                    childStyle += anchored(
                        child, anchors.indices.contains(position) ? anchors[position] : [], direction: direction)
                }
                childStyles.append(childStyle)
            }
        case .scroll:
            // Not part of the reference (see the type's comment); the generator makes none for it.
            childStyles = node.children.map { _ in "" }
        }
        if node.isHidden { style += "display:none;" }
        html += "<div data-n=\"\(number)\" style=\"\(style)\">" + (contentElement ?? "")
        // A column's children are offered its width when it does not fill them, and when it is offered one itself
        // (its minimum width is theirs, however they are placed).
        let offersWidth: Bool =
            if case .column = node.kind { node.horizontalAlignment != .fill || (isOffered && node.width == nil) } else { false }
        for (child, childStyle) in zip(node.children, childStyles) {
            write(child, placement: childStyle, direction: direction, index: &index, into: &html, isOffered: offersWidth)
        }
        html += contentElement == nil ? "</div>" : "</div></div>"
    }

    /// A grid of three by three whose outer tracks are `margins`: its content box is the middle cell.
    private static func margined(_ margins: Insets, width: String) -> String {
        "display:grid;justify-content:start;align-content:start;"
            + "grid-template-columns:\(px(margins.leading)) \(width) \(px(margins.trailing));"
            + "grid-template-rows:\(px(margins.top)) minmax(0,1fr) \(px(margins.bottom));"
    }

    /// A row's child placed across the row (`inColumn`: a column's child across the column).
    private static func crossPlacement(of child: LayoutNode, alignment: LayoutAlignment, inColumn: Bool) -> String {
        let property = inColumn ? "justify-self" : "align-self"
        switch alignment {
        case .fill: return "\(property):stretch;"
        case .start: return "\(property):start;" + offered(child, inColumn: inColumn)
        case .center: return "\(property):unsafe center;" + offered(child, inColumn: inColumn)
        case .end: return "\(property):unsafe end;" + offered(child, inColumn: inColumn)
        }
    }

    /// The width a column's child takes when offered the column's (it does not fill it): a row its natural width, a
    /// layer and an anchor no more than offered, a column and a leaf what CSS's fit-content gives.
    private static func offered(_ child: LayoutNode, inColumn: Bool) -> String {
        guard inColumn, child.width == nil else { return "" }
        switch child.kind {
        case .row: return "width:max-content;"
        case .layer, .anchor: return "max-width:100%;"
        default: return ""
        }
    }

    /// An anchor's child: stretched on an axis pinned at both sides, at its own size at one side or centred.
    private static func anchored(_ child: LayoutNode, _ anchors: Anchors, direction: LayoutDirection) -> String {
        let ltr = direction == .leftToRight
        let left = anchors.contains(.left) || anchors.contains(ltr ? .leading : .trailing)
        let right = anchors.contains(.right) || anchors.contains(ltr ? .trailing : .leading)
        var style: String
        switch (left, right) {
        case (true, true): style = "justify-self:stretch;"
        case (true, false): style = "justify-self:left;"
        case (false, true): style = "justify-self:right;"
        case (false, false): style = "justify-self:unsafe center;"
        }
        if !(left && right) && child.width == nil { style += "width:max-content;" }
        switch (anchors.contains(.top), anchors.contains(.bottom)) {
        case (true, true): style += "align-self:stretch;"
        case (true, false): style += "align-self:start;"
        case (false, true): style += "align-self:end;"
        case (false, false): style += "align-self:unsafe center;"
        }
        return style
    }
}
