// libFuzzer's entry point for a live page's messages: the bytes become messages for a session of a document with
// every kind of control, naming its real view numbers, property names, events and sections most of the time (raw
// JSON the rest), so that the fuzzer reaches past the JSON reader. Every message must be handled or refused with a
// `LiveMessageError`, and the session must stay within its budget; anything else (a crash, a hang, a session that
// grows) is a finding.
import Dispatch
import Foundation
import MarkupKit
import MarkupLive
import MarkupOwners

/// libFuzzer's driver, for the entry point below.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The driver runs on a thread of its own: a session lives on the main actor, which the main thread serves.
@_cdecl("LiveFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    // The command line crosses to the driver's thread as strings (pointers are not Sendable), made C strings again
    // there; libFuzzer keeps them for the life of the process.
    let arguments = (0..<Int(argc)).map { argv[$0].map { String(cString: $0) } ?? "" }
    Thread.detachNewThread {
        var strings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var count = CInt(arguments.count)
        let status = strings.withUnsafeMutableBufferPointer { buffer -> CInt in
            guard var vector = buffer.baseAddress else { return 1 }
            return runFuzzerDriver(&count, &vector, fuzz)
        }
        exit(status)
    }
    dispatchMain()
}

/// Only the views the owner reaches have an `id`: an `id` names an outlet, and the document is checked against the owner.
let document = """
    <LMColumnView>
        <UITextField id="field" onEditingChanged="edited:" onPrimaryActionTriggered="edited:"/>
        <UITextView/>
        <UISwitch onValueChanged="toggled:"/>
        <UISlider minimumValue="0" maximumValue="10" onValueChanged="slid:"/>
        <UIStepper onValueChanged="stepped:"/>
        <UISegmentedControl onValueChanged="segmented:">
            <segment title="A"/><segment title="B"/>
        </UISegmentedControl>
        <UILabel id="label" text="?"/>
        <UIButton title="Go" onPrimaryActionTriggered="pressed"/>
        <LMTableView>
            <?sectionName fanSpeed?>
            <?sectionSelectionMode singleCheckmark?>
            <UITableViewCell textLabel.text="1" value="1"/>
            <UITableViewCell textLabel.text="2" value="2"/>
            <?sectionBreak?>
            <?sectionName extras?>
            <?sectionSelectionMode multipleCheckmarks?>
            <UITableViewCell textLabel.text="x" value="x"/>
            <UITableViewCell textLabel.text="y" value="y"/>
        </LMTableView>
        <LMPickerView id="picker">
            <?componentName sizes?>
            <row title="S" value="S"/>
            <row title="M" value="M"/>
        </LMPickerView>
    </LMColumnView>
    """

/// An owner that echoes what the controls hold into the label, and refuses some values, as real owners do.
@MainActor @MarkupOwner
final class Everything {
    @Outlet let field = ViewHandle<Elements.TextField>()
    @Outlet let label = ViewHandle<Elements.Label>()
    @Outlet let picker = ViewHandle<Elements.PickerView>()

    struct Refused: Error {}

    @Action func edited(_ sender: ViewHandle<Elements.TextField>) { label.text = sender.text }
    @Action func toggled(_ sender: ViewHandle<Elements.Switch>) { label.text = sender.isOn ? "on" : "off" }
    @Action func slid(_ sender: ViewHandle<Elements.Slider>) throws {
        if sender.value > 9 { throw Refused() }
        label.text = "\(sender.value)"
    }
    @Action func stepped(_ sender: ViewHandle<Elements.Stepper>) { label.text = "\(sender.value)" }
    @Action func segmented(_ sender: ViewHandle<Elements.SegmentedControl>) { label.text = "\(sender.selectedSegmentIndex)" }
    @Action func pressed() throws { throw Refused() }

    func pickerView(_ picker: ViewHandle<Elements.PickerView>, didSelectValueIn component: String) async throws {
        label.text = picker[selectedValueIn: component] ?? ""
    }
}

let loaded: LiveDocument = {
    var loader = MarkupLoader(documents: .memory(["Everything.xml": document]))
    loader.catalog = .standard
    do {
        return LiveDocument(tree: try loader.load(named: "Everything", owner: Everything.self), loader: loader)
    } catch {
        fatalError("the fuzzer's document does not load: \(error)")
    }
}()

let propertyNames = [
    "text", "on", "isOn", "value", "selectedSegmentIndex", "textColor", "accessibilityLabel", "layer.borderWidth", "title",
    "enabled", "nope",
]
let eventNames = ["valueChanged", "editingChanged", "primaryActionTriggered", "touchUpInside", "editingDidEnd", "bogus"]
let sectionNames = ["fanSpeed", "extras", "sizes", "none"]

/// Reads the fuzzer's bytes as choices.
struct Choices {
    var bytes: ArraySlice<UInt8>
    mutating func next() -> Int { bytes.popFirst().map(Int.init) ?? 0 }
    mutating func pick<T>(_ options: [T]) -> T { options[next() % options.count] }
    mutating func rest() -> String { String(decoding: bytes, as: UTF8.self) }
}

/// One input: up to 8 messages to one session.
@MainActor
func run(_ input: [UInt8]) async {
    var budget = LiveSession.Budget()
    budget.maximumTextBytes = 4_096
    budget.maximumQueuedUpdates = 4
    let session = LiveSession(id: "fuzz", document: loaded, owner: Everything(), budget: budget)
    // Half the time a page is connected and reads nothing: its updates stay within the budget.
    let deliveries = input.first.map { $0 % 2 == 0 } == true ? session.connect() : nil
    await session.start()
    for part in input.split(separator: 0xFF, maxSplits: 7, omittingEmptySubsequences: false) {
        var choices = Choices(bytes: part)
        let json: Data
        switch choices.next() % 4 {
        case 0:
            json = Data(choices.rest().utf8)
        case 1, 2:
            let view = choices.next() % (loaded.tree.nodes.count + 2) - 1
            let property = choices.pick(propertyNames)
            let value: Any =
                switch choices.next() % 4 {
                case 0: choices.next() % 2 == 0
                case 1: Double(choices.next()) - 100
                case 2: String(repeating: choices.rest(), count: choices.next() % 40 + 1)
                default: choices.rest()
                }
            let message: [String: Any] = [
                "type": "event", "view": view, "event": choices.pick(eventNames), "values": [property: value],
            ]
            json = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
        default:
            let view = choices.next() % (loaded.tree.nodes.count + 2) - 1
            let values = (0..<(choices.next() % 4)).map { _ in choices.pick(["1", "2", "x", "y", "S", "M", "7"]) }
            let message: [String: Any] = [
                "type": "selection", "view": view, "section": choices.pick(sectionNames), "values": values,
            ]
            json = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
        }
        do throws(LiveMessageError) {
            try await session.handle(try LiveMessage(json: json))
        } catch {
            // Refused, with a reason: what a page is told.
            precondition(!error.description.isEmpty)
        }
    }
    // Whatever came, the session holds no more text than its budget allows (the owner's copy in the label at most
    // doubles the page's).
    let text = session.currentTree.nodes.reduce(0) { total, node in
        total + node.properties.reduce(0) { $0 + ($1.value.stringValue?.utf8.count ?? 0) }
    }
    precondition(text <= 2 * budget.maximumTextBytes + 1_000, "the session holds \(text) bytes of text")
    session.close()
    if let deliveries {
        var iterator = deliveries.makeAsyncIterator()
        while await iterator.next() != nil {}
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    let done = DispatchSemaphore(value: 0)
    Task { @MainActor in
        await run(input)
        done.signal()
    }
    done.wait()
    return 0
}
