import Foundation
import Layout
import MarkupKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// How one property of a UIKit object is written from the model's values and read back: the typed setter markup's
/// and Lima's settings go through (no key-value coding, which Swift on Linux does not have and which would skip the
/// conversions).
@MainActor
struct UIKitProperty {
    /// Sets the property; false when the value is not of the property's type (the catalog has already checked it).
    let set: @MainActor (AnyObject, PropertyValue) -> Bool
    /// The property's current value.
    let get: @MainActor (AnyObject) -> PropertyValue?

    static func string<Object>(_ path: ReferenceWritableKeyPath<Object, String?>) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object, case .string(let text) = value else { return false }
                object[keyPath: path] = text
                return true
            }, get: { ($0 as? Object).map { .string($0[keyPath: path] ?? "") } })
    }

    static func bool<Object>(_ path: ReferenceWritableKeyPath<Object, Bool>) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object, case .bool(let flag) = value else { return false }
                object[keyPath: path] = flag
                return true
            }, get: { ($0 as? Object).map { .bool($0[keyPath: path]) } })
    }

    static func number<Object, Number: BinaryFloatingPoint>(
        _ path: ReferenceWritableKeyPath<Object, Number>
    )
        -> UIKitProperty
    {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object, case .number(let number) = value else { return false }
                object[keyPath: path] = Number(number)
                return true
            }, get: { ($0 as? Object).map { .number(Double($0[keyPath: path])) } })
    }

    static func integer<Object>(_ path: ReferenceWritableKeyPath<Object, Int>) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object, case .number(let number) = value, let integer = Int(exactly: number)
                else { return false }
                object[keyPath: path] = integer
                return true
            }, get: { ($0 as? Object).map { .number(Double($0[keyPath: path])) } })
    }

    static func color<Object>(_ path: ReferenceWritableKeyPath<Object, UIColor?>) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object, case .color(let color) = value else { return false }
                object[keyPath: path] = color.uiColor
                return true
            }, get: { object in (object as? Object)?[keyPath: path].map { .color(MarkupColor($0)) } })
    }

    static func cgColor<Object>(_ path: ReferenceWritableKeyPath<Object, CGColor?>) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object, case .color(let color) = value else { return false }
                object[keyPath: path] = color.uiColor.cgColor
                return true
            }, get: { object in (object as? Object)?[keyPath: path].map { .color(MarkupColor(UIColor(cgColor: $0))) } })
    }

    static func font<Object>(_ path: ReferenceWritableKeyPath<Object, UIFont?>) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object, case .font(let font) = value else { return false }
                object[keyPath: path] = font.uiFont
                return true
            }, get: { object in (object as? Object)?[keyPath: path].map { .font(MarkupFont($0)) } })
    }

    static func image<Object: AnyObject>(_ path: ReferenceWritableKeyPath<Object, UIImage?>) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object else { return false }
                switch value {
                case .image(let name), .string(let name):
                    // An address is loaded (once, and kept): absolute, or from the root of the server the images come
                    // from (`/photos/3/thumbnail`, as a web page has it); a name is one of the app's images.
                    if let url = RemoteImages.shared.address(name) {
                        RemoteImages.shared.show(url, on: object) { [weak object] image in object?[keyPath: path] = image }
                    } else {
                        RemoteImages.shared.cancel(for: object)
                        object[keyPath: path] = UIImage(named: name)
                    }
                default: return false
                }
                return true
            }, get: { _ in nil })
    }

    static func insets<Object>(_ path: ReferenceWritableKeyPath<Object, UIEdgeInsets>) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object, case .edgeInsets(let insets) = value else { return false }
                object[keyPath: path] = insets.uiEdgeInsets
                return true
            }, get: { ($0 as? Object).map { .edgeInsets(Insets($0[keyPath: path])) } })
    }

    /// A date picker's date or bound (`date`, `minimumDate`, `maximumDate`): a day, a time of day or an instant, as its
    /// mode holds. A day is shown from its start and a time of day on the day the picker shows, where the picker shows
    /// them (its time zone, the device's when it has none); read back in the kind the mode holds.
    static func pickerDate(_ path: ReferenceWritableKeyPath<UIDatePicker, Date?>) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let picker = object as? UIDatePicker, let date = instant(value, on: picker) else { return false }
                picker[keyPath: path] = date
                return true
            },
            get: { object in
                guard let picker = object as? UIDatePicker, let date = picker[keyPath: path] else { return nil }
                return DatePickerState.Mode(picker.datePickerMode)?.converted(.date(date), in: zone(of: picker))
            })
    }

    /// The picker's own date, which UIKit never leaves empty.
    static let pickerOwnDate = UIKitProperty(
        set: { object, value in
            guard let picker = object as? UIDatePicker, let date = instant(value, on: picker) else { return false }
            picker.date = date
            return true
        },
        get: { object in
            guard let picker = object as? UIDatePicker else { return nil }
            return DatePickerState.Mode(picker.datePickerMode)?.converted(.date(picker.date), in: zone(of: picker))
        })

    /// A picker's bounds, of the kind its mode holds.
    static let pickerMinimumDate = pickerDate(\.minimumDate)
    static let pickerMaximumDate = pickerDate(\.maximumDate)

    private static func zone(of picker: UIDatePicker) -> TimeZone { picker.timeZone ?? .current }

    /// Shows `picker` in `zone`, keeping what its mode holds: its day or time of day stays, an instant stays the
    /// instant it was.
    static func show(_ picker: UIDatePicker, in zone: TimeZone) {
        // The bounds first: the date is kept within them.
        let properties = [pickerMinimumDate, pickerMaximumDate, pickerOwnDate]
        let held = properties.map { $0.get(picker) }
        picker.timeZone = zone
        for (property, value) in zip(properties, held) { if let value { _ = property.set(picker, value) } }
    }

    /// The instant a picker shows `value` at: an instant itself, a day's start, a time of day on the day shown.
    private static func instant(_ value: PropertyValue, on picker: UIDatePicker) -> Date? {
        let zone = zone(of: picker)
        switch value {
        case .date(let date): return date
        case .day(let day): return day.start(in: zone)
        case .timeOfDay(let time):
            let day = LocalDate(picker.date, in: zone).start(in: zone)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            return calendar.date(bySettingHour: time.hour, minute: time.minute, second: time.second, of: day)
        default: return nil
        }
    }

    /// An enumerated property, by the names markup gives its cases.
    static func enumeration<Object, Value: Equatable>(
        _ path: ReferenceWritableKeyPath<Object, Value>, _ cases: KeyValuePairs<String, Value>
    ) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in
                guard let object = object as? Object, case .enumeration(let name) = value,
                    let found = cases.first(where: { $0.key == name })
                else { return false }
                object[keyPath: path] = found.value
                return true
            },
            get: { object in
                guard let current = (object as? Object)?[keyPath: path] else { return nil }
                return cases.first { $0.value == current }.map { .enumeration($0.key) }
            })
    }

    /// A property that takes a value per control state, set for the normal state (`title`, `titleColor`, `image`).
    static func perState(
        set: @escaping @MainActor (UIButton, PropertyValue) -> Bool, get: @escaping @MainActor (UIButton) -> PropertyValue?
    ) -> UIKitProperty {
        UIKitProperty(
            set: { object, value in (object as? UIButton).map { set($0, value) } ?? false },
            get: { object in (object as? UIButton).flatMap(get) })
    }
}

extension DatePickerState.Mode {
    /// The mode of a UIKit picker; nil for one UIKit adds later.
    init?(_ mode: UIDatePicker.Mode) {
        switch mode {
        case .time: self = .time
        case .date: self = .date
        case .dateAndTime: self = .dateAndTime
        case .countDownTimer: self = .countDownTimer
        @unknown default: return nil
        }
    }
}
