extension ElementCatalog {
    /// UIKit's views and controls as the seeds use them, MarkupKit's table, picker and layout views, and the
    /// objects their key paths reach (`layer`, `textLabel`, `titleLabel`, `textContainer`). Enumerations take
    /// Apple's case names without the type prefix, keyed by property name, as in MarkupKit.
    public static let standard = ElementCatalog(StandardTypes.all)
}

private enum StandardTypes {
    static let textAlignment = PropertyType.enumeration(["left", "center", "right", "justified", "natural"])
    static let lineBreakMode = PropertyType.enumeration([
        "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle",
    ])
    static let viewMode = PropertyType.enumeration(["never", "whileEditing", "unlessEditing", "always"])
    static let defaultYesNo = PropertyType.enumeration(["default", "no", "yes"])

    /// What text fields and text views share (UITextInputTraits).
    static let textInputTraits: [String: PropertyType] = [
        "autocapitalizationType": .enumeration(["none", "words", "sentences", "allCharacters"]),
        "autocorrectionType": defaultYesNo, "spellCheckingType": defaultYesNo, "smartQuotesType": defaultYesNo,
        "smartDashesType": defaultYesNo, "smartInsertDeleteType": defaultYesNo,
        "keyboardType": .enumeration([
            "default", "ASCIICapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
            "emailAddress", "decimalPad", "twitter", "webSearch", "ASCIICapableNumberPad",
        ]),
        "keyboardAppearance": .enumeration(["default", "dark", "light"]),
        "returnKeyType": .enumeration([
            "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall", "continue",
        ]),
        "secureTextEntry": .bool, "isSecureTextEntry": .bool, "enablesReturnKeyAutomatically": .bool,
    ]

    static let valueEvents = ControlEvent.touchEvents.union([.valueChanged])

