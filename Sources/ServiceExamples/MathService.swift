public import InterfaceExamples
public import KiloServer

/// Simple mathematical operations (seed 000, "A Lightweight Alternative to JAX-RS"): `MathInterface` on the
/// server. Its path, endpoints and documentation come from the interface, which the generated client shares.
public struct MathService: MathInterface, WebService {
    /// Creates the service.
    public init() {}

    public func getSum(a: Double, b: Double) -> Double { a + b }

    public func getSum(values: [Double]) -> Double { values.reduce(0, +) }
}
