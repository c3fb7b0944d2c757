import Foundation
import InterfaceExamples
public import KiloClient
public import MarkupOwners

/// The owner of `AirConditioner.xml`, seed 001's remote control: it loads the unit's state from the air-conditioner
/// service when its views appear and sends each change the user makes, as the seed's view controller does, through
/// the client generated from `AirConditionerInterface` — the declaration the service implements. A change made
/// elsewhere (another page, `curl -X PUT`) shows within ``pollInterval``; a change the service refuses shows the
/// service's message in an alert, and the views go back to the unit's state.
@MainActor @MarkupOwner
public final class AirConditionerRemote {
    @Outlet let tableView = ViewHandle<Elements.TableView>()
    @Outlet let onSwitch = ViewHandle<Elements.Switch>()
    @Outlet let temperatureStepper = ViewHandle<Elements.Stepper>()
    @Outlet let temperatureCell = ViewHandle<Elements.TableViewCell>()

    private let unit: AirConditionerInterfaceClient
    private let polling = Polling()
    /// Changes being sent, and a count that moves when one starts or ends: a state asked for while a change was on its
    /// way may predate it, and showing it would undo the user's change on screen until the next poll.
    private var changesInFlight = 0
    private var changeGeneration = 0
    /// How often the remote asks the unit for its state while it shows.
    public var pollInterval = Duration.milliseconds(500)

    /// A remote for the air-conditioner service that `proxy` reaches (at `/ac`).
    public init(proxy: WebServiceProxy) {
        unit = AirConditionerInterfaceClient(proxy: proxy)
    }

    public func viewWillAppear() async throws {
        try await refresh()
    }

    /// Polls while the views show: a live page opened but never connected, or gone, costs the service nothing.
    public func viewDidAppear() {
        polling.start(every: pollInterval, self) { try await $0.refresh() }
    }

    public func viewDidDisappear() {
        polling.stop()
    }

    /// Shows the unit's state.
    private func refresh() async throws {
        let asked = changeGeneration
        let status = try await unit.getStatus()
        guard asked == changeGeneration, changesInFlight == 0 else { return }
        onSwitch.isOn = status.on
        temperatureStepper.value = Double(status.temperature)
        temperatureCell.text = "\(status.temperature)°F"
        tableView[selectedValueIn: "fanSpeed"] = String(status.fanSpeed)
    }

    /// Sends one change; if the service refuses it, shows the unit's state again and lets the error become an alert.
    private func update(_ change: (AirConditionerInterfaceClient) async throws -> Void) async throws {
        do {
            try await sendingChange { try await change(unit) }
        } catch {
            try? await refresh()
            throw error
        }
    }

    /// Runs `send` as a change in flight: a state asked for meanwhile is not shown.
    private func sendingChange(_ send: () async throws -> Void) async throws {
        changesInFlight += 1
        changeGeneration += 1
        defer {
            changesInFlight -= 1
            changeGeneration += 1
        }
        try await send()
    }

    @Action func togglePower(_ sender: ViewHandle<Elements.Switch>) async throws {
        let on = sender.isOn
        try await update { try await $0.setOnStatus(on: on) }
    }

    @Action func updateTemperature(_ sender: ViewHandle<Elements.Stepper>) async throws {
        let temperature = Int(sender.value.rounded())
        temperatureCell.text = "\(temperature)°F"
        try await update { try await $0.setTemperatureStatus(temperature: temperature) }
    }

    public func tableView(_ table: ViewHandle<Elements.TableView>, didChangeSelectionIn section: String) async throws {
        guard section == "fanSpeed", let speed = table[selectedValueIn: section].flatMap(Int.init) else { return }
        try await update { try await $0.setFanSpeedStatus(fanSpeed: speed) }
    }
}
