import Foundation
import HTMLWriting
import Layout
import LayoutCSS
import MarkupExamples
import MarkupHTML
import MarkupKit
import TestSupport
import Testing

/// Every example document rendered and laid out by Chromium, every view's box compared with the layout engine's frame
/// for the same tree.
///
/// Leaves are sized by the browser (text, controls), so the engine is given what the browser measured for each
/// leaf: its natural size, its narrowest (min-content) width, its height at the width it got, and its baselines.
/// With those, every frame the engine computes — position within the parent and size — must match the browser's
/// within 3/64 px (the browser rounds lengths to 1/64 px, and a share of an odd total weight by up to 2.7/64).
@Suite("Example documents in Chromium")
struct FrameTests {
    static let tolerance = 3.0 / 64

    /// One element with `data-n` as the page's script measured it.
    struct Box: Decodable {
        /// The document, the layout tree within it (in document order), the node's pre-order index, the view.
        let d: Int, r: Int, n: Int, v: Int
        let x: Double, y: Double, w: Double, h: Double
        /// A leaf's natural width and height, min-content width, height at its width, first baseline and last
        /// baseline (from its top, at its width).
        let iw: Double?, ih: Double?, mw: Double?, fh: Double?, fb: Double?, lb: Double?
    }

    @Test(
        "every example document: each view's box in Chromium is the engine's frame within 3/64 px",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func framesMatchTheEngine() async throws {
        let loader = try ExampleDocuments.loader()
        let renderer = HTMLRenderer(catalog: loader.catalog)
        var trees: [(name: String, tree: ViewTree)] = []
        for name in ExampleDocuments.documentNames { trees.append((name, try loader.load(named: name))) }

        var page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>body { margin: 0; }\n"
        page += CSSMapping.stylesheet + HTMLRenderer.stylesheet + ".doc { position: relative; margin-bottom: 20px; }</style>"
        page += "</head><body>"
        for (number, entry) in trees.enumerated() {
            page += "<div class=\"doc\" data-doc=\"\(number)\">" + renderer.fragment(entry.tree).string + "</div>"
        }
        page += "<pre id=\"out\"></pre><script>\(Self.measuringScript)</script></body></html>"
        let dom = try await Browser.dumpDOM(page)
        let boxes = try JSONDecoder().decode([Box].self, from: Data(try Browser.text(ofPre: "out", in: dom).utf8))

        var compared = 0
        var worst = 0.0
        for (number, entry) in trees.enumerated() {
            let documentBoxes = boxes.filter { $0.d == number }
            let nodes = entry.tree.nodes
            for root in Set(documentBoxes.map(\.r)).sorted() {
                let treeBoxes = Dictionary(
                    documentBoxes.filter { $0.r == root }.map { ($0.n, $0) }, uniquingKeysWith: { first, _ in first })
                let rootBox = try #require(treeBoxes[0])
                var node = loader.catalog.layoutNode(for: nodes[rootBox.v]) { _ in { _ in .zero } }
                var index = 0
                try Self.measureLeaves(&node, index: &index, boxes: treeBoxes)
                // The document's root fills the screen; a cell's content is as tall as it needs at the cell's width.
                let height = root == 0 ? rootBox.h : node.measure(proposedWidth: rootBox.w).height
                let frames = node.layout(in: Rect(x: 0, y: 0, width: rootBox.w, height: height))
                let references = node.preorderNodes()
                for (position, frame) in frames.enumerated() where references[position].isShown {
                    let box = try #require(treeBoxes[position], "\(entry.name): no box for node \(position)")
                    let parent = references[position].parent
                    let parentFrame = parent.map { frames[$0] } ?? Rect(x: 0, y: 0, width: 0, height: 0)
                    let parentBox = parent.flatMap { treeBoxes[$0] }
                    let (browserX, browserY) = (box.x - (parentBox?.x ?? rootBox.x), box.y - (parentBox?.y ?? rootBox.y))
                    let difference = max(
                        abs(frame.x - parentFrame.x - browserX), abs(frame.y - parentFrame.y - browserY),
                        abs(frame.width - box.w), abs(frame.height - box.h))
                    worst = max(worst, difference)
                    compared += 1
                    #expect(
                        difference <= Self.tolerance,
                        """
                        \(entry.name), layout tree \(root), node \(position) (\(nodes[box.v].element) at \
                        \(nodes[box.v].location.line):\(nodes[box.v].location.column)): the engine says \
                        (\(frame.x - parentFrame.x), \(frame.y - parentFrame.y), \(frame.width), \(frame.height)) \
                        within its parent, Chromium (\(browserX), \(browserY), \(box.w), \(box.h))
                        """)
                }
            }
        }
        print("Example documents: \(trees.count) documents, \(compared) views compared, largest difference \(worst * 64)/64 px")
        #expect(compared > 600)
    }

