public import HTMLWriting
public import Layout

/// The engine's rules written as CSS: the HTML that a browser lays out exactly as `LayoutNode.layout(in:direction:)`
/// does (within the browser's 1/64 px rounding), for the HTML renderer and for the tests that hold the engine to
/// Chromium.
///
/// Every element is `box-sizing: border-box` with no margin. Rows and columns are flex boxes, layers and anchors
/// one-cell grids. A weighted child is `flex: w 1 0px` with a zero main size, so that it counts 0 in its parent's
/// natural size (the 0-rule), its weight scaled up when a container's smallest weight is less than 1 (CSS hands weights
/// that add up to less than 1 only that fraction of the free space, and those left once bounded children are frozen
/// may); across a column, a child that does not fill it is `fit-content`
/// (text wraps at the column's width), and a child not stretched in a cell is `max-content`. An unweighted row child
/// and a cell of an unweighted track have `min-width: max-content`, so that a row or a grid is never narrower than
/// them, as in the engine. A layout view with margins is wrapped: CSS never makes a box narrower than its padding,
/// and flex keeps padding out of the shared space, so the outer element takes part in the parent's layout and the
/// inner one carries the padding (a flex wrapper for rows and columns keeps their min-content width; a grid cell's is
/// 0, which is why layers and anchors offered a width take no more). Layers and anchors are one-cell grids whose
/// track is their content box (`minmax(0, 1fr)`): a layer's children fill it whatever their own size. A baseline row is a flex row inside a flex
/// column, which places its baseline group; a leaf's text baseline is a line of zero-size text. A grid column is a CSS
/// grid whose rows are subgrids of its tracks, its other children in cells that add nothing to the tracks; a scroll
/// view an `overflow: auto` one-cell grid sized `max-content` on the axes it does not fit. A leaf is a box of its
/// measured size, or the content the caller gives it (text the browser wraps). Size constraints are `min-width`,
/// `max-width`, `min-height` and `max-height` on the outer element (a bounded unweighted row child is
/// `width: max-content` within them; a weighted grid cell's minimum is offset by a negative end margin, adding nothing
/// to its track); an aspect ratio is `aspect-ratio` with `min-height: 0`, stretched explicitly across a grid cell and
/// placed at its top (CSS would size it from the cell's height). Limits: the Layout engine guide.
///
/// Each node's outer element has `data-n` = its index in pre-order, the index of its frame in `layout(in:)`.
public enum CSSMapping {
    /// The box the root is laid out in.
    public enum RootBox: Sendable {
        /// A box of this size, the root absolutely positioned at the containing block's origin.
        case fixed(Size)
        /// The containing block's width and the root's natural height for it (its `height`, if set): the content of a
        /// table cell.
        case fillingWidth
    }

    /// The HTML of `node` laid out in a box of `size`, its root absolutely positioned at the containing block's origin.
    ///
    /// `leafHTML` gives the content of a leaf by its index in pre-order, which the browser then lays out itself (text
    /// that wraps); `nil`, the default, writes a box of the size the leaf measures.
    public static func html(
        _ node: LayoutNode, size: Size, direction: LayoutDirection = .leftToRight,
        leafHTML: (_ index: Int) -> String? = { _ in nil }
    ) -> String {
        withoutActuallyEscaping(leafHTML) { leafHTML in
            var output = HTMLOutput()
            write(node, in: .fixed(size), direction: direction, renderer: LeafContent(content: leafHTML), into: &output)
            return output.string
        }
    }

