public import Foundation
public import Synchronization

/// One watcher for a directory of documents, however many pages that reload live follow it (`httprpc markup
/// preview`): it scans the files every 25 ms while anyone listens, and tells every listener which changed (an empty
/// list after 15 s of quiet, for a heartbeat). Two hundred open pages cost one scan, not two hundred.
public final class DirectoryWatcher: Sendable {
    /// The directory watched.
    public let directory: URL
    private let state = Mutex(State())
    /// How many times the directory was scanned: the work the listeners cost together.
    public let scans = Atomic(0)

    private struct State {
        var listeners: [Int: AsyncStream<[String]>.Continuation] = [:]
        var nextID = 0
        var isScanning = false
    }

    /// Whether it scans: someone listens, or the last listener has just gone and the scan has yet to notice.
    public var isScanning: Bool { state.withLock { $0.isScanning } }

    /// A watcher of `directory`, which scans only while someone listens.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The files (relative paths) that change from now on, a list at a time; an empty list every 15 s of quiet.
    public func changes() -> AsyncStream<[String]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [String].self, bufferingPolicy: .bufferingNewest(16))
        let (id, start) = state.withLock { state -> (Int, Bool) in
            let id = state.nextID
            state.nextID += 1
            state.listeners[id] = continuation
            defer { state.isScanning = true }
            return (id, !state.isScanning)
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.listeners.removeValue(forKey: id) }
        }
        if start { Task { await self.scan() } }
        return stream
    }

    /// Scans while anyone listens; the last listener gone, it stops (a new one starts it again).
    private func scan() async {
        var known = Self.snapshot(of: directory)
        var quiet = Duration.zero
        while true {
            try? await Task.sleep(for: .milliseconds(25))
            let now = Self.snapshot(of: directory)
            scans.add(1, ordering: .relaxed)
            var changed = Set(now.keys).union(known.keys).filter { now[$0] != known[$0] }.sorted()
            known = now
            quiet = changed.isEmpty ? quiet + .milliseconds(25) : .zero
            if changed.isEmpty {
                guard quiet >= .seconds(15) else {
                    if state.withLock({ Self.stopIfAlone(&$0) }) { return }
                    continue
                }
                quiet = .zero
                changed = []
            }
            let listeners = state.withLock { state -> [AsyncStream<[String]>.Continuation]? in
                Self.stopIfAlone(&state) ? nil : Array(state.listeners.values)
            }
            guard let listeners else { return }
            for listener in listeners { listener.yield(changed) }
        }
    }

    /// Marks the scan stopped when nobody listens; true then.
    private static func stopIfAlone(_ state: inout State) -> Bool {
        guard state.listeners.isEmpty else { return false }
        state.isScanning = false
        return true
    }

    /// Each file's modification date and size, the files below `directory` included (`en.lproj/…`).
    static func snapshot(of directory: URL) -> [String: String] {
        var files: [String: String] = [:]
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
        else { return files }
        for case let file as URL in enumerator {
            guard let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey]),
                let size = values.fileSize
            else { continue }
            let date = values.contentModificationDate?.timeIntervalSince1970 ?? 0
            files[String(file.path.dropFirst(directory.path.count + 1))] = "\(date) \(size)"
        }
        return files
    }
}
