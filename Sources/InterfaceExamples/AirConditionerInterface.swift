public import KiloInterface

/// A simulated air conditioner that can be controlled remotely (seed 001, "A Practical Example Using MarkupKit and
/// HTTP-RPC").
@WebServiceInterface("ac")
public protocol AirConditionerInterface: WebServiceInterface {
    /// Returns the unit's current state.
    @RequestMethod("GET") @ResourcePath("status")
    func getStatus() async throws -> AirConditionerStatus

    /// Turns the unit on or off.
    @RequestMethod("PUT") @ResourcePath("status")
    func setOnStatus(on: Bool) async throws

    /// Sets the target temperature (32–96 °F).
    @RequestMethod("PUT") @ResourcePath("status")
    func setTemperatureStatus(temperature: Int) async throws

    /// Sets the fan speed (1–3).
    @RequestMethod("PUT") @ResourcePath("status")
    func setFanSpeedStatus(fanSpeed: Int) async throws
}

/// An air conditioner's state.
public struct AirConditionerStatus: Codable, Sendable, Equatable {
    /// Whether the unit is on.
    public var on: Bool
    /// The target temperature in °F, 32 to 96.
    public var temperature: Int
    /// The fan speed, 1 to 3.
    public var fanSpeed: Int

    /// Creates a state.
    public init(on: Bool = false, temperature: Int = 70, fanSpeed: Int = 1) {
        self.on = on
        self.temperature = temperature
        self.fanSpeed = fanSpeed
    }
}
