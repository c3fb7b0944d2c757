/// A binding of a tree, found by where its view is.
public struct BindingTarget: Sendable, Hashable {
    /// The view's index in ``ViewTree/nodes`` (depth first, document order).
    public var node: Int
    /// The view's outlet, if it has one.
    public var outlet: String?
    /// The binding.
    public var binding: PropertyBinding
}

/// A binding's new value: the converted property value, nil when the expression gave nil (MarkupKit left the view
/// as it was then, and so should a renderer), or the error that kept it from being evaluated.
public struct BindingUpdate: Sendable, Hashable {
    /// Which binding.
    public var target: BindingTarget
    /// The value, nil for "leave the view as it is", or why there is none.
    public var result: Result<PropertyValue?, BindingError>
}

/// Evaluates the bindings of a tree against an owner: each expression, then its formatter, then the conversion to
/// the bound property's type. Formatters are made once per binding and kept, so it is not `Sendable`: keep one
/// per owner, on the owner's actor.
public final class BindingEvaluator {
    /// Every binding of the tree, in document order.
    public let targets: [BindingTarget]
    private let propertyTypes: [PropertyType]
    private let catalog: ElementCatalog
    private let formatterRegistry: FormatterRegistry
    private let context: FormattingContext
    private let colors: [String: MarkupColor]
    private var formatters: [Int: any BindingFormatter] = [:]

    /// Prepares the bindings of `tree`; `catalog`, `formatters` and `colors` should be the loader's.
    public init(
        tree: ViewTree, catalog: ElementCatalog = .standard, formatters: FormatterRegistry = .standard,
        context: FormattingContext = FormattingContext(), colors: [String: MarkupColor] = MarkupColor.standardNames
    ) {
        var targets: [BindingTarget] = []
        var types: [PropertyType] = []
        for (index, node) in tree.nodes.enumerated() {
            for binding in node.bindings {
                targets.append(BindingTarget(node: index, outlet: node.outlet, binding: binding))
                // The loader checked the key path; a catalog that lost the type binds as text.
                types.append((try? catalog.resolve(keyPath: binding.keyPath, on: node.element).get()) ?? .string)
            }
        }
        self.targets = targets
        self.propertyTypes = types
        self.catalog = catalog
        self.formatterRegistry = formatters
        self.context = context
        self.colors = colors
    }

    /// An evaluator of another tree's bindings with this one's catalog, formatters and colors: a row template's.
    public func evaluator(for tree: ViewTree) -> BindingEvaluator {
        BindingEvaluator(tree: tree, catalog: catalog, formatters: formatterRegistry, context: context, colors: colors)
    }

    /// Evaluates binding `index` (of ``targets``) against `owner`.
    public func evaluate(_ index: Int, with owner: Any) -> BindingUpdate {
        BindingUpdate(target: targets[index], result: value(of: index, with: owner))
    }

    /// Evaluates every binding against `owner`, in document order.
    public func evaluateAll(with owner: Any) -> [BindingUpdate] {
        targets.indices.map { evaluate($0, with: owner) }
    }

    private func value(of index: Int, with owner: Any) -> Result<PropertyValue?, BindingError> {
        let binding = targets[index].binding
        do throws(BindingError) {
            let value = try binding.expression.evaluate(with: owner)
            if value == .null { return .success(nil) }
            var bound = value
            if let reference = binding.formatter {
                bound = .string(try formatter(for: index, reference).format(value))
            }
            switch propertyTypes[index].convert(bound: bound, colors: colors) {
            case .success(let converted): return .success(converted)
            case .failure(let failure): return .failure(.typeMismatch("'\(binding.keyPath)': \(failure.message)"))
            }
        } catch {
            return .failure(error)
        }
    }

    private func formatter(for index: Int, _ reference: FormatterReference) throws(BindingError) -> any BindingFormatter {
        if let made = formatters[index] { return made }
        guard let definition = formatterRegistry.definitions[reference.name] else {
            throw BindingError.formatting("no formatter named '\(reference.name)'")
        }
        let made = try definition.make(reference, context)
        formatters[index] = made
        return made
    }
}