    /// Writes the HTML of `node` laid out in `box` into `output`; `renderer` adds each node's attributes and styles
    /// and writes the content of leaves.
    public static func write(
        _ node: LayoutNode, in box: RootBox, direction: LayoutDirection = .leftToRight, renderer: some CSSNodeRenderer,
        into output: inout HTMLOutput
    ) {
        var index = 0
        // The root fills the box: laid out in it, its bounds and ratio are not used; filling a width, its height is
        // still its own, within its height bounds or from its ratio (as the engine's `height(forWidth:)` gives it).
        var root = node
        switch box {
        case .fixed: root.sizeConstraints = .none
        case .fillingWidth: (root.sizeConstraints.minimumWidth, root.sizeConstraints.maximumWidth) = (nil, nil)
        }
        write(
            root,
            participation: { output in
                switch box {
                case .fixed(let size):
                    output.write("position:absolute;left:0;top:0;width:")
                    output.write(length: size.width)
                    output.write(";height:")
                    output.write(length: size.height)
                case .fillingWidth:
                    // As tall as the root measures: its explicit height, else its content's.
                    output.write("position:relative")
                    if let height = node.height {
                        output.write(";height:")
                        output.write(length: height)
                    }
                }
                if direction == .rightToLeft { output.write(";direction:rtl") }
            }, direction: direction, gridTracks: nil, renderer: renderer, into: &output, index: &index)
    }

    /// The stylesheet the HTML relies on.
    public static let stylesheet = """
        [data-n], [data-n] * { box-sizing: border-box; margin: 0; }
        .cell { display: grid; grid-template-columns: minmax(0, 1fr); grid-template-rows: minmax(0, 1fr); }
        .cell > * { grid-area: 1 / 1; min-width: 0; min-height: 0; }
        .leaf > i { display: block; }
        """

    /// ``html(_:size:direction:leafHTML:)``'s renderer: leaf content from a closure, nothing else added.
    private struct LeafContent: CSSNodeRenderer {
        let content: (_ index: Int) -> String?
        func hasContent(ofLeaf index: Int) -> Bool { content(index) != nil }
        func writeContent(ofLeaf index: Int, to output: inout HTMLOutput) {
            if let html = content(index) { output.write(html) }
        }
    }

    /// Opens node `number`'s outer element, with what the renderer adds to it.
    private static func open(
        _ number: Int, isCell: Bool = false, isLeaf: Bool = false, participation: Participation, container: [String] = [],
        own: [String],
        renderer: some CSSNodeRenderer, into output: inout HTMLOutput
    ) {
        output.write("<div data-n=\"")
        output.write(number)
        output.write("\"")
        renderer.writeAttributes(ofNode: number, to: &output)
        if isCell { output.write(" class=\"cell\"") }
        if isLeaf { output.write(" class=\"leaf\"") }
        output.write(" style=\"")
        participation(&output)
        writeDeclarations(container, into: &output)
        for declaration in own where !declaration.isEmpty {
            output.write(";")
            output.write(declaration)
        }
        renderer.writeStyle(ofNode: number, to: &output)
        output.write("\">")
    }

    /// Writes the declarations of how a node takes part in its parent's layout, straight into the page (built as
    /// strings, they were a tenth of a page's time).
    private typealias Participation = (_ output: inout HTMLOutput) -> Void

