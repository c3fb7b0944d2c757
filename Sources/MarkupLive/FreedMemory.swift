#if canImport(Glibc)
import Glibc
#endif

/// Gives memory that ended sessions freed back to the system.
///
/// glibc keeps what a program frees for its next allocations, so after a thousand sessions end a server's resident
/// size stays where it was at their peak (1.7× its start in the live soak) though the memory is free. Asking
/// `malloc_trim` to release it walks the heap once, which costs milliseconds, so ``LiveSessionRegistry`` asks
/// only after sessions have ended, and at most every few seconds. Elsewhere (Darwin's allocator returns free pages on
/// its own) there is nothing to do.
enum FreedMemory {
    #if canImport(Glibc)
    /// glibc's `malloc_trim`, looked up at run time: the Glibc module does not declare it (it is in `malloc.h`), and
    /// another C library (musl) may not have it.
    private static let trim: (@convention(c) (Int) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
        .map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }
    #endif

    /// Releases free heap memory to the system; returns whether any was released.
    @discardableResult
    static func release() -> Bool {
        #if canImport(Glibc)
        return trim?(0) == 1
        #else
        return false
        #endif
    }
}
