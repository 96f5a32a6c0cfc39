import Foundation
import Testing
import TestSupport
@testable import shortcut_editor

/// The manual page holds every command's and subcommand's help as `--help` prints it, so
/// nothing the program accepts is missing from it (it left out `intents --watch`, `--check`
/// and `intents add --product`, whose help is a subcommand's).
@Suite(.offThePool) struct ManPageTests {
    @Test func theManPageHoldsEveryCommandsHelp() throws {
        let cli = CommandLineTests()
        let page = try cli.run(["man-page"])
        #expect(page.status == 0)
        let commands = ManPageCommand.commands()
        #expect(commands.map { $0.path.joined(separator: " ") }.contains("intents add"))
        for (path, _) in commands {
            let help = try cli.run(path + ["--help"], environment: ["COLUMNS": "78"])
            let block = ManPageCommand.verbatim(String(help.output.dropLast(help.output.hasSuffix("\n") ? 1 : 0))).joined(separator: "\n")
            #expect(page.output.contains(".SS \(path.joined(separator: " "))\n" + block), "the page lacks \(path.joined(separator: " ")) --help")
        }
        for option in ["--watch", "--check", "--product"] {
            #expect(page.output.contains(option), "the page does not say \(option)")
        }
    }
}
