public import Foundation

/// Headless Chromium for the tests that hold pages to a real browser.
public enum Browser {
    /// Chromium's path: `HTTPRPC_CHROMIUM`, or `chromium` (or `chromium-browser`, `google-chrome`) on the PATH.
    public static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["HTTPRPC_CHROMIUM"] { return path }
        for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }()

    /// Whether browser tests run: Chromium was found. Without it they are skipped, saying so; CI, which installs it,
    /// fails on such a skip (`.ci/watch-tests`, `HTTPRPC_REQUIRED_FAMILIES`).
    public static var isEnabled: Bool { path != nil }

    /// The flags every run uses: headless as root, no GPU, 1 px per CSS pixel, scrollbars that take no room; the
    /// browser run as ``tiedToThisProcess(_:)``, in `timeZone` (an IANA name) when one is given.
    static func arguments(_ browser: String, profile: URL, timeZone: String? = nil) -> [String] {
        tiedToThisProcess(
            (timeZone.map { ["/usr/bin/env", "TZ=\($0)"] } ?? []) + [
                browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--no-first-run", "--user-data-dir=\(profile.path)",
            ])
    }

    /// `command` run so that it dies with the test process: a shell leaves a watcher behind and becomes the command
    /// (`exec`, so that the process started is the command and stops as it would), and the watcher kills it once this
    /// process is gone, so that a crashed test run leaves no browser running. The watcher holds none of the command's
    /// files (a reader of its output sees the end when the command ends) and ends with the command, a zombie
    /// included. (Signals are no way to tell: a process started from a Dispatch thread inherits a mask that blocks
    /// nearly all of them, and a shell never unblocks them.)
    public static func tiedToThisProcess(_ command: [String]) -> [String] {
        let script = """
            parent=$PPID; self=$$
            alive() { local state; state=$(cut -d' ' -f3 "/proc/$1/stat" 2>/dev/null); [ -n "$state" ] && [ "$state" != Z ]; }
            ( (
                for fd in /proc/self/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done 2>/dev/null
                exec </dev/null >/dev/null 2>&1
                while alive "$parent" && alive "$self"; do sleep 1; done
                alive "$parent" || kill -9 "$self" 2>/dev/null
            ) & )
            exec "$@"
            """
        // `bash -c script name args…`: the first word after the script is the shell's $0, the rest its "$@".
        return ["/bin/bash", "-c", script, "bash"] + command
    }

    /// Loads `html` as a file (so that it may load files beside it from `directory`) and returns the DOM after its
    /// scripts ran.
    public static func dumpDOM(_ html: String, files: [String: Data] = [:], timeZone: String? = nil) async throws -> String {
        let browser = try require()
        return try await withPage(html, files: files) { page, directory in
            // The DOM from standard output alone: Chromium's log lines go to standard error, and one written in the
            // middle of a large DOM broke the JSON a page wrote into it.
            let (status, output, errors) = try await runCommandSeparatingOutput(
                arguments(browser, profile: directory.appendingPathComponent("profile"), timeZone: timeZone) + [
                    "--dump-dom", page.absoluteString,
                ])
            guard output.contains("</html>") else {
                throw BrowserError("Chromium exited with \(status):\n\(output.suffix(1_000))\n\(errors.suffix(2_000))")
            }
            return output
        }
    }

    /// A PNG screenshot of `html` in a window of `width` × `height` CSS pixels.
    public static func screenshot(_ html: String, width: Int, height: Int) async throws -> Data {
        let browser = try require()
        return try await withPage(html) { page, directory in
            let file = directory.appendingPathComponent("shot.png")
            let (status, output) = try await runCommand(
                arguments(browser, profile: directory.appendingPathComponent("profile")) + [
                    "--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString,
                ])
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw BrowserError("Chromium exited with \(status) and wrote no screenshot:\n\(output.suffix(2_000))")
            }
            return data
        }
    }

    /// The text of the element `<pre id="id">` in a dumped DOM (what a page's script wrote there), unescaped.
    public static func text(ofPre id: String, in dom: String) throws -> String {
        guard let start = dom.range(of: "<pre id=\"\(id)\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw BrowserError("the page wrote no <pre id=\"\(id)\">:\n\(dom.suffix(2_000))") }
        return String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func require() throws -> String {
        guard let path else { throw BrowserError("Chromium was not found (set HTTPRPC_CHROMIUM)") }
        return path
    }

    private static func withPage<T>(
        _ html: String, files: [String: Data] = [:], _ body: (URL, URL) async throws -> T
    ) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
        let page = directory.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        return try await body(page, directory)
    }
}

/// A browser run that did not give what the test needs.
public struct BrowserError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