    /// Writes `node` whose outer element gets `participation`: how it takes part in its parent's layout. A row of a
    /// grid column gets the weights of the column's tracks (0: unweighted).
    private static func write(
        _ node: LayoutNode, participation: Participation, direction: LayoutDirection, gridTracks: [Double]?,
        renderer: some CSSNodeRenderer, into html: inout HTMLOutput, index: inout Int
    ) {
        let number = index
        index += 1
        var own: [String] = []
        if node.isHidden { own.append("display:none") }
        // A row of a grid spans its tracks: its width bounds and ratio are not used, as its explicit width is not.
        own += constraintDeclarations(node, spansTracks: gridTracks != nil)
        switch node.kind {
        case .leaf(let measure):
            if renderer.hasContent(ofLeaf: number) {
                open(number, isLeaf: true, participation: participation, own: own, renderer: renderer, into: &html)
                renderer.writeContent(ofLeaf: number, to: &html)
                html.write("</div>")
                return
            }
            let size = measure(node.width)
            if let baseline = node.firstBaseline {
                // A line of zero-size text holding a box as tall as the ascent puts the baseline exactly there; the
                // block below it makes up the height. (One line: its last baseline is its first.)
                open(
                    number, isLeaf: true, participation: participation, own: own + ["font-size:0", "line-height:0"],
                    renderer: renderer,
                    into: &html)
                html.write(
                    "<b style=\"display:inline-block;vertical-align:baseline;width:\(css(size.width));height:\(css(baseline))\"></b>"
                )
                html.write("<i style=\"height:\(css(max(0, size.height - baseline)))\"></i></div>")
            } else {
                open(number, isLeaf: true, participation: participation, own: own, renderer: renderer, into: &html)
                html.write("<i style=\"width:\(css(size.width));height:\(css(size.height))\"></i></div>")
            }
            return
        case .spacer:
            open(number, participation: participation, own: own, renderer: renderer, into: &html)
            html.write("</div>")
            return
        case .row, .column, .layer, .anchor, .scroll:
            break
        }
        if let gridTracks {
            // A row of a grid: a subgrid of the column's tracks, whose gap it inherits; its horizontal margins are
            // not used. Vertical margins go on a second subgrid inside, as a box is never shorter than its padding.
            // A baseline row's cells align on their baselines in a third one, as tall as their group, which the
            // vertical alignment places within the second's content box.
            let subgrid = ["display:grid", "grid-template-columns:subgrid", "grid-template-rows:minmax(0,1fr)"]
            let inner = subgrid + ["grid-column:1/-1", "grid-row:1", "min-height:0"]
            let hasMargins = node.margins.top != 0 || node.margins.bottom != 0
            var layers: [[String]] = []
            if hasMargins { layers.append(inner + ["padding-block:\(css(node.margins.top)) \(css(node.margins.bottom))"]) }
            if let baseline = node.baseline {
                layers.append(
                    inner + [
                        "align-self:\(groupAlignment(node))", "height:max-content",
                        "align-items:\(baseline == .first ? "baseline" : "last baseline")",
                    ])
            } else {
                let cells = "align-items:\(align(node.verticalAlignment))"
                if layers.isEmpty { own.insert(cells, at: 0) } else { layers[layers.count - 1].append(cells) }
            }
            open(number, participation: participation, own: subgrid + own, renderer: renderer, into: &html)
            for layer in layers { html.write("<div style=\"\(layer.joined(separator: ";"))\">") }
            var track = 0
            for child in node.children {
                var cell = ["min-width:0"]
                var sharesTrack = false
                if !child.isHidden {
                    // In a weighted track a cell counts 0 in the track's natural width, as in the engine.
                    let isWeighted = track < gridTracks.count && gridTracks[track] > 0
                    if let width = child.width {
                        cell.append("width:\(css(width));justify-self:start")
                        if isWeighted {
                            cell.append("margin-inline-end:\(css(-child.sizeConstraints.clampWidth(width)))")
                        }
                    } else if isWeighted {
                        cell.append("contain:inline-size")
                        // The minimum includes what a minimum height carries over through a ratio (CSS's transferred
                        // minimum, which CSS counts in a flexible track even with contained content).
                        let constraints = child.sizeConstraints
                        let minimum =
                            child.followsRatio
                            ? constraints.aspectRatio.map { constraints.clampContentWidth(0, ratio: $0) }
                            : constraints.minimumWidth
                        if let minimum, minimum > 0 || constraints.minimumWidth != nil {
                            // Its share of the track within its bounds, its minimum adding nothing to the track (CSS
                            // would size a flexible track for it, as for an explicit width above).
                            cell.append("width:100%;justify-self:start;margin-inline-end:\(css(-minimum))")
                            sharesTrack = true
                        }
                    } else {
                        // Tracks are never narrower than their cells (CSS would let a grid be, in its min-content); a
                        // cell with a maximum width is kept to it (a minimum of max-content would beat it).
                        cell = child.sizeConstraints.maximumWidth == nil ? ["min-width:max-content"] : []
                    }
                    track += 1
                }
                if let height = child.height { cell.append("height:\(css(height))") }
                // Stretched across its track explicitly (see `ratioInCell`); the row places it vertically.
                if child.followsRatio && child.width == nil && !sharesTrack { cell.append("justify-self:stretch") }
                if let cross = crossStyle(child, isRow: true, in: node) { cell.append(cross.description) }
                write(
                    child, participation: { $0.write(cell.joined(separator: ";")) }, direction: direction, gridTracks: nil,
                    renderer: renderer, into: &html, index: &index)
            }
            for _ in 0...layers.count { html.write("</div>") }
            return
        }
        let tracks = gridTrackWeights(node)
        let container = tracks.map { gridStyle(node, trackWeights: $0.weights, gap: $0.gap) } ?? containerStyle(node)
        var closing: StaticString = node.margins == .zero ? "</div>" : "</div></div>"
        if case .row = node.kind, let baseline = node.baseline {
            // CSS places a baseline group only at the start (first) or end (last) of the cross axis; a flex column
            // around the flex row places the group anywhere, as the vertical alignment asks.
            let group = "display:flex;flex-direction:column;justify-content:\(groupAlignment(node))"
            if node.margins == .zero {
                open(number, participation: participation, own: [group] + own, renderer: renderer, into: &html)
            } else {
                open(
                    number, participation: participation, own: ["display:flex", "flex-direction:column"] + own,
                    renderer: renderer,
                    into: &html)
                html.write("<div style=\"flex:1 1 auto;min-height:0;")
                writePadding(node.margins, into: &html)
                html.write(";")
                html.write(group)
                html.write("\">")
            }
            html.write("<div style=\"display:flex;flex-direction:row;flex-wrap:nowrap;column-gap:\(css(node.spacing));")
            html.write(
                "justify-content:\(justify(node.horizontalAlignment));align-items:\(baseline == .first ? "baseline" : "last baseline");"
            )
            html.write("flex:none;height:max-content\">")
            closing = node.margins == .zero ? "</div></div>" : "</div></div></div>"
        } else if node.margins == .zero {
            open(
                number, isCell: container.isCell, participation: participation, container: container.style, own: own,
                renderer: renderer,
                into: &html)
        } else if node.kind.keepsMinContentWidth {
            // A row, column or unfitted scroll view with margins: the outer element is the frame, a flex row whose one
            // item, filling it, is the container with the padding. (Flex, not a grid cell, keeps the container's
            // min-content width: offered less, such a view still takes its natural width.)
            open(number, participation: participation, own: ["display:flex"] + own, renderer: renderer, into: &html)
            html.write("<div style=\"flex:1 1 auto;min-width:0;")
            writePadding(node.margins, into: &html)
            writeDeclarations(container.style, into: &html)
            html.write("\"")
            html.write(container.isCell ? " class=\"cell\">" : ">")
        } else {
            // The outer element is the frame; the inner one, which fills it, the container with the padding.
            open(number, isCell: true, participation: participation, own: own, renderer: renderer, into: &html)
            html.write("<div style=\"")
            writePadding(node.margins, into: &html)
            writeDeclarations(container.style, into: &html)
            html.write("\"")
            html.write(container.isCell ? " class=\"cell\">" : ">")
        }
        // CSS gives weights that add up to less than 1 only that fraction of the free space; weights share all of it.
        // Scaled so that the smallest is 1, any of them add up to 1 or more: those left once bounded ones are frozen too.
        let isRow = if case .row = node.kind { true } else { false }
        let smallestWeight = node.children.reduce(Double.infinity) {
            $1.isHidden ? $0 : min($0, $1.mainWeight(isRow: isRow) ?? .infinity)
        }
        let weightScale = smallestWeight < 1 ? 1 / smallestWeight : 1
        for (position, child) in node.children.enumerated() {
            let rowTracks = tracks != nil && child.isRow && !child.isHidden ? tracks?.weights : nil
            let inCell = tracks != nil && rowTracks == nil && !child.isHidden
            if inCell { html.write(gridOtherCell(isWeighted: child.mainWeight(isRow: false) != nil)) }
            write(
                child,
                participation: { output in
                    if tracks != nil {
                        output.write(gridChildStyle(child, in: node, isGridRow: rowTracks != nil))
                    } else {
                        writeChildStyle(
                            child, at: position, in: node, weightScale: weightScale, direction: direction, into: &output)
                    }
                }, direction: direction, gridTracks: rowTracks, renderer: renderer, into: &html, index: &index)
            if inCell { html.write("</div>") }
        }
        html.write(closing)
    }

