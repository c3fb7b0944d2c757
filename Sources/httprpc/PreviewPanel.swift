import Foundation
import HTMLWriting
import KiloServer
import Layout
import MarkupHTML
import MarkupKit

/// The panel of a document's page (device, rotation, direction, language), and, in the preview, the script that
/// replaces the page's body when a file of the directory changes.
enum PreviewPanel {
    static let devices = [
        ("Phone", 390, 844), ("Phone, landscape", 844, 390), ("Tablet", 820, 1180), ("Tablet, landscape", 1180, 820),
    ]

    /// The panel, for a screen `width` wide, the page's language `selected`; `watching` when the page is to update as
    /// its files change.
    ///
    /// It sits beside the screen, which the page centres, and only in a window with room for it there: where it would
    /// cover the screen (a phone's browser, a narrow window), it is not shown.
    static func html(width: Double, languages: [String], selected: String? = nil, watching: Bool) -> String {
        let beside = Int(width / 2) + 36
        var output = HTMLOutput()
        output.write("<style>#mk-preview { position: fixed; top: 12px; left: calc(50% + \(beside)px); display: flex; ")
        output.write("flex-direction: column; gap: 8px; padding: 10px 12px; border-radius: 10px; background: #fff; ")
        output.write("box-shadow: 0 1px 4px rgba(0, 0, 0, .15); font: 13px system-ui, sans-serif; } ")
        output.write("@media (max-width: \(2 * (beside + 220))px) { #mk-preview { display: none; } }</style>")
        output.write("<div id=\"mk-preview\"")
        if watching { output.write(" data-watch") }
        output.write(">")
        output.write("<a href=\"/ui/\">All documents</a><label>Device <select data-device>")
        for (name, deviceWidth, deviceHeight) in devices {
            output.write("<option value=\"\(deviceWidth)x\(deviceHeight)\">")
            output.writeEscaped("\(name) (\(deviceWidth) × \(deviceHeight))")
            output.write("</option>")
        }
        output.write("</select></label><button type=\"button\" data-rotate>Rotate</button>")
        output.write("<label><input type=\"checkbox\" data-rtl> Right to left</label>")
        if !languages.isEmpty {
            output.write("<label>Language <select data-language>")
            for language in languages {
                output.write(language == selected ? "<option selected>" : "<option>")
                output.writeEscaped(language)
                output.write("</option>")
            }
            output.write("</select></label>")
        }
        output.write("</div><script>")
        output.write(script)
        output.write("</script>")
        return output.string
    }

    /// Panel controls change the page's query; a change of the files fetches the page again and swaps its body in
    /// (scripts in it do not run again: the page's own listen on the document and stay).
    static let script = String(decoding: PackageResources.preview_js, as: UTF8.self)
}
