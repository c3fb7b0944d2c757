/// A request's argument values by name, the names in first-seen order, capped at a number of values so that a
/// request cannot make the server hold or work through more than it allows (`a=1&a=1&…` a million times).
struct ArgumentList: Sendable {
    private(set) var values: [String: [ArgumentValue]] = [:]
    /// The names in the order they first appeared.
    private(set) var order: [String] = []
    /// How many values have been added, under all names.
    private(set) var count = 0
    /// The most values a request may bring: query arguments, form fields and parts together.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds a value under `name`.
    /// - Throws: 400 once the request brings more values than ``limit``.
    mutating func append(_ value: ArgumentValue, for name: String) throws(ServiceError) {
        guard count < limit else {
            throw ServiceError(
                .badRequest,
                "The request has more than \(limit) arguments (query arguments, form fields and parts together).")
        }
        if count == 0 {
            // Room for a typical request's few names at once, rather than growing through 1, 2 and 4.
            values.reserveCapacity(4)
            order.reserveCapacity(4)
        }
        count += 1
        let names = values.count
        values[name, default: []].append(value)  // one lookup; a new name shows in the count
        if values.count != names { order.append(name) }
    }
}
