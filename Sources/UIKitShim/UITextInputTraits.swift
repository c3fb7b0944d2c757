// The text input traits of UIKit's text views (UITextInputTraits.h), with Apple's Swift names and raw values.

/// Apple's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Apple's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Apple's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Apple's `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Apple's `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Apple's `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Apple's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Apple's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
}

/// Apple's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
