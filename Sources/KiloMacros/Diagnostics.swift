import SwiftDiagnostics

/// An error the macros report at a place in the source.
struct KiloDiagnostic: DiagnosticMessage {
    let message: String
    let id: String
    var severity: DiagnosticSeverity = .error

    var diagnosticID: MessageID { MessageID(domain: "KiloMacros", id: id) }

    static func error(_ id: String, _ message: String) -> KiloDiagnostic {
        KiloDiagnostic(message: message, id: id)
    }

    /// A likely mistake that still compiles to something that works.
    static func warning(_ id: String, _ message: String) -> KiloDiagnostic {
        KiloDiagnostic(message: message, id: id, severity: .warning)
    }
}

/// Stops an expansion; its diagnostics have been reported already.
struct ExpansionFailed: Error {}
