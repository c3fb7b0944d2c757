// libFuzzer's entry point: the first byte picks what the rest is fed to. Every input must either load or fail
// with at least one error that has a position; anything else (a crash, a hang, an empty error) is a finding.
import Foundation
import MarkupKit

/// libFuzzer's driver, for the entry point below.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// SwiftPM links an executable's `main` to `<module>_main`; here that hands the command line to libFuzzer.
@_cdecl("MarkupFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzz)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: bytes + 1, count: count - 1), as: UTF8.self)
    switch bytes[0] % 4 {
    case 0:
        // The bytes as a file holds them: not UTF-8 must be an error with a position, not a silent replacement.
        do {
            _ = try MarkupLoader().load(Data(UnsafeBufferPointer(start: bytes + 1, count: count - 1)), file: "fuzz.xml")
        } catch {
            check(error)
        }
    case 1:
        // A binding expression with a formatter, evaluated against an owner.
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
        if let tree = document("<LMColumnView><UILabel text=\"$\(escaped)\"/><UISlider value=\"$\(escaped)\"/></LMColumnView>") {
            let owner: [String: Any] = ["a": 1, "b": "two", "c": [1, 2, 3], "d": ["e": true] as [String: Any]]
            _ = BindingEvaluator(tree: tree).evaluateAll(with: owner)
        }
    case 2:
        do {
            _ = try StringsTable(parsing: text, file: "fuzz.strings")
        } catch {
            check(error)
        }
    default:
        document("<?properties \(text)?>\n<LMColumnView class=\"a, b\"><UILabel class=\"b\"/></LMColumnView>")
    }
    return 0
}

@discardableResult
private func document(_ text: String) -> ViewTree? {
    do {
        return try MarkupLoader().load(text, file: "fuzz.xml")
    } catch {
        check(error)
        return nil
    }
}

private func check(_ error: MarkupError) {
    guard let first = error.errors.first, first.location.line >= 1, first.location.column >= 1 else {
        fatalError("an input failed without a positioned error: \(error)")
    }
}
