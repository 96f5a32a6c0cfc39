import ArgumentParser
@testable import shortcut_editor
import Testing
import TestSupport

/// The editor's start read without ArgumentParser must be ArgumentParser's reading exactly,
/// wherever it gives one — and give none for anything it does not fully understand.
@Suite(.offThePool) struct QuickStartTests {
    /// What ArgumentParser makes of the same command line, as the quick start's value.
    static func parsed(_ arguments: [String]) throws -> QuickStart.Invocation? {
        let command = try ShortcutEditorCommand.parseAsRoot(arguments)
        if let edit = command as? EditCommand { return .init(choice: edit.options.choice, path: edit.path) }
        if let browse = command as? BrowseCommand { return .init(choice: browse.options.choice, path: nil) }
        return nil
    }

    static let understood: [[String]] = [
        [], ["notes.json"], ["My Shortcut"], ["edit", "a/b.shortcut"], ["browse"],
        ["--library", "/tmp/lib"], ["--library=/tmp/lib", "x.json"], ["x.json", "--library", "/tmp/lib"],
        ["--catalog", "a.actionsdata", "--catalog=b.actionsdata", "--config", "k.toml", "edit", "y"],
        ["edit", "--library", "L", "p", "--catalog", "c"], ["", ], ["edit", "with space", "--config=c=d"],
    ]

    @Test(arguments: understood)
    func readsWhatArgumentParserReads(_ arguments: [String]) throws {
        let routed = ShortcutEditorCommand.routed(arguments)
        let quick = try #require(QuickStart.invocation(routed), "\(routed) should start quickly")
        #expect(quick == (try Self.parsed(routed)))
    }

    static let leftToArgumentParser: [[String]] = [
        ["--help"], ["-h"], ["--version"], ["edit"], ["edit", "a", "b"], ["browse", "a"], ["edit", "--", "-x"],
        ["edit", "p", "--library", "a", "--library", "b"], ["--config", "a", "--config", "b"],
        ["edit", "p", "--library"], ["--library="], ["edit", "p", "--library", "-x"], ["edit", "p", "--verbose"],
        ["show", "p"], ["list"], ["help"], ["edit", "-p"], ["keys", "--markdown"],
    ]

    @Test(arguments: leftToArgumentParser)
    func leavesTheRestToArgumentParser(_ arguments: [String]) {
        #expect(QuickStart.invocation(ShortcutEditorCommand.routed(arguments)) == nil)
    }
}
