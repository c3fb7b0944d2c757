import KiloShared
// Elements: the stack of open views, where each may go, and how a finished view joins its parent.
import Layout

extension DocumentReader {
    func startElement(_ name: String, _ attributes: [XMLAttribute], _ location: SourceLocation) {
        if isSkipping {
            stack.append(.skipped)
            return
        }
        if case .untyped(let parent)? = stack.last {
            error("<\(parent)> cannot contain elements (found <\(name)>)", at: location)
            stack.append(.skipped)
            return
        }
        if case .sectionView(let header, _)? = stack.last, Self.untypedElements.contains(name) {
            error("<\(header ? "sectionHeaderView" : "sectionFooterView")> holds a view, not <\(name)>", at: location)
            stack.append(.skipped)
            return
        }
        // Past a limit the element and all it contains are skipped: reported once, where it was crossed.
        if stack.count + including.count >= loader.limits.nesting {
            error("elements nest more than \(loader.limits.nesting) deep here (the loader's nesting limit)", at: location)
            stack.append(.skipped)
            return
        }
        if builder.viewCount >= loader.limits.views {
            if !builder.reportedViewLimit {
                error(
                    "the document makes more than \(loader.limits.views) views, included documents counted (the loader's view limit)",
                    at: location)
                builder.reportedViewLimit = true
            }
            stack.append(.skipped)
            return
        }
        builder.viewCount += 1
        let unique = removingRepeatedAttributes(attributes)
        if Self.isUntypedElement(name) && !catalog.contains(name) {
            untypedElement(name, unique, location)
            return
        }
        let typeName: String
        if name == "root" {
            guard let root = loader.rootElement else {
                error("<root> stands for a root view the caller supplies, and none was given", at: location)
                stack.append(.skipped)
                return
            }
            typeName = root
        } else {
            typeName = name
        }
        let known = catalog.isElement(typeName)
        if !known {
            let elements = catalog.types.values.filter(\.isElement).map(\.name) + Self.untypedElements
            error("unknown element <\(name)>" + Suggestion.note(for: name, in: elements), at: location)
        } else {
            checkPlacement(of: typeName, at: location)
        }
        let frame = makeFrame(
            node: ViewNode(element: typeName, location: location), content: known ? catalog.content(of: typeName) : nil)
        if let parent = parentFrame {
            frame.isInRowTemplate =
                parent.isInRowTemplate
                || (parent.content == .table && parent.sections[parent.sections.count - 1].dynamicRows != nil)
        }
        if known { applyAttributes(unique, to: frame) }
        stack.append(.view(frame))
    }

    /// Whether `name` is one of ``untypedElements``, all of which begin with a lower-case letter, unlike a view type.
    static func isUntypedElement(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return untypedElements.contains(name)
    }

    /// A frame for a new view: a spare one when there is one.
    func makeFrame(node: consuming ViewNode, content: ContentModel?) -> ViewFrame {
        let frame: ViewFrame
        if let spare = spareFrames.popLast() {
            spare.reuse(node: node, content: content)
            frame = spare
        } else {
            frame = ViewFrame(node: node, content: content)
        }
        frame.childrenStart = pendingChildren.count
        return frame
    }

    /// The attributes with each name's first only; reports the others.
    func removingRepeatedAttributes(_ attributes: [XMLAttribute]) -> [XMLAttribute] {
        // Elements have a few attributes: a linear search beats hashing them, and needs no copy when all differ. A
        // hostile element with thousands is checked through a dictionary, so that it costs linear time.
        if attributes.count <= 16, !Self.hasRepeatedName(attributes) { return attributes }
        var firstByName: [String: XMLAttribute] = [:]
        if attributes.count > 16 {
            firstByName.reserveCapacity(attributes.count)
            for attribute in attributes where firstByName[attribute.name] == nil { firstByName[attribute.name] = attribute }
            if firstByName.count == attributes.count { return attributes }
        }
        var unique: [XMLAttribute] = []
        unique.reserveCapacity(attributes.count)
        for attribute in attributes {
            let first =
                attributes.count > 16
                ? firstByName[attribute.name].flatMap { $0.nameLocation == attribute.nameLocation ? nil : $0 }
                : unique.first { $0.name == attribute.name }
            guard let first else {
                unique.append(attribute)
                continue
            }
            let at = first.nameLocation
            error(
                "attribute '\(first.name)' is given twice (first at line \(at.line), column \(at.column))",
                at: attribute.nameLocation)
        }
        return unique
    }

