import AppExamples
import SwiftUI
import UIKit

/// The shell: one window showing the example app's navigation controller (AppExamples), whose screens call the
/// example server at `server` — `swift run httprpc serve` on the Mac the simulator runs on.
@main
struct ExamplesApp: App {
    var body: some Scene {
        WindowGroup { ExampleRoot().ignoresSafeArea() }
    }
}

struct ExampleRoot: UIViewControllerRepresentable {
    static let server = URL(string: "http://127.0.0.1:8080")

    func makeUIViewController(context: Context) -> UIViewController {
        guard let server = Self.server, let root = try? ExampleApp.rootViewController(server: server) else {
            return UIViewController()
        }
        return root
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
