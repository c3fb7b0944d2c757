import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-lima-views`: rewrites `Sources/Lima/GeneratedViews.swift`
/// from the standard catalog (after a change to the catalog or to `LimaSpelling`); `ViewSourceTests` fails until it is.
@main
struct GenerateLimaViews: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "generate-lima-views")
        let output = context.package.directoryURL.appending(path: "Sources/Lima/GeneratedViews.swift")
        let process = try Process.run(tool.url, arguments: [output.path])
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("generate-lima-views exited with status \(process.terminationStatus)")
            return
        }
        print("wrote \(output.path)")
    }
}
