import Foundation
import Layout
import MarkupKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// What a container keeps between layouts: its children's attributes, and, at the top of a chain of containers, the
/// chain's layout tree with the view of each node.
@MainActor
final class ContainerState {
    var childLayouts: [ObjectIdentifier: LayoutAttributes] = [:]
    var tree: (layout: LayoutTree, views: [UIView], parents: [Int?])?
}

/// A layout view or a scroll view: the views the layout engine arranges the children of.
@MainActor
protocol LayoutContainer: UIView {
    var layoutRole: LayoutRole { get }
    var layout: LayoutAttributes { get set }
    var state: ContainerState { get }
    var arrangedSubviews: [UIView] { get }
}

extension LayoutContainer {
    func attributes(of subview: UIView) -> LayoutAttributes {
        (subview as? any LayoutContainer)?.layout ?? state.childLayouts[ObjectIdentifier(subview)] ?? LayoutAttributes()
    }

    func store(_ attributes: LayoutAttributes, for subview: UIView) {
        if let container = subview as? any LayoutContainer {
            container.layout = attributes
        } else {
            state.childLayouts[ObjectIdentifier(subview)] = attributes
            setNeedsLayout()
        }
    }

    /// The outermost container of the chain this one is in: it lays out the whole chain.
    var layoutRoot: any LayoutContainer {
        var root: any LayoutContainer = self
        while let parent = root.superview as? any LayoutContainer { root = parent }
        return root
    }

    /// Forgets the chain's tree, and marks the root, which lays the chain out.
    func invalidateContainerLayout() {
        state.tree = nil
        if let parent = superview as? any LayoutContainer { parent.setNeedsLayout() }
    }

    /// The chain's tree, rooted here, built if it is not kept.
    func layoutTree() -> (layout: LayoutTree, views: [UIView], parents: [Int?]) {
        if let tree = state.tree { return tree }
        var views: [UIView] = []
        let root = LayoutNodes.node(for: self, attributes: layout, views: &views)
        let tree = (LayoutTree(root), views, root.preorderNodes().map(\.parent))
        state.tree = tree
        return tree
    }

    /// At the top of a chain, sets every view's frame in it from the layout tree; below the top, nothing (the root
    /// did it). The chain is laid out in the root's safe area — clear of the status bar, the navigation bar and the
    /// home indicator — but a scroll view's, which UIKit keeps clear by adjusting its content inset.
    func layOutIfRoot() {
        guard !(superview is any LayoutContainer) else { return }
        var (tree, views, parents) = layoutTree()
        let direction: LayoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let safe = self is UIScrollView ? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) : safeAreaInsets
        let area = Rect(
            x: Double(safe.left), y: Double(safe.top), width: Double(max(0, bounds.width - safe.left - safe.right)),
            height: Double(max(0, bounds.height - safe.top - safe.bottom)))
        let frames = tree.layout(in: area, direction: direction)
        state.tree = (tree, views, parents)
        for index in views.indices.dropFirst() {
            guard let parent = parents[index] else { continue }
            // The root's children are placed in its own bounds, where the safe area starts at its insets.
            let origin = parent == 0 ? Rect(x: 0, y: 0, width: 0, height: 0) : frames[parent]
            let frame = frames[index]
            views[index].frame = CGRect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
            if let scroll = views[parent] as? MarkupScrollView {
                let margins = scroll.layout.margins
                scroll.contentSize = CGSize(
                    width: frame.x - origin.x + frame.width + margins.trailing,
                    height: frame.y - origin.y + frame.height + margins.bottom)
            }
        }
    }

    /// The size the chain rooted here needs: for `size`'s width (nil: its natural size).
    func fittingSize(_ size: CGSize?) -> CGSize {
        var (tree, views, parents) = layoutTree()
        let width = size.map { Double($0.width) }.flatMap { $0 > 0 && $0 < .greatestFiniteMagnitude ? $0 : nil }
        let measured = tree.measure(proposedWidth: width)
        state.tree = (tree, views, parents)
        return CGSize(width: width ?? measured.width, height: measured.height)
    }
}