    /// Gives each leaf of `node` (pre-order from `index`) the sizes and baselines the browser measured for it.
    static func measureLeaves(_ node: inout LayoutNode, index: inout Int, boxes: [Int: Box]) throws {
        let number = index
        index += 1
        if case .leaf = node.kind {
            guard let box = boxes[number], let width = box.iw, let height = box.ih, let minimum = box.mw,
                let heightAtWidth = box.fh
            else {
                if node.isHidden { return }
                throw BrowserError("leaf \(number) was not measured")
            }
            let finalWidth = box.w
            node.kind = .leaf({ proposed in
                guard let proposed, proposed < width - 0.01 else { return Size(width: width, height: height) }
                let taken = min(max(proposed, minimum), width)
                return Size(width: taken, height: abs(taken - finalWidth) < 0.02 ? heightAtWidth : height)
            })
            if let first = box.fb, let last = box.lb {
                node.firstBaseline = first
                node.lastBaselineFromBottom = heightAtWidth - last
            }
            return
        }
        for position in node.children.indices { try measureLeaves(&node.children[position], index: &index, boxes: boxes) }
    }

    /// Reads every `data-n` element's box, and for leaves their natural and min-content sizes, their height at the
    /// width they got and their baselines, each measured on a copy of their content outside the layout, once images
    /// have loaded (or failed to).
    static let measuringScript = """
        window.addEventListener('load', function () {
        const out = [];
        for (const doc of document.querySelectorAll('.doc')) {
          const roots = [];
          for (const element of doc.querySelectorAll('[data-n]')) {
            const root = element.closest('[data-n="0"]');
            if (!roots.includes(root)) roots.push(root);
            const box = element.getBoundingClientRect();
            const entry = { d: +doc.dataset.doc, r: roots.indexOf(root), n: +element.dataset.n, v: +element.dataset.view,
              x: box.x, y: box.y, w: box.width, h: box.height };
            if (element.classList.contains('leaf') && box.width + box.height > 0) {
              const probe = document.createElement('div');
              for (const child of element.childNodes) probe.appendChild(child.cloneNode(true));
              probe.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;width:max-content;height:max-content';
              element.appendChild(probe);
              let size = probe.getBoundingClientRect();
              entry.iw = size.width; entry.ih = size.height;
              probe.style.width = 'min-content';
              entry.mw = probe.getBoundingClientRect().width;
              probe.style.width = box.width + 'px';
              entry.fh = probe.getBoundingClientRect().height;
              // A zero-size inline block sits with its bottom on the baseline it is aligned with.
              const marker = document.createElement('span');
              marker.style.cssText = 'display:inline-block;width:0;height:0';
              const row = document.createElement('div');
              row.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;display:flex;align-items:baseline';
              element.removeChild(probe);
              probe.style.cssText = 'width:' + box.width + 'px;flex:none';
              row.appendChild(probe); row.appendChild(marker);
              element.appendChild(row);
              entry.fb = marker.getBoundingClientRect().y - probe.getBoundingClientRect().y;
              row.style.alignItems = 'last baseline';
              entry.lb = marker.getBoundingClientRect().y - probe.getBoundingClientRect().y;
              element.removeChild(row);
            }
            out.push(entry);
          }
        }
        document.getElementById('out').textContent = JSON.stringify(out);
        });
        """
}
