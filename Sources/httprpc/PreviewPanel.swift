import Foundation
import HTMLWriting
import KiloServer
import Layout
import MarkupHTML
import MarkupKit

/// The preview's panel beside the screen (device, rotation, direction, language) and the script that replaces the
/// page's body when a file of the directory changes.
enum PreviewPanel {
    static let devices = [
        ("Phone", 390, 844), ("Phone, landscape", 844, 390), ("Tablet", 820, 1180), ("Tablet, landscape", 1180, 820),
    ]

    static func html(width: Double, languages: [String]) -> String {
        var output = HTMLOutput()
        output.write("<div id=\"mk-preview\" style=\"position:fixed;top:12px;left:\(Int(width) + 24)px;")
        output.write("display:flex;flex-direction:column;gap:8px;font:13px system-ui,sans-serif\">")
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
                output.write("<option>")
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
