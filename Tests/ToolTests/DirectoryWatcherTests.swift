import Foundation
import MarkupLiveServer
import Synchronization
import TestSupport
import Testing

/// The preview's one watcher per directory: what many open pages cost is one scan at a time.
@Suite("httprpc markup preview: watching files")
struct DirectoryWatcherTests {
    @Test("200 listeners share one scan; each hears a change; with none left, scanning stops")
    func sharedScans() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let watcher = DirectoryWatcher(directory: directory)
        let listeners = (0..<200).map { _ in watcher.changes() }
        try await Task.sleep(for: .milliseconds(300))
        try Data("<UILabel/>".utf8).write(to: directory.appendingPathComponent("Note.xml"))
        var heard = 0
        for listener in listeners {
            for await changed in listener where changed == ["Note.xml"] {
                heard += 1
                break
            }
        }
        #expect(heard == 200)
        // One scan every 25 ms at most, whatever the number of listeners: far fewer than 200 per tick.
        let scans = watcher.scans.load(ordering: .relaxed)
        #expect(scans > 0)
        #expect(scans < 400, "\(scans) scans for 200 listeners")
        _ = consume listeners
        try await Task.sleep(for: .milliseconds(200))
        let stopped = watcher.scans.load(ordering: .relaxed)
        try await Task.sleep(for: .milliseconds(200))
        #expect(watcher.scans.load(ordering: .relaxed) == stopped, "scanning goes on with nobody listening")
    }
}
