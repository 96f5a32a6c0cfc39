import Foundation
import Testing
import TestSupport

/// The module table of docs/ARCHITECTURE.md is the rule, and the sources keep it: a module
/// imports only what its row allows. (Issue 43 found EditorCore, "no I/O", importing the store
/// for one type, and with it the archive and LZFSE code.)
@Suite(.offThePool) struct ModuleBoundaryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// What any module may import: the platform, not ours.
    static let platform: Set<String> = ["Foundation", "Glibc", "Darwin", "Dispatch", "Synchronization"]

    /// Each row's module, its folder, and what it may import (nil: anything).
    static func rules() throws -> [(module: String, folder: String, allowed: Set<String>?)] {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        var rules: [(String, String, Set<String>?)] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let columns = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns.count >= 3, columns[0].hasPrefix("`") else { continue }
            let names = columns[0].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            guard let module = names.first, !module.contains("/") else { continue }
            let folder = names.count > 1 && names[1].contains("/") ? names[1] : "Sources/" + module
            let allowed: Set<String>? = columns.last!.hasPrefix("all of the above") ? nil
                : Set(columns.last!.split(separator: ",").map { String($0.split(separator: "(")[0]).trimmingCharacters(in: .whitespaces) }
                    .filter { $0 != "—" })
            rules.append((module, folder, allowed))
            if module == "CNcurses" { break }
        }
        return rules
    }

    @Test func everyModuleImportsOnlyWhatTheTableAllows() throws {
        let rules = try Self.rules()
        #expect(rules.count >= 13, "the table was not found: \(rules.map(\.module))")
        let ours = Set(rules.map { $0.module.replacingOccurrences(of: "-", with: "_") }).union(["TOMLKit", "ArgumentParser"])
        for rule in rules {
            guard let allowed = rule.allowed else { continue }
            let folder = Self.repository.appendingPathComponent(rule.folder)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in source.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal"].contains($0) }),
                          index + 1 < words.count else { continue }
                    let imported = String(words[index + 1])
                    guard ours.contains(imported), !Self.platform.contains(imported) else { continue }
                    let spelled = allowed.map { $0.replacingOccurrences(of: "-", with: "_") }
                    #expect(spelled.contains(imported), "\(rule.folder)/\(file) imports \(imported); docs/ARCHITECTURE.md allows \(rule.module) only \(allowed.sorted())")
                }
            }
        }
    }

    /// The editor core knows nothing of files, locks or curses.
    @Test func theEditorCoreImportsNeitherTheStoreNorCurses() throws {
        let editorCore = try #require(try Self.rules().first { $0.module == "EditorCore" })
        #expect(editorCore.allowed?.isDisjoint(with: ["ShortcutStore", "CNcurses", "TerminalUI", "AppShell"]) == true)
    }

    /// IntentKit is what apps on any platform depend on: no Linux system module in it (the
    /// file reader, which needs one, was moved out to FileAccess for that reason).
    @Test func intentKitUsesNoLinuxOnlyModule() throws {
        let folder = Self.repository.appendingPathComponent("Sources/IntentKit")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!source.contains("import Glibc"), "Sources/IntentKit/\(file) imports Glibc")
        }
    }
}
