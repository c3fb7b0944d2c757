public import Foundation

extension ElementCatalog {
    /// Why a person could not have left `value` in the property at `keyPath` of a view of `type`, or nil if they
    /// could: a date of another kind than its picker's mode holds, outside its range, or between the times it offers (`DatePickerState`). `property`
    /// gives the view's other properties as they are now; `timeZone` is the one the view is shown in. A host checks
    /// what a page reports with this before it changes anything, as the control could not have shown it.
    ///
    /// A stepper's or slider's number is not bounded here: a page's number field takes any number typed, and the
    /// owner (or its service) is the one to refuse it, with its own message.
    public func problem(
        withUserValue value: PropertyValue, for keyPath: String, of type: String, timeZone: TimeZone,
        property: (String) -> PropertyValue?
    ) -> String? {
        guard keyPath == "date", self.type(type, inheritsFrom: "UIDatePicker") else { return nil }
        return DatePickerState(property).problem(with: value, in: timeZone)
    }
}