/// The layout engine's nodes for views.
@MainActor
enum LayoutNodes {
    /// The node of `view` with `attributes` and the nodes below it, each view appended to `views` in pre-order.
    static func node(for view: UIView, attributes: LayoutAttributes, views: inout [UIView]) -> LayoutNode {
        views.append(view)
        // A hidden view takes no space, whoever hid it: UIKit's `isHidden` is what the user sees.
        var attributes = attributes
        attributes.isHidden = view.isHidden
        if let container = view as? any LayoutContainer {
            let children = container.arrangedSubviews.map { child in
                let childAttributes = container.attributes(of: child)
                return (node: node(for: child, attributes: childAttributes, views: &views), attributes: childAttributes)
            }
            return attributes.layoutNode(role: container.layoutRole, children: children)
        }
        if view is MarkupSpacer { return attributes.layoutNode(role: .spacer) }
        var leaf = attributes.layoutNode(role: .leaf, measure: measure(view))
        if let baselines = baselines(of: view, explicitHeight: attributes.height) {
            leaf.firstBaseline = baselines.first
            leaf.lastBaselineFromBottom = baselines.lastFromBottom
        }
        return leaf
    }

    /// A leaf's size for a proposed width, from `sizeThatFits(_:)`. The engine measures while the root lays out, on the
    /// main actor.
    static func measure(_ view: UIView) -> @Sendable (_ proposedWidth: Double?) -> Size {
        { proposedWidth in
            MainActor.assumeIsolated {
                let offered = CGSize(width: proposedWidth ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
                let size = view.sizeThatFits(offered)
                return Size(width: Double(size.width), height: Double(size.height))
            }
        }
    }

    /// Where a text view's first baseline is from its top, and its last from its bottom: from its font, as UIKit's
    /// baseline anchors are. A text field's and a button's one line is centred; so is a label's text, which UIKit
    /// centres in a label taller than it (one with an explicit height: elsewhere a label is as tall as its text).
    static func baselines(of view: UIView, explicitHeight: Double?) -> (first: Double, lastFromBottom: Double)? {
        let font: UIFont?
        let centred: Bool
        switch view {
        case let label as UILabel: (font, centred) = (label.font, false)
        case let field as UITextField: (font, centred) = (field.font, true)
        case let button as UIButton: (font, centred) = (button.titleLabel?.font, true)
        default: (font, centred) = (nil, false)
        }
        guard let font else { return nil }
        let (ascender, lineHeight) = (Double(font.ascender), Double(font.lineHeight))
        var inset = 0.0
        if let label = view as? UILabel, let explicitHeight {
            let width = label.bounds.width > 0 ? label.bounds.width : .greatestFiniteMagnitude
            let text = Double(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
            inset = max(0, (explicitHeight - text) / 2)
        } else if centred {
            let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
            inset = max(0, (Double(view.sizeThatFits(unbounded).height) - lineHeight) / 2)
        }
        return (inset + ascender, inset + lineHeight - ascender)
    }
}

extension UIView {
    /// Sets a layout attribute (`hidden`, `weight`, …) where the view's layout attributes are kept — its own, when it
    /// is a layout view, else its parent's record of it — and lays the chain of layout views it is in out again.
    func setLayoutAttribute(_ name: String, to value: PropertyValue, at location: SourceLocation) {
        let container = self as? any LayoutContainer
        let parent = superview as? any LayoutContainer
        var attributes = container?.layout ?? parent?.attributes(of: self) ?? LayoutAttributes()
        var properties: [PropertySetting] = []
        let setting = PropertySetting(keyPath: name, value: value, location: location)
        guard ViewNode.add(setting, to: &properties, layout: &attributes) == nil, properties.isEmpty else { return }
        isHidden = attributes.isHidden
        if let container { container.layout = attributes } else { parent?.store(attributes, for: self) }
        parent?.setNeedsLayout()
    }
}
