import Foundation
public import KiloServer
import ServiceExamples
import Synchronization

public enum ExampleServicesForTests {
    public static func mount(_ mounts: inout ServiceMounts) throws {
        try ExampleServices.mountAll(on: &mounts)
        try mounts.mount(TypesService())
        try mounts.mount(KeysService())
        try mounts.mount(BehaviourService())
    }
}

public enum Size: String, TextArgument, CaseIterable, Codable, Sendable { case small, medium, large }
public enum Level: Int, TextArgument, Codable, Sendable { case low = 1, high = 2 }

/// One endpoint per argument type, each echoing its value.
@WebService("types")
struct TypesService {
    @RequestMethod("GET") @ResourcePath("Int") func int(value: Int) -> Int { value }
    @RequestMethod("GET") @ResourcePath("Int8") func int8(value: Int8) -> Int8 { value }
    @RequestMethod("GET") @ResourcePath("Int16") func int16(value: Int16) -> Int16 { value }
    @RequestMethod("GET") @ResourcePath("Int32") func int32(value: Int32) -> Int32 { value }
    @RequestMethod("GET") @ResourcePath("Int64") func int64(value: Int64) -> Int64 { value }
    @RequestMethod("GET") @ResourcePath("UInt") func uint(value: UInt) -> UInt { value }
    @RequestMethod("GET") @ResourcePath("UInt8") func uint8(value: UInt8) -> UInt8 { value }
    @RequestMethod("GET") @ResourcePath("UInt16") func uint16(value: UInt16) -> UInt16 { value }
    @RequestMethod("GET") @ResourcePath("UInt32") func uint32(value: UInt32) -> UInt32 { value }
    @RequestMethod("GET") @ResourcePath("UInt64") func uint64(value: UInt64) -> UInt64 { value }
    @RequestMethod("GET") @ResourcePath("Double") func double(value: Double) -> Double { value }
    @RequestMethod("GET") @ResourcePath("Float") func float(value: Float) -> Float { value }
    @RequestMethod("GET") @ResourcePath("Bool") func bool(value: Bool) -> Bool { value }
    @RequestMethod("GET") @ResourcePath("String") func string(value: String) -> String { value }
    @RequestMethod("GET") @ResourcePath("Date") func date(value: Date) -> Date { value }
    /// A duration, answered in seconds.
    @RequestMethod("GET") @ResourcePath("Duration") func duration(value: Duration) -> Double {
        Double(value.components.seconds) + Double(value.components.attoseconds) / 1e18
    }
    @RequestMethod("GET") @ResourcePath("LocalDate") func localDate(value: LocalDate) -> LocalDate { value }
    /// A day, and the one after it: a `Codable` result that holds dates.
    @RequestMethod("GET") @ResourcePath("LocalDate/next") func nextDay(value: LocalDate) -> DayAfter {
        DayAfter(day: value, next: value.adding(days: 1))
    }
    @RequestMethod("GET") @ResourcePath("LocalTime") func localTime(value: LocalTime) -> LocalTime { value }
    @RequestMethod("GET") @ResourcePath("UUID") func uuid(value: UUID) -> UUID { value }
    @RequestMethod("GET") @ResourcePath("URL") func url(value: URL) -> URL { value }
    @RequestMethod("GET") @ResourcePath("Size") func size(value: Size) -> Size { value }
    @RequestMethod("GET") @ResourcePath("Level") func level(value: Level) -> Level { value }
    @RequestMethod("GET") @ResourcePath("optional") func optional(value: Int?) -> String { value.map(String.init) ?? "none" }
    @RequestMethod("GET") @ResourcePath("array") func array(value: [Int]) -> [Int] { value }
    @RequestMethod("GET") @ResourcePath("set") func set(value: Set<Size>) -> [String] { value.map(\.rawValue).sorted() }
    @RequestMethod("GET") @ResourcePath("defaulted") func defaulted(count: Int = 3, label: String = "x") -> String {
        "\(label)\(count)"
    }
    /// Defaults of each kind the description shows, and one it cannot (a moment made per request).
    @RequestMethod("GET") @ResourcePath("defaults") func defaults(
        size: Size = .medium, level: Level = Level.high, since: Date = Date(), words: [String] = ["a", "b"],
        ratio: Double = -0.5
    ) -> String {
        "\(size.rawValue) \(level.rawValue) \(since.timeIntervalSinceNow < 60) \(words) \(ratio)"
    }
    @RequestMethod("POST") @ResourcePath("file") func file(upload: UploadedFile) throws -> String {
        String(decoding: try upload.data(), as: UTF8.self)
    }
    /// Where an upload was stored while the request ran, whether it existed then, and its permissions (octal).
    @RequestMethod("POST") @ResourcePath("fileLocation")
    func fileLocation(upload: UploadedFile) throws -> [String] {
        guard case .temporaryFile(let url) = upload.storage else { return ["memory"] }
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        return [
            url.path, "\(FileManager.default.fileExists(atPath: url.path))", String(permissions ?? 0, radix: 8),
        ]
    }
    @RequestMethod("POST") @ResourcePath("optionalFile") func optionalFile(upload: UploadedFile?) -> String {
        upload?.fileName ?? "none"
    }
}

