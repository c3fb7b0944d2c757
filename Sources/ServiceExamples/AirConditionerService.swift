public import KiloServer

/// A simulated air conditioner that can be controlled remotely (seed 001, "A Practical Example Using MarkupKit and
/// HTTP-RPC"). An actor, because one unit's state is shared by every request.
@WebService("ac")
public actor AirConditionerService {
    /// The unit's state.
    public struct Status: Codable, Sendable, Equatable {
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

    private var status = Status()

    /// Creates a unit that is off, at 70 °F, fan speed 1.
    public init() {}

    /// Returns the unit's current state.
    @RequestMethod("GET") @ResourcePath("status")
    public func getStatus() -> Status { status }

    /// Turns the unit on or off.
    @RequestMethod("PUT") @ResourcePath("status")
    public func setOnStatus(on: Bool) {
        status.on = on
    }

    /// Sets the target temperature (32–96 °F).
    @RequestMethod("PUT") @ResourcePath("status")
    public func setTemperatureStatus(temperature: Int) throws {
        guard (32...96).contains(temperature) else { throw ServiceError(.badRequest, "Invalid temperature.") }
        status.temperature = temperature
    }

    /// Sets the fan speed (1–3).
    @RequestMethod("PUT") @ResourcePath("status")
    public func setFanSpeedStatus(fanSpeed: Int) throws {
        guard (1...3).contains(fanSpeed) else { throw ServiceError(.badRequest, "Invalid fan speed.") }
        status.fanSpeed = fanSpeed
    }
}