    /// Where a baseline row places its group of children: by its vertical alignment, `fill` meaning the top for first
    /// baselines and the bottom for last ones.
    private static func groupAlignment(_ row: LayoutNode) -> String {
        switch row.verticalAlignment {
        case .fill: row.baseline == .last ? "end" : "start"
        case .start: "start"
        case .center: "center"
        case .end: "end"
        }
    }

    private static func writePadding(_ margins: Insets, into output: inout HTMLOutput) {
        output.write("padding-block:")
        output.write(length: margins.top)
        output.write(" ")
        output.write(length: margins.bottom)
        output.write(";padding-inline:")
        output.write(length: margins.leading)
        output.write(" ")
        output.write(length: margins.trailing)
    }

    /// Writes each declaration after a `;`.
    private static func writeDeclarations(_ declarations: [String], into output: inout HTMLOutput) {
        for declaration in declarations {
            output.write(";")
            output.write(declaration)
        }
    }

    private static func containerStyle(_ node: LayoutNode) -> (style: [String], isCell: Bool) {
        switch node.kind {
        case .row:
            return (
                [
                    "display:flex", "flex-direction:row", "flex-wrap:nowrap", "column-gap:\(css(node.spacing))",
                    "justify-content:\(justify(node.horizontalAlignment))", "align-items:\(align(node.verticalAlignment))",
                ], false
            )
        case .column:
            return (
                [
                    "display:flex", "flex-direction:column", "flex-wrap:nowrap", "row-gap:\(css(node.spacing))",
                    "justify-content:\(justify(node.verticalAlignment))", "align-items:\(align(node.horizontalAlignment))",
                ], false
            )
        case .scroll(let fitsWidth, let fitsHeight):
            return (
                [
                    "display:grid", "overflow:auto", "grid-template-columns:\(fitsWidth ? "minmax(0,1fr)" : "max-content")",
                    "grid-template-rows:\(fitsHeight ? "minmax(0,1fr)" : "max-content")",
                ], false
            )
        case .layer, .anchor, .leaf, .spacer:
            return ([], true)
        }
    }