public struct Item: Codable, Sendable, Equatable {
    public var name: String
    public var quantity: Int

    public init(name: String, quantity: Int) {
        self.name = name
        self.quantity = quantity
    }
}

/// Path keys and literal precedence.
@WebService("keys")
struct KeysService {
    struct Update: Encodable, Sendable {
        var id: Int
        var note: String
        var item: Item
    }

    /// Returns the path's keys.
    @RequestMethod("GET") @ResourcePath("contacts/?/addresses/?")
    func addresses(request: ServiceRequest) -> [String] { Array(request.keys) }

    @RequestMethod("GET") @ResourcePath("employees/?:employeeNumber")
    func employee(employeeNumber: Int) -> Int { employeeNumber }

    @RequestMethod("GET") @ResourcePath("pets/new")
    func newPet() -> String { "literal" }

    @RequestMethod("GET") @ResourcePath("pets/?:id")
    func pet(id: String) -> String { "key:" + id }

    @RequestMethod("GET") @ResourcePath("pets/new/photo")
    func newPetPhoto() -> String { "literal photo" }

    @RequestMethod("GET") @ResourcePath("pets/?:id/owner")
    func petOwner(id: String) -> String { "owner of " + id }

    /// Query, key and body together.
    @RequestMethod("PUT") @ResourcePath("items/?:id")
    func update(id: Int, note: String, @RequestBody item: Item) -> Update { Update(id: id, note: note, item: item) }
}

public struct Row: Codable, Sendable, Equatable {
    public var index: Int
    public var label: String

    public init(index: Int, label: String) {
        self.index = index
        self.label = label
    }
}

/// Counts rows lazily: a sequence that is never held in memory.
struct Rows: Sequence, Sendable {
    let count: Int
    func makeIterator() -> some IteratorProtocol<Row> {
        var index = 0
        let count = count
        return AnyIterator {
            guard index < count else { return nil }
            defer { index += 1 }
            return Row(index: index, label: "row \(index)")
        }
    }
}

/// Lets a test wait until the server is inside a slow request, or until a stream has ended.
public actor SlowRequestProbe {
    public static let shared = SlowRequestProbe()
    private var names: Set<String> = []
    private var finishedNames: Set<String> = []
    private var cancelledNames: Set<String> = []

    public func started(_ name: String) { names.insert(name) }

    public func finished(_ name: String) { finishedNames.insert(name) }

    public func cancelled(_ name: String) { cancelledNames.insert(name) }

    /// Whether the slow request `name` was cancelled while it waited (by a server that stopped, not by its end).
    public func wasCancelled(_ name: String) -> Bool { cancelledNames.contains(name) }

    public func waitUntilStarted(_ name: String) async throws {
        for _ in 0..<500 where !names.contains(name) { try await Task.sleep(for: .milliseconds(10)) }
    }

    /// Waits until `name` has finished, for at most `limit`; returns whether it did.
    public func waitUntilFinished(_ name: String, limit: Duration = .seconds(30)) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while !finishedNames.contains(name), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        return finishedNames.contains(name)
    }

    public func hasStarted(_ name: String) -> Bool { names.contains(name) }

    public func hasFinished(_ name: String) -> Bool { finishedNames.contains(name) }

    /// How many of the tracked rows named `name` have been produced, to the thousand below.
    public nonisolated func produced(_ name: String) -> Int { TrackedRows.produced.withLock { $0[name] ?? 0 } }
}

