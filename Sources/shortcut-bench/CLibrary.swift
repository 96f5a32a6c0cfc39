#if canImport(Glibc)
import Glibc
#endif

/// C library functions Swift's Glibc module leaves out (they sit behind feature macros or in
/// headers it does not import), looked up at run time rather than through C code of our own.
enum CLibrary {
    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// Hands free heap memory back to the system, so resident size counts what is in use.
    static let mallocTrim = function("malloc_trim", as: (@convention(c) (Int) -> Int32).self)
    static let posixOpenpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    static let ptsname = function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
}
