public import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// Images from addresses (`image="$item.thumbnail"` holding `https://…/users/3/thumbnail`), as seed 003's photo list
/// loads them: each address once, as the view showing it appears, the most recent ``capacity`` kept; a load that
/// finishes sets its image only on a view that still shows that address — a cell reused for another row meanwhile
/// shows that row's image, not this one's.
@MainActor
public final class RemoteImages {
    /// The images every screen shares.
    public static let shared = RemoteImages()

    /// How an address's bytes are fetched (URLSession by default; a test's own stands in).
    public var load: @Sendable (URL) async throws -> Data = { url in
        let (data, _) = try await URLSession.shared.data(from: url)
        return data
    }
    /// How many images are kept.
    public var capacity = 200
    /// How many loads have started: each address loads once while it is kept.
    public private(set) var loadsStarted = 0

    private var cache: [URL: UIImage] = [:]
    /// The cached addresses, least recently used first.
    private var order: [URL] = []
    private var inFlight: [URL: Task<UIImage?, Never>] = [:]
    /// The address each view shows now.
    private var wanted: [ObjectIdentifier: URL] = [:]

    /// A cache of its own (tests use one).
    public init() {}

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
        guard let image else { return }
        cache[url] = image
        use(url)
        while order.count > capacity { cache[order.removeFirst()] = nil }
    }

    private func use(_ url: URL) {
        order.removeAll { $0 == url }
        order.append(url)
    }
}
