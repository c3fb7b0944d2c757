public import Observation

/// Keeps a tree's bindings up to date with an `@Observable` owner: every binding is evaluated once at the start,
/// and again whenever a property it read changes, with the new value reported to `onUpdate`.
///
/// Each evaluation runs inside `withObservationTracking`, so a binding depends on exactly what it read last time
/// (a conditional that takes the other branch changes its dependencies). Changes made in one turn of the main actor
/// are coalesced into one update per binding, delivered in document order. Nothing has to be unbound: the owner is held weakly, and once this
/// object is released its pending observations lapse with the next change.
///
/// The owner's bindable properties must be read through their getters for changes to be seen: adopt
/// ``KeyPathBindingSource`` (reflection reads an `@Observable` class's storage directly, unobserved).
@MainActor
public final class LiveBindings {
    private let evaluator: BindingEvaluator
    private weak var owner: AnyObject?
    private let onUpdate: @MainActor (BindingUpdate) -> Void
    private let changes = ChangeQueue()

    /// Starts observing: calls `onUpdate` for every binding now, then after each change.
    public init(
        tree: ViewTree, owner: some AnyObject & Observable, evaluator: BindingEvaluator? = nil,
        onUpdate: @escaping @MainActor (BindingUpdate) -> Void
    ) {
        self.evaluator = evaluator ?? BindingEvaluator(tree: tree)
        self.owner = owner
        self.onUpdate = onUpdate
        for index in self.evaluator.targets.indices { refresh(index) }
    }

    /// The bindings being kept up to date.
    public var targets: [BindingTarget] { evaluator.targets }

    private func refresh(_ index: Int) {
        guard let owner else { return }
        let update = withObservationTracking {
            evaluator.evaluate(index, with: owner)
        } onChange: { [changes, weak self] in
            // Called once, before the change is stored, on the thread that makes it: evaluate afterwards, on the
            // main actor, every changed binding in document order in one flush.
            if changes.add(index) {
                Task { @MainActor [weak self] in self?.flush() }
            }
        }
        onUpdate(update)
    }

    /// Evaluates now the bindings whose dependencies changed, rather than after this turn: what a host does before
    /// it shows the views (what the owner loaded as they were about to appear goes with them).
    public func flush() {
        for index in changes.takeAll() { refresh(index) }
    }
}