/// Rows produced on demand that tell the probe when their stream ends, read to its end or dropped.
struct TrackedRows: AsyncSequence, Sendable {
    let count: Int
    let probe: String

    func makeAsyncIterator() -> Iterator { Iterator(count: count, tracker: Tracker(probe: probe)) }

    struct Iterator: AsyncIteratorProtocol {
        let count: Int
        let tracker: Tracker
        var index = 0

        mutating func next() async -> Row? {
            guard index < count else { return nil }
            defer { index += 1 }
            if index % 1000 == 0 { TrackedRows.produced.withLock { $0[tracker.probe] = index } }
            return Row(index: index, label: "row \(index)")
        }
    }

    /// How far each probe's rows have been produced, to the thousand: how far a server ran ahead of its reader.
    static let produced = Mutex<[String: Int]>([:])

    /// Reports the end when the iterator that holds it goes away.
    final class Tracker: Sendable {
        let probe: String
        init(probe: String) { self.probe = probe }
        deinit { Task { [probe] in await SlowRequestProbe.shared.finished(probe) } }
    }
}

struct SecretError: Error, CustomStringConvertible {
    var description: String { "database password is hunter2" }
}

struct Ordered: Encodable, Sendable {
    var zebra = 1
    var apple = 2
    var mango: String? = nil
    var when = Date(timeIntervalSince1970: 817_794_000)
}

/// A body's length and FNV-1a digest.
public struct BodyDigest: Codable, Equatable, Sendable {
    public var count = 0
    public var digest: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public init(_ bytes: some Sequence<UInt8>) { add(bytes) }

    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
            count += 1
        }
    }

    /// The bytes test bodies are made of: byte `i` is `i * 7` (mod 256), so that a byte out of place shows. Made by
    /// copying whole periods (a byte at a time, a debug build took seconds for the large bodies, on the shared pool).
    public static func pattern(offset: Int, count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        var position = offset & 255
        while bytes.count < count {
            let taken = min(256 - position, count - bytes.count)
            bytes += period[position..<position + taken]
            position = 0
        }
        return bytes
    }

    /// One period of ``pattern(offset:count:)``.
    private static let period = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* 7) }
}

