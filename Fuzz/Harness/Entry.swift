import Foundation

#if FUZZING
/// libFuzzer's entry: the target is chosen once by `FUZZ_TARGET`, so one instrumented binary
/// serves every decoder (`Scripts/fuzz` sets it).
private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        fatalError("FUZZ_TARGET must be one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return target
}()

/// libFuzzer's driver, which parses its own options and calls back for each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM links an executable's `main` to this module's entry symbol, so libFuzzer's own
/// `main` is never used: the entry starts libFuzzer's driver instead.
@_cdecl("fuzz_decoders_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { start, count in
        target.run(start.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
}
#else
/// Without the fuzzer: replays inputs (crashes the fuzzer saved, a corpus) through the same
/// code, `fuzz-decoders TARGET FILE…`, to reproduce a finding under a debugger.
@main
struct FuzzReplay {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("usage: fuzz-decoders \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE…\n".utf8))
            exit(64)
        }
        for path in arguments.dropFirst() {
            target.run(try Data(contentsOf: URL(fileURLWithPath: path)))
            print("ok \(path)")
        }
    }
}
#endif
