import ArgumentParser
import Foundation
import IntentHostClient
import IntentKit
import ShortcutStore

/// How `intents --check` reports.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `intents --check`: a doctor for an app's intents (`HostCheckup`). Each host of the library
/// is started and asked; the intents declared in this program are checked as they are. Exit 1
/// when any finding is an error.
struct IntentsCheck {
    var library: Library
    var registry: IntentRegistry
    var format: CheckFormat

    func run() throws {
        let checkup = HostCheckup()
        var findings: [HostFinding] = []
        let (hosts, issues) = library.hostCommands()
        for issue in issues { findings.append(HostFinding(.error, host: issue.file, subject: "host file", message: issue.message)) }
        for (name, command) in hosts {
            findings += waitBlocking {
                let connection = IntentHostConnection(command: command, supervised: false)
                defer { Task { await connection.stop() } }
                do {
                    let definitions = try await connection.call(DefinitionsCall(), deadline: .seconds(60))
                    var found = checkup.checkDefinitions(definitions, host: name) + (await checkup.checkHost(connection, definitions: definitions))
                    // A host built before App Shortcuts were asked for has none to say.
                    if let shortcuts = try? await connection.call(AppShortcutsCall(), deadline: .seconds(30)) {
                        found += checkup.checkAppShortcuts(shortcuts, host: name)
                    }
                    await connection.stop()
                    return found
                } catch {
                    await connection.stop()
                    return [HostFinding(.error, host: name, subject: "host", message: "did not answer: \(error)")]
                }
            }
        }
        let swift = registry.definitions.filter { registry.isDeclaredInSwift($0.identifier) }
        if !swift.isEmpty {
            findings += checkup.checkDefinitions(swift, host: "this program")
            findings += checkup.checkAppShortcuts(registry.appShortcuts.filter { $0.app == nil }, host: "this program")
        }
        report(findings, checked: hosts.map(\.name) + (swift.isEmpty ? [] : ["the intents declared in this program"]))
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    private func report(_ findings: [HostFinding], checked: [String]) {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(["findings": findings])) ?? Data("{\"findings\": []}".utf8)
            print(String(decoding: data, as: UTF8.self))
        case .text:
            for finding in findings { print(finding.description.terminalSafe) }
            let errors = findings.filter { $0.severity == .error }.count
            let warnings = findings.count - errors
            let what = checked.isEmpty ? "nothing to check" : "checked " + checked.joined(separator: ", ")
            print("\(what): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")".terminalSafe)
        }
    }
}
