import AsyncHTTPClient
import Foundation
import KiloAsyncHTTPClient
import KiloClient
import NIOCore
import ServerTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transports every client test runs through: the same calls must give the same results.
enum Transport: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession = "URLSession"
    case asyncHTTPClient = "AsyncHTTPClient"

    var testDescription: String { rawValue }

    func proxy(baseURL: URL) -> WebServiceProxy {
        switch self {
        case .urlSession: WebServiceProxy(session: .shared, baseURL: baseURL)
        case .asyncHTTPClient: WebServiceProxy(transport: AsyncHTTPClientTransport(), baseURL: baseURL)
        }
    }
}

/// Runs `body` with a proxy for a real example server on 127.0.0.1, sending through `transport`.
func withProxy<T: Sendable>(
    _ transport: Transport, _ body: @Sendable (WebServiceProxy) async throws -> T
) async throws -> T {
    try await withExampleServer { port in
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        return try await body(transport.proxy(baseURL: baseURL))
    }
}

struct ACStatus: Codable, Equatable, Sendable {
    var on: Bool
    var temperature: Int
    var fanSpeed: Int
}

struct Received: Decodable, Equatable, Sendable {
    var name: String
    var size: Int
    var type: String
}

/// Writes a temporary file of `size` bytes with the given extension.
func temporaryFile(size: Int, extension fileExtension: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kilo-test-\(UUID().uuidString).\(fileExtension)")
    try Data(BodyDigest.pattern(offset: 0, count: size)).write(to: url)
    return url
}