    /// The weights of a grid column's tracks (0: unweighted) and the gap between them, or `nil` when it is no grid:
    /// the engine's rule (see `LayoutTree`).
    private static func gridTrackWeights(_ node: LayoutNode) -> (weights: [Double], gap: Double)? {
        guard case .column = node.kind, node.alignsToGrid else { return nil }
        var weights: [Double] = []
        var gap: Double?
        for row in node.children where row.isRow && !row.isHidden {
            if gap == nil { gap = row.spacing }
            for (position, cell) in row.children.filter({ !$0.isHidden }).enumerated() {
                if position == weights.count { weights.append(0) }
                weights[position] = max(weights[position], cell.mainWeight(isRow: true) ?? 0)
            }
        }
        guard let gap, !weights.isEmpty else { return nil }
        return (weights, gap)
    }

    /// A grid column: its tracks (max-content, or a share of the rest when weighted), one grid row per visible child.
    private static func gridStyle(
        _ node: LayoutNode, trackWeights: [Double], gap: Double
    ) -> (style: [String], isCell: Bool) {
        let totalWeight = trackWeights.reduce(0, +)
        let scale = totalWeight > 0 && totalWeight < 1 ? 1 / totalWeight : 1
        let columns = trackWeights.map { $0 > 0 ? "minmax(0,\(css($0 * scale, unit: "fr")))" : "max-content" }
        let visible = node.children.filter { !$0.isHidden }
        let rowWeight = visible.reduce(0.0) { $0 + ($1.mainWeight(isRow: false) ?? 0) }
        let rowScale = rowWeight > 0 && rowWeight < 1 ? 1 / rowWeight : 1
        let rows = visible.map { child in
            child.mainWeight(isRow: false).map { "minmax(0,\(css($0 * rowScale, unit: "fr")))" } ?? "max-content"
        }
        return (
            [
                "display:grid", "grid-template-columns:\(columns.joined(separator: " "))",
                "grid-template-rows:\(rows.isEmpty ? "none" : rows.joined(separator: " "))", "column-gap:\(css(gap))",
                "row-gap:\(css(node.spacing))", "justify-content:\(gridContent(node.horizontalAlignment))",
                "align-content:\(gridContent(node.verticalAlignment))",
            ], false
        )
    }

