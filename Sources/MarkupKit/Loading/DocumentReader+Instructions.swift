import KiloShared
// Processing instructions: templates, includes, `<?case?>`, table sections and picker components.
import Layout

extension DocumentReader {
    func instruction(_ target: String, _ data: String, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        switch target {
        case "case":
            if let open = openCase {
                error(
                    "<?case \(data)?> is inside <?case \(open.platform)?> of line \(open.location.line), column \(open.location.column); close that one with <?end?> first",
                    at: location)
            }
            openCase = (data, location)
            skippingCase = data != loader.platform
            return
        case "end":
            if openCase == nil { error("<?end?> closes no <?case?>", at: location) }
            openCase = nil
            skippingCase = false
            return
        default:
            break
        }
        if isSkipping { return }
        switch target {
        case "properties":
            properties(data, location, dataLocation)
        case "include":
            include(data, location)
        case "form":
            form(data, location, dataLocation)
        case "navigationItem", "rightBarButtonItem":
            navigation(target, data, location, dataLocation)
        case "sectionBreak", "sectionName", "sectionSelectionMode", "sectionRows":
            guard let table = parentFrame, table.content == .table else {
                error("<?\(target)?> belongs directly inside an LMTableView", at: location)
                return
            }
            if target == "sectionRows" {
                sectionRows(data, table, location, dataLocation)
            } else {
                tableInstruction(target, data, table, dataLocation)
            }
        case "componentSeparator", "componentName", "componentRows":
            guard let picker = parentFrame, picker.content == .picker else {
                error("<?\(target)?> belongs directly inside an LMPickerView", at: location)
                return
            }
            if target == "componentRows" {
                componentRows(data, picker, location, dataLocation)
            } else if target == "componentSeparator" {
                picker.components.append(PickerComponent())
            } else if data.isEmpty {
                error("<?componentName?> needs a name", at: location)
            } else {
                picker.components[picker.components.count - 1].name = data
            }
        default:
            error(
                "unknown processing instruction <?\(target)?>" + Suggestion.note(for: target, in: Self.instructions), at: location
            )
        }
    }

    func tableInstruction(_ target: String, _ data: String, _ table: ViewFrame, _ location: SourceLocation) {
        let last = table.sections.count - 1
        if target == "sectionBreak" {
            table.sections.append(TableSection())
            return
        }
        guard !data.isEmpty else {
            error("<?\(target)?> needs a value", at: location)
            return
        }
        let cells = table.sections[last].cells.count
        if cells > 0 {
            builder.warning(
                "<?\(target)?> applies to the whole current section, including the \(cells) cell\(cells == 1 ? "" : "s") above it; "
                    + "<?sectionBreak?> starts a new section", at: location)
        }
        if target == "sectionName" {
            table.sections[last].name = data
        } else if let mode = TableSection.SelectionMode(rawValue: data) {
            table.sections[last].selectionMode = mode
        } else {
            let modes = TableSection.SelectionMode.allCases.map(\.rawValue)
            error(
                "'\(data)' is not a selection mode; the modes are \(modes.joined(separator: ", "))"
                    + Suggestion.note(for: data, in: modes), at: location)
        }
    }

    func properties(_ data: String, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        let json: JSONValue
        if data.hasPrefix("{") {
            var reader = JSONReader(data, start: dataLocation)
            do {
                json = try reader.read()
            } catch {
                self.error(error.message, at: error.location)
                return
            }
        } else {
            guard !data.isEmpty else {
                error("<?properties?> needs inline JSON ({…}) or the name of a JSON file", at: location)
                return
            }
            let document: (text: String, file: String)?
            do {
                document = try loader.documents?.text(of: data, "json")
            } catch {
                builder.diagnostics += error.diagnostics
                return
            }
            guard let document else {
                error(
                    "no template file '\(data).json'" + (loader.documents == nil ? " (the loader has no document source)" : ""),
                    at: dataLocation)
                return
            }
            var reader = JSONReader(document.text, start: SourceLocation(file: document.file, line: 1, column: 1))
            do {
                json = try reader.read()
            } catch {
                self.error(error.message, at: error.location)
                return
            }
        }
        builder.diagnostics += templates.merge(json, at: dataLocation)
        templateCache.removeAll()
        templateMemberCache.removeAll()
    }

    func include(_ name: String, _ location: SourceLocation) {
        guard let parent = parentFrame else {
            error("<?include?> belongs inside a view that takes subviews", at: location)
            return
        }
        guard let documents = loader.documents else {
            error("<?include \(name)?> needs a document source, and the loader has none", at: location)
            return
        }
        let chain = including + [file]
        guard chain.count <= loader.limits.includeDepth else {
            error(
                "<?include \(name)?> goes more than \(loader.limits.includeDepth) documents deep (the loader's include limit)",
                at: location)
            return
        }
        guard !builder.reportedViewLimit else { return }
        if chain.contains(where: { $0.hasSuffix("/" + name + ".xml") || $0 == name + ".xml" }) {
            error(
                "<?include \(name)?> includes a document that includes it (\((chain + [name + ".xml"]).joined(separator: " → ")))",
                at: location)
            return
        }
        let document: (text: String, file: String)?
        do {
            document = try documents.text(of: name, "xml")
        } catch {
            builder.diagnostics += error.diagnostics
            return
        }
        guard let document else {
            error("no document named '\(name).xml' to include", at: location)
            return
        }
        checkPlacement(of: "UIView", at: location)
        // The included document sees a copy of this one's templates; its own stay its own.
        if let root = builder.build(document.text, file: document.file, templates: templates, including: chain),
            parent.content != nil
        {
            attach(root)
        }
    }
}
