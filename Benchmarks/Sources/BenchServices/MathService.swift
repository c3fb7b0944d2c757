// The seed's math service, as both HTTP-RPC benchmark servers serve it.
import KiloServer

@WebService("math")
public struct MathService {
    public init() {}

    @RequestMethod("GET") @ResourcePath("sum")
    public func getSum(a: Double, b: Double) -> Double { a + b }

    @RequestMethod("GET") @ResourcePath("sum")
    public func getSum(values: [Double]) -> Double { values.reduce(0, +) }
}