    /// How a child of a grid column takes part: rows span the tracks; any other child sits in a cell across them
    /// (written by the caller) that adds nothing to their widths, aligned there as in a column.
    private static func gridChildStyle(_ child: LayoutNode, in column: LayoutNode, isGridRow: Bool) -> String {
        var style = isGridRow ? ["grid-column:1/-1", "min-width:0", "min-height:0"] : []
        if let height = child.height { style.append("height:\(css(height))") }
        if !isGridRow {
            let alignment = column.horizontalAlignment
            if let width = child.width {
                style.append("width:\(css(width));justify-self:\(gridContent(alignment))")
            } else if alignment != .fill {
                style.append("width:fit-content;justify-self:\(gridContent(alignment))")
            } else if child.followsRatio {
                style.append(ratioInCell.description)
            }
        }
        return style.joined(separator: ";")
    }

    /// The cell around a child of a grid column that is not one of its rows: as wide as the tracks, adding nothing to
    /// them (the engine fits such children to the tracks); a weighted child's adds nothing to the column's natural
    /// height either (the 0-rule).
    private static func gridOtherCell(isWeighted: Bool) -> String {
        "<div class=\"cell\" style=\"grid-column:1/-1;min-width:0;min-height:0;contain:\(isWeighted ? "size" : "inline-size")\">"
    }

    private static func gridContent(_ alignment: LayoutAlignment) -> String {
        switch alignment {
        case .fill, .start: "start"
        case .center: "center"
        case .end: "end"
        }
    }

    /// Writes how a child takes part in its parent's layout.
    private static func writeChildStyle(
        _ child: LayoutNode, at position: Int, in parent: LayoutNode, weightScale: Double, direction: LayoutDirection,
        into output: inout HTMLOutput
    ) {
        var isFirst = true
        func add(_ declaration: StaticString) {
            if !isFirst { output.write(";") }
            isFirst = false
            output.write(declaration)
        }
        func add(_ property: StaticString, length: Double, unit: StaticString = "px") {
            add(property)
            output.write(length: length, unit: unit)
        }
        switch parent.kind {
        case .row, .column:
            let isRow = if case .row = parent.kind { true } else { false }
            if let width = child.width { add("width:", length: width) }
            if let height = child.height { add("height:", length: height) }
            if let weight = child.mainWeight(isRow: isRow) {
                add("flex:", length: weight * weightScale, unit: "")
                output.write(" 1 0px")
                add(isRow ? "min-width:0;width:0" : "min-height:0;height:0")
            } else {
                // An unweighted child of a row never shrinks: a row is never narrower than those (CSS would let it
                // be, down to their min-content widths).
                // One bounded in width is its max-content width within its bounds (a minimum of max-content would beat
                // its maximum).
                if !isRow || child.width != nil {
                    add("flex:none")
                } else if child.sizeConstraints.minimumWidth != nil || child.sizeConstraints.maximumWidth != nil {
                    add("flex:none;width:max-content")
                } else {
                    add("flex:none;min-width:max-content")
                }
            }
            if let cross = crossStyle(child, isRow: isRow, in: parent) { add(cross) }
        case .anchor(let anchors):
            var pinned = position < anchors.count ? anchors[position] : []
            // Absolute edges become the logical edge on their side, as the engine does.
            let ltr = direction == .leftToRight
            if pinned.contains(.left) { pinned.insert(ltr ? .leading : .trailing) }
            if pinned.contains(.right) { pinned.insert(ltr ? .trailing : .leading) }
            let horizontal = edge(start: pinned.contains(.leading), end: pinned.contains(.trailing))
            // A height that follows the width is not stretched: at the top, as in the engine.
            var vertical = edge(start: pinned.contains(.top), end: pinned.contains(.bottom))
            if child.followsRatio && vertical == "stretch" { vertical = "start" }
            add("justify-self:")
            output.write(horizontal)
            add("align-self:")
            output.write(vertical)
            // An explicit size beats the stretch; otherwise, on an axis it is not stretched along, max-content.
            if let width = child.width {
                add("width:", length: width)
            } else if horizontal != "stretch" {
                add("width:max-content")
            }
            if let height = child.height {
                add("height:", length: height)
            } else if vertical != "stretch" && !child.followsRatio {
                add("height:max-content")
            }
        case .layer:
            if let width = child.width { add("width:", length: width) }
            if let height = child.height { add("height:", length: height) }
            if child.followsRatio && child.width == nil { add(ratioInCell) }
        case .scroll(let fitsWidth, let fitsHeight):
            // Content sits at the origin: stretched on a fitted axis, its natural size on the others.
            add("grid-area:1/1;min-width:0;min-height:0")
            if let width = child.width {
                add("width:", length: width)
                output.write(";justify-self:start")
            } else if !fitsWidth {
                add("width:max-content;justify-self:start")
            } else if child.followsRatio {
                add("justify-self:stretch")
            }
            if let height = child.height {
                add("height:", length: height)
                output.write(";align-self:start")
            } else if !fitsHeight || child.followsRatio {
                add(child.followsRatio ? "align-self:start" : "height:max-content;align-self:start")
            }
        case .leaf, .spacer:
            break
        }
    }

