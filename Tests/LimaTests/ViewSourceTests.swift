import Foundation
import LimaConversion
import Testing

/// Lima's plain views are written from the standard catalog (``LimaViewSource``), so that each takes exactly the
/// properties markup lets its element take, typed as the catalog types them: this test fails when
/// `Sources/Lima/GeneratedViews.swift` is not what the catalog gives
/// (`swift package --allow-writing-to-package-directory generate-lima-views` rewrites it).
@Suite("Lima's generated views")
struct ViewSourceTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Lima/GeneratedViews.swift")

    @Test("GeneratedViews.swift is what the catalog gives")
    func generatedViewsAreCurrent() throws {
        let current = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(
            current == (try LimaViewSource.source()),
            "regenerate with: swift package --allow-writing-to-package-directory generate-lima-views")
    }
}
