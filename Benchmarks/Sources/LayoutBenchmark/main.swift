// The layout engine on the tree: rows × 9 columns × 10 fixed-size leaves, every third column weighted
// (100 rows: 10,001 nodes), at 1k, 10k and 100k nodes; and the same tree where every leaf is text that wraps (its
// height follows the width it gets), the `wrapping` variant; and one row of 1k, 10k and 100k weighted siblings held to
// maximum widths, the `bounded` variant. Reports ns per node for flattening a tree (`LayoutTree.init`),
// its first layout, and a relayout after a width change, medians of repeated runs, and allocations per run when
// the malloc interposer sees this process's allocations (layout_benchmark.py preloads it to be sure).
//
//     LayoutBenchmark [--runs N] [--html FILE]
//
// `--html FILE` also writes the 10,001-node tree as a page laid out by the CSS mapping, for the Chromium peer.
import Foundation
import Layout
import LayoutCSS
import MallocInterposerSwift

/// Text of `words` words 6 wide, 12 high per line: as many words a line as the width holds.
func wrappingText(words: Int) -> LayoutNode {
    LayoutNode(
        .leaf({ proposal in
            let natural = Double(words) * 6
            guard let proposal else { return Size(width: natural, height: 12) }
            let perLine = max(1, Int(proposal / 6))
            return Size(width: min(natural, max(6, proposal)), height: Double(12 * ((words + perLine - 1) / perLine)))
        }))
}

func tree(rows: Int, wrapping: Bool = false) -> LayoutNode {
    let row = LayoutNode(
        .row,
        children: (0..<9).map { column in
            LayoutNode(
                .column,
                children: (0..<10).map { leaf in
                    wrapping ? wrappingText(words: 4 + leaf % 3 * 4) : .fixed(Double(20 + leaf % 3 * 5), 12)
                },
                weight: column % 3 == 2 ? 1 : nil,
                spacing: 2)
        }, spacing: 4)
    return LayoutNode(.column, children: Array(repeating: row, count: rows), margins: Insets(8), spacing: 6)
}

/// One row of `count` weighted leaves whose maximum widths each break the share of the round before: resolved as
/// CSS's flexible lengths are, one child at a time (the `bounded` variant; issue 62 asked for it in O(n log n)).
func boundedRow(count: Int, width: Double) -> LayoutNode {
    var share = width / Double(count)
    var children: [LayoutNode] = []
    children.reserveCapacity(count)
    for index in 0..<count {
        let maximum = share * 0.999
        var leaf = LayoutNode.fixed(4, 12, weight: 1)
        leaf.sizeConstraints = SizeConstraints(maximumWidth: maximum)
        children.append(leaf)
        share += (share - maximum) / Double(max(1, count - index - 1))
    }
    return LayoutNode(.column, children: [LayoutNode(.row, children: children.reversed())], margins: Insets(8))
}

func nanoseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Allocations made by `body`, or nil when the interposer does not see this process's mallocs (it then counts none).
func allocations(_ body: () -> Void) -> Int? {
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    body()
    MallocInterposerSwift.unhook()
    return interposing ? MallocInterposerSwift.getStatistics().mallocCount : nil
}

/// Whether the interposer counts: a probe allocation must show.
let interposing: Bool = {
    MallocInterposerSwift.initialize()
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    let probe = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
    MallocInterposerSwift.unhook()
    probe.deallocate()
    return MallocInterposerSwift.getStatistics().mallocCount > 0
}()

var runs = 21
var htmlFile: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = arguments.next().flatMap(Int.init) ?? runs
    case "--html": htmlFile = arguments.next()
    default:
        FileHandle.standardError.write(
            Data("unknown argument \(argument); usage: LayoutBenchmark [--runs N] [--html FILE]\n".utf8))
        exit(2)
    }
}
let width = 1_200.0
let wider = 1_500.0
for (variant, rows) in [
    ("fixed", 10), ("fixed", 100), ("fixed", 1_000), ("wrapping", 100), ("bounded", 1_000), ("bounded", 10_000),
    ("bounded", 100_000),
] {
    let root =
        variant == "bounded" ? boundedRow(count: rows, width: width - 16) : tree(rows: rows, wrapping: variant == "wrapping")
    let nodes = Double(root.count)
    let height = variant == "bounded" ? 100 : Double(rows) * 132
    var flatten: [Double] = []
    var first: [Double] = []
    var relayout: [Double] = []
    // Laid out again at the same size with nothing changed, and after one leaf's content changed (its measurement
    // invalidated, as a label's new text does): whole-tree nanoseconds, not per node.
    var unchanged: [Double] = []
    var leafChanged: [Double] = []
    var checksum = 0.0
    let repeats = rows >= 1_000 && variant != "bounded" || rows == 100_000 ? max(5, runs / 4) : runs
    for _ in 0..<repeats {
        var laidOut = LayoutTree(root)
        flatten.append(nanoseconds { laidOut = LayoutTree(root) })
        first.append(
            nanoseconds { checksum += laidOut.layout(in: Rect(x: 0, y: 0, width: width, height: height))[Int(nodes) - 1].x })
        var times: [Double] = []
        for step in 0..<4 {
            let bounds = Rect(x: 0, y: 0, width: step % 2 == 0 ? wider : width, height: height)
            times.append(nanoseconds { checksum += laidOut.layout(in: bounds)[Int(nodes) - 1].x })
        }
        relayout.append(median(times))
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        checksum += laidOut.layout(in: bounds)[0].x
        unchanged.append(nanoseconds { checksum += laidOut.layout(in: bounds)[0].x })
        // The middle row's first leaf: a row, its columns and leaves after the root.
        let leaf = laidOut.count / 2
        leafChanged.append(
            nanoseconds {
                laidOut.invalidateMeasurement(ofNodeAt: leaf)
                checksum += laidOut.layout(in: bounds)[0].x
            })
    }
    var tree = LayoutTree(root)
    let flattenAllocations = allocations { tree = LayoutTree(root) }
    let firstAllocations = allocations { checksum += tree.layout(in: Rect(x: 0, y: 0, width: width, height: height))[0].x }
    let relayoutAllocations = allocations { checksum += tree.layout(in: Rect(x: 0, y: 0, width: wider, height: height))[0].x }
    func text(_ count: Int?) -> String { count.map(String.init) ?? "null" }
    print(
        "{\"variant\": \"\(variant)\", \"nodes\": \(Int(nodes)), \"runs\": \(repeats), \"flatten_ns_per_node\": \(median(flatten) / nodes), "
            + "\"first_layout_ns_per_node\": \(median(first) / nodes), \"relayout_ns_per_node\": \(median(relayout) / nodes), "
            + "\"unchanged_relayout_ns\": \(median(unchanged)), \"leaf_changed_relayout_ns\": \(median(leafChanged)), "
            + "\"flatten_allocations\": \(text(flattenAllocations)), \"first_layout_allocations\": \(text(firstAllocations)), "
            + "\"relayout_allocations\": \(text(relayoutAllocations)), \"checksum\": \(checksum)}")
}

if let htmlFile {
    let root = tree(rows: 100)
    let html = CSSMapping.html(root, size: Size(width: width, height: 100 * 132))
    let page =
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>\(CSSMapping.stylesheet)\nbody { margin: 0; }</style></head>"
        + "<body><template id=\"tree\">\(html)</template><div id=\"host\" style=\"position:relative\"></div></body></html>"
    try page.write(toFile: htmlFile, atomically: true, encoding: .utf8)
}
