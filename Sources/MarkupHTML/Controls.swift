import Foundation
import HTMLWriting
import Layout
import MarkupKit

// Each element's content: what fills the box the layout gives the view.

extension PageWriter {
    /// A view's properties by name, bound values first.
    struct Properties {
        let page: PageWriter
        let placed: PlacedView

        var view: ViewNode { placed.node }
        var index: Int { placed.index }

        subscript(keyPath: String) -> PropertyValue? { page.value(keyPath, of: placed) }

        func string(_ keyPath: String) -> String? { self[keyPath]?.stringValue }
        func number(_ keyPath: String) -> Double? { self[keyPath]?.numberValue }
        /// A flag, by its canonical name (a loaded tree keeps `isOn` as `on`).
        func flag(_ keyPath: String) -> Bool? { self[keyPath]?.boolValue }
        func enumeration(_ keyPath: String) -> String? { self[keyPath]?.enumerationValue }
        func color(_ keyPath: String) -> String? { self[keyPath]?.colorValue.map(page.css) }
        var isEnabled: Bool { flag("enabled") ?? true }

        /// The name the control posts under: its `name`, else its outlet.
        var fieldName: String? { string("name") ?? placed.node.outlet }

        /// Font, color and alignment declarations for text, each after a `;`, escaped for a `style` attribute.
        func textStyle(font: String = "font", color: String = "textColor", alignment: String? = "textAlignment") -> String {
            var style = ""
            if case .font(let value)? = self[font] { style += ";" + page.css(value) }
            if let value = self.color(color) { style += ";color:" + value }
            if let alignment, let value = enumeration(alignment) { style += ";text-align:" + CSSValues.textAlign(value) }
            return style
        }
    }

    /// Writes ` name="…"` for a field, or disowns it from the page's form when it has no name, so that it does not
    /// post (`form` naming no form); radio buttons still need a name to be one group.
    func writeFieldName(_ name: String?, group: String? = nil, to output: inout HTMLOutput) {
        if let name {
            output.write(" name=\"")
            output.writeEscaped(name)
            output.write("\"")
        } else {
            if let group {
                output.write(" name=\"")
                output.writeEscaped(group)
                output.write("\"")
            }
            output.write(" form=\"mk-none\"")
        }
    }

    func writeContent(of view: PlacedView, to output: inout HTMLOutput) {
        let properties = Properties(page: self, placed: view)
        switch kind(of: view.node.element) {
        case .label: writeLabel(properties, to: &output)
        case .button: writeButton(properties, to: &output)
        case .textField: writeTextField(properties, to: &output)
        case .textView: writeTextView(properties, to: &output)
        case .toggle: writeSwitch(properties, to: &output)
        case .slider: writeSlider(properties, to: &output)
        case .stepper: writeStepper(properties, to: &output)
        case .segmentedControl: writeSegments(properties, to: &output)
        case .datePicker: writeDatePicker(properties, to: &output)
        case .picker: writePicker(properties, to: &output)
        case .imageView: writeImage(properties, to: &output)
        case .activityIndicator: writeActivityIndicator(properties, to: &output)
        case .progressView: writeProgress(properties, to: &output)
        case .pageControl: writePageControl(properties, to: &output)
        case .table: writeTable(properties, to: &output)
        case .cell: writeCell(properties, section: nil, to: &output)
        case .tabBar: writeTabBar(properties, to: &output)
        case .scrollView: output.write("<div class=\"mk-scroll\"></div>")
        case .plainView: break
        case .appElement(let renderer?):
            renderer.write(RenderedView(node: view.node, bound: bound[view.index] ?? [:]), &output)
        case .appElement(nil):
            output.write("<div class=\"mk-element\"><span>")
            output.writeEscaped(view.node.element)
            output.write("</span></div>")
        }
    }

    func writeLabel(_ properties: Properties, to output: inout HTMLOutput) {
        // The most common view: its settings come from the pass that read its drawing.
        let settings = drawing(of: properties.placed)
        output.write(settings.isEnabled ? "<div class=\"mk-label\" style=\"" : "<div class=\"mk-label mk-disabled\" style=\"")
        if let font = settings.font { output.write(css(font)) }
        if let color = settings.textColor {
            output.write(";color:")
            output.write(css(color))
        }
        if let alignment = settings.textAlignment {
            output.write(";text-align:")
            output.write(CSSValues.textAlign(alignment))
        }
        // UILabel shows one line unless told otherwise; 0 is as many as the text needs.
        let lines = settings.numberOfLines
        if lines == 0 {
            output.write("\"><span class=\"mk-wrap\">")
        } else if lines > 1 {
            output.write(
                "\"><span class=\"mk-wrap\" style=\"display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:\(Int(lines))\">"
            )
        } else if settings.fitsWidth {
            // The page's script shrinks the text until it fits, as UIKit does, no smaller than this.
            output.write("\"><span data-mk-fit=\"")
            output.write(length: min(max(settings.minimumScaleFactor, 0), 1), unit: "")
            output.write("\">")
        } else {
            output.write("\"><span>")
        }
        output.writeEscaped(settings.text)
        output.write("</span></div>")
    }