    static let all: [ElementType] = [
        // Objects reached by key paths.
        ElementType(
            "CALayer", base: nil, isElement: false,
            properties: [
                "borderWidth": .number, "borderColor": .color, "cornerRadius": .number, "masksToBounds": .bool,
                "opacity": .number, "shadowColor": .color, "shadowOpacity": .number, "shadowRadius": .number,
                "shadowOffsetWidth": .number, "shadowOffsetHeight": .number, "backgroundColor": .color,
            ]),
        ElementType(
            "NSTextContainer", base: nil, isElement: false,
            properties: [
                "lineFragmentPadding": .number, "maximumNumberOfLines": .integer, "lineBreakMode": lineBreakMode,
            ]),

        // The view every element inherits from, with the layout attributes MarkupKit adds to it.
        ElementType(
            "UIView", base: nil,
            properties: [
                "backgroundColor": .color, "tintColor": .color, "alpha": .number,
                "clipsToBounds": .bool, "tag": .integer, "userInteractionEnabled": .bool, "isUserInteractionEnabled": .bool,
                "contentMode": .enumeration([
                    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
                    "topLeft", "topRight", "bottomLeft", "bottomRight",
                ]),
                "tintAdjustmentMode": .enumeration(["automatic", "normal", "dimmed"]),
                "accessibilityLabel": .string, "accessibilityIdentifier": .string, "accessibilityHint": .string,
            ].merging(LayoutAttributes.properties(declaredBy: "UIView")) { $1 }, objects: ["layer": "CALayer"],
            content: ContentModel.none, summary: "a plain view: a colored box, or space with a weight"),

        // Layout views: their properties are the layout attributes (LayoutAttributes.settings).
        ElementType(
            "LMLayoutView", isElement: false, properties: LayoutAttributes.properties(declaredBy: "LMLayoutView"),
            content: .subviews),
        ElementType(
            "LMBoxView", base: "LMLayoutView", isElement: false, properties: LayoutAttributes.properties(declaredBy: "LMBoxView")),
        ElementType(
            "LMRowView", base: "LMBoxView", properties: LayoutAttributes.properties(declaredBy: "LMRowView"),
            summary: "children side by side, along a row"),
        ElementType(
            "LMColumnView", base: "LMBoxView", properties: LayoutAttributes.properties(declaredBy: "LMColumnView"),
            summary: "children one above another, in a column"),
        ElementType("LMLayerView", base: "LMLayoutView", summary: "children stacked on one another, each filling the view"),
        ElementType("LMRootView", base: "LMLayoutView", summary: "the root of a screen: children stacked, each filling it"),
        ElementType("LMAnchorView", base: "LMLayoutView", summary: "children pinned to the view's edges or centered in it"),
        ElementType("LMSpacer", summary: "empty space that takes what is left"),

        // Scroll views.
        ElementType(
            "UIScrollView",
            properties: [
                "scrollEnabled": .bool, "isScrollEnabled": .bool, "pagingEnabled": .bool, "isPagingEnabled": .bool,
                "bounces": .bool, "showsHorizontalScrollIndicator": .bool, "showsVerticalScrollIndicator": .bool,
                "contentInset": .edgeInsets, "contentInsetTop": .number, "contentInsetLeft": .number,
                "contentInsetBottom": .number, "contentInsetRight": .number,
                "indicatorStyle": .enumeration(["default", "black", "white"]),
                "keyboardDismissMode": .enumeration(["none", "onDrag", "interactive"]),
                "contentInsetAdjustmentBehavior": .enumeration(["automatic", "scrollableAxes", "never", "always"]),
            ], summary: "content larger than the view, scrolled"),
        ElementType(
            "LMScrollView", base: "UIScrollView", properties: LayoutAttributes.properties(declaredBy: "LMScrollView"),
            content: .content, summary: "one content view, laid out and scrolled"),

        // Display views.
        ElementType(
            "UILabel",
            properties: [
                "text": .string, "font": .font, "textColor": .color, "textAlignment": textAlignment,
                "numberOfLines": .integer, "lineBreakMode": lineBreakMode, "adjustsFontSizeToFitWidth": .bool,
                "minimumScaleFactor": .number, "highlightedTextColor": .color, "shadowColor": .color,
                "shadowOffsetWidth": .number, "shadowOffsetHeight": .number, "enabled": .bool, "isEnabled": .bool,
            ], summary: "text that the user reads"),
        ElementType(
            "UIImageView", properties: ["image": .image, "highlightedImage": .image, "isHighlighted": .bool],
            summary: "an image from the app's images, by name"),
        ElementType(
            "UIActivityIndicatorView",
            properties: [
                "activityIndicatorViewStyle": .enumeration(["whiteLarge", "white", "gray", "medium", "large"]),
                "color": .color, "hidesWhenStopped": .bool, "animating": .bool,
            ], summary: "a spinner for work in progress"),
        ElementType(
            "UIProgressView", properties: ["progress": .number, "progressTintColor": .color, "trackTintColor": .color],
            styles: ["defaultProgressView", "barProgressView"], summary: "how far a task has come, as a bar"),
        ElementType(
            "UITabBar",
            properties: [
                "barStyle": .enumeration(["default", "black"]), "barTintColor": .color, "unselectedItemTintColor": .color,
                "translucent": .bool, "isTranslucent": .bool, "itemPositioning": .enumeration(["automatic", "fill", "centered"]),
            ], content: .tabBarItems, summary: "a bar of tabs, each showing a view by name"),

        // Controls.
        ElementType(
            "UIControl", isElement: false,
            properties: [
                // Ours: the field name a form posts the control's value under (its outlet when not given).
                "name": .string,
                "enabled": .bool, "isEnabled": .bool, "selected": .bool, "isSelected": .bool, "highlighted": .bool,
                "contentHorizontalAlignment": .enumeration(["center", "left", "right", "fill", "leading", "trailing"]),
                "contentVerticalAlignment": .enumeration(["center", "top", "bottom", "fill"]),
            ], events: ControlEvent.touchEvents),
        ElementType(
            "UIButton", base: "UIControl",
            properties: [
                "title": .string, "titleColor": .color, "titleShadowColor": .color, "image": .image, "backgroundImage": .image,
                "contentEdgeInsets": .edgeInsets, "contentEdgeInsetTop": .number, "contentEdgeInsetLeft": .number,
                "contentEdgeInsetBottom": .number, "contentEdgeInsetRight": .number, "titleEdgeInsets": .edgeInsets,
                "imageEdgeInsets": .edgeInsets, "adjustsImageWhenHighlighted": .bool,
            ], objects: ["titleLabel": "UILabel", "imageView": "UIImageView"],
            styles: [
                "systemButton", "detailDisclosureButton", "infoLightButton", "infoDarkButton", "contactAddButton", "plainButton",
                "customButton",
            ], summary: "a button that sends its actions when tapped"),
        ElementType(
            "UITextField", base: "UIControl",
            properties: textInputTraits.merging([
                "text": .string, "placeholder": .string, "font": .font, "textColor": .color, "textAlignment": textAlignment,
                "borderStyle": .enumeration(["none", "line", "bezel", "roundedRect"]), "clearButtonMode": viewMode,
                "leftViewMode": viewMode, "rightViewMode": viewMode, "adjustsFontSizeToFitWidth": .bool,
                "minimumFontSize": .number, "clearsOnBeginEditing": .bool,
            ]) { $1 }, events: ControlEvent.editingEvents.union([.valueChanged]), userValues: ["text"],
            summary: "one line of text that the user types"),
        ElementType(
            "UISwitch", base: "UIControl",
            properties: ["on": .bool, "isOn": .bool, "onTintColor": .color, "thumbTintColor": .color],
            events: valueEvents, userValues: ["on"], summary: "an on/off switch"),
        ElementType(
            "UIStepper", base: "UIControl",
            properties: [
                "value": .number, "minimumValue": .number, "maximumValue": .number, "stepValue": .number,
                "continuous": .bool, "isContinuous": .bool, "autorepeat": .bool, "wraps": .bool,
            ], events: valueEvents, userValues: ["value"], summary: "a value raised and lowered by steps"),
        ElementType(
            "UISlider", base: "UIControl",
            properties: [
                "value": .number, "minimumValue": .number, "maximumValue": .number, "continuous": .bool, "isContinuous": .bool,
                "minimumTrackTintColor": .color, "maximumTrackTintColor": .color, "thumbTintColor": .color,
                "minimumValueImage": .image, "maximumValueImage": .image,
            ], events: valueEvents, userValues: ["value"], summary: "a value chosen by dragging a thumb along a track"),
        ElementType(
            "UIDatePicker", base: "UIControl",
            properties: [
                "datePickerMode": .enumeration(DatePickerState.Mode.allCases.map(\.rawValue)),
                "preferredDatePickerStyle": .enumeration(["automatic", "wheels", "compact", "inline"]),
                "date": .date, "minimumDate": .date, "maximumDate": .date,
                "minuteInterval": .integer, "countDownDuration": .number,
            ], events: valueEvents, userValues: ["date"], summary: "a date, a time, or both"),
        ElementType(
            "UISegmentedControl", base: "UIControl",
            properties: [
                "selectedSegmentIndex": .integer, "momentary": .bool, "isMomentary": .bool,
                "selectedSegmentTintColor": .color, "apportionsSegmentWidthsByContent": .bool,
            ], events: valueEvents, content: .segments, userValues: ["selectedSegmentIndex"], summary: "one choice among segments"
        ),
        ElementType(
            "LMSegmentedControl", base: "UISegmentedControl", properties: ["value": .string],
            summary: "one choice among segments, each with a value"),
        ElementType(
            "UIPageControl", base: "UIControl",
            properties: [
                "numberOfPages": .integer, "currentPage": .integer, "hidesForSinglePage": .bool,
                "pageIndicatorTintColor": .color, "currentPageIndicatorTintColor": .color,
            ], events: valueEvents, userValues: ["currentPage"], summary: "which of several pages shows, as dots"),

        // Text views.
        ElementType(
            "UITextView", base: "UIScrollView",
            properties: textInputTraits.merging([
                "text": .string, "font": .font, "textColor": .color, "textAlignment": textAlignment, "name": .string,
                "editable": .bool, "isEditable": .bool, "selectable": .bool, "isSelectable": .bool,
                "textContainerInset": .edgeInsets,
            ]) { $1 }, objects: ["textContainer": "NSTextContainer"], userValues: ["text"],
            summary: "text over several lines, to read or to type"),

        // Tables and pickers.
        ElementType(
            "UITableView", base: "UIScrollView",
            properties: [
                "separatorStyle": .enumeration(["none", "singleLine", "singleLineEtched"]), "separatorColor": .color,
                "separatorInset": .edgeInsets, "separatorInsetReference": .enumeration(["fromCellEdges", "fromAutomaticInsets"]),
                "rowHeight": .number, "estimatedRowHeight": .number, "sectionHeaderHeight": .number,
                "sectionFooterHeight": .number, "allowsSelection": .bool, "allowsMultipleSelection": .bool,
            ], summary: "rows in sections"),
        ElementType(
            "LMTableView", base: "UITableView", styles: ["plainTableView", "groupedTableView"], content: .table,
            summary: "rows in sections written in the document, chosen by value"),
        ElementType(
            "UITableViewCell",
            properties: [
                "accessoryType": .enumeration([
                    "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton",
                ]),
                "selectionStyle": .enumeration(["none", "default", "blue", "gray"]), "value": .string, "checked": .bool,
                "indentationLevel": .integer, "indentationWidth": .number, "separatorInset": .edgeInsets,
            ],
            objects: [
                "textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView", "contentView": "UIView",
            ], styles: ["defaultTableViewCell", "value1TableViewCell", "value2TableViewCell", "subtitleTableViewCell"],
            content: .accessory, summary: "a table row of one of UIKit's standard styles"),
        ElementType(
            "LMTableViewCell", base: "UITableViewCell", properties: ["ignoreLayoutMargins": .bool], content: .content,
            summary: "a table row holding one content view"),
        ElementType("UIPickerView", properties: ["showsSelectionIndicator": .bool], summary: "a spinning wheel of choices"),
        ElementType(
            "LMPickerView", base: "UIPickerView", content: .picker,
            summary: "a spinning wheel of choices written in the document, by value"),
    ]
}
