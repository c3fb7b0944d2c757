public import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Subprocess
import Synchronization
import TestSupport

/// A page in headless Chromium, driven over the DevTools protocol as a person would use it: navigate, click, type,
/// read the DOM, take a screenshot.
///
/// ```swift
/// try await BrowserPage.with { page in
///     try await page.navigate(to: "http://127.0.0.1:\(port)/ui/PizzaForm")
///     try await page.click("#nameTextField")
///     try await page.type("Ada")
/// }
/// ```
public final class BrowserPage: Sendable {
    private let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
    private let session: String
    private let state = Mutex(State())
    /// The browser's own connection, which pages are opened through; nil for the browser's.
    private let browser: BrowserPage?

    private struct State {
        var nextID = 1
        var waiting: [Int: CheckedContinuation<Data, any Error>] = [:]
        /// Continuations waiting for an event, by method name.
        var eventWaiters: [String: [CheckedContinuation<Void, any Error>]] = [:]
        var closed = false
    }

    private init(outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>, session: String, browser: BrowserPage?) {
        self.outbound = outbound
        self.session = session
        self.browser = browser
    }

    /// Starts Chromium with a viewport of `width` × `height` CSS pixels, runs `body` with its page, and stops it.
    public static func with<T: Sendable>(
        width: Int = 390, height: Int = 844, _ body: @escaping @Sendable (BrowserPage) async throws -> T
    ) async throws -> T {
        guard let browser = Browser.path else { throw BrowserError("Chromium was not found (set HTTPRPC_CHROMIUM)") }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: profile) }
        // Tied to this process: a test run that crashes leaves no browser behind.
        let command = Browser.tiedToThisProcess([
            browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--no-first-run", "--remote-debugging-port=0", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
            "about:blank",
        ])
        let result = try await run(
            .name("env"), arguments: Arguments(command), input: .none, output: .discarded, error: .discarded
        ) { execution in
            // The run ends when Chromium does; a body that throws has it killed.
            defer { kill(execution.processIdentifier.value, SIGTERM) }
            let (port, path) = try await activePort(in: profile)
            return try await connect(port: port, path: path) { page in
                _ = try await page.send(
                    "Emulation.setDeviceMetricsOverride",
                    ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
                _ = try await page.send("Page.enable")
                return try await body(page)
            }
        }
        return result.closureResult
    }

    /// Chromium writes its DevTools port and browser path to `DevToolsActivePort` once it listens.
    private static func activePort(in profile: URL) async throws -> (Int, String) {
        let file = profile.appendingPathComponent("DevToolsActivePort")
        for _ in 0..<400 {
            if let text = try? String(contentsOf: file, encoding: .utf8) {
                let lines = text.split(separator: "\n")
                if lines.count >= 2, let port = Int(lines[0]) { return (port, String(lines[1])) }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw BrowserError("Chromium did not start its DevTools server within 20 s")
    }

    private enum Upgrade {
        case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        case refused
    }

    private static func connect<T: Sendable>(
        port: Int, path: String, _ body: @escaping @Sendable (BrowserPage) async throws -> T
    ) async throws -> T {
        let upgrade: EventLoopFuture<Upgrade> = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: 1 << 26) { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            Upgrade.websocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                        }
                    }
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: "127.0.0.1:\(port)")
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration(
                        upgradeRequestHead: HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers),
                        upgraders: [upgrader],
                        notUpgradingCompletionHandler: { channel in channel.eventLoop.makeCompletedFuture { .refused } })
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
                        configuration: .init(upgradeConfiguration: configuration))
                }
            }
        guard case .websocket(let channel) = try await upgrade.get() else {
            throw BrowserError("Chromium refused the DevTools WebSocket")
        }
        return try await channel.executeThenClose { inbound, outbound in
            try await withThrowingTaskGroup(of: T?.self) { tasks in
                let browser = BrowserPage(outbound: outbound, session: "", browser: nil)
                // The pages refer to the browser and it to them, until the body is done.
                defer { browser.forwarding.withLock { $0 = [:] } }
                tasks.addTask {
                    try await browser.receive(inbound)
                    return nil
                }
                // Attach to the page Chromium opened; its commands then carry the session.
                let targets = try await browser.send("Target.getTargets")
                let infos = (targets["targetInfos"] as? [[String: Any]]) ?? []
                guard let target = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
                    throw BrowserError("Chromium has no page")
                }
                let page = try await browser.attach(to: target)
                tasks.addTask { try await body(page) }
                defer { tasks.cancelAll() }
                while let result = try await tasks.next() {
                    if let result { return result }
                }
                throw BrowserError("the DevTools connection closed")
            }
        }
    }

    /// Where messages for the pages' sessions go, by session (read on the browser's connection).
    private let forwarding = Mutex<[String: BrowserPage]>([:])

    /// A page for target `target`, whose messages this browser's connection carries.
    private func attach(to target: String) async throws -> BrowserPage {
        let attached = try await send("Target.attachToTarget", ["targetId": target, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw BrowserError("no DevTools session") }
        let page = BrowserPage(outbound: outbound, session: session, browser: self)
        forwarding.withLock { $0[session] = page }
        return page
    }

    /// Another page (a tab) of the same browser, `width` × `height` CSS pixels, blank until it navigates: for tests
    /// that need many pages at once. It lasts as long as the browser.
    public func openPage(width: Int = 390, height: Int = 844) async throws -> BrowserPage {
        let browser = browser ?? self
        let created = try await browser.send("Target.createTarget", ["url": "about:blank", "newWindow": true])
        guard let target = created["targetId"] as? String else { throw BrowserError("Chromium opened no page") }
        let page = try await browser.attach(to: target)
        _ = try await page.send(
            "Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        _ = try await page.send("Page.enable")
        return page
    }

    private func receive(_ inbound: NIOAsyncChannelInboundStream<WebSocketFrame>) async throws {
        var message = ByteBuffer()
        defer { failAll(BrowserError("the DevTools connection closed")) }
        for try await frame in inbound {
            switch frame.opcode {
            case .text, .continuation:
                var data = frame.unmaskedData
                message.writeBuffer(&data)
                guard frame.fin else { continue }
                let bytes = Data(message.readableBytesView)
                message.clear()
                dispatch(bytes)
            case .connectionClose:
                return
            default:
                continue
            }
        }
    }

    private func dispatch(_ bytes: Data) {
        guard let json = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else { return }
        let target =
            (json["sessionId"] as? String).flatMap { id in id == session ? self : forwarding.withLock { $0[id] } } ?? self
        if let id = json["id"] as? Int {
            target.state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(returning: bytes)
        } else if let method = json["method"] as? String {
            for waiter in target.state.withLock({ $0.eventWaiters.removeValue(forKey: method) ?? [] }) { waiter.resume() }
        }
    }

    private func failAll(_ error: any Error) {
        for page in [self] + forwarding.withLock({ Array($0.values) }) {
            let (waiting, events) = page.state.withLock { state in
                state.closed = true
                defer {
                    state.waiting = [:]
                    state.eventWaiters = [:]
                }
                return (Array(state.waiting.values), state.eventWaiters.values.flatMap { $0 })
            }
            for waiter in waiting { waiter.resume(throwing: error) }
            for waiter in events { waiter.resume(throwing: error) }
        }
    }

    /// Sends a DevTools command and returns its result.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:]) async throws -> [String: Any] {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if !session.isEmpty { message["sessionId"] = session }
        let bytes = try JSONSerialization.data(withJSONObject: message)
        let reply = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
            let closed = state.withLock { state in
                if !state.closed { state.waiting[id] = continuation }
                return state.closed
            }
            if closed { continuation.resume(throwing: BrowserError("the DevTools connection closed")) }
            // A page that never answers fails the test instead of hanging it.
            Task {
                try? await Task.sleep(for: .seconds(60))
                state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(
                    throwing: BrowserError("\(method) had no answer within 60 s"))
            }
            Task {
                do {
                    try await outbound.write(
                        WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(bytes: bytes)))
                } catch {
                    state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(throwing: error)
                }
            }
        }
        let json = (try JSONSerialization.jsonObject(with: reply) as? [String: Any]) ?? [:]
        if let error = json["error"] as? [String: Any] {
            throw BrowserError("\(method) failed: \(error["message"] ?? error)")
        }
        return (json["result"] as? [String: Any]) ?? [:]
    }

    /// Waits for the next event named `method` that comes after `trigger` starts; throws when none has come within
    /// `limit`.
    public func waitForEvent(
        _ method: String, within limit: Duration = .seconds(30), after trigger: () async throws -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            let registered = AsyncStream<Void>.makeStream()
            tasks.addTask {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    self.state.withLock { $0.eventWaiters[method, default: []].append(continuation) }
                    registered.continuation.yield()
                }
            }
            for await _ in registered.stream { break }
            try await trigger()
            // An event that never comes (a click that went nowhere) fails the test, rather than hanging the run.
            tasks.addTask {
                try await Task.sleep(for: limit)
                let error = BrowserError("the page sent no \(method) within \(limit)")
                for waiter in self.state.withLock({ $0.eventWaiters.removeValue(forKey: method) ?? [] }) {
                    waiter.resume(throwing: error)
                }
                throw error
            }
            try await tasks.next()
            tasks.cancelAll()
        }
    }

    /// Loads `url` and waits for its load event.
    public func navigate(to url: String) async throws {
        try await waitForEvent("Page.loadEventFired") {
            let result = try await send("Page.navigate", ["url": url])
            if let error = result["errorText"] as? String { throw BrowserError("cannot load \(url): \(error)") }
        }
    }

    /// Evaluates `expression` in the page (awaiting it if it is a promise) and returns its value as JSON gives it.
    public func evaluate(_ expression: String) async throws -> Any? {
        let result = try await send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let description = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? exception
            throw BrowserError("the page threw: \(description)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Clicks the middle of the first element `selector` matches, as a mouse does (it is scrolled into view first).
    public func click(_ selector: String) async throws {
        let literal = String(decoding: try JSONSerialization.data(withJSONObject: [selector]), as: UTF8.self)
        let point = try await evaluate(
            """
            (() => { const element = document.querySelector(\(literal)[0]);
              if (!element) return null;
              element.scrollIntoView({ block: 'center', inline: 'center' });
              const box = element.getBoundingClientRect();
              return [box.x + box.width / 2, box.y + box.height / 2]; })()
            """)
        guard let point = point as? [Double], point.count == 2 else { throw BrowserError("nothing matches \(selector)") }
        for type in ["mousePressed", "mouseReleased"] {
            try await send(
                "Input.dispatchMouseEvent", ["type": type, "x": point[0], "y": point[1], "button": "left", "clickCount": 1])
        }
    }

    /// Types `text` into the focused element, as a keyboard's input does.
    public func type(_ text: String) async throws {
        try await send("Input.insertText", ["text": text])
    }

    /// Presses a key for each character of `keys`, as typing on a keyboard does (what a date or time field
    /// takes, where inserted text does nothing).
    public func press(_ keys: String) async throws {
        for character in keys {
            let key = String(character)
            try await send("Input.dispatchKeyEvent", ["type": "keyDown", "key": key, "text": key])
            try await send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key])
        }
    }

    /// Presses a key that types nothing (`ArrowDown`, whose Windows virtual key code is 40), as a keyboard does.
    public func press(key: String, virtualKeyCode: Int) async throws {
        for type in ["rawKeyDown", "keyUp"] {
            try await send(
                "Input.dispatchKeyEvent",
                [
                    "type": type, "key": key, "code": key, "windowsVirtualKeyCode": virtualKeyCode,
                    "nativeVirtualKeyCode": virtualKeyCode,
                ])
        }
    }

    /// A PNG of the viewport.
    public func screenshot() async throws -> Data {
        let result = try await send("Page.captureScreenshot", ["format": "png"])
        guard let data = (result["data"] as? String).flatMap({ Data(base64Encoded: $0) }) else {
            throw BrowserError("no screenshot")
        }
        return data
    }
}
