import ArgumentParser
import EditorCore
import UserConfig

/// `shortcut-editor keys`: the bindings in effect, after the config file, written as a config
/// file would set them — so the listing is also a template to copy and change.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Print the key bindings in effect (the defaults, changed by the config file).",
        discussion: "The output is TOML: copy any part into the config file and change the keys. Problems in the config file go to standard error, and the exit status is 1.")

    @OptionGroup var options: LibraryOptions

    @Flag(help: "Print the tables as Markdown (as the README has them) instead of TOML.")
    var markdown = false

    func run() throws {
        let config = options.choice.settings()
        let keymap = config.settings.keymap
        print(markdown ? keymap.markdown : keymap.configText, terminator: "")
        printWarnings(config.problems.map { "warning: \($0)" })
        if !config.problems.isEmpty { throw ExitCode(1) }
    }
}
