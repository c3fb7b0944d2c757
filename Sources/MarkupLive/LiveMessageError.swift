public import MarkupOwners

/// Why a page's message was refused: said to that page and logged, never more.
public enum LiveMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Bigger than ``LiveMessage/maximumSize``.
    case tooLarge(Int)
    /// Not JSON, or not a message's shape.
    case malformed(String)
    /// A `type` a page does not send.
    case unknownType(String)
    /// An event UIKit does not have.
    case unknownEvent(String)
    /// A view the document does not have.
    case unknownView(Int)
    /// A property the view's element does not have.
    case unknownProperty(String, element: String)
    /// A property a person cannot change on the view's element (a label's text, a switch's tint): only what its
    /// control reports (`ElementType.userValues`).
    case notUserValue(String, element: String)
    /// A value of the wrong type for its property.
    case invalidValue(String, element: String, reason: String)
    /// Text that would take the session past its ``LiveSession/Budget/maximumTextBytes``.
    case overBudget(limit: Int)
    /// A table section or picker component the view does not have.
    case unknownSection(String, view: Int)
    /// Values a table section or picker component does not offer, or more than it takes.
    case invalidSelection(String, view: Int, reason: String)
    /// An action the document names and the owner lacks (a document not checked against its owner).
    case unknownAction(String, owner: String)
    /// A dynamic section the view does not have.
    case unknownRows(section: Int, view: Int)
    /// A row the dynamic section does not have now: it went while the page still showed it.
    case unknownRow(String, section: Int, view: Int)
    /// A dynamic section without the action a row message asks for (`onSelect`, `onDelete`, check marks).
    case noRowAction(RowAction, section: Int, view: Int)
    /// More rows than a page may ask for at once (``LiveSession/Budget/maximumRowsPerRequest``).
    case tooManyRows(Int, shown: Int, limit: Int)
    /// More rows of one section than a page may show (``LiveSession/Budget/maximumShownRows``).
    case tooManyShownRows(Int, limit: Int)
    /// A bar button the screen's navigation bar does not have.
    case unknownBarButton(Int)

    /// The message's error for a connection's refusal.
    init(_ error: OwnerConnectionError) {
        switch error {
        case .unknownView(let index, _): self = .unknownView(index)
        case .unknownSection(let section, let view): self = .unknownSection(section, view: view)
        case .unknownAction(let name, let owner): self = .unknownAction(name, owner: owner)
        case .unknownRows(let section, let view): self = .unknownRows(section: section, view: view)
        case .unknownRow(let key, let section, let view): self = .unknownRow(key, section: section, view: view)
        case .noRowAction(let action, let section, let view): self = .noRowAction(action, section: section, view: view)
        case .unknownBarButton(let index, _): self = .unknownBarButton(index)
        }
    }

    public var description: String {
        switch self {
        case .tooLarge(let size): "the message has \(size) bytes; at most \(LiveMessage.maximumSize) are taken"
        case .malformed(let reason): "the message is malformed: \(reason)"
        case .unknownType(let type): "unknown message type '\(type)': a page sends 'event', 'selection', 'row', 'rows' or 'bar'"
        case .unknownEvent(let name): "unknown event '\(name)'"
        case .unknownView(let index): "there is no view \(index)"
        case .unknownProperty(let key, let element): "<\(element)> has no property '\(key)'"
        case .notUserValue(let key, let element): "'\(key)' of <\(element)> is not something a page can change"
        case .invalidValue(let key, let element, let reason): "'\(key)' of <\(element)>: \(reason)"
        case .overBudget(let limit): "the page's views would hold more than \(limit) bytes of text"
        case .unknownSection(let name, let view): "view \(view) has no table section or picker component named '\(name)'"
        case .invalidSelection(let name, let view, let reason): "'\(name)' of view \(view): \(reason)"
        case .unknownAction(let name, let owner): "\(owner) has no action '\(name)'"
        case .unknownRows(let section, let view): "section \(section) of view \(view) is no dynamic section"
        case .unknownRow(let key, let section, let view):
            "section \(section) of view \(view) has no row '\(key)' now: it went since the page showed it"
        case .noRowAction(let action, let section, let view):
            "section \(section) of view \(view) has no \(action.requirement)"
        case .tooManyRows(let count, let shown, let limit):
            "the page asks for \(count) rows and shows \(shown): at most \(limit) more at a time"
        case .tooManyShownRows(let count, let limit):
            "the page asks to show \(count) rows of one list: at most \(limit) are shown (search or page a longer list)"
        case .unknownBarButton(let index): "there is no bar button \(index)"
        }
    }
}
