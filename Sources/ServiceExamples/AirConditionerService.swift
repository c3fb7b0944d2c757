public import InterfaceExamples
public import KiloServer

/// A simulated air conditioner that can be controlled remotely (seed 001, "A Practical Example Using MarkupKit and
/// HTTP-RPC"): `AirConditionerInterface` on the server, which the AC remote calls through the generated client. An
/// actor, because one unit's state is shared by every request.
public actor AirConditionerService: AirConditionerInterface, WebService {
    /// The unit's state.
    public typealias Status = AirConditionerStatus

    private var status = Status()

    /// Creates a unit that is off, at 70 °F, fan speed 1.
    public init() {}

    /// Returns the unit's current state.
    public func getStatus() -> Status { status }

    /// Turns the unit on or off.
    public func setOnStatus(on: Bool) {
        status.on = on
    }

    /// Sets the target temperature (32–96 °F).
    public func setTemperatureStatus(temperature: Int) throws {
        guard (32...96).contains(temperature) else {
            throw ServiceError(.badRequest, "Invalid temperature.", translations: ["fr": "Température invalide."])
        }
        status.temperature = temperature
    }

    /// Sets the fan speed (1–3).
    public func setFanSpeedStatus(fanSpeed: Int) throws {
        guard (1...3).contains(fanSpeed) else {
            throw ServiceError(.badRequest, "Invalid fan speed.", translations: ["fr": "Vitesse de ventilation invalide."])
        }
        status.fanSpeed = fanSpeed
    }
}
