public import MarkupKit
public import MarkupOwners
public import Observation

/// The owner of `LiveGreeting.xml`: a text field's text and a picker's language kept in `@Observable` properties, and
/// a label bound to a property computed from them (`text="$greeting"`), which the page shows again as the user types
/// or picks.
@MainActor @MarkupOwner @Observable
public final class LiveGreeting {
    /// The name typed so far.
    public var name = ""

    /// The language picked: `en`, `fr`, `es` or `de`.
    public var language = "en"

    /// What the label shows.
    public var greeting: String {
        let (hello, ask) = Self.phrases[language] ?? ("Hello", "What is your name?")
        return name.isEmpty ? "\(hello)! \(ask)" : "\(hello), \(name)!"
    }

    private static let phrases = [
        "en": ("Hello", "What is your name?"), "fr": ("Bonjour", "Comment vous appelez-vous ?"),
        "es": ("Hola", "¿Cómo te llamas?"), "de": ("Hallo", "Wie heißt du?"),
    ]

    @ObservationIgnored @Outlet let nameField = ViewHandle<Elements.TextField>()
    @ObservationIgnored @Outlet let languagePicker = ViewHandle<Elements.PickerView>()

    /// A greeting for nobody yet, in English.
    public init() {}

    public func viewWillAppear() async throws {
        languagePicker[selectedValueIn: "language"] = language
    }

    public func pickerView(_ picker: ViewHandle<Elements.PickerView>, didSelectValueIn component: String) async throws {
        language = picker[selectedValueIn: component] ?? language
    }

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
        ["name": \.name, "language": \.language, "greeting": \.greeting]
    }
}