    /// Whether two of a few attributes share a name.
    private static func hasRepeatedName(_ attributes: [XMLAttribute]) -> Bool {
        for index in attributes.indices.dropFirst() {
            let name = attributes[index].name
            for earlier in attributes[..<index] where earlier.name == name { return true }
        }
        return false
    }

    /// Checks that the parent takes a view of this type here.
    func checkPlacement(of type: String, at location: SourceLocation) {
        // At the root, or inside an unknown element, there is nothing to check against.
        guard let parent = parentFrame, let content = parent.content else { return }
        switch content {
        case .subviews:
            break
        case .content, .accessory:
            parent.contentChildren += 1
            if parent.contentChildren > 1 {
                let role = content == .accessory ? "one accessory view" : "one content view"
                error(
                    "<\(parent.typeName)> takes \(role); <\(type)> is a second (wrap several views in a layout view)",
                    at: location)
            }
        case .table:
            if !catalog.type(type, inheritsFrom: "UITableViewCell") {
                error(
                    "<\(parent.typeName)> takes table view cells (UITableViewCell, LMTableViewCell or a subclass), not <\(type)>",
                    at: location)
            }
        case .none:
            error("<\(parent.typeName)> cannot contain views (found <\(type)>)", at: location)
        case .picker:
            error("<\(parent.typeName)> takes <row> elements, not views (found <\(type)>)", at: location)
        case .segments:
            error("<\(parent.typeName)> takes <segment> elements, not views (found <\(type)>)", at: location)
        case .tabBarItems:
            error("<\(parent.typeName)> takes <item> elements, not views (found <\(type)>)", at: location)
        }
    }

    func endElement() {
        guard let frame = stack.popLast() else { return }
        guard case .view(var view) = frame else { return }
        if catalog.type(view.node.element, inheritsFrom: "UIDatePicker") {
            for problem in DatePickerState.formProblems(in: view.node.properties) { error(problem.message, at: problem.location) }
        }
        switch view.content {
        case .table?: view.node.content = .table(finishedSections(view.sections))
        case .picker?: view.node.content = .picker(finishedComponents(view.components))
        case .segments?: view.node.content = .segments(view.segments)
        case .tabBarItems?: view.node.content = .tabBar(view.items)
        default: break
        }
        if view.childrenStart < pendingChildren.count {
            // Moved off the end of the stack, then put in order: no node is copied.
            var children: [ViewNode] = []
            children.reserveCapacity(pendingChildren.count - view.childrenStart)
            while pendingChildren.count > view.childrenStart { children.append(pendingChildren.removeLast()) }
            children.reverse()
            view.node.children = children
        }
        // Moved out of the frame, not copied: a node copy retains each of its arrays and strings.
        var node = ViewNode(element: "", location: view.node.location)
        swap(&node, &view.node)
        if isKnownUniquelyReferenced(&view) { spareFrames.append(view) }
        attach(node)
    }

    /// Gives a finished view to its parent, or makes it the result.
    func attach(_ node: consuming ViewNode) {
        if stack.isEmpty {
            result = node
            return
        }
        if attachSectionView(node) { return }
        guard let parent = parentFrame else { return }
        if parent.content == .table {
            if catalog.type(node.element, inheritsFrom: "UITableViewCell") {
                parent.sections[parent.sections.count - 1].cells.append(node)
            }
        } else {
            pendingChildren.append(node)
        }
    }
}
