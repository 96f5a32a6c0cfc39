import Foundation
import Subprocess
import SystemPackage

/// A program a run starts — the web helper, the system's clipboard program — run through
/// swift-subprocess and reaped on every path: in a process group of its own (the terminal's ^C
/// is the editor's to act on), ended (SIGTERM, then SIGKILL) when the run is stopped, when it
/// writes more than `limit` bytes or when it outlasts `deadline`.
enum BoundedProcess {
    /// Why the program gave no output to use, in words for the action's failure.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments`, writes `input`, and reads its standard output to its
    /// end. With `holdingInput`, its input stays open until the output ends (the web helper ends
    /// when its input does, so an editor that dies ends it); without, it is closed once written
    /// (a clipboard program reads to the end of its input). `name` names it in failures.
    static func run(_ executable: String, arguments: [String] = [], input: [UInt8], holdingInput: Bool,
                    limit: Int, deadline: Duration, name: String) async throws -> (output: [UInt8], status: TerminationStatus) {
        var options = PlatformOptions()
        options.processGroupID = 0
        options.teardownSequence = [.gracefulShutDown(allowedDurationToNextStep: .milliseconds(300))]
        let result: ExecutionResult<[UInt8], SequenceOutput, DiscardedOutput>
        do {
            result = try await Subprocess.run(
                .path(FilePath(executable)), arguments: Arguments(arguments), platformOptions: options,
                input: .inputWriter, output: .sequence, error: .discarded
            ) { execution in
                let writer = execution.standardInputWriter
                _ = try await writer.write(input)
                if !holdingInput { try await writer.finish() }
                let output = try await withThrowingTaskGroup(of: [UInt8]?.self) { group in
                    group.addTask {
                        var collected: [UInt8] = []
                        for try await buffer in execution.standardOutput {
                            collected += buffer.withUnsafeBytes { Array($0) }
                            guard collected.count <= limit else { throw Failure(description: "\(name) wrote more than \(limit) bytes; it was stopped") }
                        }
                        return collected
                    }
                    group.addTask {
                        try await Task.sleep(for: deadline)
                        throw Failure(description: "\(name) gave no answer within \(deadline); it was stopped")
                    }
                    defer { group.cancelAll() }
                    guard let first = try await group.next(), let output = first else { return [UInt8]() }
                    return output
                }
                if holdingInput { try? await writer.finish() }
                return output
            }
        } catch let failure as Failure {
            throw failure
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw Failure(description: "\(executable) could not be run: \(error)")
        }
        // A stopped run ends the program, whose output then ends too: that is no answer.
        try Task.checkCancellation()
        return (result.closureResult, result.terminationStatus)
    }
}