    func writeButton(_ properties: Properties, to output: inout HTMLOutput) {
        let style = properties.view.style ?? "systemButton"
        // A button that goes to another screen is a link the browser follows (and keeps in its history), as a row's is.
        let link = properties.view.link
        output.write(link == nil ? "<button type=\"button\"" : "<a")
        output.write(" class=\"mk-button mk-\(style)\"")
        writeAttribute("aria-label", drawing(of: properties.placed).label, to: &output)
        if let link {
            // A disabled link has no address to follow.
            if properties.isEnabled {
                writeAttribute("href", renderer.linkBase + link, to: &output)
            } else {
                output.write(" aria-disabled=\"true\"")
            }
        } else if !properties.isEnabled {
            output.write(" disabled")
        }
        var css = properties.textStyle(font: "titleLabel.font", color: "titleColor", alignment: nil)
        if case .edgeInsets(let insets)? = properties["contentEdgeInsets"] {
            css +=
                ";padding:\(CSSLength(insets.top)) \(CSSLength(insets.trailing)) \(CSSLength(insets.bottom)) \(CSSLength(insets.leading))"
        }
        writeStyleAttribute(css, to: &output)
        output.write(">")
        if let image = properties["image"], case .image(let name) = image {
            writeImageSource(name, className: "mk-button-image", to: &output)
        }
        switch style {
        case "detailDisclosureButton", "infoLightButton", "infoDarkButton": output.write("<span aria-label=\"Info\">ⓘ</span>")
        case "contactAddButton": output.write("<span aria-label=\"Add\">⊕</span>")
        default: break
        }
        output.writeEscaped(properties.string("title") ?? "")
        output.write(link == nil ? "</button>" : "</a>")
    }

    func writeTextField(_ properties: Properties, to output: inout HTMLOutput) {
        let keyboard = properties.enumeration("keyboardType") ?? "default"
        let secure = properties.flag("secureTextEntry") ?? false
        let type =
            switch keyboard {
            case _ where secure: "password"
            case "emailAddress": "email"
            case "URL": "url"
            case "phonePad", "namePhonePad": "tel"
            case "webSearch": "search"
            default: "text"
            }
        output.write("<input class=\"mk-field mk-border-\(properties.enumeration("borderStyle") ?? "none")\" type=\"\(type)\"")
        switch keyboard {
        case "numberPad", "ASCIICapableNumberPad": output.write(" inputmode=\"numeric\"")
        case "decimalPad": output.write(" inputmode=\"decimal\"")
        default: break
        }
        writeFieldName(properties.fieldName, to: &output)
        writeAttribute("value", properties.string("text"), to: &output)
        writeAttribute("placeholder", properties.string("placeholder"), to: &output)
        writeTextInputTraits(properties, to: &output)
        if !properties.isEnabled { output.write(" disabled") }
        writeStyleAttribute(properties.textStyle(), to: &output)
        output.write(">")
    }

    func writeTextView(_ properties: Properties, to output: inout HTMLOutput) {
        output.write("<textarea class=\"mk-textview\"")
        writeFieldName(properties.fieldName, to: &output)
        writeTextInputTraits(properties, to: &output)
        if properties.flag("editable") == false { output.write(" readonly") }
        var css = properties.textStyle()
        // UITextView's text sits inside its container inset (8 above and below) and line fragment padding (5).
        let inset: Insets =
            if case .edgeInsets(let insets)? = properties["textContainerInset"] { insets } else {
                Insets(top: 8, leading: 0, bottom: 8, trailing: 0)
            }
        let padding = properties.number("textContainer.lineFragmentPadding") ?? 5
        css +=
            ";padding:\(CSSLength(inset.top)) \(CSSLength(inset.trailing + padding)) \(CSSLength(inset.bottom)) \(CSSLength(inset.leading + padding))"
        writeStyleAttribute(css, to: &output)
        output.write(">")
        output.writeEscaped(properties.string("text") ?? "")
        output.write("</textarea>")
    }

