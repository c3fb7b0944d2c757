import BrowserSupport
import Foundation
import ServerTestSupport
import TestSupport
import Testing

/// `httprpc markup preview`, watched in Chromium as a person editing a document would: save, see the page change.
@Suite("httprpc markup preview")
struct PreviewTests {
    static func document(_ text: String) -> String {
        "<LMColumnView layoutMargins=\"12\">\n    <UILabel id=\"note\" text=\"\(text)\"/>\n</LMColumnView>\n"
    }

    @Test(
        "a save shows in the open page; a broken save shows its diagnostic with a caret; the next good one recovers",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func liveReload() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Note.xml")
        try Data(Self.document("version 0").utf8).write(to: file, options: .atomic)
        let server = try await RunningServer(toolPath, ["markup", "preview", directory.path, "--port", "0"], subcommand: nil)
        let port = try await server.port()

        let latencies = try await BrowserPage.with { page in
            try await page.navigate(to: "http://127.0.0.1:\(port)/ui/Note")
            #expect(try await page.evaluate("document.querySelector('#note').textContent") as? String == "version 0")
            // Wait until the page listens for changes before saving.
            _ = try await page.evaluate(
                "new Promise(resolve => { const wait = () => document.documentElement.dataset.live ? resolve(true) : setTimeout(wait, 10); wait(); })"
            )
            var latencies: [Duration] = []
            for version in 1...7 {
                let text = "version \(version)"
                let start = ContinuousClock.now
                try Data(Self.document(text).utf8).write(to: file, options: .atomic)
                let shown = try await page.evaluate(Self.waitForText("#note", text))
                latencies.append(ContinuousClock.now - start)
                #expect(shown as? Bool == true, "the page did not show \(text)")
            }

            // Saved as editors save, whole (a file truncated and then written can be read empty in between, and
            // the preview then shows that empty document's diagnostic first).
            try Data("<LMColumnView>\n    <UILable text=\"x\"/>\n</LMColumnView>\n".utf8).write(to: file, options: .atomic)
            let diagnostic = try await page.evaluate(Self.waitForText(".mk-diagnostics li", nil))
            #expect(
                (diagnostic as? String)?.contains("Note.xml:2:5: error: unknown element <UILable>; did you mean 'UILabel'?")
                    == true)
            #expect((diagnostic as? String)?.contains("    <UILable text=\"x\"/>\n    ^") == true, "\(diagnostic ?? "")")

            try Data(Self.document("fixed").utf8).write(to: file, options: .atomic)
            #expect(try await page.evaluate(Self.waitForText("#note", "fixed")) as? Bool == true, "the page did not recover")
            return latencies
        }
        let sorted = latencies.sorted()
        print("Preview update latency (write → DOM): median \(sorted[sorted.count / 2]), all \(latencies)")
    }

    @Test("the preview answers only to this machine's names: a page on a site that resolves here cannot read it")
    func hostNames() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.document("secret").utf8).write(to: directory.appendingPathComponent("Note.xml"))
        let server = try await RunningServer(toolPath, ["markup", "preview", directory.path, "--port", "0"], subcommand: nil)
        let port = try await server.port()
        for (host, status) in [("evil.example:\(port)", 403), ("127.0.0.1:\(port)", 200), ("localhost:\(port)", 200)] {
            for path in ["/ui/Note", "/preview/events"] where !(path == "/preview/events" && status == 200) {
                let request = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n"
                let response = try await RawHTTPClient.send(port: port, Array(request.utf8))
                #expect(response.status == status, "\(host) \(path)")
                #expect(response.text.contains("secret") == (status == 200), "\(host) \(path)")
            }
        }
    }

    @Test("a page's language is one the documents ship, never a path; diagnostics never show where the server keeps files")
    func languagesAndPaths() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        let outside = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: outside)
        }
        try Data("<UILabel text=\"@greeting\"/>\n".utf8).write(to: directory.appendingPathComponent("Note.xml"))
        try Data("<UILable/>\n".utf8).write(to: directory.appendingPathComponent("Broken.xml"))
        for (language, text) in [("en", "Hello"), ("fr", "Bonjour")] {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"greeting\" = \"\(text)\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        // A strings file elsewhere on the machine, broken so that reading it would show its line.
        let planted = outside.appendingPathComponent("x.lproj")
        try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
        try Data("\"greeting\" = \"PLANTED\";\nbroken line\n".utf8).write(
            to: planted.appendingPathComponent("Localizable.strings"))
        let server = try await RunningServer(toolPath, ["markup", "preview", directory.path, "--port", "0"], subcommand: nil)
        let port = try await server.port()

        #expect(try await RawHTTPClient.get(port: port, "/ui/Note?language=fr").text.contains("Bonjour"))
        let climbing = String(repeating: "../", count: 12) + outside.path.dropFirst() + "/x"
        let traversal = try await RawHTTPClient.get(
            port: port, "/ui/Note?language=" + (climbing.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
        #expect(traversal.status == 400)
        #expect(traversal.text.contains("they have en, fr"))
        #expect(!traversal.text.contains("PLANTED") && !traversal.text.contains("broken line"))

        let broken = try await RawHTTPClient.get(port: port, "/ui/Broken")
        #expect(broken.status == 422)
        #expect(broken.text.contains("Broken.xml:1:1"))
        #expect(!broken.text.contains(directory.path), "the page shows the server's path")
    }

    /// A promise that resolves when `selector` matches an element with `text` (any text when nil: then its text), or
    /// false after 10 s.
    static func waitForText(_ selector: String, _ text: String?) -> String {
        let expected = text.map { "'\($0)'" } ?? "null"
        return """
            new Promise(resolve => {
              const limit = performance.now() + 10000;
              const check = () => {
                const element = document.querySelector('\(selector)');
                if (element && (\(expected) === null || element.textContent === \(expected))) {
                  resolve(\(expected) === null ? element.innerText : true);
                } else if (performance.now() > limit) { resolve(false); } else { requestAnimationFrame(check); }
              };
              check();
            })
            """
    }
}
