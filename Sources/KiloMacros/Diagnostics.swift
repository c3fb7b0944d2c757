import SwiftDiagnostics

/// An error the macros report at a place in the source.
struct KiloDiagnostic: DiagnosticMessage {
    let message: String
    let id: String

    var diagnosticID: MessageID { MessageID(domain: "KiloMacros", id: id) }
    var severity: DiagnosticSeverity { .error }

    static func error(_ id: String, _ message: String) -> KiloDiagnostic {
        KiloDiagnostic(message: message, id: id)
    }
}

/// Stops an expansion; its diagnostics have been reported already.
struct ExpansionFailed: Error {}