    func writeTextInputTraits(_ properties: Properties, to output: inout HTMLOutput) {
        switch properties.enumeration("autocapitalizationType") {
        case "none"?: output.write(" autocapitalize=\"none\"")
        case "words"?: output.write(" autocapitalize=\"words\"")
        case "allCharacters"?: output.write(" autocapitalize=\"characters\"")
        case "sentences"?: output.write(" autocapitalize=\"sentences\"")
        default: break
        }
        if properties.enumeration("autocorrectionType") == "no" { output.write(" autocorrect=\"off\"") }
        if properties.enumeration("spellCheckingType") == "no" { output.write(" spellcheck=\"false\"") }
        if let key = properties.enumeration("returnKeyType"), ["go", "next", "search", "send", "done"].contains(key) {
            output.write(" enterkeyhint=\"\(key)\"")
        }
    }

    func writeSwitch(_ properties: Properties, to output: inout HTMLOutput) {
        output.write("<input class=\"mk-switch\" type=\"checkbox\" role=\"switch\"")
        writeFieldName(properties.fieldName, to: &output)
        if properties.flag("on") == true { output.write(" checked") }
        if !properties.isEnabled { output.write(" disabled") }
        if let color = properties.color("onTintColor") { writeStyleAttribute(";--mk-on:" + color, to: &output) }
        output.write(">")
    }

    func writeSlider(_ properties: Properties, to output: inout HTMLOutput) {
        output.write("<input class=\"mk-slider\" type=\"range\" step=\"any\"")
        writeFieldName(properties.fieldName, to: &output)
        let (minimum, maximum) = (properties.number("minimumValue") ?? 0, properties.number("maximumValue") ?? 1)
        writeNumber("min", minimum, to: &output)
        writeNumber("max", maximum, to: &output)
        writeNumber("value", min(max(properties.number("value") ?? 0, minimum), maximum), to: &output)
        if !properties.isEnabled { output.write(" disabled") }
        if let color = properties.color("minimumTrackTintColor") { writeStyleAttribute(";accent-color:" + color, to: &output) }
        output.write(">")
    }

    func writeStepper(_ properties: Properties, to output: inout HTMLOutput) {
        let disabled = properties.isEnabled ? "" : " disabled"
        output.write(
            "<div class=\"mk-stepper\"><button type=\"button\" data-step=\"-1\" aria-label=\"Decrement\"\(disabled)>−</button>")
        output.write("<input type=\"number\"")
        writeFieldName(properties.fieldName, to: &output)
        // UIStepper keeps its value within its bounds, as the slider does.
        let (minimum, maximum) = (properties.number("minimumValue") ?? 0, properties.number("maximumValue") ?? 100)
        writeNumber("min", minimum, to: &output)
        writeNumber("max", maximum, to: &output)
        writeNumber("step", properties.number("stepValue") ?? 1, to: &output)
        writeNumber("value", min(max(properties.number("value") ?? 0, minimum), maximum), to: &output)
        output.write("\(disabled)><button type=\"button\" data-step=\"1\" aria-label=\"Increment\"\(disabled)>+</button></div>")
    }

    func writeDatePicker(_ properties: Properties, to output: inout HTMLOutput) {
        let state = DatePickerState { properties[$0] }
        // A countdown is a length, not a date: its input is styled as one and left alone by the date script.
        output.write(state.mode == .countDownTimer ? "<input class=\"mk-date mk-countdown\"" : "<input class=\"mk-date\"")
        output.write(" type=\"\(state.mode.inputType)\"")
        writeFieldName(properties.fieldName, to: &output)
        if state.mode == .countDownTimer {
            // A countdown's length is the same wherever the page is read.
            output.write(" value=\"\(state.formValue(in: .gmt))\"")
        } else {
            for (attribute, value) in [("value", state.date), ("min", state.minimumDate), ("max", state.maximumDate)] {
                switch value {
                // A day and a time of day are the input's text itself, the same in every zone.
                case .some(let local) where state.mode.holds(local) && local.dateValue == nil:
                    output.write(" \(attribute)=\"\(local)\"")
                // An instant is shown in the browser's time zone, which only the browser knows: the page's script
                // writes the input's value, min and max from it (markup.js).
                case .date(let date)?:
                    output.write(" data-\(attribute == "value" ? "date" : attribute)=\"\(DatePickerState.text(date))\"")
                default: continue
                }
            }
        }
        // The minute interval is the step between the choices, which HTML counts in seconds (days for a date).
        if state.mode != .date { writeNumber("step", Double(state.minuteInterval * 60), to: &output) }
        if !properties.isEnabled { output.write(" disabled") }
        output.write(">")
    }

