#if canImport(Glibc)
import Glibc
#endif

/// Gives memory a program freed back to the system.
///
/// glibc keeps what a program frees for its next allocations, so after a thousand live sessions end, or a flood of
/// requests passes, a server's resident size stays where it was at the peak (1.7× its start in the live soak) though
/// the memory is free. Asking `malloc_trim` to release it walks the heap once, which costs milliseconds, so callers
/// ask only after such a peak and at most every few seconds: `LiveSessionRegistry` after sessions ended, the web
/// server once requests have gone quiet after a burst. Elsewhere (Darwin's allocator returns free pages on its own)
/// there is nothing to do.
package enum FreedMemory {
    #if canImport(Glibc)
    /// glibc's `malloc_trim`, looked up at run time: the Glibc module does not declare it (it is in `malloc.h`), and
    /// another C library (musl) may not have it.
    private static let trim: (@convention(c) (Int) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
        .map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }
    #endif

    /// Releases free heap memory to the system; returns whether any was released.
    @discardableResult
    package static func release() -> Bool {
        #if canImport(Glibc)
        return trim?(0) == 1
        #else
        return false
        #endif
    }
}