    /// How a child of a row or column sits across its parent's main axis.
    private static func crossStyle(_ child: LayoutNode, isRow: Bool, in parent: LayoutNode) -> StaticString? {
        let crossAlignment = isRow ? parent.verticalAlignment : parent.horizontalAlignment
        if isRow, parent.baseline != nil {
            // Intrinsic heights on the baseline.
            return child.height == nil && !child.followsRatio ? "height:max-content" : nil
        } else if isRow ? child.height != nil || child.followsRatio : child.width != nil {
            // An explicit cross size (or one from the ratio) is used as it is: a filling parent puts it at the start.
            return crossAlignment == .fill ? "align-self:flex-start" : nil
        } else if crossAlignment != .fill {
            // Across a column, a child takes what it needs of the width, wrapping text at it.
            return isRow ? "height:max-content" : "width:fit-content"
        }
        return nil
    }

    /// How a child whose height follows its width sits in a grid cell that stretches it across: CSS sizes such a
    /// child (`normal` alignment) from the cell's height through its ratio, so it is stretched across explicitly, and
    /// its height, the ratio's, is placed at the top, as in the engine.
    private static let ratioInCell: StaticString = "justify-self:stretch;align-self:start"

    /// A node's size constraints: its bounds, and the ratio its height follows (with no minimum height of its own, it
    /// may be shorter than its content, as in the engine).
    private static func constraintDeclarations(_ node: LayoutNode, spansTracks: Bool) -> [String] {
        let constraints = node.sizeConstraints
        guard !constraints.isEmpty else { return [] }
        var declarations: [String] = []
        if !spansTracks, let width = constraints.minimumWidth { declarations.append("min-width:\(css(width))") }
        if !spansTracks, let width = constraints.maximumWidth { declarations.append("max-width:\(css(width))") }
        if let height = constraints.minimumHeight { declarations.append("min-height:\(css(height))") }
        if let height = constraints.maximumHeight { declarations.append("max-height:\(css(height))") }
        if !spansTracks, node.followsRatio, let ratio = constraints.aspectRatio {
            declarations.append("aspect-ratio:\(css(ratio, unit: ""))")
            if constraints.minimumHeight == nil { declarations.append("min-height:0") }
        }
        return declarations
    }

    private static func edge(start: Bool, end: Bool) -> String {
        switch (start, end) {
        case (true, true): "stretch"
        case (true, false): "start"
        case (false, true): "end"
        case (false, false): "center"
        }
    }

    private static func justify(_ alignment: LayoutAlignment) -> String {
        switch alignment {
        case .fill, .start: "flex-start"
        case .center: "center"
        case .end: "flex-end"
        }
    }

    private static func align(_ alignment: LayoutAlignment) -> String {
        switch alignment {
        case .fill: "stretch"
        case .start: "flex-start"
        case .center: "center"
        case .end: "flex-end"
        }
    }

    /// A length in CSS: whole numbers without a fraction, others with up to 6 decimals.
    static func css(_ value: Double, unit: StaticString = "px") -> String {
        var output = HTMLOutput(capacity: 24)
        output.write(length: value, unit: unit)
        return output.string
    }
}