/// Results, errors, bodies and the request.
@WebService("behaviour")
struct BehaviourService {
    @RequestMethod("GET") @ResourcePath("void") func nothing() {}
    @RequestMethod("GET") @ResourcePath("maybe") func maybe(found: Bool) -> Item? { found ? Item(name: "a", quantity: 1) : nil }
    @RequestMethod("GET") @ResourcePath("fail") func fail() throws -> Int { throw SecretError() }
    @RequestMethod("GET") @ResourcePath("conflict") func conflict() throws -> Int {
        throw ServiceError(.conflict, "Already taken.")
    }
    @RequestMethod("GET") @ResourcePath("nan") func nan() -> Double { .nan }
    @RequestMethod("GET") @ResourcePath("ordered") func ordered() -> Ordered { Ordered() }
    @RequestMethod("GET") @ResourcePath("rows") func rows(count: Int) -> Rows { Rows(count: count) }
    @RequestMethod("GET") @ResourcePath("trackedRows") func trackedRows(count: Int, probe: String) -> TrackedRows {
        TrackedRows(count: count, probe: probe)
    }
    @RequestMethod("GET") @ResourcePath("csv")
    func csv() -> ServiceResponse {
        ServiceResponse(contentType: "text/csv", headers: [.cacheControl: "no-store"], body: "a,b\r\n1,2\r\n")
    }
    @RequestMethod("GET") @ResourcePath("chunks")
    func chunks(count: Int) -> ServiceResponse {
        ServiceResponse(contentType: "text/plain") { writer in
            for index in 0..<count { try await writer.write(ByteBuffer(string: "chunk \(index)\n")) }
        }
    }
    @RequestMethod("GET") @ResourcePath("slow")
    func slow(milliseconds: Int, probe: String = "") async throws -> String {
        await SlowRequestProbe.shared.started(probe)
        do {
            try await Task.sleep(for: .milliseconds(milliseconds))
        } catch {
            await SlowRequestProbe.shared.cancelled(probe)
            throw error
        }
        return "done"
    }
    @RequestMethod("POST") @ResourcePath("items") func addItem(@RequestBody item: Item) -> Item { item }
    /// Makes an item, answering **201** with where it lives.
    @RequestMethod("POST") @ResourcePath("items/created") func create(@RequestBody item: Item) -> Created<Item> {
        Created(item, location: "/behaviour/items/\(item.name)", headers: [.cacheControl: "no-store"])
    }
    /// Takes an item to make later, answering **202** with where to follow it.
    @RequestMethod("POST") @ResourcePath("items/accepted") func accept(@RequestBody item: Item) -> Accepted<Item> {
        Accepted(item, location: "/behaviour/items/queue/\(item.name)")
    }
    /// The same, with nowhere to follow it.
    @RequestMethod("POST") @ResourcePath("items/queued") func queue(@RequestBody item: Item) -> Accepted<Item> {
        Accepted(item)
    }
    /// Arguments whose names in requests are no Swift identifiers.
    @RequestMethod("GET") @ResourcePath("renamed") @ArgumentName("first_name", for: "firstName")
    @ArgumentName("page[size]", for: "size")
    func renamed(firstName: String, size: Int = 10) -> String { "\(firstName) \(size)" }
    /// The old way.
    @RequestMethod("GET") @ResourcePath("old") @Deprecated("Use GET /behaviour/renamed.")
    func old() -> Int { 1 }
    /// The old way, without a word on what replaces it.
    @RequestMethod("GET") @ResourcePath("older") @Deprecated func older(first: Int) -> Int { first }
    /// A current overload beside the deprecated one.
    @RequestMethod("GET") @ResourcePath("older") func older(second: String) -> String { second }
    /// The same, from form fields.
    @RequestMethod("POST") @ResourcePath("items") func addItem(name: String, quantity: Int) -> Item {
        Item(name: name, quantity: quantity)
    }
    @RequestMethod("POST") @ResourcePath("items/optional") func addOptional(@RequestBody item: Item?) -> String {
        item?.name ?? "none"
    }
    @RequestMethod("POST") @ResourcePath("text") func text(@RequestBody text: String) -> Int { text.count }
    @RequestMethod("POST") @ResourcePath("bytes") func bytes(@RequestBody data: Data) -> Int { data.count }
    /// The body's length and FNV-1a digest, so that a client can check every byte arrived, in order.
    @RequestMethod("POST") @ResourcePath("digest") func digest(@RequestBody data: Data) -> BodyDigest { BodyDigest(data) }
    /// `size` bytes of ``BodyDigest/pattern(offset:count:)``, written 64 KB at a time.
    @RequestMethod("GET") @ResourcePath("download")
    func download(size: Int) -> ServiceResponse {
        ServiceResponse(contentType: "application/octet-stream") { writer in
            var sent = 0
            while sent < size {
                let count = min(64 * 1024, size - sent)
                try await writer.write(ByteBuffer(bytes: BodyDigest.pattern(offset: sent, count: count)))
                sent += count
            }
        }
    }
    /// The one of `supported` the client prefers; 404 when none.
    @RequestMethod("GET") @ResourcePath("language") func language(supported: [String], request: ServiceRequest) -> String? {
        request.preferredLanguage(among: supported)
    }
    @RequestMethod("GET") @ResourcePath("languages") func languages(request: ServiceRequest) -> [String] {
        request.acceptedLanguages
    }
}

/// A day and the next one (`nil` after 9999-12-31).
public struct DayAfter: Codable, Sendable, Equatable {
    public var day: LocalDate
    public var next: LocalDate?

    public init(day: LocalDate, next: LocalDate?) {
        (self.day, self.next) = (day, next)
    }
}
