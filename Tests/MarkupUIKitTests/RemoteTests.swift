import Foundation
import KiloClient
import MarkupExamples
import MarkupKit
import MarkupUIKit
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// Seed 001's remote control as an iOS app has it: a view controller showing the AC document (or its Lima twin),
/// driven by the owner the live page uses, which calls the air-conditioner service of a running `httprpc serve`.
@Suite("The AC remote in UIKit")
@MainActor
struct RemoteTests {
    /// The unit's state, as a separate client sees it.
    struct Status: Decodable, Equatable {
        var on: Bool
        var temperature: Int
        var fanSpeed: Int
    }

    /// Asks the service until `condition` holds, for at most 10 s.
    func waitForStatus(_ proxy: WebServiceProxy, _ condition: (Status) -> Bool) async throws -> Bool {
        for _ in 0..<200 {
            let status: Status = try await proxy.invoke(.get, path: "/ac/status")
            if condition(status) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test(
        "the remote loads the unit's state, changes it by switch, stepper and check mark, follows a change made elsewhere, and shows an alert when the unit does not answer",
        arguments: ["markup", "Lima"])
    func remote(frontEnd: String) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer(toolPath, ["--port", "0", "--employees", "50", "--data-directory", directory.path])
        let port = try await server.port()
        let proxy = WebServiceProxy(
            session: URLSession(configuration: .ephemeral), baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))
        // A state the document does not show, so that what the views show was loaded.
        try await proxy.invoke(.put, path: "/ac/status", arguments: ["temperature": 68])
        try await proxy.invoke(.put, path: "/ac/status", arguments: ["fanSpeed": 2])

        let loader = try ExampleDocuments.loader()
        let remote = AirConditionerRemote(proxy: proxy)
        // Polling often makes it likely that a poll is on its way while a change is: what it brings back must not undo
        // the change on screen.
        remote.pollInterval = .milliseconds(5)
        let controller =
            frontEnd == "markup"
            ? MarkupViewController(named: "AirConditioner", owner: remote, loader: loader)
            : MarkupViewController(LimaTwins.airConditioner, owner: remote, strings: loader.strings)
        #expect(!controller.isViewLoaded)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let screen = try #require(controller.markupView?.screen, "\(controller.loadingError?.description ?? "")")
        controller.viewWillAppear(false)
        await screen.finishActions()
        controller.viewDidAppear(false)
        controller.view.layoutIfNeeded()

        let power = try #require(screen.built.view(withOutlet: "onSwitch") as? UISwitch)
        let stepper = try #require(screen.built.view(withOutlet: "temperatureStepper") as? UIStepper)
        let cell = try #require(screen.built.view(withOutlet: "temperatureCell") as? UITableViewCell)
        let table = try #require(screen.built.view(withOutlet: "tableView") as? MarkupTableView)
        #expect(!power.isOn && stepper.value == 68 && cell.textLabel?.text == "68°F")
        #expect(table.value(forSection: "fanSpeed") == "2")
        #expect(power.frame.width > 0 && cell.frame.width == 390, "laid out: \(power.frame), \(cell.frame)")

        ShimUser.toggle(power)
        await screen.finishActions()
        #expect(try await waitForStatus(proxy) { $0.on })
        ShimUser.step(stepper)
        await screen.finishActions()
        #expect(try await waitForStatus(proxy) { $0.temperature == 69 })
        #expect(cell.textLabel?.text == "69°F")
        let fanSpeed = try #require(table.section(named: "fanSpeed"))
        ShimUser.tapRow(at: IndexPath(row: 3, section: fanSpeed), in: table)
        await screen.finishActions()
        #expect(try await waitForStatus(proxy) { $0 == Status(on: true, temperature: 69, fanSpeed: 3) })
        let checked = (1...3).map { table.cellForRow(at: IndexPath(row: $0, section: fanSpeed))?.accessoryType == .checkmark }
        #expect(checked == [false, false, true])

        // A change made elsewhere shows while the remote is on screen (the owner polls).
        try await proxy.invoke(.put, path: "/ac/status", arguments: ["temperature": 80])
        for _ in 0..<200 where cell.textLabel?.text != "80°F" { try await Task.sleep(for: .milliseconds(50)) }
        #expect(cell.textLabel?.text == "80°F" && stepper.value == 80)

        // The unit stops answering: the next change is an alert with the client's error, which the user dismisses.
        server.signal(SIGTERM)
        #expect(try await server.waitForExit(limit: .seconds(20)))
        #expect(controller.presentedViewController == nil)
        ShimUser.toggle(power)
        await screen.finishActions()
        let alert = try #require(controller.presentedViewController as? UIAlertController)
        #expect(alert.message?.isEmpty == false && alert.actions.map(\.title) == ["OK"])
        ShimUser.tap(alert.actions[0], in: alert)
        #expect(controller.presentedViewController == nil)

        controller.viewWillDisappear(false)
        controller.viewDidDisappear(false)
    }
}
