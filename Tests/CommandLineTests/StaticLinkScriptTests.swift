import Foundation
import Testing
import TestSupport

/// `Scripts/ld-static-pie`, the linker of release builds (the tests themselves run debug
/// builds, which do not use it). A run path left in a static PIE makes glibc's start-up abort
/// before anything prints, so what the script drops and what it keeps is tested here with a
/// stand-in `ld.lld` that writes out the arguments it was given.
@Suite(.offThePool) struct StaticLinkScriptTests {
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
        try TestScratch.writeExecutable("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n", to: linker)
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

    /// Past the system's limit on a command line clang hands the linker a response file, each
    /// argument quoted on one line (swift-crypto's objects took the editor's link there): the
    /// linker gets a copy without the run path, and the copy is removed after.
    @Test func theRunPathIsDroppedFromAResponseFileToo() throws {
        let folder = try standInLinker()
        defer { try? FileManager.default.removeItem(at: folder) }
        // This linker prints the response file it is given, and whether it is still there after.
        let linker = folder.appendingPathComponent("ld.lld")
        try TestScratch.writeExecutable("#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in @*) cat \"${a#@}\"; echo; echo \"${a#@}\" > '\(folder.path)/copy';; *) printf '%s\\n' \"$a\";; esac; done\n",
                                        to: linker)
        let response = folder.appendingPathComponent("response.txt")
        try Data(#""-pie" "-o" "out" "-rpath=$ORIGIN" "a file.o" "-lc""#.utf8).write(to: response)
        let result = try run(["-z", "@" + response.path], path: folder.path + ":/usr/bin:/bin")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "-z\n\"-pie\" \"-o\" \"out\"  \"a file.o\" \"-lc\"\n", "\(result.output)")
        let copy = try String(contentsOf: folder.appendingPathComponent("copy"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!FileManager.default.fileExists(atPath: copy), "the copy is removed")
        #expect(try String(contentsOf: response, encoding: .utf8).contains("-rpath"), "the original is left as it was")
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