    func writeImage(_ properties: Properties, to output: inout HTMLOutput) {
        guard case .image(let name)? = properties["image"] else { return }
        writeImageSource(
            name, className: "mk-image", style: CSSValues.objectFit(properties.enumeration("contentMode") ?? "scaleToFill"),
            to: &output)
    }

    func writeImageSource(_ name: String, className: StaticString, style: String? = nil, to output: inout HTMLOutput) {
        output.write("<img class=\"")
        output.write(className)
        // An image that does not load is no image, as UIImage(named:) gives nil: the view keeps no size for it.
        output.write("\" alt=\"\" onerror=\"this.hidden=true\"")
        if Self.isAddress(name) {
            // An image from an address (a service's thumbnail) loads as it scrolls into view.
            output.write(" loading=\"lazy\" src=\"")
            output.writeEscaped(name)
        } else {
            output.write(" src=\"")
            output.writeEscaped(renderer.imageBase + Self.percentEncoded(name))
        }
        output.write("\"")
        if let style { writeStyleAttribute(style, to: &output) }
        output.write(">")
    }

    func writeActivityIndicator(_ properties: Properties, to output: inout HTMLOutput) {
        let large = ["whiteLarge", "large"].contains(properties.enumeration("activityIndicatorViewStyle") ?? "")
        let animating = properties.flag("animating") ?? false
        output.write(
            "<span class=\"mk-spinner\(large ? " mk-large" : "")\(animating ? "" : " mk-stopped")\" role=\"progressbar\" aria-label=\"Loading\""
        )
        let hides = properties.flag("hidesWhenStopped") != false
        if hides { output.write(" data-hides-when-stopped") }
        var css = ""
        if let color = properties.color("color") { css += ";color:" + color }
        if !animating && hides { css += ";visibility:hidden" }
        writeStyleAttribute(css, to: &output)
        output.write("></span>")
    }

    func writeProgress(_ properties: Properties, to output: inout HTMLOutput) {
        output.write("<progress class=\"mk-progress\" max=\"1\"")
        writeNumber("value", min(max(properties.number("progress") ?? 0, 0), 1), to: &output)
        if let color = properties.color("progressTintColor") { writeStyleAttribute(";accent-color:" + color, to: &output) }
        output.write("></progress>")
    }

    func writePageControl(_ properties: Properties, to output: inout HTMLOutput) {
        let pages = max(0, Int(properties.number("numberOfPages") ?? 0))
        let current = Int(properties.number("currentPage") ?? 0)
        output.write("<div class=\"mk-pages\" role=\"tablist\">")
        if pages > 1 || properties.flag("hidesForSinglePage") != true {
            for page in 0..<min(pages, 1_000) {
                output.write(page == current ? "<i class=\"mk-current\"></i>" : "<i></i>")
            }
        }
        output.write("</div>")
    }

    // MARK: Attributes

    func writeAttribute(_ name: StaticString, _ value: String?, to output: inout HTMLOutput) {
        guard let value else { return }
        output.write(" ")
        output.write(name)
        output.write("=\"")
        output.writeEscaped(value)
        output.write("\"")
    }

    func writeNumber(_ name: StaticString, _ value: Double, to output: inout HTMLOutput) {
        output.write(" ")
        output.write(name)
        output.write("=\"")
        output.write(value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value))
        output.write("\"")
    }

    /// Writes ` style="…"` from declarations that each start with `;` (nothing when there are none), already escaped
    /// or free of what HTML escapes: the renderer's own CSS (numbers, colors, keywords) and ``Properties/textStyle``.
    func writeStyleAttribute(_ declarations: String, to output: inout HTMLOutput) {
        guard !declarations.isEmpty else { return }
        output.write(" style=\"")
        output.write(String(declarations.dropFirst()))
        output.write("\"")
    }

    /// Whether an image's name is an address (`https://…`, `/users/1/thumbnail`), not a name among the app's images.
    static func isAddress(_ name: String) -> Bool {
        name.hasPrefix("/") || name.hasPrefix("http://") || name.hasPrefix("https://")
    }

    static func percentEncoded(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
    }
}
