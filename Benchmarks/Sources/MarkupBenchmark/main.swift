import Foundation
// MarkupKit on the periodic table document (118 elements, 534 views): median time to parse and resolve it into a
// view tree, allocations per load, and, as the peer timed alternately in the same run, Foundation's XMLParser merely
// parsing the same text (no tree, no checks). Then MarkupHTML: median time to render the loaded tree as a page, its
// size, and load + render together. Then Lima: the same tree built from its Swift twin (declared and built, and built
// from a kept declaration), timed alternately with the markup load.
//
//     MarkupBenchmark [--runs N]
import Lima
import MallocInterposerSwift
import MarkupExamples
import MarkupHTML
import MarkupKit

#if canImport(FoundationXML)
import FoundationXML
#endif

func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Counts the elements, as a SAX client must do something.
final class ElementCounter: NSObject, XMLParserDelegate {
    var count = 0
    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        count += 1
    }
}

var runs = 201
/// `--profile-render N` / `--profile-load N`: only render (load) N times, for a profiler.
var profileRenders: Int?
var profileLoads: Int?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    if argument == "--runs" { runs = arguments.next().flatMap(Int.init) ?? runs }
    if argument == "--profile-render" { profileRenders = arguments.next().flatMap(Int.init) }
    if argument == "--profile-load" { profileLoads = arguments.next().flatMap(Int.init) }
}

guard let directory = ExampleDocuments.directory,
    let text = try? String(contentsOf: directory.appendingPathComponent("PeriodicTable.xml"), encoding: .utf8)
else {
    FileHandle.standardError.write(Data("the example documents are missing\n".utf8))
    exit(1)
}
let loader = try ExampleDocuments.loader()
let nodes = try loader.load(text, file: "PeriodicTable.xml").nodes.count
if let profileRenders {
    let tree = try loader.load(text, file: "PeriodicTable.xml")
    let renderer = HTMLRenderer(catalog: loader.catalog)
    var bytes = 0
    for _ in 0..<profileRenders { bytes &+= renderer.document(tree).bytes.count }
    print(bytes)
    exit(0)
}
if let profileLoads {
    var views = 0
    for _ in 0..<profileLoads { views &+= try loader.load(text, file: "PeriodicTable.xml").root.children.count }
    print(views)
    exit(0)
}

let data = Data(text.utf8)
func parseOnly() {
    let parser = XMLParser(data: data)
    let counter = ElementCounter()
    parser.delegate = counter
    _ = parser.parse()
}

// Warm up, then measure, alternating ours and the peer so that a noisy neighbour slows both alike.
for _ in 0..<20 {
    _ = try loader.load(text, file: "PeriodicTable.xml")
    parseOnly()
}
var ours: [Double] = []
var peer: [Double] = []
for _ in 0..<runs {
    ours.append(try nanoseconds { _ = try loader.load(text, file: "PeriodicTable.xml") })
    peer.append(nanoseconds(parseOnly))
}

MallocInterposerSwift.initialize()
MallocInterposerSwift.reset()
MallocInterposerSwift.hook()
_ = try loader.load(text, file: "PeriodicTable.xml")
MallocInterposerSwift.unhook()
let mallocs = MallocInterposerSwift.getStatistics().mallocCount

let oursMedian = median(ours)
let peerMedian = median(peer)
print("periodic table: \(text.utf8.count) bytes, \(nodes) views, \(runs) runs (release)")
print(
    String(
        format: "MarkupKit load (parse + resolve): median %.3f ms, %.2f µs per view", oursMedian / 1e6,
        oursMedian / 1e3 / Double(nodes)))
print("MarkupKit allocations per load: \(mallocs > 0 ? String(mallocs) : "not counted (the interposer is not preloaded)")")
print(String(format: "Foundation XMLParser (parse only): median %.3f ms", peerMedian / 1e6))
print(String(format: "ratio MarkupKit / XMLParser: %.2f", oursMedian / peerMedian))

// Rendering the loaded tree as a whole page, and loading and rendering from the text, as the preview does per save.
let tree = try loader.load(text, file: "PeriodicTable.xml")
let renderer = HTMLRenderer(catalog: loader.catalog)
let pageBytes = renderer.document(tree).bytes.count
for _ in 0..<20 { _ = renderer.document(tree) }
var renders: [Double] = []
var loadAndRenders: [Double] = []
for _ in 0..<runs {
    renders.append(nanoseconds { _ = renderer.document(tree) })
    loadAndRenders.append(try nanoseconds { _ = renderer.document(try loader.load(text, file: "PeriodicTable.xml")) })
}
print(String(format: "MarkupHTML render (whole page): median %.3f ms, %d bytes", median(renders) / 1e6, pageBytes))
print(String(format: "MarkupKit load + MarkupHTML render: median %.3f ms", median(loadAndRenders) / 1e6))

// Lima: the periodic table's twin, declared in Swift (no text to parse), built into the same tree.
let twinTree = try LimaTwins.periodicTable.tree()
guard twinTree.isEquivalent(to: tree, catalog: loader.catalog) else {
    FileHandle.standardError.write(Data("the Lima twin does not build the document's tree\n".utf8))
    exit(1)
}
let declaration = LimaTwins.periodicTable

/// The allocations `body` makes, counted by the interposer.
func allocations(_ body: () throws -> Void) rethrows -> Int {
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    try body()
    MallocInterposerSwift.unhook()
    return MallocInterposerSwift.getStatistics().mallocCount
}
let declareAllocations = allocations { _ = LimaTwins.periodicTable }
let buildAllocations = try allocations { _ = try declaration.tree() }
for _ in 0..<20 { _ = try LimaTwins.periodicTable.tree() }
var limaDeclareAndBuild: [Double] = []
var limaBuild: [Double] = []
var markupLoads: [Double] = []
for _ in 0..<runs {
    limaDeclareAndBuild.append(try nanoseconds { _ = try LimaTwins.periodicTable.tree() })
    limaBuild.append(try nanoseconds { _ = try declaration.tree() })
    markupLoads.append(try nanoseconds { _ = try loader.load(text, file: "PeriodicTable.xml") })
}
let markupMedian = median(markupLoads)
print(
    String(
        format: "Lima declare + build tree: median %.3f ms (%.2f× the markup load, %.3f ms in the same loop)",
        median(limaDeclareAndBuild) / 1e6, median(limaDeclareAndBuild) / markupMedian, markupMedian / 1e6))
print(
    String(
        format: "Lima build tree from a kept declaration: median %.3f ms (%.2f× the markup load)", median(limaBuild) / 1e6,
        median(limaBuild) / markupMedian))
print("Lima allocations: \(declareAllocations) to declare, \(buildAllocations) to build (markup load: \(mallocs))")
