public import KiloServer

/// Simple mathematical operations (seed 000, "A Lightweight Alternative to JAX-RS").
@WebService("math")
public struct MathService {
    /// Creates the service.
    public init() {}

    /// Returns the sum of two numbers.
    @RequestMethod("GET") @ResourcePath("sum")
    public func getSum(a: Double, b: Double) -> Double { a + b }

    /// Returns the sum of all values.
    @RequestMethod("GET") @ResourcePath("sum")
    public func getSum(values: [Double]) -> Double { values.reduce(0, +) }
}
