public import MarkupKit

extension LimaView {
    /// The view tree this declaration describes: what `MarkupLoader` gives for the same screen written as markup.
    ///
    /// Settings are added in the order written, styles first, through the same rule as a document's attributes (a
    /// layout attribute sets the view's layout; a later setting of a key path replaces an earlier one).
    /// `strings`: the strings table that `.localized` text is looked up in.
    /// - Throws: `MarkupError` with a diagnostic at the Swift source of each value the compiler could not check (a
    ///   weight that is not positive, a key path the owner does not list); warnings go in the tree.
    public func tree(strings: StringsTable = StringsTable()) throws(MarkupError) -> ViewTree {
        var diagnostics: [MarkupDiagnostic] = []
        let root = declaration.node(strings: strings, diagnostics: &diagnostics, isRoot: true)
        let form = declaration.form.map { form in
            DocumentForm(
                action: form.action, method: form.method,
                title: form.title?.resolved(
                    strings: strings, for: "a form's title", diagnostics: &diagnostics, at: form.location),
                submitTitle: form.submitTitle.resolved(
                    strings: strings, for: "a form's submit title", diagnostics: &diagnostics, at: form.location),
                location: form.location)
        }
        let navigation = declaration.navigation.map { navigation in
            navigation.resolved(strings: strings, diagnostics: &diagnostics)
        }
        if let form = declaration.form, declaration.navigation != nil {
            diagnostics.append(
                MarkupDiagnostic(
                    .error, "a form and a navigation item both make the screen's bar; give the form its title", at: form.location)
            )
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { throw MarkupError(diagnostics: diagnostics) }
        return ViewTree(root: root, warnings: diagnostics, form: form, navigation: navigation)
    }
}

extension LimaDeclaration {
    func node(strings: StringsTable, diagnostics: inout [MarkupDiagnostic], isRoot: Bool = false) -> ViewNode {
        diagnostics += problems
        if let form, !isRoot {
            diagnostics.append(
                MarkupDiagnostic(.warning, "only the root view's form counts; this one is ignored", at: form.location))
        }
        if let navigation, !isRoot {
            diagnostics.append(
                MarkupDiagnostic(
                    .warning, "only the root view's navigation item counts; this one is ignored", at: navigation.location))
        }
        var node = ViewNode(element: element, style: style, outlet: outlet, actions: actions, location: location)
        if let link {
            if let problem = ScreenLink.problem(with: link.path) {
                diagnostics.append(MarkupDiagnostic(.error, "link '\(link.path)' \(problem)", at: link.location))
            } else if let problem = ScreenLink.tapProblem(link: link.path, actions: actions) {
                diagnostics.append(MarkupDiagnostic(.error, problem, at: link.location))
            } else {
                node.link = link.path
            }
        }
        for setting in settings {
            let value: PropertyValue
            switch setting.assigned {
            case .value(let assigned): value = assigned
            case .localized(let key): value = .string(strings[key] ?? "@" + key)
            }
            let origin: PropertySetting.Origin =
                if case .localized(let key) = setting.assigned, case .attribute = setting.origin { .localized(key: key) } else {
                    setting.origin
                }
            // Under the name a renderer reads it by, as the markup reader does: `isOn` is `on`.
            let keyPath = ElementCatalog.standard.canonicalKeyPath(setting.keyPath, of: element)
            let property = PropertySetting(keyPath: keyPath, value: value, origin: origin, location: setting.location)
            switch node.add(property) {
            case nil: break
            case .refused(let message)?: diagnostics.append(MarkupDiagnostic(.error, message, at: setting.location))
            case .ignored(let message)?: diagnostics.append(MarkupDiagnostic(.warning, message, at: setting.location))
            }
        }
        if ElementCatalog.standard.type(element, inheritsFrom: "UIDatePicker") {
            for problem in DatePickerState.formProblems(in: node.properties) {
                diagnostics.append(MarkupDiagnostic(.error, problem.message, at: problem.location))
            }
        }
        for binding in bindings {
            switch binding.expression {
            case .success(let expression):
                node.bindings.append(
                    PropertyBinding(
                        keyPath: ElementCatalog.standard.canonicalKeyPath(binding.keyPath, of: element), expression: expression,
                        formatter: binding.format?.reference,
                        source: "$\(expression)", location: binding.location))
            case .failure(let problem):
                diagnostics.append(
                    MarkupDiagnostic(.error, "binding '\(binding.keyPath)': \(problem.message)", at: binding.location))
            }
        }
        node.children = children.map { $0.declaration.node(strings: strings, diagnostics: &diagnostics) }
        node.content = content?.resolved(strings: strings, diagnostics: &diagnostics)
        return node
    }
}

/// A form as declared, its titles resolved when the tree is built.
struct DeclaredForm: Sendable {
    var action: String
    var method: DocumentForm.Method
    var title: LMText?
    var submitTitle: LMText
    var location: SourceLocation
}

extension LimaView {
    /// The screen's controls post to `action`: markup's `<?form?>`. Give it to the root view.
    /// - `method`: `.post` (form-encoded) or `.get` (in the query).
    /// - `title`: the screen's title, above the view.
    /// - `submit`: the title of the button that posts.
    public consuming func form(
        action: String, method: DocumentForm.Method = .post, title: LMText? = nil, submit: LMText = "Submit",
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        var copy = self
        copy.declaration.form = DeclaredForm(
            action: action, method: method, title: title, submitTitle: submit, location: SourceLocation(file, line, column))
        return copy
    }
}

/// A navigation bar as declared, its titles resolved and checked when the tree is built.
struct DeclaredNavigation: Sendable {
    var title: LMText?
    var buttons: [(title: LMText, style: BarButton.Style, action: String, location: SourceLocation)] = []
    var location: SourceLocation

