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
        // Written once the first scan has seen the directory without it.
        for _ in 0..<2_000 where watcher.scans.load(ordering: .relaxed) == 0 { try await Task.sleep(for: .milliseconds(5)) }
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
        for _ in 0..<2_000 where watcher.isScanning { try await Task.sleep(for: .milliseconds(5)) }
        #expect(!watcher.isScanning, "scanning goes on with nobody listening")
        // A witness watching another directory: by its tenth scan, a scan still running here would have counted.
        let stopped = watcher.scans.load(ordering: .relaxed)
        let other = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: other) }
        let witness = DirectoryWatcher(directory: other)
        let listening = witness.changes()
        for _ in 0..<2_000 where witness.scans.load(ordering: .relaxed) < 10 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(witness.scans.load(ordering: .relaxed) >= 10)
        #expect(watcher.scans.load(ordering: .relaxed) == stopped, "scanning goes on with nobody listening")
        _ = consume listening
    }
}
