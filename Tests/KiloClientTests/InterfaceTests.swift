import Foundation
import InterfaceExamples
import KiloClient
import KiloInterface
import KiloServer
import ServerTestSupport
import Testing

// A service declared once, as a team would declare its own: path keys, an argument label that differs from the name,
// optional and repeated arguments, a JSON body, an optional result, and no result.

enum ItemKind: String, Codable, Sendable, TextArgument {
    case tool, toy
}

struct StoreItem: Codable, Sendable, Equatable {
    var id: Int
    var name: String
    var kind: ItemKind
}

/// Items in a store.
@WebServiceInterface("store")
protocol StoreInterface: WebServiceInterface {
    /// One item; 404 when there is none.
    @RequestMethod("GET") @ResourcePath("items/?:id")
    func item(id: Int) async throws -> StoreItem?

    /// The items of one kind, or all, whose names contain one of `words`.
    @RequestMethod("GET") @ResourcePath("items")
    func items(kind: ItemKind?, words: [String]) async throws -> [StoreItem]

    /// Adds an item: 201, and where it lives.
    @RequestMethod("POST") @ResourcePath("items") @BodyParameter("item")
    func add(item: StoreItem) async throws -> Created<StoreItem>

    /// Orders more of a kind: 202, how many are on order, and where the order can be followed.
    @RequestMethod("POST") @ResourcePath("orders")
    func order(kind: ItemKind) async throws -> Accepted<Int>

    /// Renames an item.
    @RequestMethod("PUT") @ResourcePath("items/?:id/name")
    func rename(_ id: Int, to name: String) async throws

    /// Removes an item.
    @RequestMethod("DELETE") @ResourcePath("items/?:id")
    func remove(id: Int) async throws

    /// Counts the items whose names start with `prefix`, sent as `name_prefix`.
    @RequestMethod("GET") @ResourcePath("count") @ArgumentName("name_prefix", for: "prefix")
    func count(prefix: String) async throws -> Int

    /// The first `limit` items of a kind, in id order: by default one tool.
    @RequestMethod("GET") @ResourcePath("page") @ArgumentDefault(ItemKind.tool, for: "kind")
    @ArgumentDefault(1, for: "limit")
    func page(kind: ItemKind, limit: Int) async throws -> [StoreItem]

    /// Counts every item.
    @RequestMethod("GET") @ResourcePath("total") @Deprecated("Use GET /store/count.")
    func total() async throws -> Int
}

actor Store: StoreInterface, WebService {
    private var items: [Int: StoreItem] = [
        1: StoreItem(id: 1, name: "hammer", kind: .tool), 2: StoreItem(id: 2, name: "kite", kind: .toy),
    ]

    func item(id: Int) -> StoreItem? { items[id] }

    func items(kind: ItemKind?, words: [String]) -> [StoreItem] {
        items.values.filter { item in
            (kind == nil || item.kind == kind) && (words.isEmpty || words.contains { item.name.contains($0) })
        }.sorted { $0.id < $1.id }
    }

    func add(item: StoreItem) throws -> Created<StoreItem> {
        guard items[item.id] == nil else { throw ServiceError(.conflict, "StoreItem \(item.id) exists.") }
        items[item.id] = item
        return Created(item, location: "/store/items/\(item.id)")
    }

    func order(kind: ItemKind) -> Accepted<Int> {
        Accepted(items.values.filter { $0.kind == kind }.count, location: "/store/orders/\(kind.rawValue)")
    }

    func rename(_ id: Int, to name: String) throws {
        guard items[id] != nil else { throw ServiceError(.notFound, "No item \(id).") }
        items[id]?.name = name
    }

    func remove(id: Int) { items[id] = nil }

    func count(prefix: String) -> Int { items.values.filter { $0.name.hasPrefix(prefix) }.count }

    func total() -> Int { items.count }

    func page(kind: ItemKind, limit: Int) -> [StoreItem] {
        Array(items.values.filter { $0.kind == kind }.sorted { $0.id < $1.id }.prefix(limit))
    }
}

