public import KiloInterface

/// Simple mathematical operations (seed 000, "A Lightweight Alternative to JAX-RS").
@WebServiceInterface("math")
public protocol MathInterface: WebServiceInterface {
    /// Returns the sum of two numbers.
    @RequestMethod("GET") @ResourcePath("sum")
    func getSum(a: Double, b: Double) async throws -> Double

    /// Returns the sum of all values.
    @RequestMethod("GET") @ResourcePath("sum")
    func getSum(values: [Double]) async throws -> Double
}
