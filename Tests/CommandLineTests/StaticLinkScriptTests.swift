import Foundation
import Testing
import TestSupport

/// `Scripts/ld-static-pie`, the linker of release builds (the tests themselves run debug
/// builds, which do not use it). A run path left in a static PIE makes glibc's start-up abort
/// before anything prints, so what the script drops and what it keeps is tested here with a
/// stand-in `ld.lld` that writes out the arguments it was given.
@Suite struct StaticLinkScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/ld-static-pie")

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the script with `path` as its whole PATH.
    func run(_ arguments: [String], path: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [Self.script.path] + arguments
        process.environment = ["PATH": path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                   errors: String(decoding: err, as: UTF8.self))
    }

    /// A folder holding an `ld.lld` that prints each argument on a line of its own.
    func standInLinker() throws -> URL {
        let folder = TestScratch.path("ld")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let linker = folder.appendingPathComponent("ld.lld")
        try Data("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n".utf8).write(to: linker)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: linker.path)
        return folder
    }

    @Test func theRunPathIsDroppedAndEverythingElsePassedInOrder() throws {
        let folder = try standInLinker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["-pie", "-rpath=$ORIGIN", "--gc-sections", "a file.o", "-o", "out", "-rpath=/elsewhere", "-lc"]
        let result = try run(arguments, path: folder.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            == ["-pie", "--gc-sections", "a file.o", "-o", "out", "-lc"])
    }

    @Test func noLinkerIsAClearErrorNotACrashLater() throws {
        let empty = TestScratch.path("no-ld")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try run(["-o", "out"], path: empty.path)
        #expect(result.status == 1)
        #expect(result.errors.contains("ld.lld not found"))
    }
}
