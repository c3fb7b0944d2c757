/// What an owner does again and again while its views show — asking a service for what changed elsewhere — started
/// in ``MarkupOwner/viewDidAppear()`` and stopped in ``MarkupOwner/viewDidDisappear()``, so that a page opened but
/// gone, or a screen not on show, costs the service nothing.
///
/// <!-- snippet-prelude
/// import Observation
/// -->
/// ```swift
/// @MainActor @MarkupOwner @Observable
/// final class Clock {
///     @Outlet let timeLabel = ViewHandle<Elements.Label>()
///     @ObservationIgnored private let polling = Polling()
///
///     func refresh() async throws { timeLabel.text = "\(ContinuousClock.now)" }
///
///     func viewDidAppear() { polling.start(every: .seconds(1), self) { try await $0.refresh() } }
///     func viewDidDisappear() { polling.stop() }
/// }
/// ```
@MainActor
public final class Polling {
    private var task: Task<Void, Never>?

    /// Polling that has not started.
    public init() {}

    /// Calls `action` with `owner` every `interval` from now (the first call after one interval: the owner has just
    /// loaded what it shows) until ``stop()``, or until the owner is gone: the loop does not keep it alive. An error
    /// `action` throws is dropped; the next call tries again. Starting again replaces the calls started before.
    public func start<Owner: AnyObject & Sendable>(
        every interval: Duration, _ owner: Owner, _ action: @escaping @MainActor (Owner) async throws -> Void
    ) {
        task?.cancel()
        task = Task { [weak owner] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard !Task.isCancelled, let owner else { return }
                try? await action(owner)
            }
        }
    }

    /// Stops the calls; ``start(every:_:_:)`` begins them again.
    public func stop() {
        task?.cancel()
        task = nil
    }

    isolated deinit { task?.cancel() }
}