    func resolved(strings: StringsTable, diagnostics: inout [MarkupDiagnostic]) -> DocumentNavigation {
        var navigation = DocumentNavigation(
            title: title?.resolved(
                strings: strings, for: "a navigation item's title", diagnostics: &diagnostics, at: location),
            location: location)
        for (index, button) in buttons.enumerated() {
            guard index < DocumentNavigation.maximumRightBarButtons else {
                diagnostics.append(
                    MarkupDiagnostic(
                        .error,
                        "a bar holds \(DocumentNavigation.maximumRightBarButtons) buttons at its trailing end; this is one more",
                        at: button.location))
                continue
            }
            let title = button.title.resolved(
                strings: strings, for: "a bar button's title", diagnostics: &diagnostics, at: button.location)
            if let problem = BarButton.problem(withTitle: title) {
                diagnostics.append(
                    MarkupDiagnostic(.error, "the bar button's title '\(title.prefix(60))' \(problem)", at: button.location))
            }
            if let problem = BarButton.problem(withAction: button.action) {
                diagnostics.append(
                    MarkupDiagnostic(
                        .error, "the bar button's action '\(button.action.prefix(60))' \(problem)", at: button.location))
            }
            navigation.rightBarButtons.append(
                BarButton(title: title, style: button.style, action: button.action, location: button.location))
        }
        return navigation
    }
}

extension LimaView {
    /// The screen's navigation bar shows `title`: markup's `<?navigationItem?>`. Give it to the root view; an owner's
    /// `screenTitle`, once it has one, is shown instead.
    public consuming func navigationItem(
        title: LMText?, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        var copy = self
        let location = SourceLocation(file, line, column)
        var navigation = copy.declaration.navigation ?? DeclaredNavigation(location: location)
        navigation.title = title
        copy.declaration.navigation = navigation
        return copy
    }

    /// A button at the trailing end of the screen's navigation bar, after those before it, that calls the owner's
    /// action `action` (one that takes nothing): markup's `<?rightBarButtonItem?>`. Give it to the root view.
    public consuming func rightBarButtonItem(
        _ title: LMText, style: BarButton.Style = .plain, action: some ActionName, file: String = #fileID,
        line: Int = #line, column: Int = #column
    ) -> Self {
        rightBarButtonItem(title, style: style, action: action.rawValue, file: file, line: line, column: column)
    }

    /// A button at the trailing end of the screen's navigation bar that calls the action named `action`, for a
    /// declaration without its owner's typed names (a conversion's).
    public consuming func rightBarButtonItem(
        _ title: LMText, style: BarButton.Style = .plain, action: String, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) -> Self {
        var copy = self
        let location = SourceLocation(file, line, column)
        var navigation = copy.declaration.navigation ?? DeclaredNavigation(location: location)
        navigation.buttons.append((title, style, action, location))
        copy.declaration.navigation = navigation
        return copy
    }
}
