import NIOPosix

extension NIOThreadPool {
    /// Runs a blocking driver's work (SQLite's, MariaDB Connector/C's) on the pool, off Swift's cooperative threads:
    /// the one way both databases run it, so that cancellation and failures mean the same for both. A driver's
    /// ``SQLError`` and a caller's cancellation (the job is then not run, or its result dropped) pass through; a pool
    /// that has been shut down is an unavailable database.
    func runBlocking<T: Sendable>(_ job: @escaping @Sendable () throws(SQLError) -> T) async throws -> T {
        do {
            return try await runIfActive { try job() }
        } catch let error as SQLError {
            throw error
        } catch let error as CancellationError {
            throw error
        } catch {
            throw SQLError.unavailable("the thread pool is not running (\(error))")
        }
    }
}
