import Foundation

/// What both employee servers are started with: `PORT DATA_DIRECTORY EMPLOYEES [--generate]`.
///
/// `--generate` makes the database file (if it is missing) and exits, so that a measured process never carries
/// the generator's memory.
public struct EmployeesOptions: Sendable {
    public var port = 8080
    public var dataDirectory = URL(fileURLWithPath: "data")
    public var employees = 300_024
    public var generateOnly = false

    public init(arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        var positional = arguments.filter { $0 != "--generate" }.makeIterator()
        generateOnly = arguments.contains("--generate")
        if let port = positional.next().flatMap({ Int($0) }) { self.port = port }
        if let directory = positional.next() { dataDirectory = URL(fileURLWithPath: directory) }
        if let employees = positional.next().flatMap({ Int($0) }) { self.employees = employees }
    }
}
