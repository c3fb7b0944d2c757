/// Seed 000's pizza order as every front end fills it in for the tests — the seed's HTML form in Chromium, the
/// markup form and the native form's live page in Chromium, the native form in UIKit — and what the echo service
/// answers each: the same fields, the same text.
public enum SeedPizzaForm {
    /// The order: a name, a telephone number and an address typed, the second size and the first and third
    /// toppings checked, delivery at 19:30, and comments with characters that need escaping everywhere.
    public static let name = "Ada Lovelace"
    public static let telephone = "555-0100"
    public static let email = "ada@example.com"
    public static let comments = "Ring twice & say \"<pizza>\"; café"
    /// The delivery time chosen, as hour and minute on the person's clock.
    public static let delivery = (hour: 19, minute: 30)

    /// The echo service's answer to the HTML form (its fields in the order the form posts them).
    public static let echo =
        #"{"custname":"Ada Lovelace","custtel":"555-0100","custemail":"ada@example.com","size":"medium","#
        + #""topping":["bacon","onion"],"delivery":"19:30","comments":"Ring twice & say \"<pizza>\"; café"}"#
}
