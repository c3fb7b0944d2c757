import Foundation
import Lima
import MarkupExamples
import MarkupKit
import MarkupUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// A screen written in Lima becomes the same UIKit views as its markup document: the same classes, in the same
/// places, showing the same text.
@Suite("MarkupUIKit from Lima")
@MainActor
struct TwinTests {
    nonisolated static let names = LimaTwins.all.keys.sorted()

    /// What a person sees of a view: its class, where it is on screen, and its text.
    static func appearance(of view: UIView, in root: UIView) -> String {
        let origin = view === root ? view.frame.origin : view.convert(CGPoint.zero, to: root)
        let text =
            switch view {
            case let label as UILabel: label.text ?? ""
            case let field as UITextField: (field.text ?? "") + "|" + (field.placeholder ?? "")
            case let button as UIButton: button.currentTitle ?? ""
            case let cell as UITableViewCell: cell.textLabel?.text ?? ""
            default: ""
            }
        func rounded(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }
        return
            "\(type(of: view)) (\(rounded(origin.x)), \(rounded(origin.y)), \(rounded(view.frame.width)), \(rounded(view.frame.height))) \(text)"
    }

    @Test("each twin builds the views its document builds, laid out alike", arguments: names)
    func twin(_ name: String) throws {
        let loader = try ExampleDocuments.loader()
        let builder = BuilderTests.builder(loader)
        let declaration = try #require(LimaTwins.all[name])
        var screens: [[String]] = []
        for tree in [try loader.load(named: name), try declaration.tree(strings: loader.strings)] {
            let screen = try builder.build(tree)
            screen.root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            screen.root.layoutIfNeeded()
            screens.append(screen.views.map { Self.appearance(of: $0, in: screen.root) })
        }
        #expect(screens[0].count > 0)
        #expect(screens[0] == screens[1])
    }
}
