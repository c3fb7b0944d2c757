// generate-lima-views: writes Lima's plain views from the standard catalog to the file named by its one argument
// (`Sources/Lima/GeneratedViews.swift`). Run through the package's command plugin:
// `swift package --allow-writing-to-package-directory generate-lima-views`.
import Foundation
import LimaConversion

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: generate-lima-views <path of GeneratedViews.swift>\n".utf8))
    exit(64)
}
do {
    try LimaViewSource.source().write(toFile: path, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("generate-lima-views: \(error)\n".utf8))
    exit(1)
}