/// Runs `body` with a proxy for a server on 127.0.0.1 that serves the example services and the store.
func withStoreProxy(_ transport: Transport, _ body: @Sendable (WebServiceProxy) async throws -> Void) async throws {
    try await withTestServer(mount: { mounts in
        try ExampleServicesForTests.mount(&mounts)
        try mounts.mount(Store())
    }) { port in
        try await body(transport.proxy(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)"))))
    }
}

@Suite("Typed clients from one declaration (@WebServiceInterface)")
struct InterfaceTests {
    @Test("the math service through MathInterfaceClient, both overloads", arguments: Transport.allCases)
    func math(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let math = MathInterfaceClient(proxy: proxy)
            let pair = try await math.getSum(a: 2, b: 4)
            #expect(pair == 6)
            let total = try await math.getSum(values: [1, 2, 3, 4])
            #expect(total == 10)
            let none = try await math.getSum(values: [])
            #expect(none == 0)
        }
    }

    @Test("the air conditioner through AirConditionerInterfaceClient, and its 400s", arguments: Transport.allCases)
    func airConditioner(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let unit = AirConditionerInterfaceClient(proxy: proxy)
            let initial = try await unit.getStatus()
            #expect(initial == AirConditionerStatus(on: false, temperature: 70, fanSpeed: 1))
            try await unit.setOnStatus(on: true)
            try await unit.setTemperatureStatus(temperature: 65)
            try await unit.setFanSpeedStatus(fanSpeed: 3)
            let changed = try await unit.getStatus()
            #expect(changed == AirConditionerStatus(on: true, temperature: 65, fanSpeed: 3))
            let error = await #expect(throws: WebServiceError.self) { try await unit.setTemperatureStatus(temperature: 100) }
            #expect(error?.statusCode == 400)
            #expect(error?.message == "Invalid temperature.")
            let temperature = try await unit.getStatus().temperature
            #expect(temperature == 65)
        }
    }

    @Test("keys, labels, optional and repeated arguments, a body, nil as 404, no result", arguments: Transport.allCases)
    func store(_ transport: Transport) async throws {
        try await withStoreProxy(transport) { proxy in
            let store = StoreInterfaceClient(proxy: proxy)
            let hammer = try await store.item(id: 1)
            #expect(hammer == StoreItem(id: 1, name: "hammer", kind: .tool))
            let absent = try await store.item(id: 9)
            #expect(absent == nil)
            let all = try await store.items(kind: nil, words: []).map(\.id)
            #expect(all == [1, 2])
            let toys = try await store.items(kind: .toy, words: []).map(\.id)
            #expect(toys == [2])
            let matching = try await store.items(kind: nil, words: ["ham", "zz"]).map(\.id)
            #expect(matching == [1])
            let added = StoreItem(id: 3, name: "saw & file", kind: .tool)
            // 201 through the interface: the value and the Location the server answered with.
            let created = try await store.add(item: added)
            #expect(created.value == added && created.location == "/store/items/3")
            #expect(created.headers[.contentType] == "application/json")
            let ordered = try await store.order(kind: .tool)
            #expect(ordered.value == 2 && ordered.location == "/store/orders/tool")
            let conflict = await #expect(throws: WebServiceError.self) { try await store.add(item: added) }
            #expect(conflict?.statusCode == 409)
            try await store.rename(3, to: "saw/file ünïcode")
            let renamed = try await store.item(id: 3)?.name
            #expect(renamed == "saw/file ünïcode")
            try await store.remove(id: 3)
            let removed = try await store.item(id: 3)
            #expect(removed == nil)
            // A 404 that is not the method's nil is still an error for a method whose result is not optional.
            let missing = await #expect(throws: WebServiceError.self) { try await store.rename(42, to: "x") }
            #expect(missing?.statusCode == 404)
            // The argument travels as its @ArgumentName: the server reads `name_prefix`, which a raw call shows.
            let counted = try await store.count(prefix: "ha")
            #expect(counted == 1)
            let raw: Int = try await proxy.invoke(.get, path: "/store/count", arguments: ["name_prefix": "k"])
            #expect(raw == 1)
            let unnamed = await #expect(throws: WebServiceError.self) {
                let _: Int = try await proxy.invoke(.get, path: "/store/count", arguments: ["prefix": "k"])
            }
            #expect(unnamed?.statusCode == 400)
            // A deprecated endpoint is still served; called through the protocol, whose requirement is current (the
            // client's own method is deprecated in Swift: CompileErrorTests shows its warning).
            let current: any StoreInterface = store
            let total = try await current.total()
            #expect(total == 2)
            // @ArgumentDefault: the client leaves out what it likes; a request without the arguments gets the defaults.
            _ = try await store.add(item: StoreItem(id: 4, name: "drill", kind: .tool))
            let firstTool = try await store.page().map(\.id)
            #expect(firstTool == [1])
            let twoTools = try await store.page(limit: 2).map(\.id)
            #expect(twoTools == [1, 4])
            let firstToy = try await current.page(kind: .toy).map(\.id)
            #expect(firstToy == [2])
            let unargued: [StoreItem] = try await proxy.invoke(.get, path: "/store/page")
            #expect(unargued.map(\.id) == [1])
            let badLimit = await #expect(throws: WebServiceError.self) {
                let _: [StoreItem] = try await proxy.invoke(.get, path: "/store/page", arguments: ["limit": "many"])
            }
            #expect(badLimit?.statusCode == 400)
        }
    }

    @Test("the server describes an interface's endpoints as it would an annotated service's")
    func description() throws {
        var mounts = ServiceMounts()
        try mounts.mount(Store())
        let operations = Store.operations.map { "\($0.method) \($0.path) \($0.name)" }
        #expect(
            operations == [
                "GET items/?:id item", "GET items items", "POST items add", "POST orders order", "PUT items/?:id/name rename",
                "DELETE items/?:id remove", "GET count count", "GET page page", "GET total total",
            ])
        #expect(Store.operations[6].parameters.map(\.name) == ["name_prefix"])
        #expect(Store.operations[6].deprecation == nil)
        #expect(Store.operations[8].deprecation == EndpointDeprecation(message: "Use GET /store/count."))
        // Defaults make arguments optional, and the description shows them as JSON (an enumeration's raw value).
        let page = Store.operations[7].parameters
        #expect(page.map(\.isRequired) == [false, false])
        #expect(page.map(\.defaultValue) == [DefaultArgumentValue.text("tool"), .integer(1)])
        #expect(Store.servicePath == "store")
        #expect(Store.serviceDocumentation == "Items in a store.")
        #expect(Store.operations[0].documentation == "One item; 404 when there is none.")
        #expect(Store.operations[2].parameters.map(\.source) == [.body])
        #expect(Store.operations[4].parameters.map(\.name) == ["id", "name"])
        // Created and Accepted are described as the service's own would be: 201 and 202, with the Location.
        #expect(Store.operations[2].result.status == 201 && Store.operations[2].result.headers == ["Location"])
        #expect(Store.operations[2].result.typeName == "Created<StoreItem>", "\(Store.operations[2].result.typeName)")
        #expect(Store.operations[3].result.status == 202 && Store.operations[3].result.jsonSchema != nil)
    }

    @Test("an endpoint declared twice, by the type and by its interface, fails the mount")
    func twice() throws {
        var mounts = ServiceMounts()
        let error = #expect(throws: MountError.self) { try mounts.mount(TwoBells()) }
        #expect(
            error?.description.contains("chime(times: Int) and ring(times: Int) are both POST \"/bell\" with the same arguments")
                == true, "\(String(describing: error))")
    }

    @Test("a type the server cannot take fails the mount, naming the endpoint, the parameter and the type")
    func unusableTypes() throws {
        var mounts = ServiceMounts()
        let error = #expect(throws: MountError.self) { try mounts.mount(Plotter()) }
        #expect(
            error?.description
                == #"Cannot mount Plotter: plot: the parameter "at" is a Point, which is not ArgumentDecodable: make it a TextArgument, or send it as the body."#
        )
    }
}

struct Point: Codable, Sendable {
    var x: Double
    var y: Double
}

@WebServiceInterface("plotter")
protocol PlotterInterface: WebServiceInterface {
    @RequestMethod("POST")
    func plot(at: Point) async throws
}

struct Plotter: PlotterInterface, WebService {
    func plot(at: Point) {}
}

@WebServiceInterface("bell")
protocol BellInterface: WebServiceInterface {
    @RequestMethod("POST")
    func ring(times: Int) async throws
}

/// A type whose own annotated method is an endpoint its interface already declares.
@WebService("bell")
struct TwoBells: BellInterface {
    func ring(times: Int) {}

    @RequestMethod("POST")
    func chime(times: Int) {}
}
