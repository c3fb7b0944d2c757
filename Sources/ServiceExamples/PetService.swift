public import KiloSQL
public import KiloServer

/// The pet search of seed 004 ("Named Parameters in JDBC Queries"): pets by owner name, with `LIKE` and a named
/// `:pattern`, over the `pet` table of the MySQL tutorial.
///
/// ```
/// GET /pets?owner=Gwen
/// GET /pets?owner=H%25     (owners whose name starts with H)
/// ```
@WebService("pets")
public struct PetService: Sendable {
    private let database: any Database

    /// A service over `database`, which holds the `pet` table (see ``ExampleData``).
    public init(database: any Database) {
        self.database = database
    }

    /// The pets whose owner's name matches `owner` (SQL `LIKE`).
    @RequestMethod("GET")
    public func getPets(owner: String) async throws -> QueryResult {
        try await database.query(
            "SELECT name, owner, species, sex, birth, death FROM pet WHERE owner LIKE :pattern ORDER BY name",
            ["pattern": owner])
    }
}