@Suite("WebServiceProxy against KiloServer")
struct WebServiceProxyTests {
    @Test("the math service, both overloads", arguments: Transport.allCases)
    func math(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let sum: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
            #expect(sum == 6)
            let total: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["values": [1, 2, 3, 4]])
            #expect(total == 10)
            let relative: Double = try await proxy.invoke(.get, path: "math/sum", arguments: ["a": 0.5, "b": 0.25])
            #expect(relative == 0.75)
        }
    }

    @Test("the air conditioner: GET, each PUT, and the server's 400 messages", arguments: Transport.allCases)
    func airConditioner(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let initial: ACStatus = try await proxy.invoke(.get, path: "/ac/status")
            #expect(initial == ACStatus(on: false, temperature: 70, fanSpeed: 1))
            try await proxy.invoke(.put, path: "/ac/status", arguments: ["on": true])
            try await proxy.invoke(.put, path: "/ac/status", arguments: ["temperature": 65])
            try await proxy.invoke(.put, path: "/ac/status", arguments: ["fanSpeed": 3])
            let status: ACStatus = try await proxy.invoke(.get, path: "/ac/status")
            #expect(status == ACStatus(on: true, temperature: 65, fanSpeed: 3))
            await #expect(
                throws: WebServiceError(
                    statusCode: 400, message: "Invalid temperature.", contentType: "text/plain",
                    body: Data("Invalid temperature.".utf8))
            ) {
                try await proxy.invoke(.put, path: "/ac/status", arguments: ["temperature": 100])
            }
            do {
                try await proxy.invoke(.put, path: "/ac/status", arguments: ["fanSpeed": 9])
                Issue.record("no error")
            } catch let error as WebServiceError {
                #expect(error.statusCode == 400)
                #expect(error.message == "Invalid fan speed.")
                #expect(error.localizedDescription == "Invalid fan speed.")
            }
        }
    }

    @Test("POST arguments as an urlencoded form: repeated fields, odd characters, nil left out", arguments: Transport.allCases)
    func formURLEncoded(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let echo = try await proxy.invokeForJSONObject(
                .post, path: "/post",
                arguments: [
                    "custname": "Ann O'Neil & Co", "topping": ["bacon", "cheese"], "comments": "a+b=c #1 100% ü 🍕",
                    "missing": String?.none, "flag": true, "count": 3,
                ])
            let fields = try #require(echo as? [String: Any])
            #expect(fields["custname"] as? String == "Ann O'Neil & Co")
            #expect(fields["topping"] as? [String] == ["bacon", "cheese"])
            #expect(fields["comments"] as? String == "a+b=c #1 100% ü 🍕")
            #expect(fields["flag"] as? String == "true")
            #expect(fields["count"] as? String == "3")
            #expect(fields["missing"] == nil)
            #expect(fields.count == 5)
        }
    }

    @Test("multipart: fields and files of several sizes, content types from extensions", arguments: Transport.allCases)
    func multipart(_ transport: Transport) async throws {
        let files = try [
            temporaryFile(size: 0, extension: "txt"), temporaryFile(size: 1_000, extension: "png"),
            temporaryFile(size: 100_000, extension: "bin"), temporaryFile(size: 2_000_000, extension: "JPG"),
        ]
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        try await withProxy(transport) { proxy in
            var proxy = proxy
            proxy.encoding = .multipartFormData
            let received: [Received] = try await proxy.invoke(.post, path: "/upload", arguments: ["files": files])
            #expect(received.map(\.name) == files.map(\.lastPathComponent))
            #expect(received.map(\.size) == [0, 1_000, 100_000, 2_000_000])
            #expect(received.map(\.type) == ["text/plain", "image/png", "application/octet-stream", "image/jpeg"])
            let one: [Received] = try await proxy.invoke(.post, path: "/upload", arguments: ["file": files[1]])
            #expect(one.map(\.size) == [1_000])
            let echo = try await proxy.invokeForJSONObject(
                .post, path: "/post", arguments: ["custname": "Bo \"B\" & Co", "photo": files[1], "topping": ["x", "y"]])
            let fields = try #require(echo as? [String: Any])
            #expect(fields["custname"] as? String == "Bo \"B\" & Co")
            #expect((fields["photo"] as? [String: Any])?["size"] as? Int == 1_000)
            #expect(fields["topping"] as? [String] == ["x", "y"])
            // A file that cannot be read is a request error, not an empty part.
            await #expect(throws: WebServiceRequestError.self) {
                try await proxy.invoke(.post, path: "/upload", arguments: ["file": URL(fileURLWithPath: "/nonexistent/file.txt")])
            }
        }
    }

    @Test("odd characters in arguments and path keys round-trip unchanged", arguments: Transport.allCases)
    func oddCharacters(_ transport: Transport) async throws {
        let samples = ["a+b", "x&y=z", "#hash", "100%", "two words", "ünïcödé 🍕", "/slash?q", "", "%2F"]
        try await withProxy(transport) { proxy in
            for sample in samples {
                let echoed: String = try await proxy.invoke(.get, path: "/types/String", arguments: ["value": sample])
                #expect(echoed == sample)
            }
            let keys: [String] = try await proxy.invoke(
                .get, path: "/keys/contacts/{who}/addresses/{kind}", keys: ["who": "a/b?c#d", "kind": "+ 100% ü"])
            #expect(keys == ["a/b?c#d", "+ 100% ü"])
            let employee: Int = try await proxy.invoke(
                .get, path: "/keys/employees/{employeeNumber}", keys: ["employeeNumber": 10004])
            #expect(employee == 10004)
            await #expect(throws: WebServiceRequestError.missingPathKey("employeeNumber")) {
                let _: Int = try await proxy.invoke(.get, path: "/keys/employees/{employeeNumber}")
            }
            // Dot segments stay keys: URL resolution would otherwise remove them, and the request reach another resource.
            let dots: [String] = try await proxy.invoke(
                .get, path: "/keys/contacts/{who}/addresses/{kind}", keys: ["who": "..", "kind": "."])
            #expect(dots == ["..", "."])
            let below = WebServiceProxy(
                transport: proxy.transport, baseURL: try #require(URL(string: "keys/", relativeTo: proxy.baseURL)))
            let pet: String = try await below.invoke(.get, path: "pets/{id}", keys: ["id": ".."])
            #expect(pet == "key:..")
            await #expect(throws: WebServiceRequestError.emptyPathKey("id")) {
                let _: String = try await proxy.invoke(.get, path: "/keys/pets/{id}/owner", keys: ["id": ""])
            }
        }
    }

    @Test(
        "Date is epoch milliseconds, Duration ISO 8601, LocalDate and LocalTime their text, Bool is true/false, arrays and sets repeat, nil is left out",
        arguments: Transport.allCases)
    func valueEncoding(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let date = Date(timeIntervalSince1970: 1_700_000_000.123)
            let echoed: Date = try await proxy.invoke(.get, path: "/types/Date", arguments: ["value": date])
            #expect(echoed.timeIntervalSince1970 == 1_700_000_000.123)
            // Sent as ISO 8601 (PT26H3M0.5S, -PT0.000000001S, PT0S), read back in seconds.
            for duration in [Duration.seconds(93_780.5), .nanoseconds(-1), .zero, .seconds(-3_600)] {
                let seconds: Double = try await proxy.invoke(.get, path: "/types/Duration", arguments: ["value": duration])
                let (whole, fraction) = duration.components
                #expect(seconds == Double(whole) + Double(fraction) / 1e18, "\(duration)")
            }
            // A day and a time of day go as their text and come back as the same values.
            let day = try #require(LocalDate("2024-02-29"))
            let next: DayAfter = try await proxy.invoke(.get, path: "/types/LocalDate/next", arguments: ["value": day])
            #expect(next == DayAfter(day: day, next: LocalDate("2024-03-01")))
            let time = try #require(LocalTime("07:05:03.25"))
            let echoedTime: LocalTime = try await proxy.invoke(.get, path: "/types/LocalTime", arguments: ["value": time])
            #expect(echoedTime == time)
            let flag: Bool = try await proxy.invoke(.get, path: "/types/Bool", arguments: ["value": false])
            #expect(flag == false)
            let array: [Int] = try await proxy.invoke(.get, path: "/types/array", arguments: ["value": [3, 1, 3]])
            #expect(array == [3, 1, 3])
            let set: [String] = try await proxy.invoke(.get, path: "/types/set", arguments: ["value": Set(["large", "small"])])
            #expect(set == ["large", "small"])
            let none: String = try await proxy.invoke(.get, path: "/types/optional", arguments: ["value": Int?.none])
            #expect(none == "none")
            let some: String = try await proxy.invoke(.get, path: "/types/optional", arguments: ["value": Int?.some(5)])
            #expect(some == "5")
        }
    }

    @Test("JSON bodies, and POST arguments going to the query string when there is a body", arguments: Transport.allCases)
    func jsonBodies(_ transport: Transport) async throws {
        struct Update: Decodable, Equatable {
            var id: Int
            var note: String
            var item: Item
        }
        try await withProxy(transport) { proxy in
            let item: Item = try await proxy.invoke(.post, path: "/behaviour/items", body: .json(Item(name: "pen", quantity: 3)))
            #expect(item == Item(name: "pen", quantity: 3))
            let update: Update = try await proxy.invoke(
                .put, path: "/keys/items/{id}", keys: ["id": 7], arguments: ["note": "fragile & heavy"],
                body: .json(Item(name: "vase", quantity: 2)))
            #expect(update == Update(id: 7, note: "fragile & heavy", item: Item(name: "vase", quantity: 2)))
            let length: Int = try await proxy.invoke(
                .post, path: "/behaviour/text", body: .data(Data("héllo".utf8), type: "text/plain"))
            #expect(length == 5)
            let count: Int = try await proxy.invoke(.post, path: "/behaviour/bytes", body: .data(Data([0, 1, 2, 3])))
            #expect(count == 4)
        }
    }

    @Test("204 and 404 and 405 and 500, content types and decoding errors", arguments: Transport.allCases)
    func statusesAndErrors(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let nothing: Item? = try await proxy.invoke(.get, path: "/behaviour/void")
            #expect(nothing == nil)
            try await proxy.invoke(.get, path: "/behaviour/void")
            await #expect(throws: WebServiceRequestError.missingBody) {
                let _: Item = try await proxy.invoke(.get, path: "/behaviour/void")
            }
            // A method's nil is 404 without a body: nil for an optional result, an error for any other.
            let absent: Item? = try await proxy.invoke(.get, path: "/behaviour/maybe", arguments: ["found": false])
            #expect(absent == nil)
            do {
                let _: Item = try await proxy.invoke(.get, path: "/behaviour/maybe", arguments: ["found": false])
                Issue.record("no error")
            } catch let error as WebServiceError {
                #expect(error.statusCode == 404)
                #expect(error.message == HTTPURLResponse.localizedString(forStatusCode: 404))
            }
            // A path nothing is served at is 404 with a message: an error, optional result or not.
            do {
                let _: Item? = try await proxy.invoke(.get, path: "/behaviour/nowhere")
                Issue.record("no error")
            } catch let error as WebServiceError {
                #expect(error.statusCode == 404)
                #expect(error.message.hasPrefix("Nothing is served at"), "\(error.message)")
            }
            do {
                try await proxy.invoke(.delete, path: "/ac/status")
                Issue.record("no error")
            } catch let error as WebServiceError {
                #expect(error.statusCode == 405)
                #expect(error.message == "The method DELETE is not allowed for /ac/status; allowed: GET, HEAD, PUT.")
            }
            do {
                let _: Int = try await proxy.invoke(.get, path: "/behaviour/fail")
                Issue.record("no error")
            } catch let error as WebServiceError {
                #expect(error.statusCode == 500)
                #expect(error.message == "An internal error occurred.")
            }
            await #expect(throws: WebServiceRequestError.unexpectedContentType("text/csv")) {
                let _: [String] = try await proxy.invoke(.get, path: "/behaviour/csv")
            }
            do {
                let _: [Int] = try await proxy.invoke(.get, path: "/ac/status")
                Issue.record("no error")
            } catch let error as DecodingError {
                guard case .typeMismatch(_, let context) = error else {
                    Issue.record("\(error)")
                    return
                }
                #expect(context.codingPath.isEmpty)
            }
            let (data, contentType) = try await proxy.invokeForData(.get, path: "/behaviour/csv")
            let csv = "\(contentType ?? ""): \(String(decoding: data, as: UTF8.self))"
            #expect(csv == "text/csv: a,b\r\n1,2\r\n")
        }
    }

    @Test("transport failures keep their URLError", arguments: Transport.allCases)
    func transportFailure(_ transport: Transport) async throws {
        let proxy = transport.proxy(baseURL: try #require(URL(string: "http://127.0.0.1:1")))
        do {
            try await proxy.invoke(.get, path: "/hello")
            Issue.record("no error")
        } catch let error as URLError {
            #expect(error.code == .cannotConnectToHost)
        }
    }

    @Test("the proxy's timeout ends a slow request promptly, on Linux too", arguments: Transport.allCases)
    func timeout(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            var proxy = proxy
            proxy.timeout = .milliseconds(300)
            // The server answers after 5 s, successfully: the timeout error can only come from the proxy's deadline,
            // before that answer. (Judged by which event comes first, not by the clock: on a 2-core machine running
            // every test at once, a timer can fire a second or more late.)
            await #expect(throws: WebServiceRequestError.timedOut(.milliseconds(300))) {
                let _: String = try await proxy.invoke(.get, path: "/behaviour/slow", arguments: ["milliseconds": 5_000])
            }
        }
    }

    @Test("cancelling the task cancels the request promptly", arguments: Transport.allCases)
    func cancellation(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let task = Task {
                let _: String = try await proxy.invoke(.get, path: "/behaviour/slow", arguments: ["milliseconds": 5_000])
            }
            try await Task.sleep(for: .milliseconds(200))
            task.cancel()
            // The server answers after 5 s, successfully: a cancellation error can only come before that answer.
            let error = await #expect(throws: (any Error).self) { try await task.result.get() }
            #expect(error.map(isCancellation) == true, "\(String(describing: error))")
        }
    }

    /// On Linux, `URLSession.data(for:)` deadlocks when its task is cancelled just as the response is handled
    /// (swift-corelibs-foundation #5412); the AC remote hung that way when it stopped polling. A deadlocked task never
    /// returns, so the storm runs apart and the test waits for it or for two minutes, whichever comes first: the calls
    /// themselves take milliseconds, so only a hang reaches the limit.
    @Test("cancelling calls as their answers arrive never hangs", arguments: Transport.allCases)
    func cancellationAsAnswersArrive(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let storm = Task {
                for round in 0..<40 {
                    await withTaskGroup(of: Void.self) { group in
                        for index in 0..<50 {
                            group.addTask {
                                let _: Double? = try? await proxy.invoke(
                                    .get, path: "/math/sum", arguments: ["a": index, "b": round])
                            }
                        }
                        try? await Task.sleep(for: .microseconds(200 * (round % 10)))
                        group.cancelAll()
                    }
                }
            }
            let (finishes, finished) = AsyncStream.makeStream(of: Bool.self)
            let watchdog = Task {
                try? await Task.sleep(for: .seconds(120))
                finished.yield(false)
            }
            Task {
                await storm.value
                finished.yield(true)
            }
            let stormFinished = await finishes.first { _ in true }
            watchdog.cancel()
            #expect(stormFinished == true, "the calls deadlocked while being cancelled")
        }
    }

    @Test(
        "any method: HEAD and OPTIONS answer as the server says, a custom token reaches it, a non-token is refused",
        arguments: Transport.allCases)
    func anyMethod(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let traces = Traces()
            let proxy = traces.monitoring(proxy)
            try await proxy.invoke(.head, path: "/math/sum", arguments: ["a": 2, "b": 4])
            try await proxy.invoke(.options, path: "/math/sum")
            let answers = traces.all.compactMap { trace -> WebServiceTrace.Response? in
                if case .response(let response, _, _) = trace { response } else { nil }
            }
            #expect(answers.map(\.statusCode) == [200, 204])
            #expect(answers.first?.body.isEmpty == true && answers.first?.headers["Content-Type"] == "application/json")
            #expect(answers.last?.headers["Allow"] == "GET, HEAD, OPTIONS")

            let error = await #expect(throws: WebServiceError.self) {
                try await proxy.invoke(try #require(HTTPRequest.Method("PROPFIND")), path: "/math/sum")
            }
            #expect(error?.statusCode == 405 && error?.message.contains("PROPFIND") == true, "\(String(describing: error))")
            // A method that is not a token cannot be made, so cannot be sent.
            #expect(HTTPRequest.Method("GET /x") == nil)
        }
    }

    @Test(
        "an expected status: another success status is an error, an expected failure status a success",
        arguments: Transport.allCases)
    func expectedStatus(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            await #expect(throws: WebServiceRequestError.unexpectedStatus(200, expected: [201, 202])) {
                let _: Double = try await proxy.expecting(202, 201).invoke(.get, path: "/math/sum", arguments: ["a": 1, "b": 2])
            }
            let sum: Double = try await proxy.expecting(200).invoke(.get, path: "/math/sum", arguments: ["a": 1, "b": 2])
            #expect(sum == 3)
            let refusal = String(
                decoding: try await proxy.expecting(405).invokeForData(
                    try #require(HTTPRequest.Method("PROPFIND")), path: "/math/sum"
                )
                .data,
                as: UTF8.self)
            #expect(refusal.contains("PROPFIND"))
            // A failure that is not expected is still the server's error, with its message.
            let error = await #expect(throws: WebServiceError.self) {
                try await proxy.expecting(201).invoke(.get, path: "/math/sum", arguments: ["a": "x"])
            }
            #expect(error?.statusCode == 400)
        }
    }

    @Test(
        "the monitor sees each request and its response or failure, in order, and prints them as the Java client did",
        arguments: Transport.allCases)
    func monitor(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let traces = Traces()
            var proxy = traces.monitoring(proxy)
            proxy.headers = [:]
            let _: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
            try await proxy.invoke(
                .post, path: "/behaviour/text", body: .data(Data("one\ntwo".utf8), type: "text/plain"))
            let all = traces.all
            guard all.count == 4, case .request(let first) = all[0], case .response(let answer, let request, _) = all[1],
                case .request(let post) = all[2]
            else {
                Issue.record("expected request, response, request, response: \(all)")
                return
            }
            #expect(first.method == .get && request.url == first.url && answer.statusCode == 200)
            #expect(all[0].description == "> GET \(first.url.absoluteString)")
            #expect(
                all[1].description.hasPrefix("< 200 (") && all[1].description.hasSuffix(") application/json\n< 6"),
                "\(all[1])")
            #expect(post.body == Data("one\ntwo".utf8))
            #expect(all[2].description.hasSuffix("> Content-Type: text/plain\n> one\n> two"))
        }
        // A server that is not there: the request, then its failure.
        let traces = Traces()
        let proxy = traces.monitoring(transport.proxy(baseURL: try #require(URL(string: "http://127.0.0.1:9"))))
        await #expect(throws: URLError.self) { try await proxy.invoke(.get, path: "/math/sum") }
        let kinds = traces.all.map { trace in
            switch trace {
            case .request: "request"
            case .response: "response"
            case .failure: "failure"
            }
        }
        #expect(kinds == ["request", "failure"])
    }

    @Test("paths resolve against the base URL as RFC 3986 says")
    func pathResolution() async throws {
        let cases: [(base: String, path: String, sent: String)] = [
            ("http://127.0.0.1:9", "/math/sum?a=1", "http://127.0.0.1:9/math/sum?a=1"),
            ("http://user@127.0.0.1:9/api/v1/", "/math/sum", "http://user@127.0.0.1:9/math/sum"),
            ("http://127.0.0.1:9/api/v1/", "math/sum", "http://127.0.0.1:9/api/v1/math/sum"),
            ("http://127.0.0.1:9/api/v1/", "../v2/items", "http://127.0.0.1:9/api/v2/items"),
            ("http://127.0.0.1:9/api/v1/", "/a/./b/../c?x=/..", "http://127.0.0.1:9/a/c?x=/.."),
            ("http://127.0.0.1:9/api/", "//127.0.0.2:9/x", "http://127.0.0.2:9/x"),
            ("http://127.0.0.1:9/api/", "/..", "http://127.0.0.1:9/"),
            ("http://127.0.0.1:9/api/", "/...", "http://127.0.0.1:9/..."),
            ("http://127.0.0.1:9", "math/sum?a=1", "http://127.0.0.1:9/math/sum?a=1"),
            ("http://127.0.0.1:9/api/v1", "math/sum", "http://127.0.0.1:9/api/math/sum"),
            ("http://127.0.0.1:9/api/v1/?key=1#top", "math/sum", "http://127.0.0.1:9/api/v1/math/sum"),
            ("http://127.0.0.1:9/api/", "a/b:c/d", "http://127.0.0.1:9/api/a/b:c/d"),
            ("http://127.0.0.1:9/api/", "items/./x", "http://127.0.0.1:9/api/items/x"),
            ("http://127.0.0.1:9/api/v1/", "?page=2", "http://127.0.0.1:9/api/v1/?page=2"),
            ("http://127.0.0.1:9/api/", "http://127.0.0.2:9/x", "http://127.0.0.2:9/x"),
        ]
        for (base, path, sent) in cases {
            // Foundation's resolution is the oracle for the proxy's own, which it makes without Foundation.
            #expect(URL(string: path, relativeTo: URL(string: base))?.absoluteURL.absoluteString == sent, "\(base) + \(path)")
            let traces = Traces()
            let proxy = traces.monitoring(WebServiceProxy(session: .shared, baseURL: try #require(URL(string: base))))
            try? await proxy.invoke(.get, path: path)
            guard case .request(let request) = traces.all.first else {
                Issue.record("no request for \(path)")
                continue
            }
            #expect(request.url.absoluteString == sent, "\(base) + \(path)")
        }
    }

    @Test("default headers are sent with every request", arguments: Transport.allCases)
    func headers(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            var proxy = proxy
            proxy.headers["Accept-Language"] = "fr-CH, de;q=0.5"
            let languages: [String] = try await proxy.invoke(.get, path: "/behaviour/languages")
            #expect(languages == ["fr-CH", "de"])
        }
    }

    @Test(
        "the user's languages are sent as Accept-Language unless set otherwise; only tags are written",
        arguments: Transport.allCases)
    func languages(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let sent: [String] = try await proxy.invoke(.get, path: "/behaviour/languages")
            #expect(!sent.isEmpty && sent == Array(Locale.preferredLanguages.prefix(10)), "\(sent)")
            #expect(
                WebServiceProxy.acceptLanguage(for: ["de-AT", "en\r\nX-Injected: 1", "fr", "", "en-001"])
                    == "de-AT, fr;q=0.9, en-001;q=0.8")
            #expect(WebServiceProxy.acceptLanguage(for: []) == nil)
            var proxy = proxy
            proxy.headers["Accept-Language"] = WebServiceProxy.acceptLanguage(for: ["de-AT", "fr"])
            let preferred: String = try await proxy.invoke(
                .get, path: "/behaviour/language", arguments: ["supported": ["en", "fr", "de"]])
            #expect(preferred == "de")
            // Without the header, the proxy sends none (URLSession on Linux then adds its own, `en`).
            proxy.headers["Accept-Language"] = nil
            let none: [String] = try await proxy.invoke(.get, path: "/behaviour/languages")
            #expect(transport == .urlSession ? none == ["en"] : none.isEmpty, "\(none)")
        }
    }

    @Test("500 concurrent calls all succeed", arguments: Transport.allCases)
    func concurrentCalls(_ transport: Transport) async throws {
        // What is checked is that every call gets its own answer, not how soon. The transports wait 60 s by default
        // for a pooled connection and for the next bytes, and with the whole suite on two cores, tests that compute
        // for long stretches can hold the process's threads long enough for the last of 500 queued calls to wait that
        // long: here the transports wait as long as the test may take.
        let patience: Int64 = 600
        try await withExampleServer { port in
            let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
            switch transport {
            case .urlSession:
                let configuration = URLSessionConfiguration.ephemeral
                configuration.timeoutIntervalForRequest = TimeInterval(patience)
                let session = URLSession(configuration: configuration)
                defer { session.finishTasksAndInvalidate() }
                try await Self.callConcurrently(WebServiceProxy(session: session, baseURL: baseURL))
            case .asyncHTTPClient:
                var configuration = HTTPClient.Configuration()
                configuration.timeout = .init(connect: .seconds(patience), read: .seconds(patience))
                let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
                let transport = AsyncHTTPClientTransport(client: client)
                do {
                    try await Self.callConcurrently(WebServiceProxy(transport: transport, baseURL: baseURL))
                } catch {
                    try await client.shutdown()
                    throw error
                }
                try await client.shutdown()
            }
        }
    }

    /// Makes 500 calls at once through `proxy`; each must get its own answer.
    static func callConcurrently(_ proxy: WebServiceProxy) async throws {
        let correct = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<500 {
                group.addTask {
                    let sum: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": index, "b": 1])
                    return sum == Double(index + 1)
                }
            }
            return try await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
        }
        #expect(correct == 500)
    }
}

/// What a monitor was told, in order.
final class Traces: Sendable {
    private let traces = Mutex<[WebServiceTrace]>([])

    func append(_ trace: WebServiceTrace) { traces.withLock { $0.append(trace) } }

    /// `proxy`, telling these traces.
    func monitoring(_ proxy: WebServiceProxy) -> WebServiceProxy {
        var proxy = proxy
        proxy.monitor = { self.append($0) }
        return proxy
    }

    var all: [WebServiceTrace] { traces.withLock { $0 } }
}
