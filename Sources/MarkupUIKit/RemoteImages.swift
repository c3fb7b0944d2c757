public import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// Images from addresses (`image="$item.thumbnail"` holding `https://…/photos/3/thumbnail`), as seed 003's photo list
/// loads them: each address once, as the view showing it appears; the most recently used kept within ``costLimit``
/// bytes of decoded pixels (and ``capacity`` images), the least recently used evicted first; a load that finishes
/// sets its image only on a view that still shows that address — a cell reused for another row meanwhile shows that
/// row's image, not this one's. A load that failed is not tried again for ``retryInterval``. An app drops the cache
/// when memory is short (`removeAll()` from `didReceiveMemoryWarning`, as seed 003 does).
@MainActor
public final class RemoteImages {
    /// The images every screen shares.
    public static let shared = RemoteImages()

    /// How an address's bytes are fetched: by default URLSession, refusing an answer that is not a 2xx image or is
    /// larger than ``maximumImageBytes`` (a test's own stands in).
    public var load: @Sendable (URL) async throws -> Data = { url in try await RemoteImages.fetch(url) }
    /// The most bytes of decoded pixels kept (width × height × 4 at the image's scale): 32 MB.
    public var costLimit = 32 << 20
    /// The most images kept.
    public var capacity = 500
    /// How long a failed address is left alone before a view showing it tries again.
    public var retryInterval: Duration = .seconds(60)
    /// The largest image answer the default loader reads: 4 MB.
    public nonisolated static let maximumImageBytes = 4 << 20
    /// How many loads have started: each address loads once while it is kept.
    public private(set) var loadsStarted = 0

    private var cache: [URL: UIImage] = [:]
    /// The decoded bytes the kept images take.
    public private(set) var cost = 0
    /// When each address that failed did, so that it is not asked again at once (at most 1,000 remembered).
    private var failures: [URL: ContinuousClock.Instant] = [:]
    /// The cached addresses, least recently used first.
    private var order: [URL] = []
    private var inFlight: [URL: Task<UIImage?, Never>] = [:]
    /// The address each view shows now.
    private var wanted: [ObjectIdentifier: URL] = [:]

    /// The server an address from the root (`/photos/3/thumbnail`) is on: the app's (nil: such an address is no image's).
    public var serverURL: URL?

    /// A cache of its own (tests use one).
    public init() {}

    /// The image address `text` names: an `http` or `https` address, or one from the root of ``serverURL``.
    public func address(_ text: String) -> URL? {
        if text.hasPrefix("/"), !text.hasPrefix("//") {
            return serverURL.flatMap { URL(string: String(text.dropFirst()), relativeTo: $0)?.absoluteURL }
        }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme ?? "") else { return nil }
        return url
    }

    /// Shows the image at `url` on `view` through `apply`: at once when it is kept, else none now and the image once
    /// it has loaded, if `view` still shows `url` then.
    public func show(_ url: URL, on view: AnyObject, apply: @escaping @MainActor (UIImage?) -> Void) {
        let id = ObjectIdentifier(view)
        if let image = cache[url] {
            wanted[id] = nil
            use(url)
            apply(image)
            return
        }
        wanted[id] = url
        apply(nil)
        if let failed = failures[url], ContinuousClock.now - failed < retryInterval { return }
        let task = inFlight[url] ?? start(url)
        Task { [weak self, weak view] in
            let image = await task.value
            // Whatever happened meanwhile, the view's wish ends here: a view gone or moved on leaves nothing behind.
            guard let self, self.wanted[id] == url else { return }
            self.wanted[id] = nil
            if view != nil { apply(image) }
        }
    }

    /// Forgets the address `view` was to show: it shows something else now.
    public func cancel(for view: AnyObject) {
        wanted[ObjectIdentifier(view)] = nil
    }

    private func start(_ url: URL) -> Task<UIImage?, Never> {
        loadsStarted += 1
        let load = self.load
        let task = Task { [weak self] () -> UIImage? in
            let image = (try? await load(url)).flatMap { UIImage(data: $0) }
            self?.finished(url, image)
            return image
        }
        inFlight[url] = task
        return task
    }

    private func finished(_ url: URL, _ image: UIImage?) {
        inFlight[url] = nil
        guard let image else {
            if failures.count >= 1_000, let oldest = failures.min(by: { $0.value < $1.value })?.key { failures[oldest] = nil }
            failures[url] = .now
            return
        }
        failures[url] = nil
        if let previous = cache.updateValue(image, forKey: url) { cost -= Self.cost(of: previous) }
        cost += Self.cost(of: image)
        use(url)
        while order.count > 1, cost > costLimit || order.count > capacity { evict(order.removeFirst()) }
    }

    private func evict(_ url: URL) {
        if let image = cache.removeValue(forKey: url) { cost -= Self.cost(of: image) }
    }

    /// Forgets every kept image (and every remembered failure); views keep what they show.
    public func removeAll() {
        cache.removeAll()
        order.removeAll()
        failures.removeAll()
        cost = 0
    }

    /// What an image takes in memory once drawn: its pixels, four bytes each.
    static func cost(of image: UIImage) -> Int {
        let scale = Double(image.scale)
        let pixels = Double(image.size.width) * scale * Double(image.size.height) * scale
        return pixels.isFinite && pixels > 0 ? Int(min(pixels * 4, Double(Int.max / 2))) : 0
    }

    /// The default loader: a 2xx image answer of at most ``maximumImageBytes``, refused by its head when it can be, and
    /// read as it arrives on Apple's platforms (Linux's URLSession has no byte stream: read whole, then refused).
    nonisolated static func fetch(_ url: URL) async throws -> Data {
        #if canImport(FoundationNetworking)
        let (data, response) = try await URLSession.shared.data(from: url)
        try check(response)
        guard data.count <= maximumImageBytes else { throw URLError(.dataLengthExceedsMaximum) }
        return data
        #else
        let (bytes, response) = try await URLSession.shared.bytes(from: url)
        try check(response)
        var data = Data()
        for try await byte in bytes {
            data.append(byte)
            if data.count > maximumImageBytes { throw URLError(.dataLengthExceedsMaximum) }
        }
        return data
        #endif
    }

    private nonisolated static func check(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        guard (http.mimeType ?? "").hasPrefix("image/") else { throw URLError(.cannotDecodeContentData) }
        guard http.expectedContentLength <= Int64(maximumImageBytes) else { throw URLError(.dataLengthExceedsMaximum) }
    }

    private func use(_ url: URL) {
        order.removeAll { $0 == url }
        order.append(url)
    }
}
