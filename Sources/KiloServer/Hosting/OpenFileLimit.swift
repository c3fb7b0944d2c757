#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files (`RLIMIT_NOFILE`), which bounds how many connections it can hold.
enum OpenFileLimit {
    /// Raises the soft limit to the hard one (the default soft limit, often 1,024, is far below what a server needs)
    /// and returns the limit before and after; `nil` if it cannot be read.
    static func raise() -> (before: Int, after: Int)? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        let before = Int(clamping: limit.rlim_cur)
        guard limit.rlim_cur < limit.rlim_max else { return (before, before) }
        var raised = limit
        raised.rlim_cur = limit.rlim_max
        guard setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 else { return (before, before) }
        return (before, Int(clamping: raised.rlim_cur))
    }

    /// The soft limit now, or `nil` if it cannot be read.
    static var current: Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// The connections a server may hold within `limit` open files: what is left once the process's other files
    /// (the database, uploads, logs: a tenth, at least 64) are set aside.
    static func connections(within limit: Int) -> Int {
        max(1, limit - max(64, limit / 10))
    }
}
