import MarkupKit

/// Settings shared by several views, under a name: markup's property template (`<?properties {"bold": …}?>` and
/// `class="bold"`), as a Swift value.
///
/// A style is a view of the type it styles, declared with the settings to share; applying it gives a view those
/// settings before its own, so that what the view sets itself wins, as an attribute beats a template in markup.
///
/// ```swift
/// let bold = LMStyle("bold", LMLabel(font: .system(.bold, size: 17)))
/// let red = LMStyle("red", LMLabel(textColor: MarkupColor(rgb: 0xff0000)))
/// LMLabel(text: "Bold Red Label").style(bold, red)
/// ```
public struct LMStyle<StyledView: LimaView>: Sendable {
    /// The template's name, which the tree records as the origin of each setting.
    public let name: String
    let declaration: LimaDeclaration

    /// A style named `name` with the settings `view` declares (its children, outlet, actions and bindings are not
    /// part of a style, and are reported if given).
    public init(_ name: String, _ view: StyledView) {
        self.name = name
        declaration = view.declaration
    }
}

extension LimaView {
    /// The view with `styles`' settings before its own, in the order given: a later style's setting of a property
    /// replaces an earlier one's, and the view's own settings replace both.
    public consuming func style(
        _ styles: LMStyle<Self>..., file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        var copy = self
        // After the styles applied before these, ahead of the view's own settings.
        var position =
            copy.declaration.settings.lastIndex { if case .template = $0.origin { true } else { false } }
            .map { $0 + 1 } ?? 0
        // One allocation for all the styles' settings, none for intermediate arrays: styles are applied per cell.
        copy.declaration.settings.reserveCapacity(
            copy.declaration.settings.count + styles.reduce(0) { $0 + $1.declaration.settings.count })
        for style in styles {
            let styled = style.declaration.settings.lazy.map { setting in
                var setting = setting
                setting.origin = .template(style.name)
                return setting
            }
            copy.declaration.settings.insert(contentsOf: styled, at: position)
            position += styled.count
            let extra = style.declaration
            if !extra.children.isEmpty || extra.outlet != nil || !extra.actions.isEmpty || !extra.bindings.isEmpty
                || extra.content != nil
            {
                copy.declaration.problems.append(
                    MarkupDiagnostic(
                        .warning,
                        "style '\(style.name)' gives only its settings; its children, outlet, actions, bindings and "
                            + "content are ignored", at: SourceLocation(file, line, column)))
            }
        }
        return copy
    }

    /// The view with `part`'s settings given to its subobject `name` (`textLabel`, `titleLabel`): markup's
    /// `textLabel.font="…"`.
    consuming func settingPart(_ name: String, from part: some LimaView) -> Self {
        var copy = self
        for var setting in part.declaration.settings {
            setting.keyPath = name + "." + setting.keyPath
            copy.declaration.settings.append(setting)
        }
        for var binding in part.declaration.bindings {
            binding.keyPath = name + "." + binding.keyPath
            copy.declaration.bindings.append(binding)
        }
        return copy
    }
}
