// `<?navigationItem title="…"?>` and `<?rightBarButtonItem title="…" style="done" action="…"?>`: the screen's bar.
import KiloShared

extension DocumentReader {
    static let navigationItemAttributes = ["title"]
    static let barButtonAttributes = ["title", "style", "action"]

    func navigation(_ target: String, _ data: String, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        guard stack.isEmpty else {
            error("<?\(target)?> belongs outside the document's views, before its root element", at: location)
            return
        }
        if let form = builder.form {
            error(
                "<?\(target)?> and the <?form?> of line \(form.location.line) both make the screen's bar; give the form its title",
                at: location)
            return
        }
        let known = target == "navigationItem" ? Self.navigationItemAttributes : Self.barButtonAttributes
        guard let attributes = pseudoAttributes(data, dataLocation, in: target) else { return }
        var values: [String: (value: String, location: SourceLocation)] = [:]
        for (name, value, at) in attributes {
            guard known.contains(name) else {
                error(
                    "<?\(target)?> has no attribute '\(name)'" + Suggestion.note(for: name, in: known)
                        + "; it takes \(known.joined(separator: ", "))", at: at)
                continue
            }
            if values[name] != nil { error("'\(name)' is given twice", at: at) }
            values[name] = (value, at)
        }
        var navigation = builder.navigation ?? DocumentNavigation(location: location)
        if target == "navigationItem" {
            if builder.declaredNavigationItem {
                error("<?navigationItem?> is declared twice", at: location)
                return
            }
            builder.declaredNavigationItem = true
            navigation.title = values["title"].map { resolvePrefix($0.value).text }
            builder.navigation = navigation
            return
        }
        guard navigation.rightBarButtons.count < DocumentNavigation.maximumRightBarButtons else {
            error(
                "a bar holds \(DocumentNavigation.maximumRightBarButtons) buttons at its trailing end; this is one more",
                at: location)
            return
        }
        guard let written = values["title"] else {
            error("<?rightBarButtonItem?> needs title=\"…\": what the button says", at: location)
            return
        }
        let title = resolvePrefix(written.value).text
        if let problem = BarButton.problem(withTitle: title) {
            error("the bar button's title '\(title.prefix(60))' \(problem)", at: written.location)
            return
        }
        guard let action = values["action"] else {
            error("<?rightBarButtonItem?> needs action=\"…\": the owner's action a tap calls", at: location)
            return
        }
        if let problem = BarButton.problem(withAction: action.value) {
            error("the bar button's action '\(action.value.prefix(60))' \(problem)", at: action.location)
            return
        }
        var style = BarButton.Style.plain
        if let name = values["style"] {
            guard let known = BarButton.Style(rawValue: name.value) else {
                error("style must be plain or done, not '\(name.value.prefix(60))'", at: name.location)
                return
            }
            style = known
        }
        navigation.rightBarButtons.append(BarButton(title: title, style: style, action: action.value, location: location))
        builder.navigation = navigation
    }
}
