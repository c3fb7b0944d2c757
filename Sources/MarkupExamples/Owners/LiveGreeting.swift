public import MarkupKit
public import MarkupRuntime
public import Observation

/// The owner of `LiveGreeting.xml`: a text field's text kept in an `@Observable` property, and a label bound to a
/// property computed from it (`text="$greeting"`), which the page shows again as the user types.
@MainActor @MarkupOwner @Observable
public final class LiveGreeting {
    /// The name typed so far.
    public var name = ""

    /// What the label shows.
    public var greeting: String { name.isEmpty ? "Hello! What is your name?" : "Hello, \(name)!" }

    @ObservationIgnored @Outlet let nameField = ViewHandle<Elements.TextField>()

    /// A greeting for nobody yet.
    public init() {}

    @Action func nameChanged(_ sender: ViewHandle<Elements.TextField>) {
        name = sender.text ?? ""
    }

    @Action func clear() {
        name = ""
        nameField.text = ""
    }
}

// Isolated to the main actor, as the owner is: bindings are evaluated there.
extension LiveGreeting: @MainActor KeyPathBindingSource {
    public static var bindingKeyPaths: [String: PartialKeyPath<LiveGreeting>] {
        ["name": \.name, "greeting": \.greeting]
    }
}
