public import MarkupOwners

/// The owner of `LivePeriodicTable.xml`: every element's cell carries a transparent button whose `tag` is the atomic
/// number and whose accessibility label is the name; one action serves all 118 and shows the one tapped through the
/// `selectionLabel` outlet.
@MainActor @MarkupOwner
public final class LivePeriodicTable {
    @Outlet let selectionLabel = ViewHandle<Elements.Label>()

    /// The element tapped last, as the label shows it; nil until one is.
    public private(set) var selection: String?

    /// A table with nothing tapped yet.
    public init() {}

    @Action func elementTapped(_ sender: ViewHandle<Elements.Button>) {
        guard let name = sender.accessibilityLabel, !name.isEmpty else { return }
        let selection = "\(name), atomic number \(sender.tag)"
        self.selection = selection
        selectionLabel.text = selection
    }
}
