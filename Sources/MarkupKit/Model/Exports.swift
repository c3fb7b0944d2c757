// A date picker's day and time of day are KiloValues' `LocalDate` and `LocalTime` (`PropertyValue.day`,
// `.timeOfDay`), the values a service's arguments and SQL cells are: one type per thing from the database to the
// wheel, and no second import for whoever meets them here (an owner, a Lima view).
@_exported public import KiloValues
